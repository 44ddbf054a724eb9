import type { ServerMessage } from '@dap/stream-models';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { Principal } from '../types.js';
import type { StreamConnection } from './types.js';

/** A `ws` socket as the handlers see it (the socket itself stays private: no `ws` type in the public API). */
export class Connection implements StreamConnection {
  readonly id = randomUUID();
  /** Whether a pong came back since the last ping (the keep-alive check). */
  alive = true;
  /** The frames of this connection are answered one after the other, so acknowledgements keep request order. */
  queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly principal: Principal,
  ) {}

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  send(message: ServerMessage): boolean {
    return this.sendRaw(JSON.stringify(message));
  }

  sendRaw(text: string): boolean {
    if (!this.isOpen) return false;
    this.socket.send(text);
    return true;
  }

  close(code = 1000, reason = ''): void {
    this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }

  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }
}
