/**
 * The connection's life: connect, reconnect with backoff after a recoverable loss, drop a connection
 * the client no longer trusts (heartbeat timeout), move to a new connection before the token of the
 * current one expires (and reconnect with a fresh token when the server closed it for an expired
 * one anyway), close for good; and the state the client reports (`idle` → `connecting` → `open`
 * (⇄ `reconnecting`) → `closing` → `closed`). Opening one connection is connection.ts's job; what
 * happens on an open connection is the hooks'.
 *
 * Moving before the token expires opens the new connection first (token, handshake) while the old
 * one still delivers; then the new one becomes the client's connection (`reconnecting` and
 * `reconnected` with `renewal: true`) and restores the subscriptions, and the old one's channel
 * events are still delivered until the new one's first frame (the acknowledgement of what it
 * restores, which comes before any of its events): then the old one is closed, and the books start
 * again from the new one's SNAPSHOTs.
 */
import type { RawData, WebSocket } from 'ws';
import { parseRetryAfter } from '@dap/core';
import {
  asStreamError,
  headerValue,
  StreamClosedError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
} from '../errors/errors.js';
import type { ClientEvents } from '../events/events.js';
import { backoffDelay, isRecoverableClose, isRecoverableHandshakeStatus, isTokenExpiredClose } from './backoff.js';
import { closedError, closeSocket } from './closing.js';
import { ConnectAttempt } from './connect-attempt.js';
import { connectAborted, type Connector, type OpenedConnection } from './connection.js';
import { HeartbeatWatchdog } from './heartbeat.js';
import { outlives, RenewalTimer } from './renewal.js';
import type { IssuedToken, ReconnectSettings, StreamClientState } from './types.js';

/** What happens on a connection, as the rest of the client does it. */
export interface LifecycleHooks {
  /**
   * A connection is open (state `open`): restore what was subscribed. Sent before what waited for a
   * connection. `renewal`: it replaces one whose token is about to expire. Returns whether it sent
   * a request (whose reply will be the connection's first frame).
   */
  opened(ws: WebSocket, reconnect: boolean, attempts: number, renewal: boolean): boolean;
  /** A frame arrived on the current connection. */
  frame(data: RawData, isBinary: boolean): void;
  /** A frame arrived on the connection being left for a new one, before the new one brought any: only its channel events count. */
  drained(data: RawData, isBinary: boolean): void;
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
  /** The calls sent on a connection the client is leaving for a new one: sent again on the new one. */
  resendSent(): void;
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

/** The close reason of a connection the client left for a new one, before its token expired. */
const RENEWED = 'moved to a new connection before the token expired';

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
  /** The token of the current connection. */
  #issued: IssuedToken | undefined;
  /** The token of the connection the server closed for its expiry: the next connection asks for another. */
  #expired: string | undefined;
  /** The connection being left for a new one: its channel events count until the new one's first frame. */
  #draining: WebSocket | undefined;
  readonly #renewal = new RenewalTimer();
  #connecting: { opening: Promise<void>; attempt: ConnectAttempt } | undefined;
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

