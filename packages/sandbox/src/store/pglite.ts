import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, PGlite, protocol, type Results } from '@electric-sql/pglite';
import { MAINTENANCE_INTERVAL_MS, startMaintenance } from './maintenance.js';
import { migrate } from './migrate.js';
import { MAX_PREPARED_STATEMENTS, type Leadership, type SqlClient } from './sql.js';
import { databaseOf, type Database } from './database.js';
import { StoreLocked } from './errors.js';
import {
  ensurePrivateDirectory,
  makePrivate,
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  PrivateNodeFS,
} from './private-files.js';

/** The value of `dataDir` for a throwaway store (tests): a temporary directory; nothing survives `close()`. */
export const IN_MEMORY = ':memory:';

/**
 * Postgres settings of the embedded store, after PGlite's own (single-user mode; fsync off: a commit
 * is written to the OS before it returns, so it survives the process being killed, not a power cut):
 * - `shared_buffers` 16 MB, not Postgres's 128 MB: Emscripten allocates and zeroes shared memory
 *   when Postgres starts, so all of it was resident from the first second, for a data set of a few
 *   MB (pages beyond it are read from the OS's page cache);
 * - WAL between 32 and 64 MB (not up to 1 GB): recycled after a checkpoint every 64 MB of writes
 *   (32 MB is the least a store initialised with 16 MB WAL segments accepts).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'],
];

/**
 * A migrated, empty store (a data directory `pnpm build` makes: `make-template.ts`). Every new store
 * starts as a copy of it, made by the file system, instead of running initdb (seconds of CPU, and
 * a second PGlite instance whose whole heap initdb copies, which stayed resident). The path is the
 * same from `src/store/` and `dist/store/`.
 */
export const STORE_TEMPLATE = fileURLToPath(new URL('../../dist/store-template', import.meta.url));

/** Opens PGlite in `pgDataDir`, first copying the template there (made private) when it holds no database. */
async function openPglite(pgDataDir: string): Promise<PGlite> {
  if (!existsSync(join(pgDataDir, 'PG_VERSION'))) {
    if (!existsSync(join(STORE_TEMPLATE, 'PG_VERSION')))
      throw new Error(`The store template ${STORE_TEMPLATE} is missing: build the sandbox first (pnpm build).`);
    if (existsSync(pgDataDir) && readdirSync(pgDataDir).length > 0)
      throw new Error(`${pgDataDir} holds files but no database; delete it to start over.`);
    // Copied beside it and renamed: a copy cut short is never taken for a store.
    const partial = `${pgDataDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(STORE_TEMPLATE, partial, { recursive: true });
    // The copy keeps the template's modes, whoever built it and however.
    makePrivate(partial);
    renameSync(partial, pgDataDir);
  }
  return PGlite.create({ fs: new PrivateNodeFS(pgDataDir), startParams: [...PGLITE_START_PARAMS] });
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/**
 * The sandbox's statements, each parsed and planned once (a named statement of the extended
 * protocol) and then run by Bind, Execute and Sync in one message into Postgres. PGlite's `query`
 * parses and plans every statement again, in five calls into WebAssembly: more than most of the
 * sandbox's statements cost to execute. Values are serialised, and rows parsed, as `query` does.
 */
class PreparedStatements {
  readonly #statements = new Map<string, { name: string; paramTypes: number[]; description: BackendMessage[] }>();

  constructor(private readonly db: PGlite) {}

  /** Runs `sql` (a text that does not vary: values go in `params`); the caller holds PGlite's query lock. */
  async run<Row>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Results<Row>> {
    const statement = this.#statements.get(sql) ?? (await this.#prepare(sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.db.serializers[statement.paramTypes[i] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const bind = protocol.serialize.bind({ statement: statement.name, values });
    const { messages } = await this.db.execProtocol(
      Buffer.concat([bind, protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const [results] = parse.parseResults([...statement.description, ...messages], this.db.parsers);
    if (!results) throw new Error(`No results from ${sql}`);
    return results as Results<Row>;
  }

  async #prepare(sql: string): Promise<{ name: string; paramTypes: number[]; description: BackendMessage[] }> {
    const name = this.#statements.size < MAX_PREPARED_STATEMENTS ? `s${this.#statements.size + 1}` : '';
    const { messages } = await this.db.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // The row description (or NoData) is the same at every execution: kept, to parse the rows with.
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: messages.filter((message) => message.name === 'rowDescription'),
    };
    if (name !== '') this.#statements.set(sql, statement);
    return statement;
  }
}

/**
 * `SqlClient` on PGlite, Postgres compiled to WebAssembly and run in this process. One statement or
 * transaction at a time, under PGlite's own locks (its `query` and `transaction` take the same):
 * transactions are begun and ended by prepared statements too.
 */
