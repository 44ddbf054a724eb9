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
  /** The token the server refused in the last handshake (401/403): return a fresh one, not this. */
  readonly rejected?: string;
}

/** Returns a bearer token carrying the stream's scope (`exchange:read_aggregated_marketdata_stream`). */
export type TokenProvider = (request: TokenRequest) => string | Promise<string>;

/**
 * A token cache keyed by scope, such as `DapClient.tokens` of `@dap/client` (the REST client): the
 * stream then shares the REST client's credentials, token cache and single refresh.
 */
export interface TokenSource {
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  /** Forgets a token the server refused, so that the next `getToken` fetches a new one. */
  invalidate?(scope: string, accessToken: string): void;
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
