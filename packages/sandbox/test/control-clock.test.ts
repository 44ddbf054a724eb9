import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoWithdrawalRequest, Transfer } from '@dap/api-types';
import { isValidTxHash } from '../src/networks/addresses.js';
import { isoMillis, createClock } from '../src/clock/clock.js';
import { TenantClocks } from '../src/clock/tenant-clocks.js';
import { ClockControl } from '../src/clock/control.js';
import { ControlBroadcast } from '../src/store/announcements.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { Settlement } from '../src/transfers/settlement.js';
import { IN_MEMORY } from '../src/store/pglite.js';
import { openStore } from '../src/stores.js';
import { allScopesClient, eventually, main, principal, tempDir, tenant } from './support/sandbox.js';
import { recordingTransferUpdates } from './support/recording-store.js';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const withdrawal = (amount: string): CryptoWithdrawalRequest => ({
  profile_id: main.id,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount,
});

describe('the sandbox clock, with real time pinned', () => {
  let sandbox: Sandbox;
  let realNow = T0;
  const updates: Transfer[] = [];
  const withdraw = (amount: string) => sandbox.transfers.createCryptoWithdrawal(principal, withdrawal(amount));

  beforeAll(async () => {
    const store = recordingTransferUpdates(await openStore({ dataDir: IN_MEMORY }), (transfer) =>
      updates.push(transfer),
    );
    sandbox = await createSandbox({
      store,
      now: () => new Date(realNow),
      settleAfterMs: 60_000,
      tickMs: 0,
      heartbeatMs: 0,
    });
  });
  afterAll(() => sandbox?.close());

  it('answers real time plus the offset, which an advance moves', async () => {
    const before = Date.parse((await sandbox.control.clock.now(tenant)).now);
    expect((await sandbox.control.clock.advance(tenant, { seconds: 90 })).now).toBe(isoMillis(before + 90_000));
    expect((await sandbox.control.clock.now(tenant)).now).toBe(isoMillis(before + 90_000));
    realNow += 1_000;
    expect((await sandbox.control.clock.now(tenant)).now).toBe(isoMillis(before + 91_000));
  });

  it('advancing the clock past a withdrawal’s settle time completes it once, at its settle time', async () => {
    const created = await withdraw('0.1');
    const settleAt = Date.parse(created.created_at) + 60_000;
    await sandbox.control.clock.advance(tenant, { seconds: 59 });
    expect((await sandbox.control.transfers.get(tenant, created.id)).status).toBe('PENDING');
    await sandbox.control.clock.advance(tenant, { seconds: 1 });
    const settled = await sandbox.control.transfers.get(tenant, created.id);
    expect(settled).toMatchObject({ status: 'COMPLETED', updated_at: isoMillis(settleAt) });
    expect(isValidTxHash('ETHEREUM', settled.crypto_tx_hash ?? '')).toBe(true);
    await sandbox.control.clock.advance(tenant, { seconds: 3600 });
    expect(updates.filter((transfer) => transfer.id === created.id)).toHaveLength(1);
    expect(await sandbox.control.transfers.get(tenant, created.id)).toEqual(settled);
  });

  it('settles what an advance passes in settle_at order, and leaves what it does not reach PENDING', async () => {
    // Real time pinned and moved by hand: the second withdrawal settles before the first.
    const late = await withdraw('0.2');
    realNow -= 20_000;
    const early = await withdraw('0.3');
    realNow += 20_000 + 120_000;
    const beyond = await withdraw('0.4');
    realNow -= 120_000;
    updates.length = 0;
    await sandbox.control.clock.advance(tenant, { seconds: 61 });
    expect(updates.map((transfer) => transfer.id)).toEqual([early.id, late.id]);
    expect(updates.map((transfer) => transfer.updated_at)).toEqual(
      [early, late].map((t) => isoMillis(Date.parse(t.created_at) + 60_000)),
    );
    expect((await sandbox.control.transfers.get(tenant, beyond.id)).status).toBe('PENDING');
  });

  it('stamps what the tenant creates after an advance with its time, and market frames with real time (the market is shared)', async () => {
    const { now } = await sandbox.control.clock.advance(tenant, { seconds: 86_400 });
    const transfer = await withdraw('0.01');
    expect(transfer.created_at).toBe(now);
    const address = await sandbox.depositAddresses.create(principal, { profile_id: main.id, crypto_network: 'SOLANA' });
    expect(address.created_at).toBe(now);
    const frames: string[] = [];
    const stop = sandbox.markets.subscribe({ channel: 'heartbeat' }, (frame) => frames.push(frame));
    sandbox.markets.heartbeat();
    stop();
    const real = isoMillis(realNow).slice(0, 23);
    expect(real).not.toBe(now.slice(0, 23));
    expect(JSON.parse(frames[0] ?? '{}').payload.timestamp.slice(0, 23)).toBe(real);
    expect(JSON.parse(sandbox.markets.topOfBook('BTCUSD')).payload.timestamp.slice(0, 23)).toBe(real);
  });

  it('counts both of two advances made at once', async () => {
    const before = Date.parse((await sandbox.control.clock.now(tenant)).now);
    await Promise.all([
      sandbox.control.clock.advance(tenant, { seconds: 10 }),
      sandbox.control.clock.advance(tenant, { seconds: 20 }),
    ]);
    expect((await sandbox.control.clock.now(tenant)).now).toBe(isoMillis(before + 30_000));
  });

  it('leaves access tokens valid: their lifetime is real time', async () => {
    const token = await sandbox.tokens.issueToken({
      grant_type: 'client_credentials',
      client_id: allScopesClient.client_id,
      client_secret: allScopesClient.client_secret,
    });
    await sandbox.control.clock.advance(tenant, { seconds: 7 * 24 * 3600 });
    expect((await sandbox.tokens.verifyToken(token.access_token))?.subject).toBe(allScopesClient.client_id);
  });
});

