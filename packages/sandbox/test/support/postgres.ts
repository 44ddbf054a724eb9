import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LocalPostgres } from '../../src/cluster/local-postgres.js';

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