class PgliteSqlClient implements SqlClient {
  /** The data directory's lock file keeps every other process out. */
  readonly exclusive = true;

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PreparedStatements = new PreparedStatements(pglite),
    /** Set for the client of a transaction, which holds PGlite's transaction lock. */
    private readonly inTransaction = false,
  ) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await this.#run<Row>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    if (!this.inTransaction) {
      await this.pglite.exec(sql);
      return;
    }
    await this.pglite._runExclusiveQuery(() =>
      this.pglite.execProtocol(protocol.serialize.query(sql), { syncToFs: false }),
    );
  }

  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    if (this.inTransaction) throw new Error('Transactions do not nest');
    return this.pglite._runExclusiveTransaction(async () => {
      const tx = new PgliteSqlClient(this.pglite, this.statements, true);
      await tx.#run('BEGIN');
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        // The error that ended the transaction is the one to report, whatever the ROLLBACK says.
        await tx.#run('ROLLBACK').catch(() => {});
        throw error;
      }
      // A statement that failed (its error caught by `fn`) aborted the transaction: COMMIT rolls it back.
      if ((await tx.#run('COMMIT')).command === 'ROLLBACK')
        throw new Error('The transaction was rolled back: a statement in it failed');
      return result;
    });
  }

  /** In the process: the listening session is never lost, so `onResume` is never called. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (this.inTransaction) throw new Error('Listen outside a transaction');
    const unlisten = await this.pglite.listen(channel, onPayload);
    return () => unlisten();
  }

  #run<Row>(sql: string, params: readonly unknown[] = []): Promise<Results<Row>> {
    const run = () => this.pglite._runExclusiveQuery(() => this.statements.run<Row>(sql, params, this.inTransaction));
    // Outside a transaction, PGlite's transaction lock too, as its own `query` takes it.
    return this.inTransaction ? run() : this.pglite._runExclusiveTransaction(run);
  }

  /** One process has the embedded store: it always leads. */
  async lead(_key: string, leadership: Leadership): Promise<() => Promise<void>> {
    leadership.onAcquired();
    return async () => {};
  }

  /** One process has the embedded store. */
  async listeners(): Promise<number> {
    return 1;
  }

  #maintenance: { stop(): Promise<void> } | undefined;

  /** Vacuums and analyzes its tables every `intervalMs` from now on, as autovacuum would (`maintenance.ts`), until closed. */
  maintainTables(intervalMs: number): void {
    this.#maintenance ??= startMaintenance(this, { intervalMs });
  }

  async close(): Promise<void> {
    await this.#maintenance?.stop();
    if (!this.inTransaction && !this.pglite.closed) await this.pglite.close();
  }
}

/**
 * Makes the store template in `directory` (replacing it): initdb, with 1 MB WAL segments
 * (`--wal-segsize`; 16 MB by default, so a new store is 29 MB rather than 39 MB, and quicker to
 * copy), the migrations, and a clean shutdown, so that a copy has no WAL to replay.
 */
export async function makeStoreTemplate(directory: string): Promise<void> {
  const partial = `${directory}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // The fewest spare WAL segments (2) in the copy; a store recycles up to min_wal_size once it runs.
  const startParams = [...PGLITE_START_PARAMS, '-c', 'min_wal_size=2MB'];
  const db = await PGlite.create({
    fs: new PrivateNodeFS(partial),
    startParams,
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migrate(new PgliteSqlClient(db));
  } finally {
    await db.close();
  }
  rmSync(directory, { recursive: true, force: true });
  renameSync(partial, directory);
}

/**
 * Opens (creating it on first use) the embedded database: PGlite in `<dataDir>/pg`, durable on disk,
 * migrated to the latest version. A lock file (`<dataDir>/sandbox.lock`, holding the pid) keeps a
 * second process from opening the same directory; a lock left by a dead process is taken over.
 * `dataDir` `':memory:'` is a throwaway store: a temporary directory, removed when the store
 * closes (or the process exits).
 *
 * The data directory is private (see `private-files.ts`): created 0700, with every directory in it
 * 0700 and every file 0600. An existing one that its group or others may access is refused
 * (`StoreNotPrivate`), before anything is written; inside a private one, what an older sandbox left
 * wider is made private.
 */
export async function openPgliteDatabase(
  dataDir: string,
  /** How often its tables are vacuumed and analyzed as due (`maintenance.ts`); 0 turns the timer off (`maintainTables()` still works). */
  { maintenanceIntervalMs = MAINTENANCE_INTERVAL_MS }: { maintenanceIntervalMs?: number } = {},
): Promise<Database> {
  const throwaway = dataDir === IN_MEMORY;
  const directory = throwaway ? mkdtempSync(join(tmpdir(), 'dap-sandbox-')) : resolve(dataDir);
  if (throwaway) chmodSync(directory, PRIVATE_DIRECTORY_MODE);
  else ensurePrivateDirectory(directory);
  const release = throwaway ? removedOnExit(directory) : acquireLock(directory);
  try {
    makePrivate(directory);
    const client = new PgliteSqlClient(await openPglite(join(directory, 'pg')));
    try {
      await migrate(client);
    } catch (error) {
      await client.close();
      throw error;
    }
    if (maintenanceIntervalMs > 0) client.maintainTables(maintenanceIntervalMs);
    return databaseOf(client, directory, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Removes `directory` when the process exits; the function returned removes it at once instead. */
function removedOnExit(directory: string): () => void {
  const remove = () => rmSync(directory, { recursive: true, force: true });
  process.once('exit', remove);
  return () => {
    process.off('exit', remove);
    remove();
  };
}

function acquireLock(directory: string): () => void {
  const file = join(directory, 'sandbox.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
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