  /** Opens the first connection (see `StreamClient.connect`); `signal` gives up on it. */
  connect(signal?: AbortSignal): Promise<void> {
    if (this.#state === 'open' || this.#state === 'reconnecting') return Promise.resolve();
    if (this.#state === 'closing' || this.#state === 'closed')
      return Promise.reject(new StreamClosedError('The client is closed'));
    if (signal?.aborted) return Promise.reject(connectAborted(signal));
    if (!this.#connecting) {
      const attempt = new ConnectAttempt();
      const opening = (async () => {
        this.#state = 'connecting';
        let opened: OpenedConnection;
        try {
          opened = await this.#connector.open(undefined, attempt.signal);
          // Aborted as the handshake completed: the socket is closed all the same.
          if (attempt.signal.aborted) {
            opened.ws.terminate();
            throw connectAborted(attempt.signal);
          }
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
          opened.ws.terminate();
          throw new StreamClosedError('The client was closed while connecting');
        }
        this.#opened(opened, false);
      })();
      this.#connecting = { opening, attempt };
    }
    return this.#connecting.attempt.wait(this.#connecting.opening, signal);
  }

  /** Closes the connection and the client for good (see `StreamClient.close`). */
  close(code: number, reason: string): Promise<void> {
    if (this.#state === 'closed') return Promise.resolve();
    this.#closing ??= (async () => {
      this.#state = 'closing';
      clearTimeout(this.#reconnectTimer);
      this.#renewal.cancel();
      this.watchdog.stop();
      const closed = new StreamClosedError('The client was closed');
      this.#requests.failWaiting(closed);
      this.#requests.failSent(closed);
      const sockets = [this.#ws, this.#draining];
      this.#draining = undefined;
      await Promise.all(sockets.map((ws) => closeSocket(ws, code, reason)));
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

  /**
   * A connection is open: wire it, then the hooks restore the subscriptions, then what waited is
   * sent; and its renewal is planned, when its token's expiry is known and the client reconnects.
   */
  #opened({ ws, issued }: OpenedConnection, reconnect: boolean, renewal = false): void {
    this.#ws = ws;
    this.#issued = issued;
    this.#expired = undefined;
    this.watchdog.stop();
    ws.on('message', (data, isBinary) => {
      // After close(): every request has failed with StreamClosedError and no listener expects more; a
      // late acknowledgement (the unsubscribe of a loop left just before) would match nothing.
      if (this.#state === 'closing' || this.#state === 'closed') return;
      if (ws === this.#ws) {
        this.#endDrain();
        this.#hooks.frame(data, isBinary);
      } else if (ws === this.#draining) {
        this.#hooks.drained(data, isBinary);
      }
    });
    ws.on('error', () => {}); // the close that follows reports it
    ws.on('close', (code, reason) => this.#onClose(ws, code, reason.toString('utf8')));
    const attempts = renewal ? 1 : this.#attempt;
    this.#attempt = 0;
    this.#state = 'open';
    // First: the state is open, so the resubscription goes out before what waited in the outbox.
    const restoring = this.#hooks.opened(ws, reconnect, attempts, renewal);
    this.#requests.flush(ws);
    // Nothing to restore: the connection left has nothing to deliver meanwhile.
    if (!restoring) this.#endDrain();
    this.#events.emit('open', { reconnect });
    if (this.#reconnect && this.#ws === ws && this.#state === 'open')
      this.#renewal.schedule(issued, () => void this.#renew(ws));
  }

  /**
   * The token of `ws` is about to expire: open a new connection with a fresh token and move to it.
   * A failed attempt is an `error` event, and `ws` carries on: the client tries again with backoff
   * while the token has time left; after that the server's close for its token says when to reconnect.
   */
  async #renew(ws: WebSocket, attempt = 1): Promise<void> {
    const current = this.#issued;
    const settings = this.#reconnect;
    if (ws !== this.#ws || this.#state !== 'open' || !current || !settings) return;
    let next: OpenedConnection | undefined;
    try {
      next = await this.#connector.open({ token: current.token, renewal: true });
      if (!outlives(next.issued, current))
        throw new StreamError('The token source gave no token that expires later than the current one');
    } catch (error) {
      next?.ws.terminate();
      if (ws !== this.#ws || this.#state !== 'open') return;
      const message = 'Could not open a new connection before the token expires; the current one carries on';
      this.#events.emit('error', new StreamConnectionError(message, { cause: error }));
      const delayMs = backoffDelay(attempt, settings, settings.random);
      if (current.expiresAt !== undefined && Date.now() + delayMs < current.expiresAt)
        this.#renewal.after(delayMs, () => void this.#renew(ws, attempt + 1));
      return;
    }
    // Lost or closed meanwhile: the loss reconnects on its own.
    if (ws !== this.#ws || this.#state !== 'open') {
      next.ws.terminate();
      return;
    }
    this.#state = 'reconnecting';
    this.#events.emit('reconnecting', { attempt: 1, delayMs: 0, renewal: true });
    if (ws !== this.#ws || this.#state !== 'reconnecting') {
      next.ws.terminate(); // a listener closed the client
      return;
    }
    this.#draining = ws;
    // What `ws` will not answer now is sent again on the new connection, after what it restores.
    this.#requests.resendSent();
    this.#opened(next, true, true);
  }

  /** The connection left for a new one delivers no more: it is closed, and the books start again from the new one's SNAPSHOTs. */
  #endDrain(): void {
    const old = this.#draining;
    if (!old) return;
    this.#draining = undefined;
    this.#hooks.lost();
    if (old.readyState === old.OPEN || old.readyState === old.CONNECTING) old.close(1000, RENEWED);
  }

  #onClose(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.#ws) return;
    this.#ws = undefined;
    this.#renewal.cancel();
    this.#endDrain();
    this.watchdog.stop();
    this.#hooks.lost();
    const cause = this.#dropCause;
    this.#dropCause = undefined;
    if (this.#state === 'closing' || this.#state === 'closed') return; // close() finishes
    // The token expired anyway (no expiry known, clocks apart, a renewal that failed): once more, with a fresh token.
    const expired = isTokenExpiredClose(code, reason);
    if (expired) this.#expired = this.#issued?.token;
    const recoverable = this.#reconnect !== undefined && (cause !== undefined || isRecoverableClose(code) || expired);
    const lost = closedError(code, reason, cause, !recoverable);
    this.#requests.failSent(lost);
    if (recoverable) {
      this.#scheduleReconnect({ code, reason, ...(cause ? { error: cause } : {}) }, expired ? 0 : undefined);
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
    let opened: OpenedConnection;
    try {
      opened = await this.#connector.open(
        this.#expired === undefined ? undefined : { token: this.#expired, renewal: false },
      );
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
      opened.ws.terminate();
      return;
    }
    this.#opened(opened, true);
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
    this.#renewal.cancel();
    this.watchdog.stop();
    this.#hooks.finished(error);
    this.#events.emit('close', { code, reason, ...(error ? { error } : {}) });
  }
}
