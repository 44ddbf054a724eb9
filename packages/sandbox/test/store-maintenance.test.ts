// The embedded store vacuums and analyzes its tables as autovacuum would on a server: dead rows of
// settled withdrawals are reclaimed, and a prepared statement planned while its table was small is
// planned again once the table has grown (a sequential scan at every settlement otherwise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { maintainTables } from '../src/store/maintenance.js';
import { IN_MEMORY, openPgliteDatabase } from '../src/store/pglite.js';
import { createStore } from '../src/stores.js';
import { main, principal, tenant } from './support/sandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  // No timer: the test runs each round itself.
  const store = createStore(await openPgliteDatabase(IN_MEMORY, { maintenanceIntervalMs: 0 }));
  sandbox = await createSandbox({ store, tickMs: 0, heartbeatMs: 0, settleAfterMs: 60_000 });
});
afterAll(() => sandbox?.close());

const db = () => sandbox.store.database;

/** The table's counters, as flushed to the statistics views now. */
async function statistics(table: string) {
  await db().query('SELECT pg_stat_force_next_flush()');
  const [row] = await db().query<{ n_dead_tup: string; last_vacuum: Date | null; last_analyze: Date | null }>(
    'SELECT n_dead_tup, last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return row;
}

/** The plan of `statement` (a prepared one: the text the store runs) for `params`, one line. */
async function planOf(statement: string, params: unknown[]): Promise<string> {
  await db().query(statement, params);
  const [prepared] = await db().query<{ name: string }>(
    'SELECT name FROM pg_prepared_statements WHERE statement = $1',
    [statement],
  );
  const literals = params.map((param) => `'${String(param)}'`).join(', ');
  const plan = await db().query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) EXECUTE ${prepared?.name}(${literals})`);
  return plan.map((row) => row['QUERY PLAN'].trim()).join(' / ');
}

describe('the embedded store’s maintenance', () => {
  it('vacuums the transfers that settlements churned, reclaiming their dead rows, and leaves quiet tables alone', async () => {
    await maintainTables(db()); // what loading the demo data left due
    for (let i = 0; i < 120; i++)
      await sandbox.transfers.createCryptoWithdrawal(principal, {
        profile_id: main.id,
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'USDC',
        crypto_network: 'POLYGON_POS',
        amount: '0.01',
        ref_id: `maintenance-${i}`,
      });
    await sandbox.control.clock.advance(tenant, { seconds: 61 }); // each settles: its row is written again
    expect(Number((await statistics('transfers'))?.n_dead_tup)).toBeGreaterThanOrEqual(120);

    const round = await maintainTables(db());
    expect(round.vacuumed).toContain('public.transfers');
    expect(round.vacuumed).not.toContain('public.tenants');
    expect(round.analyzed).not.toContain('public.tenants');
    const after = await statistics('transfers');
    expect(Number(after?.n_dead_tup)).toBe(0);
    expect(after?.last_vacuum).not.toBeNull();
    expect(after?.last_analyze).not.toBeNull();
    expect(await maintainTables(db())).toEqual({ vacuumed: [], analyzed: [] });
  });

  it('has a statement planned on a small table planned again once the table has grown: an index scan instead of reading every row', async () => {
    await db().exec('CREATE TABLE churn (id integer PRIMARY KEY, status text NOT NULL)');
    await db().exec("INSERT INTO churn SELECT i, 'PENDING' FROM generate_series(1, 8) AS i");
    await maintainTables(db());
    // The settlement's form: the rows to update in one JSON parameter.
    const update =
      'UPDATE churn AS c SET status = u.status FROM json_to_recordset($1::text::json) AS u(id integer, status text) WHERE c.id = u.id';
    const params = [JSON.stringify([{ id: 1, status: 'COMPLETED' }])];
    // Past the five custom plans, Postgres keeps the generic one: made while the table had 8 rows.
    for (let i = 0; i < 6; i++) await db().query(update, params);
    expect(await planOf(update, params)).toMatch(/Seq Scan on churn/);

    await db().exec("INSERT INTO churn SELECT i, 'PENDING' FROM generate_series(9, 50000) AS i");
    expect(await planOf(update, params)).toMatch(/Seq Scan on churn/); // what it does without maintenance

    expect((await maintainTables(db())).vacuumed).toContain('public.churn');
    expect(await planOf(update, params)).toMatch(/Index Scan using churn_pkey on churn/);
  });
});
