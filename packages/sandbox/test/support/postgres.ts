import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from '../../src/cluster/local-postgres.js';
import { tempDir } from './sandbox.js';

/** A new, empty database on the PostgreSQL server `postgres`; its URL (what `DATABASE_URL` would be). */
export async function emptyDatabase(postgres: LocalPostgres): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return postgres.url.replace(/\/[^/]+$/, `/${name}`);
}

/**
 * A PostgreSQL server of the test file's own, started before its tests under a directory the
 * server's user can reach, and stopped (its directory removed) after them. `emptyDatabase()` makes
 * a new database on it for a test or a backend.
 */
export function postgresForFile(): { emptyDatabase: () => Promise<string> } {
  let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
  let server: LocalPostgres | undefined;
  beforeAll(async () => {
    dir = await tempDir({ searchable: true });
    server = await startLocalPostgres({ directory: join(dir.path, 'postgres') });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dir?.remove();
  }, 60_000);
  return {
    emptyDatabase: () => {
      if (!server) throw new Error('the PostgreSQL server of this file has not started');
      return emptyDatabase(server);
    },
  };
}
