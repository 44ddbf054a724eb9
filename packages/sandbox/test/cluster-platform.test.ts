/**
 * Three `dap-sandbox` processes on one real PostgreSQL server act as one platform: what one instance
 * issues, writes or arms holds on the others, the limits hold in total, and settlement happens once
 * whichever instances are alive (also after one is killed with SIGKILL). One cluster for the file;
 * the tests run in order and share it.
 */
import type { Transfer } from '@dap/api-types';
import { CONTROL_ROUTES, REST_LIMITS, ROUTES } from '@dap/server';
import { Client } from '@dap/test-support/ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../src/common/decimal.js';
import { readMigrations } from '../src/store/migrate.js';
import { call, startCluster, tokenFrom, type Answer, type Cluster, type ClusterInstance } from './support/cluster.js';
import { allScopesClient, demo, eventually, main, readerClient, second } from './support/sandbox.js';

let cluster: Cluster;
/** A direct session to the database, to look at what the instances wrote. */
let db: pg.Client;
/** A token of the every-scope demo client, issued by instance 0. */
let token: string;

const instance = (index: number): ClusterInstance => cluster.instances[index] as ClusterInstance;
const rest = (index: number, route: { path: string }) => `${instance(index).baseUrl}${route.path}`;
const control = (index: number, route: { path: string }, params: Record<string, string> = {}) =>
  `${instance(index).origin}${route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;

/** 0.10 USDC on Polygon (fee 0.10): a total of 0.20. */
const withdrawal = (profileId: string, refId?: string) => ({
  profile_id: profileId,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'POLYGON_POS',
  amount: '0.10',
  ...(refId === undefined ? {} : { ref_id: refId }),
});
const withdraw = (index: number, body: object) =>
  call<Transfer & { meta?: { existing?: Transfer } }>(rest(index, ROUTES.createCryptoWithdrawal), token, { body });

/** How often each transfer was written COMPLETED (a trigger, installed below, records every such write). */
async function completions(ids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: string; n: string }>(
    'SELECT transfer_id::text AS id, count(*)::text AS n FROM test_completions WHERE transfer_id = ANY($1::uuid[]) GROUP BY 1',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/**
 * Polls the database until every transfer of `ids` is COMPLETED (the database, not an instance: a
 * poll through the API would spend the client's rate limit), then reads them through instance `index`.
 */
async function allCompleted(index: number, ids: readonly string[]): Promise<Transfer[]> {
  await eventually(async () => {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transfers WHERE id = ANY($1::uuid[]) AND status = 'COMPLETED'`,
      [ids],
    );
    return Number(rows[0]?.n) === ids.length ? true : undefined;
  }, 60_000);
  return Promise.all(
    ids.map(async (id) => (await call<Transfer>(control(index, CONTROL_ROUTES.getTransfer, { id }), token)).body),
  );
}

beforeAll(async () => {
  cluster = await startCluster({ size: 3 });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  // Instrumentation of the real database: every write of a COMPLETED transfer is recorded, so a
  // settlement made twice (by two instances) would show as two rows.
  await db.query(`
    CREATE TABLE test_completions (transfer_id uuid NOT NULL);
    CREATE FUNCTION test_record_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'COMPLETED' THEN INSERT INTO test_completions VALUES (NEW.id); END IF;
        RETURN NEW;
      END $$;
    CREATE TRIGGER test_record_completion AFTER UPDATE ON transfers FOR EACH ROW EXECUTE FUNCTION test_record_completion();`);
  token = await tokenFrom(instance(0), allScopesClient);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
}, 60_000);

