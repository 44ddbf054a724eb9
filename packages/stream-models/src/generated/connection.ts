// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { ExecutionDataEvent, HeartbeatEvent, MarketDataEvent, TopOfBookEvent } from './models.js';

/** The OAuth2 scope the WebSocket handshake's bearer token must carry (the servers' `security`). */
export const STREAM_SCOPE = "exchange:read_aggregated_marketdata_stream";

/** The path the local sandbox serves WebSocket upgrades at (the `local` server's `pathname`). */
export const LOCAL_STREAM_PATH = "/ws";

/**
 * The subprotocol a browser offers, with its token as a second one, where it cannot send
 * `Authorization` on the handshake (`x-subprotocol` of the servers' browser token scheme); the
 * only one the server answers, so the token is never echoed.
 */
export const STREAM_SUBPROTOCOL = "dap.stream";

/** The prefix of the subprotocol carrying the access token, base64url-encoded (`x-token-subprotocol-prefix`). */
export const TOKEN_PROTOCOL_PREFIX = "base64url.bearer.dap.";

/** The channel types one can subscribe to (`ChannelType`), in the spec's order. The enum is closed. */
export const CHANNEL_TYPES = ["market_data","market_data.top_of_book","execution_data","heartbeat"] as const;

/** The announcement of a deprecated channel type: the day of its deprecation, its sunset (`YYYY-MM-DD`) and what replaces it. */
export interface ChannelDeprecationNotice {
  readonly deprecatedAt: string;
  /** The first day the channel type may be removed. */
  readonly sunset: string;
  readonly replacedBy: string;
}

/**
 * The deprecated channel types (`x-deprecated-enum-values` of `ChannelType`), each with its
 * announcement: the server sends it in a successful subscribe's result (`deprecation`).
 */
export const CHANNEL_DEPRECATIONS: Readonly<Partial<Record<(typeof CHANNEL_TYPES)[number], ChannelDeprecationNotice>>> = {};

/** The server message that carries each channel type's events: the one whose `channel` names it. */
export const CHANNEL_MESSAGES = {
  "market_data": "marketData",
  "market_data.top_of_book": "topOfBook",
  "execution_data": "executionData",
  "heartbeat": "heartbeat",
} as const;

/** The event of each channel type. */
export interface ChannelEvents {
  "market_data": MarketDataEvent;
  "market_data.top_of_book": TopOfBookEvent;
  "execution_data": ExecutionDataEvent;
  "heartbeat": HeartbeatEvent;
}

/** The limits of one connection (`x-limits`), which the server enforces. */
export const CONNECTION_LIMITS = {
  /** Largest frame the server reads. A larger one closes the connection with 1009. (bytes) */
  maxFrameBytes: 65536,
  /** Bytes the server queues towards a connection that reads too slowly. Past it, droppable events (`market_data.top_of_book`, `execution_data`, `heartbeat`) are dropped, and a `market_data` update or a reply closes the connection with 1013. (bytes) */
  maxQueuedBytes: 1048576,
  /** Sustained rate of frames a connection may send (its bucket refills at this rate). (frames per second) */
  requestsPerSecond: 50,
  /** Frames a connection may send at once (the bucket's size; a new connection starts full). A frame past it is answered `TOO_MANY_REQUESTS` and the connection is closed with 1008. (frames) */
  requestBurst: 100,
  /** Connections one client (its client id) may hold open at once on one server instance. The handshake of one more is answered HTTP 429 `rate-limited` with `Retry-After`. (connections) */
  maxConnectionsPerClient: 100,
} as const;

/**
 * The close codes the server sends (`x-close-codes`), by name: the code, and whether a client
 * should reconnect (with backoff) after it rather than report the failure; and, for a code sent for
 * several causes, the close reasons that tell them apart (`reasons`, by name: the exact text).
 */
export const CLOSE_CODES = {
  /** The server is shutting down or restarting. Reconnect with backoff. */
  GOING_AWAY: { code: 1001, reconnect: true },
  /** The client broke the WebSocket protocol (RFC 6455), e.g. an unmasked frame. A client library bug. */
  PROTOCOL_ERROR: { code: 1002, reconnect: false },
  /** A text frame that is not valid UTF-8. */
  INVALID_PAYLOAD: { code: 1007, reconnect: false },
  /** Policy violation. The connection sent frames faster than `requestsPerSecond` allows after its `requestBurst` (a `TOO_MANY_REQUESTS` error message came first; send fewer requests first); or the token it was opened with expired (reason `token expired`: get a new token, then open a new connection with it); or the client's access was withdrawn. Do not reconnect blindly: the same connection fails again. The close reason tells the listed cases apart (`reasons`); any other reason is for people (access withdrawn, say), and the close is final. */
  POLICY_VIOLATION: {
    code: 1008,
    reconnect: false,
    reasons: {
      /** The connection sent frames faster than `requestsPerSecond` allows after its `requestBurst`. Do not reconnect blindly; send fewer requests. */
      TOO_MANY_REQUESTS: "too many requests",
      /** The access token the connection was opened with expired (or a frame arrived after it did). Get a new token, open a new connection with it and subscribe again; better, open that connection before the token expires (`expires_in` of the token response). */
      TOKEN_EXPIRED: "token expired",
    },
  },
  /** A frame larger than `maxFrameBytes`. Sending the same frame again fails again. */
  FRAME_TOO_LARGE: { code: 1009, reconnect: false },
  /** The server met an unexpected condition and closed the connection (a proxy on the way may send it too; the sandbox sends it when a test asks, through the Sandbox Control API). Reconnect with backoff and subscribe again. */
  INTERNAL_ERROR: { code: 1011, reconnect: true },
  /** The server restarts (a deployment, or the sandbox's reset through the Sandbox Control API). Reconnect with backoff and subscribe again; a fresh `SNAPSHOT` follows. */
  SERVICE_RESTART: { code: 1012, reconnect: true },
  /** More than `maxQueuedBytes` were waiting for a client that reads too slowly, and an order-book update or a reply could not be dropped. Reconnect with backoff and subscribe again (a fresh `SNAPSHOT` follows); read faster or subscribe to less. */
  SLOW_CONSUMER: { code: 1013, reconnect: true },
} as const;

/** The name of a close code the server sends. */
export type CloseCodeName = keyof typeof CLOSE_CODES;

/**
 * The `maxLength` of every named string schema (by its title), so that what a server echoes or
 * quotes of a request stays within what the messages allow.
 */
export const STRING_MAX_LENGTHS = {
  "ChannelDeprecatedAt": 10,
  "ChannelReplacedBy": 256,
  "ChannelSunset": 10,
  "DateTime": 64,
  "Decimal": 64,
  "EchoedChannelType": 64,
  "EchoedMarket": 64,
  "ErrorMessageText": 1024,
  "MarketSymbol": 20,
  "TimestampMillis": 64,
  "TimestampNanos": 64,
} as const;
