import { REST_LIMITS } from '@dap/server';

/**
 * The per-client rate limit: a token bucket per key (a client, or an address). Who keeps the
 * buckets depends on the database (`rateLimiterFor`), because the limit holds for the platform,
 * not per process: the embedded store is one process by construction (its data directory's lock),
 * so its buckets live in memory, exact and free; instances sharing a PostgreSQL server keep them in
 * a table of it (`SqlTokenBuckets`), one statement per request, timed by the database's clock so
 * that the instances agree. Both spend and refill alike (the arithmetic is the same formula: in
 * TypeScript here, in SQL there, and one suite of tests runs against both).
 */
export interface RateLimiter {
  /** Tokens added to each bucket per second. */
  readonly perSecond: number;
  /** Bucket size: how many requests a key may send at once after being idle. */
  readonly burst: number;
  /**
   * Spends one token of `key`'s bucket and returns 0, or, when the bucket is empty, the seconds
   * until the next token (the request is refused and spends nothing).
   */
  take(key: string): number | Promise<number>;
}

export interface RateLimitOptions {
  /** Sustained rate: tokens added to each client's bucket per second. Default: the spec's `requestsPerSecond`. */
  perSecond?: number;
  /** Bucket size: how many requests a client may send at once after being idle. Default: the spec's `requestBurst`. */
  burst?: number;
}

/** The rate limit the spec states (its `x-limits`). */
export const DEFAULT_RATE_LIMIT = {
  perSecond: REST_LIMITS.requestsPerSecond,
  burst: REST_LIMITS.requestBurst,
} as const;

/** The limits with their defaults, checked (a `RangeError` naming the bad one). */
export function rateLimits(options: RateLimitOptions = {}): { perSecond: number; burst: number } {
  const perSecond = options.perSecond ?? DEFAULT_RATE_LIMIT.perSecond;
  const burst = options.burst ?? DEFAULT_RATE_LIMIT.burst;
  if (!(perSecond > 0) || !Number.isFinite(perSecond))
    throw new RangeError('rateLimit.perSecond must be a positive number');
  if (!Number.isInteger(burst) || burst < 1) throw new RangeError('rateLimit.burst must be an integer of at least 1');
  return { perSecond, burst };
}

/** Buckets kept before idle (full) ones are swept. */
const SWEEP_AT = 10_000;

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms, monotonic). */
  at: number;
}

/** The buckets in this process's memory: the embedded store's rate limiter. */
export class TokenBuckets implements RateLimiter {
  readonly perSecond: number;
  readonly burst: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    options: RateLimitOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    ({ perSecond: this.perSecond, burst: this.burst } = rateLimits(options));
  }

  take(key: string): number {
    const now = this.now();
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= SWEEP_AT) this.#sweep(now);
      this.#buckets.set(key, (bucket = { tokens: this.burst, at: now }));
    } else {
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
      bucket.at = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / this.perSecond;
  }

  get size(): number {
    return this.#buckets.size;
  }

  /** Drops the buckets that have refilled completely: forgetting them changes nothing. */
  #sweep(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) this.#buckets.delete(key);
    }
  }
}
