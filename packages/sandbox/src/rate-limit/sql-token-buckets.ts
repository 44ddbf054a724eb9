import type { SqlClient } from '../store/sql.js';
import { rateLimits, type RateLimiter, type RateLimitOptions } from './token-buckets.js';

/** Takes between two sweeps of the buckets that have refilled completely. */
const SWEEP_EVERY = 10_000;

/**
 * `TokenBuckets` in the database (`rate_limits`), for instances sharing a PostgreSQL server: the
 * limit holds in total, whichever instance a request reaches. A take is one statement: the row of
 * the key is locked by the upsert, refilled by the time elapsed since its last take by the
 * database's clock (`clock_timestamp()`: one clock for every instance; read before the row lock is
 * waited for, hence `greatest`), spent when it holds a whole token, and returned.
 */
export class SqlTokenBuckets implements RateLimiter {
  readonly perSecond: number;
  readonly burst: number;
  #takes = 0;

  constructor(
    private readonly sql: SqlClient,
    options: RateLimitOptions = {},
  ) {
    ({ perSecond: this.perSecond, burst: this.burst } = rateLimits(options));
  }

  async take(key: string): Promise<number> {
    if (++this.#takes % SWEEP_EVERY === 0) await this.#sweep();
    // `refill`: the bucket's tokens brought up to now, as `TokenBuckets.take` computes them.
    const refill = `least($3::float8, b.tokens + greatest(0, extract(epoch FROM EXCLUDED.at - b.at)::float8) * $2::float8)`;
    const [row] = await this.sql.query<{ tokens: number; taken: boolean }>(
      `INSERT INTO rate_limits AS b (key, tokens, at, taken) VALUES ($1, $3::float8 - 1, clock_timestamp(), true)
       ON CONFLICT (key) DO UPDATE SET
         tokens = CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END,
         at = greatest(b.at, EXCLUDED.at),
         taken = ${refill} >= 1
       RETURNING tokens, taken`,
      [key, String(this.perSecond), String(this.burst)],
    );
    if (!row) throw new Error(`The rate limit of ${key} vanished`);
    return row.taken ? 0 : (1 - Number(row.tokens)) / this.perSecond;
  }

  /** Deletes the buckets that have refilled completely: forgetting them changes nothing. */
  async #sweep(): Promise<void> {
    await this.sql.query(`DELETE FROM rate_limits WHERE at < clock_timestamp() - make_interval(secs => $1::float8)`, [
      String(this.burst / this.perSecond),
    ]);
  }
}