// A busy 2-core machine runs three instances, PostgreSQL and the test: time budgets are generous.
describe('three instances on one PostgreSQL', { timeout: 90_000 }, () => {
  it('start at the same moment on an empty database: each migration applied once, the demo data loaded once', async () => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => Number(row.version))).toEqual(readMigrations().map((migration) => migration.version));
    const { rows: profiles } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM profiles');
    expect(Number(profiles[0]?.n)).toBe(demo.profiles.length);
    expect(cluster.instances.every((member) => member.alive)).toBe(true);
  });

  it('accept a token issued by any one of them', async () => {
    for (const index of [0, 1, 2]) {
      const issued = await tokenFrom(instance(index), allScopesClient);
      for (const other of [0, 1, 2]) {
        expect((await call(`${rest(other, ROUTES.listExecutions)}?limit=1`, issued)).status).toBe(200);
      }
    }
  });

  it('continue a list from a page cursor another instance issued', async () => {
    const first = await call<{ items: { execution_id: string }[]; next_page_cursor: string }>(
      `${rest(0, ROUTES.listExecutions)}?limit=2`,
      token,
    );
    expect(first.status).toBe(200);
    const cursor = first.body.next_page_cursor;
    expect(cursor).toBeTypeOf('string');
    const pages = await Promise.all(
      [1, 2].map((index) =>
        call<{ items: { execution_id: string }[] }>(
          `${rest(index, ROUTES.listExecutions)}?limit=2&page_cursor=${encodeURIComponent(cursor)}`,
          token,
        ),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body.items).toHaveLength(2);
      expect(page.body.items[0]?.execution_id).not.toBe(first.body.items[0]?.execution_id);
    }
    expect(pages[0]?.body).toEqual(pages[1]?.body);
  });

  it('create one withdrawal for 30 concurrent requests with one ref_id spread over the instances: one 200, 29 409s naming it', async () => {
    const before = await balanceOf(main.id, 'USDC');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => withdraw(i % 3, withdrawal(main.id, 'cluster-same-ref'))),
    );
    const created = answers.filter((answer) => answer.status === 200);
    expect(created).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(29);
    for (const answer of refused) expect(answer.body.meta?.existing?.id).toBe(created[0]?.body.id);
    expect(
      dec(before)
        .minus(await balanceOf(main.id, 'USDC'))
        .toFixed(),
    ).toBe('0.2');
  });

  it('never spend more than the balance across instances: concurrent withdrawals over it are refused, the rest debited exactly', async () => {
    expect(
      (
        await call(control(0, CONTROL_ROUTES.setBalance, { id: second.id, asset: 'USDC' }), token, {
          method: 'PUT',
          body: { available: '1.00' },
        })
      ).status,
    ).toBe(200);
    // 15 withdrawals of 0.20 (amount plus fee) against 1.00: at most 5 fit.
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => withdraw(i % 3, withdrawal(second.id))));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(403));
    const left = await balanceOf(second.id, 'USDC');
    // 1.00 - 5 × 0.20, exactly; and no balance of the database went below zero.
    expect(dec(left).toFixed()).toBe('0');
    const { rows } = await db.query<{ negative: string }>(
      'SELECT count(*)::text AS negative FROM balances WHERE amount < 0',
    );
    expect(rows[0]?.negative).toBe('0');
  });

  it('complete each PENDING withdrawal exactly once, whichever instances settle it', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => withdraw(i % 3, withdrawal(main.id))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    const ids = answers.map((answer) => answer.body.id);
    const settled = await allCompleted(1, ids);
    for (const transfer of settled) expect(transfer.crypto_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect([...(await completions(ids)).values()]).toEqual(Array(24).fill(1));
  });

  it('settles the withdrawals of an instance killed with SIGKILL on the survivors, once each; the instance restarts on the same database', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(2, withdrawal(main.id))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // Before their settle time (2 s after creation): only instance 2 had timers for them.
    await cluster.kill(2);
    const ids = answers.map((answer) => answer.body.id);
    // What instance 2 left PENDING (all of them, unless the machine took 2 s for the above) is the survivors' to settle.
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transfers WHERE id = ANY($1::uuid[]) AND status = 'PENDING'`,
      [ids],
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const settled = await allCompleted(0, ids);
    expect(settled.map((transfer) => transfer.status)).toEqual(Array(12).fill('COMPLETED'));
    expect([...(await completions(ids)).values()]).toEqual(Array(12).fill(1));

    await cluster.restart(2);
    expect((await call(`${rest(2, ROUTES.listExecutions)}?limit=1`, token)).status).toBe(200);
  });

  it('limits a client to its burst plus the refill in total, however its requests are spread over the instances; each 429 has Retry-After', async () => {
    // The read-only demo client: its bucket is full (it sent nothing yet), and no other test spends it.
    const reader = await tokenFrom(instance(1), readerClient);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 600 }, (_, i) => call(`${rest(i % 3, ROUTES.listExecutions)}?limit=1`, reader)),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const limited = answers.filter((answer) => answer.status === 429);
    expect(accepted + limited.length).toBe(600);
    // Per instance, each would have let its first 100 through: 300 at least.
    expect(accepted).toBeGreaterThanOrEqual(REST_LIMITS.requestBurst);
    expect(accepted).toBeLessThanOrEqual(REST_LIMITS.requestBurst + Math.ceil(REST_LIMITS.requestsPerSecond * seconds));
    for (const answer of limited) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('the sandbox control across instances', { timeout: 90_000 }, () => {
  it('serves a fault armed through one instance on another from the first request after the answer, exactly as many times as armed', async () => {
    const armed = await call<{ id: string }>(control(0, CONTROL_ROUTES.createFault), token, {
      body: { operation: 'getAccount', status: 503, retry_after: 2, times: 1 },
    });
    expect(armed.status).toBe(201);
    const account = demo.accounts[0]?.id ?? '';
    const url = `${instance(1).baseUrl}${ROUTES.getAccount.path.replace(/\{\w+\}/, account)}`;
    const faulted = await call(url, token);
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('2');
    expect((await call<{ faults: unknown[] }>(control(2, CONTROL_ROUTES.listFaults), token)).body.faults).toEqual([]);
    expect((await call(url, token)).status).toBe(200);
  });

  it('closes the WebSockets of every instance when asked through one, and clears a fault on every instance', async () => {
    const sockets = await Promise.all([1, 2].map((index) => Client.open(instance(index).wsUrl, token)));
    for (const socket of sockets)
      expect((await socket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    const codes = sockets.map((socket) => socket.closed());
    const answer = await call<{ closed: number }>(control(0, CONTROL_ROUTES.disconnectStreams), token, {
      body: { code: 1013 },
    });
    expect(answer.status).toBe(200);
    // Instance 0, which answered, had none: the two were closed by the others.
    expect(answer.body.closed).toBe(2);
    expect(await Promise.all(codes)).toEqual([1013, 1013]);

    expect(
      (
        await call(control(1, CONTROL_ROUTES.createFault), token, {
          body: { operation: 'getAccount', status: 500, times: 3 },
        })
      ).status,
    ).toBe(201);
    expect((await call(control(2, CONTROL_ROUTES.clearFaults), token, { method: 'DELETE' })).status).toBe(204);
    const account = demo.accounts[0]?.id ?? '';
    for (const index of [0, 1, 2])
      expect(
        (await call(`${instance(index).baseUrl}${ROUTES.getAccount.path.replace(/\{\w+\}/, account)}`, token)).status,
      ).toBe(200);
  });

  it('moves the clock of every instance before it answers: each tells the advanced time and stamps new transfers with it', async () => {
    const advanced = await call<{ now: string }>(control(0, CONTROL_ROUTES.advanceClock), token, {
      body: { seconds: 86_400 },
    });
    expect(advanced.status).toBe(200);
    const floor = Date.parse(advanced.body.now);
    expect(floor).toBeGreaterThan(Date.now() + 86_000_000);
    for (const index of [1, 2]) {
      const clock = await call<{ now: string }>(control(index, CONTROL_ROUTES.getClock), token);
      expect(Date.parse(clock.body.now)).toBeGreaterThanOrEqual(floor);
      const created = await withdraw(index, withdrawal(main.id));
      expect(created.status).toBe(200);
      expect(Date.parse(created.body.created_at)).toBeGreaterThanOrEqual(floor);
      expect(Date.parse(created.body.created_at)).toBeLessThan(floor + 3_600_000);
    }
  });

  it('resets every instance through one before it answers: the clock back to real time, faults gone, WebSockets closed with 1012', async () => {
    const socket = await Client.open(instance(2).wsUrl, token);
    expect((await socket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    const code = socket.closed();
    expect(
      (
        await call(control(1, CONTROL_ROUTES.createFault), token, {
          body: { operation: 'listExecutions', status: 500, times: 5 },
        })
      ).status,
    ).toBe(201);
    expect((await call(control(0, CONTROL_ROUTES.resetSandbox), token, { method: 'POST' })).status).toBe(204);
    expect(await code).toBe(1012);
    for (const index of [1, 2]) {
      const created = await withdraw(index, withdrawal(main.id));
      expect(created.status).toBe(200);
      expect(Date.parse(created.body.created_at)).toBeLessThan(Date.now() + 3_600_000);
      expect(created.body.status).toBe('PENDING');
      expect((await call(`${rest(index, ROUTES.listExecutions)}?limit=1`, token)).status).toBe(200);
    }
    expect(await balanceOf(second.id, 'USDC')).toBe(second.balances['USDC'] ?? '0');
  });
});

async function balanceOf(profileId: string, asset: string): Promise<string> {
  const answer: Answer<{ balances: { asset: string; available: string }[] }> = await call(
    control(0, CONTROL_ROUTES.getBalances, { id: profileId }),
    token,
  );
  return answer.body.balances.find((balance) => balance.asset === asset)?.available ?? '0';
}
