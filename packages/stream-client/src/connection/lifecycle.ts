/**
 * The connection's life: connect, reconnect with backoff after a recoverable loss, drop a connection
 * the client no longer trusts (heartbeat timeout), close for good; and the state the client reports
 * (`idle` → `connecting` → `open` (⇄ `reconnecting`) → `closing` → `closed`). Opening one connection
 * is connection.ts's job; what happens on an open connection is the hooks'.
 */
import type { RawData, WebSocket } from 'ws';
import { parseRetryAfter } from '@dap/core';
import {
  asStreamError,
  headerValue,
  StreamClosedError,
  StreamConnectionError,
  StreamHandshakeError,
  type StreamError,
} from '../errors/errors.js';
import type { ClientEvents } from '../events/events.js';
import { backoffDelay, isRecoverableClose, isRecoverableHandshakeStatus } from './backoff.js';
import type { Connector } from './connection.js';
import { HeartbeatWatchdog } from './heartbeat.js';
import type { ReconnectSettings, StreamClientState } from './types.js';

/** What happens on a connection, as the rest of the client does it. */
export interface LifecycleHooks {
  /** A connection is open (state `open`): restore what was subscribed. Sent before what waited for a connection. */
  opened(ws: WebSocket, reconnect: boolean, attempts: number): void;
  /** A frame arrived on the current connection. */
  frame(data: RawData, isBinary: boolean): void;
  /** The current connection is gone (closed, or dropped by the client). */
  lost(): void;
  /** The client is closed for good; `error` is the failure that closed it, if one did. */
  finished(error: StreamError | undefined): void;
}

/**
 * What the lifecycle does to the requests (requests/requests.ts): send those that waited for a
 * connection on the one just opened, fail those no reply will answer. Named here, so that the
 * connection does not depend on the requests that travel over it.
 */
export interface LifecycleRequests {
  flush(ws: WebSocket): void;
  /** Fails the calls still waiting for a connection. */
  failWaiting(error: StreamError): void;
  /** Fails the calls sent on a connection that is gone. */
  failSent(error: StreamError): void;
}

export interface LifecycleOptions {
  connector: Connector;
  /** `undefined`: a lost connection closes the client. */
  reconnect: ReconnectSettings | undefined;
  heartbeatTimeoutMs: number;
  requests: LifecycleRequests;
  events: ClientEvents;
  hooks: LifecycleHooks;
}

/** Bound on the closing handshake of `close()`; then the socket is terminated. */
const CLOSE_WAIT_MS = 2_000;

export class ConnectionLifecycle {
  readonly #connector: Connector;
  readonly #reconnect: ReconnectSettings | undefined;
  readonly #requests: LifecycleRequests;
  readonly #events: ClientEvents;
  readonly #hooks: LifecycleHooks;
  /** Drops a connection that brings no heartbeat while `heartbeat` is subscribed. */
  readonly watchdog: HeartbeatWatchdog;

  #state: StreamClientState = 'idle';
  #ws: WebSocket | undefined;
  #connecting: Promise<void> | undefined;
  #closing: Promise<void> | undefined;
  /** Why the client itself dropped the current connection (heartbeat timeout): it reconnects whatever the close code. */
  #dropCause: StreamError | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #attempt = 0;

  constructor(options: LifecycleOptions) {
    this.#connector = options.connector;
    this.#reconnect = options.reconnect;
    this.#requests = options.requests;
    this.#events = options.events;
    this.#hooks = options.hooks;
    this.watchdog = new HeartbeatWatchdog(
      options.heartbeatTimeoutMs,
      () => this.#ws,
      (ws, error) => this.drop(ws, error),
    );
  }

  get state(): StreamClientState {
    return this.#state;
  }

  /** The open connection, if any. */
  get socket(): WebSocket | undefined {
    return this.#ws;
  }

  /** Opens the first connection (see `StreamClient.connect`). */
  connect(): Promise<void> {
    if (this.#state === 'open' || this.#state === 'reconnecting') return Promise.resolve();
    if (this.#state === 'closing' || this.#state === 'closed')
      return Promise.reject(new StreamClosedError('The client is closed'));
    this.#connecting ??= (async () => {
      this.#state = 'connecting';
      let ws: WebSocket;
      try {
        ws = await this.#connector.open();
      } catch (error) {
        if (this.#state === 'connecting') {
          this.#state = 'idle';
          this.#requests.failWaiting(asStreamError(error));
        }
        throw error;
      } finally {
        this.#connecting = undefined;
      }
      if (this.#state !== 'connecting') {
        // close() was called meanwhile.
        ws.terminate();
        throw new StreamClosedError('The client was closed while connecting');
      }
      this.#opened(ws, false);
    })();
    return this.#connecting;
  }