describe('the sandbox clock on the real clock', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let sandbox: Sandbox | undefined;
  const open = () => createSandbox({ dataDir: dir.path, settleAfterMs: 30_000, tickMs: 0, heartbeatMs: 0 });

  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(async () => {
    await sandbox?.close();
    await dir?.remove();
  });

  it('re-arms a settlement timer after an advance: a withdrawal 30 s away settles a second after an advance of 29 s', async () => {
    sandbox = await open();
    const created = await sandbox.transfers.createCryptoWithdrawal(principal, withdrawal('0.05'));
    await sandbox.control.clock.advance(tenant, { seconds: 29 });
    expect((await sandbox.control.transfers.get(tenant, created.id)).status).toBe('PENDING');
    // Without the re-arm its timer would still wait 30 real seconds, past this wait's limit.
    const settled = await eventually(async () => {
      const transfer = await sandbox?.control.transfers.get(tenant, created.id);
      return transfer?.status === 'COMPLETED' ? transfer : undefined;
    }, 10_000);
    expect(settled.updated_at).toBe(isoMillis(Date.parse(created.created_at) + 30_000));
  });

  it('waits for a settlement beyond a timer’s reach (40 days away) and settles it when the clock gets there', async () => {
    await sandbox?.close();
    sandbox = await createSandbox({ dataDir: dir.path, settleAfterMs: 40 * 24 * 3_600_000, tickMs: 0, heartbeatMs: 0 });
    const created = await sandbox.transfers.createCryptoWithdrawal(principal, withdrawal('0.05'));
    // A timeout past 2^31 - 1 ms would fire at once: the transfer would settle within this wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sandbox.control.transfers.get(tenant, created.id)).status).toBe('PENDING');
    await sandbox.control.clock.advance(tenant, { seconds: 40 * 24 * 3_600 });
    expect((await sandbox.control.transfers.get(tenant, created.id)).status).toBe('COMPLETED');
  });

  it('keeps its offset in the store: a restart, and another clock on the same store, tell the same time', async () => {
    await sandbox?.control.clock.advance(tenant, { seconds: 3_600 * 24 * 365 });
    const ahead = Date.parse((await sandbox!.control.clock.now(tenant)).now) - Date.now();
    await sandbox?.close();
    sandbox = await open();
    expect(Math.abs(Date.parse((await sandbox.control.clock.now(tenant)).now) - Date.now() - ahead)).toBeLessThan(
      1_000,
    );

    // A second instance's view of the same store (as a second process on one database would have).
    const clocks = new TenantClocks(createClock(), sandbox.store.clocks);
    const other = new ClockControl(
      sandbox.store,
      clocks,
      new Settlement(sandbox.store, clocks, () => {}),
      new ControlBroadcast(sandbox.store.database),
    );
    await other.advance(tenant, { seconds: 60 });
    expect(
      Math.abs(Date.parse((await sandbox.control.clock.now(tenant)).now) - Date.now() - ahead - 60_000),
    ).toBeLessThan(1_000);
  });
});
