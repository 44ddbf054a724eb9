/**
 * What the calls take: every request (`CallOptions`), `subscribe` and `unsubscribe`
 * (`SubscribeOptions`), an iteration (`StreamOptions`). Kept out of the requests' files, which reach
 * `ws`: the package's public declarations must not need `@types/ws`.
 */
import type { OverflowPolicy } from '../events/iterator.js';

export interface CallOptions {
  /** Overrides `requestTimeoutMs` for this call. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface SubscribeOptions extends CallOptions {
  /**
   * Reject with `StreamRequestError` when any channel fails, instead of resolving with every result.
   * Default false.
   */
  throwOnError?: boolean;
}

export interface StreamOptions {
  /** Events held while the consumer is busy. Default 1000. */
  bufferSize?: number;
  /**
   * When the buffer is full: `'error'` ends the iteration with `StreamBufferOverflowError` (default;
   * right for `market_data`, where a lost update corrupts the book), `'drop-oldest'` drops the oldest event.
   */
  overflow?: OverflowPolicy;
  /** Bound on the subscription's acknowledgement. Default `requestTimeoutMs`. */
  timeoutMs?: number;
  /** Aborting ends the iteration with `StreamAbortError`. */
  signal?: AbortSignal;
}
