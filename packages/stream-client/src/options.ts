/**
 * What a `StreamClient` takes, and its options checked and resolved with their defaults, once, when
 * the client is made. What its calls take is in requests/options.ts.
 */
import { resolveLogger, type Logger, type LogLevel } from '@dap/core';
import type { ChannelType } from '@dap/stream-models';
import { resolveBackoffOptions, type BackoffOptions } from './connection/backoff.js';
import {
  STREAM_SCOPE,
  type ConnectorOptions,
  type ReconnectSettings,
  type TokenProvider,
  type TokenSource,
} from './connection/types.js';
import { StreamError } from './errors/errors.js';
import type { StreamOptions } from './requests/options.js';

export interface ReconnectOptions extends BackoffOptions {
  /** Failed attempts in a row after which the client gives up and closes. Default: unlimited. */
  maxAttempts?: number;
  /** Source of jitter in [0, 1). Default `Math.random`; inject it in tests. */
  random?: () => number;
  /**
   * Longest `Retry-After` of a refused handshake (429, 503) the client waits out before its next
   * attempt (instead of its backoff). A refusal asking for more ends reconnecting with that
   * `StreamHandshakeError`, as the REST client throws such a 429. Default 60 000 ms.
   */
  maxRetryAfterMs?: number;
}

export interface StreamClientOptions {
  /** The WebSocket URL: `wss://ws.sandbox.example.com/`, or `ws://127.0.0.1:8080/ws` for the local sandbox. */
  url: string;
  /**
   * The bearer token sent in the handshake: a provider function (returning the token, or a
   * `StreamToken` with its `expiresAt`), a `TokenSource` (asked for `scope`; `DapClient.tokens`
   * says when its tokens expire), or a fixed token. It is asked again for each (re)connection, and
   * shortly before the token of the open connection expires, when its expiry is known: the client
   * then moves to a new connection opened with a fresh token (unless `reconnect` is off).
   */
  token: TokenProvider | TokenSource | string;
  /** Scope asked of a `TokenSource`. Default `exchange:read_aggregated_marketdata_stream`. */
  scope?: string;
  /** Bound on waiting for each acknowledgement (including time spent waiting for a reconnect). Default 10 000 ms. */
  requestTimeoutMs?: number;
  /** Bound on getting a token and on the handshake, for each connection attempt. Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** Reconnect after a recoverable loss (default on), with these backoff settings; `false` turns it off. */
  reconnect?: boolean | ReconnectOptions;
  /**
   * While `heartbeat` is subscribed, a connection that brings no heartbeat for this long is dropped
   * and reopened. Default 15 000 ms (three times the server's default 5 s interval); 0 turns it off.
   */
  heartbeatTimeoutMs?: number;
  /** Subscribe to `heartbeat` on connecting, so that the watchdog runs. Default false. */
  autoHeartbeat?: boolean;
  /**
   * Check every incoming frame against the AsyncAPI document as the evolution rules let it grow
   * (`readServerFrame`: fields this version does not know and unknown values of extensible enums are
   * accepted and kept). Default true; `false` only parses a frame and names its message.
   */
  validate?: boolean;
  /** Extra headers of the handshake request (`User-Agent`, …). `Authorization` is always the token's. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Receives the connection's life, the same interface as `@dap/client`'s `logger`: `debug` connecting
   * (with the URL), `info` open, renewals (a new connection before the token expires), reconnected and
   * closed (code, reason), `warn` a lost connection or a reconnect attempt (code, reason, error, delay)
   * and, once per channel type, a subscribe acknowledgement announcing the channel type deprecated
   * (its `deprecatedAt`, `sunset` and `replacedBy`),
   * `error` a failure that closes the client. Never tokens. Default: `console` when a level is set
   * (`logLevel`, or the `DAP_LOG` environment variable), else silent.
   */
  logger?: Logger;
  /**
   * The lowest level logged: `debug`, `info`, `warn`, `error` or `off`. Default: the `DAP_LOG`
   * environment variable (`DAP_LOG=debug`), else every line for a `logger` given and nothing without one.
   */
  logLevel?: LogLevel;
}

/** What `connect()` takes. */
export interface ConnectOptions {
  /** Gives up on connecting: `connect()` rejects with `StreamAbortError` and the attempt's socket is closed. */
  signal?: AbortSignal;
}

/** The params `stream(type, params)` takes: `{ market }` for the market channels, nothing for `heartbeat`. */
export type StreamParams<Type extends ChannelType> = Type extends 'heartbeat' ? undefined : { market: string };

/** `stream(type, params, options)`: the market channels need `{ market }`; `heartbeat` takes none. */
export type StreamArgs<Type extends ChannelType> =
  StreamParams<Type> extends undefined
    ? [params?: undefined, options?: StreamOptions]
    : [params: StreamParams<Type>, options?: StreamOptions];

/** The options of a client, checked, with their defaults. */
export interface ClientSettings {
  connector: ConnectorOptions;
  requestTimeoutMs: number;
  heartbeatTimeoutMs: number;
  autoHeartbeat: boolean;
  validate: boolean;
  /** `undefined` when reconnecting is off. */
  reconnect: ReconnectSettings | undefined;
  /** `undefined` when nothing is logged. */
  logger: Logger | undefined;
}

/** Checks a client's options (throwing `StreamError` for the first one that is wrong) and fills in the defaults. */
export function resolveOptions(options: StreamClientOptions): ClientSettings {
  if (typeof options.url !== 'string' || options.url === '') throw new StreamError('StreamClient: `url` is required');
  if (options.token === undefined || options.token === '') throw new StreamError('StreamClient: `token` is required');
  const requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs ?? 10_000);
  const connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs ?? 10_000);
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 15_000;
  if (!(heartbeatTimeoutMs >= 0)) throw new StreamError('StreamClient: `heartbeatTimeoutMs` must be ≥ 0');
  let reconnect: ReconnectSettings | undefined;
  const wanted = options.reconnect ?? true;
  if (wanted !== false) {
    const settings = wanted === true ? {} : wanted;
    const maxAttempts = settings.maxAttempts ?? Infinity;
    if (!(maxAttempts >= 1)) throw new StreamError('StreamClient: `reconnect.maxAttempts` must be ≥ 1');
    const maxRetryAfterMs = settings.maxRetryAfterMs ?? 60_000;
    if (!(maxRetryAfterMs >= 0)) throw new StreamError('StreamClient: `reconnect.maxRetryAfterMs` must be ≥ 0');
    reconnect = {
      ...resolveBackoffOptions(settings),
      maxAttempts,
      random: settings.random ?? Math.random,
      maxRetryAfterMs,
    };
  }
  let logging: ReturnType<typeof resolveLogger>;
  try {
    logging = resolveLogger(options);
  } catch (error) {
    throw new StreamError(`StreamClient: ${(error as Error).message}`);
  }
  return {
    logger: logging?.logger,
    connector: {
      url: options.url,
      token: options.token,
      scope: options.scope ?? STREAM_SCOPE,
      connectTimeoutMs,
      headers: options.headers ?? {},
    },
    requestTimeoutMs,
    heartbeatTimeoutMs,
    autoHeartbeat: options.autoHeartbeat ?? false,
    validate: options.validate ?? true,
    reconnect,
  };
}

function positive(name: string, value: number): number {
  if (!(value > 0) || !Number.isFinite(value))
    throw new StreamError(`StreamClient: \`${name}\` must be a positive number of milliseconds`);
  return value;
}
