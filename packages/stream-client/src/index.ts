export { StreamClient } from './client.js';
export {
  type ConnectOptions,
  type ReconnectOptions,
  type StreamArgs,
  type StreamClientOptions,
  type StreamParams,
} from './options.js';
/** The logger interface and levels, the same as `@dap/client`'s (`DAP_LOG` sets the level when `logLevel` is not given). */
export { type LogFields, type Logger, type LogLevel } from '@dap/core';
export { type CallOptions, type StreamOptions, type SubscribeOptions } from './requests/options.js';
export {
  STREAM_SCOPE,
  type StreamClientState,
  type StreamToken,
  type TokenProvider,
  type TokenRequest,
  type TokenSource,
} from './connection/types.js';
export { Subscription, type EventOf } from './requests/subscription.js';
export {
  StreamAbortError,
  StreamAuthenticationError,
  StreamBufferOverflowError,
  StreamClosedError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
  StreamHeartbeatTimeoutError,
  StreamListenerError,
  StreamPermissionError,
  StreamProtocolError,
  StreamRequestError,
  StreamServerError,
  StreamTimeoutError,
  StreamValidationError,
} from './errors/errors.js';
export { OrderBook, type OrderBookApplyResult, type OrderBookOptions } from './order-book/order-book.js';
/** Exact comparisons of the API's decimal strings: `@dap/core`'s money helpers, which the order book uses. */
export { compareDecimals, DECIMAL_PATTERN, isDecimal, isZeroDecimal, normalizeDecimal } from '@dap/core';
export {
  backoffDelay,
  isRecoverableClose,
  isRecoverableHandshakeStatus,
  isTokenExpiredClose,
  RECOVERABLE_CLOSE_CODES,
  resolveBackoffOptions,
  type BackoffOptions,
  type ResolvedBackoffOptions,
} from './connection/backoff.js';
export {
  channelKey,
  PendingRequests,
  type ChannelEntry,
  type PendingRequest,
  type RequestType,
} from './channels/matching.js';
export { TypedEmitter, type Listener } from './events/emitter.js';
export { EventIterator, type EventIteratorOptions, type EventStream, type OverflowPolicy } from './events/iterator.js';
export { type SubscriptionResult } from './channels/subscriptions.js';
export {
  type ChannelEvents,
  type CloseEvent,
  type OpenEvent,
  type ReconnectedEvent,
  type ReconnectingEvent,
  type StreamClientEvents,
  type StreamEvent,
} from './events/types.js';
/** The contract this client speaks: the AsyncAPI document's title, version and the SHA-256 of its bundle. */
export { ASYNCAPI_SPEC } from '@dap/stream-models';
/** The error codes this version lists (the enum is extensible: `error.code` may be one it does not). */
export { ERROR_CODES, isKnownErrorCode } from '@dap/stream-models';
/** The limits of a connection (frame size, request rate, queued bytes) and the close codes the server sends, with whether to reconnect after each. */
export { CLOSE_CODES, CONNECTION_LIMITS } from '@dap/stream-models';
/** The message types of the protocol (`MarketDataEvent`, `ChannelReference`, `ErrorCode`, …). */
export type * from '@dap/stream-models';
