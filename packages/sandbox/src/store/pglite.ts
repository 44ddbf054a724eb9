import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { migrate } from './migrate.js';
import type { SqlClient } from './sql.js';
import { SqlStore } from './sql-store.js';
import { StoreLocked, type Store } from './store.js';

/** The value of `dataDir` that keeps everything in memory (for tests): nothing survives `close()`. */
export const IN_MEMORY = ':memory:';

/** `SqlClient` on PGlite, Postgres compiled to WebAssembly and run in this process. */
class PgliteSqlClient implements SqlClient {
  constructor(private readonly db: PGlite | Transaction) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await this.db.query<Row>(sql, [...params])).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    if (!(this.db instanceof PGlite)) throw new Error('Transactions do not nest');
    return this.db.transaction((tx) => fn(new PgliteSqlClient(tx)));
  }

  async close(): Promise<void> {
    if (this.db instanceof PGlite && !this.db.closed) await this.db.close();
  }
}

/**
 * Opens (creating it on first use) the embedded store: PGlite in `<dataDir>/pg`, durable on disk,
 * migrated to the latest version. A lock file (`<dataDir>/sandbox.lock`, holding the pid) keeps a
 * second process from opening the same directory; a lock left by a dead process is taken over.
 * `dataDir` `':memory:'` keeps the database in memory.
 */
export async function openPgliteStore(dataDir: string): Promise<Store> {
  if (dataDir === IN_MEMORY) {
    const client = new PgliteSqlClient(await PGlite.create());
    await migrate(client);
    return new SqlStore(client, 'memory');
  }
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const release = acquireLock(directory);
  try {
    const client = new PgliteSqlClient(await PGlite.create(join(directory, 'pg')));
    try {
      await migrate(client);
    } catch (error) {
      await client.close();
      throw error;
    }
    return new SqlStore(client, directory, async () => release());
  } catch (error) {
    release();
    throw error;
  }
}

function acquireLock(directory: string): () => void {
  const file = join(directory, 'sandbox.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new StoreLocked(directory, pid);
    rmSync(file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
