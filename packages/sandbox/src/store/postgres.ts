import pg from 'pg';
import { migrate } from './migrate.js';
import { MAX_PREPARED_STATEMENTS, type Leadership, type SqlClient } from './sql.js';
import { databaseOf, type Database } from './database.js';

/** A listener of a channel: its notifications, and what to do after the listening session was lost and opened again. */
interface Listener {
  onPayload(payload: string): void;
  onResume?(): void;
}

/** Connections each instance's pool opens at most: enough for the requests in flight on one event loop. */
const POOL_SIZE = 10;
/** How often a follower asks for a lock that another session holds. */
const LEADERSHIP_RETRY_MS = 500;

/** The `DATABASE_URL` as given, checked: `postgres://` or `postgresql://`, with a host. */
export function parseDatabaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(
      `DATABASE_URL must be a URL such as postgres://user@host:5432/database, got ${JSON.stringify(text)}.`,
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new TypeError(
      `DATABASE_URL must start with postgres:// or postgresql://, got ${JSON.stringify(url.protocol)}.`,
    );
  if (url.hostname === '') throw new TypeError('DATABASE_URL must name a host (postgres://user@host:5432/database).');
  return url;
}

/** The URL without its password, for messages. */
export function redacted(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password !== '') shown.password = '***';
  return shown.href;
}

/**
 * `SqlClient` on a PostgreSQL server through `pg` (node-postgres): a pool for statements and
 * transactions, one more session for LISTEN, and one per advisory lock held (a session-level lock
 * lives as long as its session, so a process that dies, even by SIGKILL, gives it up at once).
 */
/** The application name of each instance's LISTEN session: how the instances listening are counted. */
const LISTENER_NAME = 'dap-sandbox listener';

class PgSqlClient implements SqlClient {
  /** Any number of instances may share the server's database. */
  readonly exclusive = false;
  #listener: Promise<pg.Client> | undefined;
  readonly #channels = new Map<string, Set<Listener>>();
  #resuming = false;
  readonly #sessions = new Set<pg.Client>();
  #closed = false;

  constructor(
    private readonly db: pg.Pool | pg.PoolClient,
    private readonly config: pg.ClientConfig,
    /** A name per statement text: `pg` prepares a named statement once per connection, then only binds and executes it. */
    private readonly names: Map<string, string> = new Map(),
  ) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < MAX_PREPARED_STATEMENTS)
      this.names.set(sql, (name = `s${this.names.size + 1}`));
    return (
      await this.db.query<Row & pg.QueryResultRow>({
        text: sql,
        values: [...params],
        ...(name !== undefined ? { name } : {}),
      })
    ).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.query(sql);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    if (!(this.db instanceof pg.Pool)) throw new Error('Transactions do not nest');
    const client = await this.db.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(new PgSqlClient(client, this.config, this.names));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
      throw error;
    } finally {
      // A connection whose rollback failed is in an unknown state: the pool drops it.
      client.release(broken);
    }
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    const client = await this.#listenerClient();
    let listeners = this.#channels.get(channel);
    if (!listeners) {
      this.#channels.set(channel, (listeners = new Set()));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    const listener: Listener = { onPayload, ...(onResume ? { onResume } : {}) };
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#channels.get(channel) !== listeners) return;
      this.#channels.delete(channel);
      if (!this.#closed)
        await (await this.#listenerClient()).query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async lead(key: string, leadership: Leadership): Promise<() => Promise<void>> {
    let stopped = false;
    let leading = false;
    let session: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const active = () => !stopped && !this.#closed;
    // Idempotent: a failed attempt and the end of its session both ask for the next one.
    const later = () => {
      clearTimeout(retry);
      if (active()) retry = setTimeout(() => void attempt(), LEADERSHIP_RETRY_MS).unref();
    };
    const attempt = async (): Promise<void> => {
      if (!active()) return;
      try {
        if (!session) {
          const client = new pg.Client({ ...this.config, application_name: 'dap-sandbox leadership' });
          client.on('error', () => {});
          client.once('end', () => {
            this.#sessions.delete(client);
            if (session === client) session = undefined;
            if (leading) {
              leading = false;
              leadership.onLost();
            }
            later();
          });
          this.#sessions.add(client);
          session = client;
          await client.connect();
        }
        const [row] = (
          await session.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS held', [key])
        ).rows;
        if (!row?.held) return later();
        if (!active()) return;
        leading = true;
        leadership.onAcquired();
      } catch {
        // Its `end` asks for the next attempt.
        await session?.end().catch(() => {});
        later();
      }
    };
    await attempt();
    return async () => {
      stopped = true;
      leading = false;
      clearTimeout(retry);
      await session?.end().catch(() => {});
    };
  }

  async listeners(): Promise<number> {
    const [row] = await this.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [LISTENER_NAME],
    );
    return row?.n ?? 0;
  }

  async close(): Promise<void> {
    if (this.#closed || !(this.db instanceof pg.Pool)) return;
    this.#closed = true;
    const listener = this.#listener;
    await Promise.all([
      listener?.then((client) => client.end()).catch(() => {}),
      ...[...this.#sessions].map((client) => client.end().catch(() => {})),
      this.db.end(),
    ]);
  }

  #listenerClient(): Promise<pg.Client> {
    this.#listener ??= (async () => {
      const client = new pg.Client({ ...this.config, application_name: LISTENER_NAME });
      client.on('notification', ({ channel, payload }) => {
        for (const listener of this.#channels.get(channel) ?? []) listener.onPayload(payload ?? '');
      });
      client.on('error', (error) =>
        console.error('[sandbox] the LISTEN session to PostgreSQL failed; opening another:', error.message),
      );
      await client.connect();
      // Lost once it served: notifications stop until another session listens (`#resume`).
      client.once('end', () => {
        this.#listener = undefined;
        if (!this.#closed) this.#resume();
      });
      return client;
    })();
    return this.#listener;
  }

  /**
   * Opens the listening session again (every `LEADERSHIP_RETRY_MS` until it works), listens to the
   * channels again, and tells every listener to catch up on what it missed.
   */
  #resume(): void {
    if (this.#resuming) return;
    this.#resuming = true;
    const attempt = async (): Promise<void> => {
      if (this.#closed) return;
      try {
        const client = await this.#listenerClient();
        for (const channel of this.#channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        this.#resuming = false;
        for (const listeners of this.#channels.values()) for (const listener of listeners) listener.onResume?.();
      } catch {
        this.#listener = undefined;
        setTimeout(() => void attempt(), LEADERSHIP_RETRY_MS).unref();
      }
    };
    setTimeout(() => void attempt(), LEADERSHIP_RETRY_MS).unref();
  }
}

/**
 * Opens the database on a PostgreSQL server (`DATABASE_URL`), migrated to the latest version (safe
 * when several instances start at once: the migrations run under an advisory lock). Instances on
 * one database share everything; nothing is kept on local disk.
 */
export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
  const url = parseDatabaseUrl(databaseUrl);
  const config: pg.ClientConfig = { connectionString: url.href, application_name: 'dap-sandbox' };
  const pool = new pg.Pool({ ...config, max: POOL_SIZE });
  // An idle connection that the server closed is reported here; the pool replaces it.
  pool.on('error', () => {});
  const client = new PgSqlClient(pool, config);
  try {
    await migrate(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  return databaseOf(client, redacted(url));
}
