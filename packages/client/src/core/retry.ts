/**
 * When to try a failed request again, and how long to wait first: the server's `Retry-After` when it
 * gave one, else exponential backoff with full jitter (a random wait between 0 and the exponential
 * ceiling), so that many clients failing together do not come back together.
 */
import { abortableSleep } from './abort.js';
import { APIConnectionError, APIError, APIUserAbortError, InternalServerError, RateLimitError } from './errors.js';
import { parseRetryAfter } from '@dap/core';

export interface RetryOptions {
  /** Ceiling of the first retry's wait; doubled each attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** Largest backoff ceiling. Default 8000 ms. */
  maxDelayMs?: number;
  /**
   * Longest `Retry-After` the client waits out by itself. A 429 asking for more is thrown at once
   * (with `retryAfter` set) instead of holding the call for that long. Default 60 000 ms.
   */
  maxRetryAfterMs?: number;
  /** Source of jitter in [0, 1). Default `Math.random`; inject for deterministic tests. */
  random?: () => number;
  /** How the client waits between attempts; must reject when `signal` aborts. Inject for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export function resolveRetryOptions(options: RetryOptions = {}): ResolvedRetryOptions {
  return {
    baseDelayMs: options.baseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 8_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? abortableSleep,
  };
}

/** Connection failures (timeouts included), 429 and 5xx may succeed when tried again; the rest will not. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  return error instanceof APIConnectionError || error instanceof RateLimitError || error instanceof InternalServerError;
}

/**
 * Milliseconds to wait before retry number `retry` (1 for the first retry), or `undefined` when the
 * server asked for a longer wait than `maxRetryAfterMs`, meaning: do not retry.
 */
export function retryDelay(
  error: unknown,
  retry: number,
  options: ResolvedRetryOptions,
  now: number,
): number | undefined {
  if (error instanceof APIError && (error instanceof RateLimitError || error instanceof InternalServerError)) {
    // Servers send Retry-After with 429 and sometimes with 503; when present it wins over backoff.
    const asked = parseRetryAfter(error.headers?.get('retry-after') ?? null, now);
    if (asked !== undefined) return asked <= options.maxRetryAfterMs ? asked : undefined;
  }
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.floor(options.random() * ceiling);
}
