import { CLOSE_CODES, CONNECTION_LIMITS, type CloseCodeName, type ServerMessage } from '@dap/stream-models';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { hasExpired } from '../auth.js';
import { evolveFrame } from '../evolve/evolve.js';
import type { Principal } from '../types.js';
import type { StreamConnection } from './types.js';

/** The close reason of a connection whose token expired: the contract's, which clients compare. */
export const TOKEN_EXPIRED = CLOSE_CODES.POLICY_VIOLATION.reasons.TOKEN_EXPIRED;

/**
 * A `ws` socket as the handlers see it (the socket itself stays private: no `ws` type in the public
 * API), with the contract's bound on what is queued towards it: a send that finds more than
 * `maxQueuedBytes` waiting closes the connection with 1013 (slow consumer) instead of queueing more.
 */
export class Connection implements StreamConnection {
  readonly id = randomUUID();
  /** Whether a pong came back since the last ping (the keep-alive check). */
  alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly principal: Principal,
    private readonly now: () => number = Date.now,
    /** Every frame sent is evolved with it, as a legal next minor version could send it (`evolveFrame`). */
    readonly evolveSeed?: string,
  ) {}

  /** Whether the token the connection was opened with has expired (`principal.expiresAt`). */
  get expired(): boolean {
    return hasExpired(this.principal, this.now);
  }

  /** Closes the connection because its token expired: 1008 (policy violation), unless it is closing already. */
  closeExpired(): void {
    this.closeFor('POLICY_VIOLATION', TOKEN_EXPIRED);
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  get congested(): boolean {
    return this.socket.bufferedAmount > CONNECTION_LIMITS.maxQueuedBytes;
  }

  send(message: ServerMessage): boolean {
    return this.#writable() && this.#write(JSON.stringify(message));
  }

  sendRaw(text: string): boolean {
    return this.#writable() && this.#write(text);
  }

  close(code = 1000, reason = ''): void {
    this.socket.close(code, reason);
  }

  closeFor(name: CloseCodeName, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(CLOSE_CODES[name].code, reason);
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

  /** Open and not congested; a congested connection is closed here (checked before serialising anything). */
  #writable(): boolean {
    if (!this.isOpen) return false;
    if (!this.congested) return true;
    this.closeFor('SLOW_CONSUMER', 'slow consumer: more than maxQueuedBytes waiting; reconnect');
    return false;
  }

  #write(text: string): boolean {
    this.socket.send(this.evolveSeed === undefined ? text : evolveFrame(text, this.evolveSeed));
    return true;
  }
}
