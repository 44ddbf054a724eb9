import type { SqlClient } from '../store/sql.js';
import { SecretFailureWindows, type SecretFailures } from './secret-failures.js';
import { SqlSecretFailures } from './sql-secret-failures.js';
import { SqlTokenBuckets } from './sql-token-buckets.js';
import { TokenBuckets, type RateLimiter, type RateLimitOptions } from './token-buckets.js';

/**
 * The per-client rate limit for every instance of the database together: kept in this process's
 * memory when it is the only one using the database (the embedded store), else in the database.
 * In memory, a take is a map lookup; in the database, a round trip (that would halve the embedded
 * store's GET throughput for nothing: no other process shares its buckets).
 */
export function rateLimiterFor(database: SqlClient, options: RateLimitOptions): RateLimiter {
  return database.exclusive ? new TokenBuckets(options) : new SqlTokenBuckets(database, options);
}

/**
 * The failed client secrets for every instance of the database together, kept where the rate limit
 * keeps its buckets: in this process's memory on the embedded store, else in the database.
 */
export function secretFailuresFor(database: SqlClient): SecretFailures {
  return database.exclusive ? new SecretFailureWindows() : new SqlSecretFailures(database);
}