  /** Closes the connection and the client for good (see `StreamClient.close`). */
  close(code: number, reason: string): Promise<void> {
    if (this.#state === 'closed') return Promise.resolve();
    this.#closing ??= (async () => {
      this.#state = 'closing';
      clearTimeout(this.#reconnectTimer);
      this.watchdog.stop();
      const closed = new StreamClosedError('The client was closed');
      this.#requests.failWaiting(closed);
      this.#requests.failSent(closed);
      const ws = this.#ws;
      if (ws && ws.readyState !== ws.CLOSED) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => ws.terminate(), CLOSE_WAIT_MS);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close(code, reason);
        });
      }
      this.#ws = undefined;
      this.#finish(code, reason, undefined);
    })();
    return this.#closing;
  }

  /** Drops a connection the client no longer trusts, if it is still the current one; the close that follows reconnects. */
  drop(ws: WebSocket, cause: StreamError): void {
    if (ws !== this.#ws) return;
    this.#dropCause = cause;
    ws.terminate();
  }

  /** A connection is open: wire it, then the hooks restore the subscriptions, then what waited is sent. */
  #opened(ws: WebSocket, reconnect: boolean): void {
    this.#ws = ws;
    this.watchdog.stop();
    ws.on('message', (data, isBinary) => {
      // After close(): every request has failed with StreamClosedError and no listener expects more; a
      // late acknowledgement (the unsubscribe of a loop left just before) would match nothing.
      if (this.#state === 'closing' || this.#state === 'closed') return;
      this.#hooks.frame(data, isBinary);
    });
    ws.on('error', () => {}); // the close that follows reports it
    ws.on('close', (code, reason) => this.#onClose(ws, code, reason.toString('utf8')));
    const attempts = this.#attempt;
    this.#attempt = 0;
    this.#state = 'open';
    // First: the state is open, so the resubscription goes out before what waited in the outbox.
    this.#hooks.opened(ws, reconnect, attempts);
    this.#requests.flush(ws);
    this.#events.emit('open', { reconnect });
  }

  #onClose(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.#ws) return;
    this.#ws = undefined;
    this.watchdog.stop();
    this.#hooks.lost();
    const cause = this.#dropCause;
    this.#dropCause = undefined;
    if (this.#state === 'closing' || this.#state === 'closed') return; // close() finishes
    const lost = new StreamConnectionError(`The connection closed (${code}${reason ? ` ${reason}` : ''})`, {
      closeCode: code,
      reason,
      cause,
    });
    this.#requests.failSent(lost);
    if (this.#reconnect && (cause !== undefined || isRecoverableClose(code))) {
      this.#scheduleReconnect({ code, reason, ...(cause ? { error: cause } : {}) });
    } else {
      this.#terminate(cause ?? lost, code, reason);
    }
  }

  /** `askedMs`: the wait the server asked for (a refused handshake's `Retry-After`), instead of the backoff. */
  #scheduleReconnect(why: { code?: number; reason?: string; error?: StreamError }, askedMs?: number): void {
    const settings = this.#reconnect;
    if (!settings) return;
    this.#attempt++;
    if (this.#attempt > settings.maxAttempts) {
      this.#terminate(
        why.error ?? new StreamConnectionError(`Gave up reconnecting after ${settings.maxAttempts} attempt(s)`),
        1006,
        '',
      );
      return;
    }
    this.#state = 'reconnecting';
    const delayMs = askedMs ?? backoffDelay(this.#attempt, settings, settings.random);
    this.#events.emit('reconnecting', { attempt: this.#attempt, delayMs, ...why });
    this.#reconnectTimer = setTimeout(() => void this.#reconnectNow(), delayMs);
  }

  async #reconnectNow(): Promise<void> {
    if (this.#state !== 'reconnecting') return;
    let ws: WebSocket;
    try {
      ws = await this.#connector.open();
    } catch (error) {
      if (this.#state !== 'reconnecting') return;
      const failure = asStreamError(error);
      const refused = failure instanceof StreamHandshakeError;
      if (refused && !isRecoverableHandshakeStatus(failure.status)) return this.#terminate(failure, 1006, '');
      // A server that says when to come back is believed (as the REST client does); one asking for
      // longer than the client waits out ends reconnecting, rather than hold the caller that long.
      const asked = refused ? parseRetryAfter(headerValue(failure.headers['retry-after']), Date.now()) : undefined;
      if (asked !== undefined && asked > (this.#reconnect?.maxRetryAfterMs ?? Infinity))
        return this.#terminate(failure, 1006, '');
      this.#scheduleReconnect({ error: failure }, asked);
      return;
    }
    if (this.#state !== 'reconnecting') {
      ws.terminate();
      return;
    }
    this.#opened(ws, true);
  }

  /** A failure the client does not recover from: everything waiting fails with it, and the client closes. */
  #terminate(error: StreamError, code: number, reason: string): void {
    clearTimeout(this.#reconnectTimer);
    this.#requests.failWaiting(error);
    this.#requests.failSent(error);
    this.#events.emit('error', error);
    this.#finish(code, reason, error);
  }

  #finish(code: number, reason: string, error: StreamError | undefined): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.watchdog.stop();
    this.#hooks.finished(error);
    this.#events.emit('close', { code, reason, ...(error ? { error } : {}) });
  }
}
