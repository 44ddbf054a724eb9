/**
 * The one thing a database driver must provide to back the sandbox: parameterised Postgres queries
 * and transactions. `SqlStore` holds every SQL statement and talks only to this interface, so the
 * PGlite client (`pglite.ts`) can be replaced by one on `pg` without touching a service.
 */
export interface SqlClient {
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATE of a unique-constraint violation, the same from every Postgres. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
