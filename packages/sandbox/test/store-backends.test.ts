/**
 * The store's guarantees, on both backends: the embedded store (PGlite, one process) and a real
 * PostgreSQL server (`startLocalPostgres`, shared by instances). Each backend gets a fresh database
 * with the demo profiles; the tests of one backend share it and never depend on each other's rows.
 */
import type { Transfer } from '@dap/api-types';
import type { Fault } from '@dap/api-types/sandbox-control';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimiterFor, secretFailuresFor } from '../src/rate-limit/limiter.js';
import {
  FAILED_SECRET_WINDOW_MS,
  FAILED_SECRETS_PER_WINDOW,
  SecretFailureWindows,
} from '../src/rate-limit/secret-failures.js';
import { readMigrations } from '../src/store/migrate.js';
import { IN_MEMORY } from '../src/store/pglite.js';
import { openStore, type Store } from '../src/stores.js';
import { storeDemoData } from '../src/tenants/demo.js';
import { postgresForFile } from './support/postgres.js';
import { demo, difference, eventually, main } from './support/sandbox.js';

/** A new, empty database on the file's PostgreSQL server; its URL. */
const { emptyDatabase } = postgresForFile();

const backends: { name: string; open: () => Promise<Store> }[] = [
  { name: 'the embedded store (PGlite)', open: () => openStore({ dataDir: IN_MEMORY }) },
  { name: 'a PostgreSQL server', open: async () => openStore({ databaseUrl: await emptyDatabase() }) },
];

/** A PENDING withdrawal of the main profile as the store keeps it; due `settleInMs` from now. */
function pending(
  refId?: string,
  settleInMs = 60_000,
  { asset, total }: { asset: string; total: string } = { asset: 'USDC', total: '1.1' },
) {
  const now = new Date().toISOString();
  const transfer = {
    id: randomUUID(),
    customer_id: main.customer_id,
    profile_id: main.id,
    amount: total,
    total,
    fee: '0',
    asset,
    direction: 'DEBIT',
    type: 'CRYPTO_WITHDRAWAL',
    status: 'PENDING',
    created_at: now,
    updated_at: now,
    ...(refId === undefined ? {} : { ref_id: refId }),
  } as Transfer;
  return { transfer, customerId: main.customer_id, settleAtMs: Date.now() + settleInMs };
}

/** What `pending()` withdrawals take from the main profile: their total. */
const USDC_DEBIT = { asset: 'USDC', amount: '1.1' };

