import { bearerTokenOf, problems, REST_LIMITS, type VerifyToken } from '@dap/server';
import type { FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  /** Sustained rate: tokens added to each client's bucket per second. Default: the spec's `requestsPerSecond`. */
  perSecond?: number;
  /** Bucket size: how many requests a client may send at once after being idle. Default: the spec's `requestBurst`. */
  burst?: number;
}

/** The rate limit the spec states (its `x-limits`). */
export const DEFAULT_RATE_LIMIT = { perSecond: REST_LIMITS.requestsPerSecond, burst: REST_LIMITS.requestBurst } as const;

/** Buckets kept before idle (full) ones are swept. */
const SWEEP_AT = 10_000;

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms, monotonic). */
  at: number;
}

/**
 * A token bucket per key: `take(key)` spends one token and returns 0, or, when the bucket is
 * empty, the seconds until the next token (the request is refused and spends nothing).
 */
export class TokenBuckets {
  readonly perSecond: number;
  readonly burst: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    options: RateLimitOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perSecond = options.perSecond ?? DEFAULT_RATE_LIMIT.perSecond;
    this.burst = options.burst ?? DEFAULT_RATE_LIMIT.burst;
    if (!(this.perSecond > 0) || !Number.isFinite(this.perSecond)) throw new RangeError('rateLimit.perSecond must be a positive number');
    if (!Number.isInteger(this.burst) || this.burst < 1) throw new RangeError('rateLimit.burst must be an integer of at least 1');
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

/**
 * The `onRequest` hook of the rate limit: applies to the API's operations only (routes with a
 * `config.operationId`: REST and the token endpoint; not the docs, not 404s). A request with a
 * valid bearer token counts against its subject (the client id), so one client's tokens share a
 * bucket; any other request (the token endpoint, a missing or invalid token) counts against the
 * caller's IP address. An empty bucket is answered 429 `rate-limited` with `Retry-After` (whole
 * seconds, rounded up) before anything else is done.
 */
export function rateLimitHook(buckets: TokenBuckets, verifyToken: VerifyToken) {
  return async (request: FastifyRequest): Promise<void> => {
    const config = request.routeOptions.config as { operationId?: string } | undefined;
    if (config?.operationId === undefined) return;
    const token = bearerTokenOf(request.headers.authorization);
    const principal = token === undefined ? undefined : await verifyToken(token);
    const key = principal ? `client:${principal.subject}` : `ip:${request.ip}`;
    const wait = buckets.take(key);
    if (wait > 0) throw problems.rateLimited(wait, `Too many requests from ${principal ? `client ${principal.subject}` : 'this address'}: the limit is ${buckets.perSecond} per second with bursts of ${buckets.burst}; retry after ${Math.ceil(wait)} s.`);
  };
}
