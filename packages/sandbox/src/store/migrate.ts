import { readdirSync, readFileSync } from 'node:fs';
import type { SqlClient } from './sql.js';

/** The versioned SQL migrations, `migrations/NNNN_name.sql` beside `src/` and `dist/`. */
export const MIGRATIONS_URL = new URL('../../migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(directory: URL = MIGRATIONS_URL): Migration[] {
  return readdirSync(directory)
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([file, version, name]) => ({
      version: Number(version),
      name: name as string,
      sql: readFileSync(new URL(file, directory), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/** The advisory lock the migrations run under (any 64-bit key no other part of the sandbox uses). */
const MIGRATION_LOCK = "hashtext('dap-sandbox migrations')";

/**
 * Applies the migrations not applied yet, in version order, in one transaction, and records them in
 * `schema_migrations`. Returns the versions applied by this call. The transaction first takes an
 * advisory lock, so instances starting at the same moment on one database migrate one after the
 * other: the first applies, the others find it done.
 */
export async function migrate(sql: SqlClient, migrations: readonly Migration[] = readMigrations()): Promise<number[]> {
  return sql.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