describe.each(backends)('$name', ({ open }) => {
  let store: Store;

  beforeAll(async () => {
    store = await open();
    await storeDemoData(store, demo);
  }, 60_000);
  afterAll(async () => {
    await store?.database.close();
  });

  it('creates one transfer, debited once, for many concurrent debits with one ref_id; the others are told the ref_id is taken', async () => {
    const before = (await store.balances.list(main.id))['USDC'] ?? '0';
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => store.transfers.recordDebit(pending('store-same-ref'), USDC_DEBIT)),
    );
    expect(outcomes.filter(({ outcome }) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter(({ outcome }) => outcome === 'ref-id-taken')).toHaveLength(11);
    expect((await store.transfers.findByRefId(main.customer_id, 'store-same-ref'))?.ref_id).toBe('store-same-ref');
    expect(difference((await store.balances.list(main.id))['USDC'] ?? '0', before)).toBe(USDC_DEBIT.amount);
  });

  it('gives each debit of a burst its own outcome: a ref_id used again after a refusal for too little money is recorded, one already recorded is refused, the rest takes what the balance covers', async () => {
    const asset = 'XBURST';
    const debit = (refId: string | undefined, total: string) => ({
      row: pending(refId, 60_000, { asset, total }),
      change: { asset, amount: total },
    });
    await store.balances.set(main.id, asset, '4');
    const used = debit('burst-used', '1');
    expect(await store.transfers.recordDebit(used.row, used.change)).toEqual({ outcome: 'created' });
    const burst = [
      debit('burst-again', '5'),
      debit('burst-again', '2'),
      debit('burst-used', '1'),
      debit(undefined, '1'),
    ];
    const outcomes = await Promise.all(burst.map(({ row, change }) => store.transfers.recordDebit(row, change)));
    expect(outcomes.map(({ outcome }) => outcome)).toEqual([
      'insufficient-funds',
      'created',
      'ref-id-taken',
      'created',
    ]);
    expect(Number((outcomes[0] as { available: string }).available)).toBeLessThan(5);
    expect((await store.transfers.findByRefId(main.customer_id, 'burst-again'))?.id).toBe(burst[1]?.row.transfer.id);
    expect((await store.transfers.findByRefId(main.customer_id, 'burst-used'))?.id).toBe(used.row.transfer.id);
    expect(await store.transfers.find(main.customer_id, burst[0]?.row.transfer.id as string)).toBeUndefined();
    expect(await store.transfers.find(main.customer_id, burst[3]?.row.transfer.id as string)).toBeDefined();
    expect((await store.balances.list(main.id))[asset]).toBe('0');
  });

  it('records a debit made inside a transaction only when that transaction commits', async () => {
    const asset = 'XTXDEBIT';
    await store.balances.set(main.id, asset, '5');
    const rolledBack = pending('tx-debit-rolled-back', 60_000, { asset, total: '2' });
    await store
      .transaction(async (tx) => {
        expect(await tx.transfers.recordDebit(rolledBack, { asset, amount: '2' })).toEqual({ outcome: 'created' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await store.transfers.find(main.customer_id, rolledBack.transfer.id)).toBeUndefined();
    expect((await store.balances.list(main.id))[asset]).toBe('5');
    const committed = pending('tx-debit-committed', 60_000, { asset, total: '2' });
    await store.transaction(async (tx) =>
      expect(await tx.transfers.recordDebit(committed, { asset, amount: '2' })).toEqual({ outcome: 'created' }),
    );
    expect((await store.transfers.find(main.customer_id, committed.transfer.id))?.ref_id).toBe('tx-debit-committed');
    expect((await store.balances.list(main.id))[asset]).toBe('3');
  });

  it('gives a fault of n uses to exactly n of many concurrent takers, then lists it no more', async () => {
    const operation = `op-${randomUUID()}`;
    const tenant = main.customer_id;
    const fault: Fault = {
      id: randomUUID(),
      operation: operation as 'getAccount',
      status: 503,
      after_processing: false,
      times: 5,
      remaining: 5,
      created_at: new Date().toISOString(),
    };
    expect(await store.transaction((tx) => tx.faults.insert(tenant, fault, 100))).toBe(true);
    const taken = await Promise.all(Array.from({ length: 20 }, () => store.faults.take(tenant, operation)));
    const served = taken.filter((fault) => fault !== undefined);
    expect(served.map((fault) => fault.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await store.faults.armedOperations()).map((armed) => armed.operation)).not.toContain(operation);
    expect((await store.faults.list(tenant)).map((fault) => fault.operation)).not.toContain(operation);
  });

  it('serialises read-check-write on a balance under its lock: 20 concurrent increments all count', async () => {
    const asset = 'XTEST';
    await Promise.all(
      Array.from({ length: 20 }, () =>
        store.transaction(async (tx) => {
          const balance = await tx.balances.lock(main.id, asset);
          await tx.balances.set(main.id, asset, String(Number(balance) + 1));
        }),
      ),
    );
    expect((await store.balances.list(main.id))[asset]).toBe('20');
  });

  it('claims each due PENDING transfer for one of several concurrent claimers, skipping rows another holds', async () => {
    const rows = Array.from({ length: 6 }, () => pending(undefined, -1_000));
    for (const row of rows) expect(await store.transfers.recordDebit(row, USDC_DEBIT)).toEqual({ outcome: 'created' });
    const ids = new Set(rows.map((row) => row.transfer.id));
    const claims = await Promise.all(
      Array.from({ length: 3 }, () =>
        store.transaction(async (tx) => {
          const due = (await tx.transfers.claimDue({ realUntilMs: Date.now() }, 2, false)).filter((claimed) =>
            ids.has(claimed.transfer.id),
          );
          await tx.transfers.update(due.map(({ transfer }) => ({ ...transfer, status: 'COMPLETED' as const })));
          return due.map((claimed) => claimed.transfer.id);
        }),
      ),
    );
    // Whatever the claims got, no row went to two of them; the rest is claimed by a waiting claim.
    const claimed = claims.flat();
    expect(new Set(claimed).size).toBe(claimed.length);
    const rest = await store.transaction(async (tx) => {
      const due = (await tx.transfers.claimDue({ realUntilMs: Date.now() }, 100, true)).filter((row) =>
        ids.has(row.transfer.id),
      );
      await tx.transfers.update(due.map(({ transfer }) => ({ ...transfer, status: 'COMPLETED' as const })));
      return due.map((row) => row.transfer.id);
    });
    expect(new Set([...claimed, ...rest])).toEqual(ids);
    expect(claimed.length + rest.length).toBe(6);
    const settled = await Promise.all([...ids].map((id) => store.transfers.find(main.customer_id, id)));
    expect(settled.map((transfer) => transfer?.status)).toEqual(Array(6).fill('COMPLETED'));
  });

  it('rate-limits each key to its burst, then refuses with the seconds until the next token; other keys are untouched', async () => {
    const limiter = rateLimiterFor(store.database, { perSecond: 0.5, burst: 3 });
    const key = `client:${randomUUID()}`;
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await limiter.take(key));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    for (const wait of waits.slice(3)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(2);
    }
    expect(await limiter.take(`client:${randomUUID()}`)).toBe(0);
  });

  it('counts failed secrets per client id in a fixed window of a minute: past the limit refused with the seconds left of it, locked until it closes, then counted afresh; other ids untouched', async () => {
    const failures = secretFailuresFor(store.database);
    const [id, other] = [`client-${randomUUID()}`, `client-${randomUUID()}`];
    const t0 = Date.now();
    for (let i = 0; i < FAILED_SECRETS_PER_WINDOW; i++) expect(await failures.fail(id, t0 + i)).toBe(0);
    expect(await failures.lockedFor(id, t0 + 30_000)).toBeCloseTo(30, 3);
    expect(await failures.fail(id, t0 + 45_000)).toBeCloseTo(15, 3);
    expect(await failures.lockedFor(other, t0 + 45_000)).toBe(0);
    expect(await failures.fail(other, t0 + 45_000)).toBe(0);
    expect(await failures.lockedFor(id, t0 + FAILED_SECRET_WINDOW_MS)).toBe(0);
    expect(await failures.fail(id, t0 + FAILED_SECRET_WINDOW_MS)).toBe(0);
    expect(await failures.lockedFor(id, t0 + FAILED_SECRET_WINDOW_MS)).toBe(0);
  });

  it('counts concurrent failed secrets of one client id one after the other: exactly the limit are within it', async () => {
    const failures = secretFailuresFor(store.database);
    const id = `client-${randomUUID()}`;
    const t0 = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 3 * FAILED_SECRETS_PER_WINDOW }, () => Promise.resolve(failures.fail(id, t0))),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(FAILED_SECRETS_PER_WINDOW);
    expect(await failures.lockedFor(id, t0)).toBeCloseTo(FAILED_SECRET_WINDOW_MS / 1000, 3);
  });

  it('forgets the windows that have closed: a thousand client ids that failed once leave nothing behind a minute later', async () => {
    const failures = secretFailuresFor(store.database);
    const prefix = `sweep-${randomUUID()}-`;
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 999 }, (_, i) => Promise.resolve(failures.fail(`${prefix}${i}`, t0))));
    await failures.fail(`${prefix}last`, t0 + FAILED_SECRET_WINDOW_MS);
    const kept = async () =>
      failures instanceof SecretFailureWindows
        ? failures.size
        : Number(
            (
              await store.database.query<{ n: number }>(
                `SELECT count(*)::integer AS n FROM secret_failures WHERE starts_with(client_id, $1)`,
                [prefix],
              )
            )[0]?.n,
          );
    expect(await kept()).toBe(1);
  });

  it('delivers a notification when its transaction commits, and not when it rolls back', async () => {
    const channel = `test_${randomUUID().replaceAll('-', '')}`;
    const heard: string[] = [];
    const stop = await store.database.listen(channel, (payload) => heard.push(payload));
    await store
      .transaction(async (tx) => {
        await tx.notifications.notify(channel, 'rolled back');
        throw new Error('roll back');
      })
      .catch(() => {});
    await store.transaction((tx) => tx.notifications.notify(channel, 'committed'));
    await eventually(async () => (heard.length > 0 ? true : undefined));
    expect(heard).toEqual(['committed']);
    await stop();
  });
});

