/**
 * The heartbeat watchdog: while `heartbeat` is acknowledged on the current connection, each
 * heartbeat restarts a timer; when it runs out, the connection is handed to `onTimeout` with a
 * `StreamHeartbeatTimeoutError` (the client drops it and reconnects). A silent connection is thus
 * noticed even when the network never reports it lost.
 */
import type { WebSocket } from 'ws';
import { StreamHeartbeatTimeoutError } from '../errors/errors.js';

export class HeartbeatWatchdog {
  readonly #timeoutMs: number;
  readonly #socket: () => WebSocket | undefined;
  readonly #onTimeout: (ws: WebSocket, error: StreamHeartbeatTimeoutError) => void;
  /** Whether `heartbeat` is acknowledged on the current connection (the watchdog runs only then). */
  #live = false;
  #timer: NodeJS.Timeout | undefined;

  /** `timeoutMs` 0 turns it off; `socket` is the current connection, the one a timeout drops. */
  constructor(
    timeoutMs: number,
    socket: () => WebSocket | undefined,
    onTimeout: (ws: WebSocket, error: StreamHeartbeatTimeoutError) => void,
  ) {
    this.#timeoutMs = timeoutMs;
    this.#socket = socket;
    this.#onTimeout = onTimeout;
  }

  /** `heartbeat` is acknowledged on the current connection: the timer runs from now. */
  start(): void {
    this.#live = true;
    this.#arm();
  }

  /** `heartbeat` is no longer subscribed, or the connection is gone. */
  stop(): void {
    this.#live = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** A heartbeat arrived. */
  beat(): void {
    if (this.#live) this.#arm();
  }

  #arm(): void {
    if (this.#timeoutMs === 0) return;
    clearTimeout(this.#timer);
    const ws = this.#socket();
    if (!ws) return;
    this.#timer = setTimeout(
      () => this.#onTimeout(ws, new StreamHeartbeatTimeoutError(this.#timeoutMs)),
      this.#timeoutMs,
    );
  }
}
