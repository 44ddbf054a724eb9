/**
 * The one thing a database driver must provide to back the sandbox: parameterised Postgres queries,
 * transactions and notifications. Each feature's SQL store (`transfers/sql-store.ts`, …) holds its
 * statements and talks only to this interface; PGlite (`pglite.ts`, embedded) and a PostgreSQL
 * server (`postgres.ts`, `pg`) implement it.
 */
export interface SqlClient {
  /**
   * Whether this process is the only one using the database (the embedded store, by its lock
   * file): what other processes would share through the database may then stay in memory.
   */
  readonly exclusive: boolean;
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws (the error is rethrown).
   */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` from now on, by any session
   * of the database (this one included); resolves once listening. Returns the function that stops.
   * A listening session that is lost (the server restarted, the network broke) is opened again;
   * then `onResume` is called, since what was sent in between never arrived.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /**
   * Waits in the background for the advisory lock `key` (one holder across every session of the
   * database) and tells `leadership` when this process gets it, and when it loses it. Resolves once
   * the first attempt was made; returns the function that gives the lock up.
   */
  lead(key: string, leadership: Leadership): Promise<() => Promise<void>>;
  /** How many processes have a session listening for notifications on the database (this one, once it listens, included). */
  listeners(): Promise<number>;
  close(): Promise<void>;
}

/** Statements each client prepares at most; beyond, a statement is parsed and planned each time it runs. */
export const MAX_PREPARED_STATEMENTS = 500;

/** SQLSTATE of a unique-constraint violation, the same from every Postgres. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** The largest NOTIFY payload Postgres accepts, in bytes (it refuses 8,000 and more). */
export const MAX_NOTIFY_BYTES = 7_999;

/** Told when this process starts and stops holding a lock that `SqlClient.lead` waits for. */
export interface Leadership {
  onAcquired(): void;
  /** The session holding the lock ended (the database went away): another process may hold it now. */
  onLost(): void;
}
