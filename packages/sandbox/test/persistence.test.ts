import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDeposit } from './support/bodies.js';
import { readDemoData } from '../src/demo/demo-data.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { readMigrations } from '../src/store/migrate.js';
import { IN_MEMORY } from '../src/store/pglite.js';
import { openStore } from '../src/stores.js';
import { StoreLocked } from '../src/store/errors.js';
import type { CryptoWithdrawalRequest } from '@dap/api-types';
import { difference, eventually, main, principal, tempDir, tenant, firstTenant } from './support/sandbox.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox | undefined;

const open = (options: Parameters<typeof createSandbox>[0] = {}) =>
  createSandbox({ dataDir: dir.path, tickMs: 0, heartbeatMs: 0, ...options });
const withdrawal: CryptoWithdrawalRequest = {
  profile_id: main.id,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '1.5',
  ref_id: 'persist-1',
};

beforeAll(async () => {
  dir = await tempDir();
});

afterAll(async () => {
  await sandbox?.close();
  await dir?.remove();
});

// Each test opens the embedded Postgres up to three times: under a second each, the slowest test
// 8.5 s at a load average of 10 on two cores.
describe('the embedded store', { timeout: 60_000 }, () => {
  it('keeps balances and pending transfers across a restart, and settles them after it', async () => {
    sandbox = await open({ settleAfterMs: 60_000 });
    const before = await sandbox.ledger.balance(main.id, 'ETH');
    const created = await sandbox.transfers.createCryptoWithdrawal(principal, withdrawal);
    expect(created.total).toBe('1.5021');
    await sandbox.close();

    sandbox = await open({ settleAfterMs: 60_000 });
    expect(await sandbox.transfers.get(tenant, created.id)).toEqual(created);
    expect(difference(before, await sandbox.ledger.balance(main.id, 'ETH'))).toBe('-1.5021');
    await sandbox.close();

    // A minute later, the pending withdrawal found at start is past its time and settles at once.
    sandbox = await open({ settleAfterMs: 60_000, now: () => new Date(Date.now() + 61_000) });
    const settled = await eventually(async () => {
      const current = await sandbox?.transfers.get(tenant, created.id);
      return current?.status === 'COMPLETED' ? current : undefined;
    });
    expect(settled.crypto_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(difference(before, await sandbox.ledger.balance(main.id, 'ETH'))).toBe('-1.5021');
  });

  it('loads the demo data once: a restart neither resets balances nor duplicates records', async () => {
    const balances = await sandbox?.ledger.balances(main.id);
    await sandbox?.close();
    sandbox = await open();
    expect(await sandbox.ledger.balances(main.id)).toEqual(balances);
    const models = await sandbox.readModels.of(tenant);
    expect(models.executions.size).toBe(firstTenant.executions.length);
    expect(models.monitoring.size).toBe(firstTenant.monitoring_addresses.length);
    await expect(sandbox.transfers.createCryptoWithdrawal(principal, withdrawal)).rejects.toMatchObject({
      code: 'REF_ID_CONFLICT',
    });
  });

  it('refuses to open a data directory that is open, and takes over a lock left by a dead process', async () => {
    await expect(openStore({ dataDir: dir.path })).rejects.toBeInstanceOf(StoreLocked);
    await sandbox?.close();
    sandbox = undefined;
    expect(existsSync(join(dir.path, 'sandbox.lock'))).toBe(false);
    writeFileSync(join(dir.path, 'sandbox.lock'), '999999999');
    const store = await openStore({ dataDir: dir.path });
    expect(await store.profiles.find(tenant, main.id)).toMatchObject({ id: main.id, memoId: main.memo_id });
    await store.database.close();
  });

  it('gives a demo client a scope added to the demo data at the next start, leaving balances as they were', async () => {
    const data = join(dir.path, 'scopes');
    const demo = readDemoData();
    const [full] = demo.clients;
    const narrower = {
      ...demo,
      clients: demo.clients.map((client) =>
        client === full ? { ...client, scopes: client.scopes.filter((s) => s !== 'sandbox:control') } : client,
      ),
    };
    const grant = { grant_type: 'client_credentials', client_id: full?.client_id, client_secret: full?.client_secret };
    const before = await createSandbox({ dataDir: data, demoData: narrower, tickMs: 0, heartbeatMs: 0 });
    expect((await before.tokens.issueToken(grant)).scope.split(' ')).not.toContain('sandbox:control');
    await before.control.balances.set(tenant, main.id, 'USD', { available: '12.34' });
    await before.close();
    const after = await createSandbox({ dataDir: data, tickMs: 0, heartbeatMs: 0 });
    try {
      expect((await after.tokens.issueToken(grant)).scope.split(' ')).toContain('sandbox:control');
      expect(await after.ledger.balance(main.id, 'USD')).toBe('12.34');
    } finally {
      await after.close();
    }
  });

  it('keeps a throwaway (:memory:) store only until it closes, and leaves no directory behind', async () => {
    const first = await createSandbox({ dataDir: IN_MEMORY, tickMs: 0, heartbeatMs: 0 });
    const credited = await first.fiatDeposits.create(principal, wireDeposit(main.memo_id, { amount: '10.00' }));
    expect(await first.transfers.get(tenant, credited.id)).toEqual(credited);
    expect(existsSync(join(first.store.database.location, 'pg', 'PG_VERSION'))).toBe(true);
    await first.close();
    expect(existsSync(first.store.database.location)).toBe(false);
    const second = await createSandbox({ dataDir: IN_MEMORY, tickMs: 0, heartbeatMs: 0 });
    await expect(second.transfers.get(tenant, credited.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await second.ledger.balance(main.id, 'USD')).toBe(main.balances['USD']);
    await second.close();
  });

  it('starts a new store as a copy of the template, over a copy cut short, and refuses a pg directory holding files but no database', async () => {
    // Data directories as a sandbox makes them: private (another is refused, store-files.test.ts).
    const fresh = join(dir.path, 'fresh');
    mkdirSync(fresh, { mode: 0o700 });
    mkdirSync(join(fresh, 'pg.partial', 'base'), { recursive: true });
    writeFileSync(join(fresh, 'pg.partial', 'PG_VERSION'), 'cut short');
    const store = await openStore({ dataDir: fresh });
    expect(await store.settings.get('demo_data_sha256')).toBeUndefined();
    expect(existsSync(join(fresh, 'pg.partial'))).toBe(false);
    await store.database.close();

    const junk = join(dir.path, 'junk');
    mkdirSync(junk, { mode: 0o700 });
    mkdirSync(join(junk, 'pg'));
    writeFileSync(join(junk, 'pg', 'notes.txt'), 'not a database');
    await expect(openStore({ dataDir: junk })).rejects.toThrow(/holds files but no database/);
  });

  it('has versioned SQL migrations in order', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));
    expect(migrations[0]).toMatchObject({ version: 1, name: 'initial' });
    expect(migrations[0]?.sql).toMatch(/CREATE TABLE transfers/);
  });
});
