import { Client } from '@dap/test-support/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { NotFound } from '../src/common/errors.js';
import { caught, demo, main, principal, tenant } from './support/sandbox.js';
import { call, startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;

beforeAll(async () => {
  server = await startTestServer({ settleAfterSeconds: 60 });
});
afterAll(() => server?.stop());

const demoBalances = (profile: (typeof demo.profiles)[number]) =>
  Object.keys(profile.balances)
    .sort()
    .map((asset) => ({ asset, available: profile.balances[asset], held: '0' }));
const book = (market: string) => {
  const { bids, asks } = JSON.parse(server.sandbox.markets.snapshot(market)).payload;
  return { bids, asks };
};

describe("the operator's reset of the whole sandbox", () => {
  it('puts demo balances, clock, books back, deletes transfers, addresses and faults, and closes streams with 1012', async () => {
    const { control } = server.sandbox;
    const startBook = book('BTCUSD');
    const token = await tokenOf(server, server.clients.full);
    const subscriber = await Client.open(server.wsUrl, token);
    const closed = subscriber.closed();

    const withdrawal = await server.sandbox.transfers.createCryptoWithdrawal(principal, {
      profile_id: main.id,
      destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      asset: 'BTC',
      crypto_network: 'BITCOIN',
      amount: '0.5',
    });
    const address = await server.sandbox.depositAddresses.create(principal, {
      profile_id: main.id,
      crypto_network: 'SOLANA',
    });
    const deposit = await control.cryptoDeposits.deposit(tenant, { deposit_address_id: address.id, amount: '3' });
    await control.balances.set(tenant, main.id, 'XLM', { available: '1' });
    await control.balances.set(tenant, main.id, 'OKB', { available: '0' });
    await control.faults.arm(tenant, { operation: 'listExecutions', status: 503, times: 10 });
    await control.clock.advance(tenant, { seconds: 30 * 24 * 3600 });
    await control.markets.move('BTCUSD', { by: '1000' });

    await control.resetAll();

    expect(await closed).toBe(1012);
    for (const profile of demo.profiles)
      expect(await control.balances.list(profile.customer_id, profile.id)).toEqual({ balances: demoBalances(profile) });
    expect(await caught(control.transfers.get(tenant, withdrawal.id))).toBeInstanceOf(NotFound);
    expect(await caught(control.transfers.get(tenant, deposit.id))).toBeInstanceOf(NotFound);
    expect(
      await caught(control.cryptoDeposits.deposit(tenant, { deposit_address_id: address.id, amount: '1' })),
    ).toBeInstanceOf(NotFound);
    expect(await control.faults.list(tenant)).toEqual({ faults: [] });
    expect((await call(server, 'GET', '/executions?limit=1', { token })).status).toBe(200);
    expect(Math.abs(Date.parse((await control.clock.now(tenant)).now) - Date.now())).toBeLessThan(1_000);
    expect(book('BTCUSD')).toEqual(startBook);
  });

  it('leaves the sandbox working: a withdrawal after a reset is created, held and settled by an advance', async () => {
    const { control } = server.sandbox;
    const created = await server.sandbox.transfers.createCryptoWithdrawal(principal, {
      profile_id: main.id,
      destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      asset: 'BTC',
      crypto_network: 'BITCOIN',
      amount: '0.1',
    });
    expect((await control.balances.list(tenant, main.id)).balances.find((b) => b.asset === 'BTC')?.held).toBe('0.1002');
    await control.clock.advance(tenant, { seconds: 61 });
    expect((await control.transfers.get(tenant, created.id)).status).toBe('COMPLETED');
  });
});
