import type { SqlClient } from '../store/sql.js';
import { FAILED_SECRET_WINDOW_MS, FAILED_SECRETS_PER_WINDOW, type SecretFailures } from './secret-failures.js';

/** Failures counted by this instance between two sweeps of the windows that have closed. */
const SWEEP_EVERY = 1_000;

/**
 * `SecretFailureWindows` in the database (`secret_failures`), for instances sharing a PostgreSQL
 * server: the limit holds in total, whichever instance each request reaches. A failure is one
 * statement: the upsert locks the client id's row, opens a new window when none is open (none yet,
 * or the last one closed), else counts in the open one, and returns the count, so that concurrent
 * failures on every instance are counted one after the other and exactly the ones past the limit
 * are refused. A success reads the row. Both are timed by `nowMs`, the caller's clock.
 */
export class SqlSecretFailures implements SecretFailures {
  #failures = 0;

  constructor(private readonly sql: SqlClient) {}

  async fail(clientId: string, nowMs: number): Promise<number> {
    const now = new Date(nowMs).toISOString();
    if (++this.#failures % SWEEP_EVERY === 0) await this.#sweep(now);
    const [row] = await this.sql.query<{ failures: number; remaining: number }>(
      `INSERT INTO secret_failures AS w (client_id, failures, ends_at)
         VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3::float8))
       ON CONFLICT (client_id) DO UPDATE SET
         failures = CASE WHEN w.ends_at <= $2::timestamptz THEN 1 ELSE w.failures + 1 END,
         ends_at = CASE WHEN w.ends_at <= $2::timestamptz THEN EXCLUDED.ends_at ELSE w.ends_at END
       RETURNING failures, extract(epoch FROM ends_at - $2::timestamptz)::float8 AS remaining`,
      [clientId, now, String(FAILED_SECRET_WINDOW_MS / 1000)],
    );
    if (!row) throw new Error(`The failed secrets of ${clientId} vanished`);
    return Number(row.failures) > FAILED_SECRETS_PER_WINDOW ? Number(row.remaining) : 0;
  }

  async lockedFor(clientId: string, nowMs: number): Promise<number> {
    const [row] = await this.sql.query<{ remaining: number }>(
      `SELECT extract(epoch FROM ends_at - $2::timestamptz)::float8 AS remaining FROM secret_failures
       WHERE client_id = $1 AND failures >= $3::integer AND ends_at > $2::timestamptz`,
      [clientId, new Date(nowMs).toISOString(), String(FAILED_SECRETS_PER_WINDOW)],
    );
    return row ? Number(row.remaining) : 0;
  }

  /** Deletes the windows that have closed: forgetting them changes nothing. */
  async #sweep(now: string): Promise<void> {
    await this.sql.query(`DELETE FROM secret_failures WHERE ends_at <= $1::timestamptz`, [now]);
  }
}
