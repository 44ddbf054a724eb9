import type { ChannelEvents, ChannelType } from '@dap/stream-models';
import type { SubscriptionResult } from '../channels/subscriptions.js';
import type { StreamError } from '../errors/errors.js';

/** The event of each channel type, by channel type (generated from the spec's channel messages). */
export type { ChannelEvents } from '@dap/stream-models';

/** Any streamed event. */
export type StreamEvent = ChannelEvents[ChannelType];

/** `open`: a connection is open (the first one, or one opened by a reconnect). */
export interface OpenEvent {
  /** Whether a reconnect opened it. */
  readonly reconnect: boolean;
}

/**
 * `reconnecting`: the connection was lost (or could not be reopened); the next attempt comes after
 * `delayMs`. Or (`renewal: true`) the token of the connection is about to expire, and a new
 * connection, opened with a fresh token, replaces it now.
 */
export interface ReconnectingEvent {
  /** 1 for the first attempt after a loss, counting up while attempts fail. */
  readonly attempt: number;
  readonly delayMs: number;
  /**
   * Close code of the lost connection (1006 for a drop, including a heartbeat timeout), when it had
   * opened; 1008 with `reason` `token expired` when its token expired (the next connection gets a fresh one).
   */
  readonly code?: number;
  readonly reason?: string;
  /** What went wrong: the failed attempt's error, or `StreamHeartbeatTimeoutError`. */
  readonly error?: StreamError;
  /**
   * `true` when nothing went wrong: the connection's token is about to expire, and a connection
   * opened with a fresh token takes over (the old one delivers until the new one answers).
   */
  readonly renewal?: boolean;
}

/** `reconnected`: a new connection is open and what was subscribed has been subscribed again. */
export interface ReconnectedEvent {
  /** Attempts it took. */
  readonly attempts: number;
  /** The resubscription's result per channel (empty when nothing was subscribed). Failed channels are dropped. */
  readonly resubscribed: readonly SubscriptionResult[];
  /** `true` when the new connection replaced one whose token was about to expire (see `ReconnectingEvent.renewal`). */
  readonly renewal?: boolean;
}

/** `close`: the client is closed for good, by `close()` or after a failure it does not recover from. */
export interface CloseEvent {
  readonly code: number;
  readonly reason: string;
  /** Why, when it was not `close()`: a `StreamAuthenticationError`, a non-recoverable close code, … */
  readonly error?: StreamError;
}

/** Every event of the client, by name, with its listener's argument. */
export interface StreamClientEvents extends ChannelEvents {
  open: OpenEvent;
  reconnecting: ReconnectingEvent;
  reconnected: ReconnectedEvent;
  close: CloseEvent;
  /**
   * A failure no call is waiting for: an invalid frame (`StreamValidationError` with the pointers),
   * an error frame no request is waiting for (`StreamServerError`), a resubscription that failed
   * (`StreamRequestError`), a listener that threw (`StreamListenerError`), …
   */
  error: StreamError;
}
