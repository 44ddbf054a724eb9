/**
 * The connection's types: the token it opens with, what opening one and reconnecting take, the state
 * the client is in. Kept out of connection.ts and lifecycle.ts, which use `ws`: the package's public
 * declarations must not need `@types/ws`.
 */
import type { ResolvedBackoffOptions } from './backoff.js';

/** The scope a token needs to open the streaming WebSocket, from the spec. */
export { STREAM_SCOPE } from '@dap/stream-models';

/** Passed to a token provider. */
export interface TokenRequest {
  /**
   * A token not to return again, so return a fresh one: the one the server refused in the last
   * handshake (401/403), or the one whose connection's time is up (it expired, or is about to and
   * the client is moving to a new connection).
   */
  readonly rejected?: string;
}

/**
 * A bearer token with its expiry, as a token provider may return it: the client then moves to a
 * new connection, with a fresh token, shortly before `expiresAt`.
 */
export interface StreamToken {
  readonly accessToken: string;
  /**
   * When the token expires, epoch milliseconds on this machine's clock: the time the token response
   * arrived plus its `expires_in` seconds. Absent: unknown (the client then reconnects only once the
   * server has closed the connection for it).
   */
  readonly expiresAt?: number | undefined;
}

/**
 * Returns a bearer token carrying the stream's scope (`exchange:read_aggregated_marketdata_stream`):
 * the token alone, or a `StreamToken` with its expiry.
 */
export type TokenProvider = (request: TokenRequest) => string | StreamToken | Promise<string | StreamToken>;

/**
 * A token cache keyed by scope, such as `DapClient.tokens` of `@dap/client` (the REST client): the
 * stream then shares the REST client's credentials, token cache and single refresh.
 */
export interface TokenSource {
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  /** Forgets a token the server refused or that expired, so that the next `getToken` fetches a new one. */
  invalidate?(scope: string, accessToken: string): void;
  /**
   * When `accessToken`, just handed out for `scope`, expires (epoch milliseconds on this machine's
   * clock), if the source knows: the client then moves to a new connection shortly before.
   */
  expiresAt?(scope: string, accessToken: string): number | undefined;
}

/** The token a connection was opened with, and when it expires if that is known. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: number | undefined;
}

/** What opening one connection takes (see connection.ts). */
export interface ConnectorOptions {
  url: string;
  token: TokenProvider | TokenSource | string;
  /** Scope asked of a `TokenSource`. */
  scope: string;
  /** Bound on getting a token and on the handshake. */
  connectTimeoutMs: number;
  /** Extra handshake headers; `Authorization` is always the token's. */
  headers: Readonly<Record<string, string>>;
}

/** How to reconnect: the backoff, how many attempts, and the jitter's source. */
export type ReconnectSettings = ResolvedBackoffOptions & {
  maxAttempts: number;
  random: () => number;
  maxRetryAfterMs: number;
};

/** The state of the client. */
export type StreamClientState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closing' | 'closed';