describe('instances writing to one PostgreSQL server', () => {
  it(
    'finish bursts over the same balances and ref_ids, given in opposite orders, without waiting for each other in a cycle: each ref_id recorded once, each balance debited by what was recorded',
    { timeout: 60_000 },
    async () => {
      const url = await emptyDatabase();
      const [one, two] = (await Promise.all([0, 1].map(() => openStore({ databaseUrl: url })))) as [Store, Store];
      try {
        await storeDemoData(one, demo);
        const assets = ['XA', 'XB', 'XC'];
        for (const asset of assets) await one.balances.set(main.id, asset, '100');
        for (let round = 0; round < 5; round++) {
          // 30 debits over three balances; ten ref_ids, each used on all three balances.
          const burst = Array.from({ length: 30 }, (_, i) => {
            const asset = assets[i % 3] as string;
            return { refId: `cross-${round}-${i % 10}`, asset };
          });
          const run = (store: Store, order: typeof burst) =>
            Promise.all(
              order.map(({ refId, asset }) =>
                store.transfers.recordDebit(pending(refId, 60_000, { asset, total: '1' }), { asset, amount: '1' }),
              ),
            );
          const outcomes = (await Promise.all([run(one, burst), run(two, [...burst].reverse())])).flat();
          expect(outcomes.filter(({ outcome }) => outcome === 'created')).toHaveLength(10);
          expect(outcomes.filter(({ outcome }) => outcome === 'ref-id-taken')).toHaveLength(50);
        }
        // 50 transfers recorded, one per ref_id; each balance lost exactly what its transfers took.
        const recorded = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            one.transfers.findByRefId(main.customer_id, `cross-${Math.floor(i / 10)}-${i % 10}`),
          ),
        );
        const balances = await two.balances.list(main.id);
        for (const asset of assets) {
          const taken = recorded.filter((transfer) => transfer?.asset === asset).length;
          expect(difference('100', balances[asset] ?? '0')).toBe(String(-taken));
        }
        expect(recorded.every((transfer) => transfer !== undefined)).toBe(true);
      } finally {
        await Promise.all([one.database.close(), two.database.close()]);
      }
    },
  );
});

describe('migrations on a PostgreSQL server', () => {
  it('apply once when three instances open one empty database at the same moment', { timeout: 60_000 }, async () => {
    const url = await emptyDatabase();
    const stores = await Promise.all([0, 1, 2].map(() => openStore({ databaseUrl: url })));
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      await client.end();
      expect(rows.map((row) => Number(row.version))).toEqual(readMigrations().map((migration) => migration.version));
      for (const store of stores) expect(await store.settings.get('absent')).toBeUndefined();
    } finally {
      await Promise.all(stores.map((store) => store.database.close()));
    }
  });
});
