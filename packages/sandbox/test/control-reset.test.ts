import { Client } from '@dap/test-support/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxServer } from '../src/http/start.js';
import { NotFound } from '../src/common/errors.js';
import { caught, demo, main, principal } from './support/sandbox.js';
import { call, startTestServer, tokenOf } from './support/server.js';

let server: SandboxServer;

beforeAll(async () => {
  server = await startTestServer({ settleAfterMs: 60_000 });
});
afterAll(() => server?.close());

const demoBalances = (profile: (typeof demo.profiles)[number]) =>
  Object.keys(profile.balances)
    .sort()
    .map((asset) => ({ asset, available: profile.balances[asset], held: '0' }));
const book = (market: string) => {
  const { bids, asks } = JSON.parse(server.sandbox.markets.snapshot(market)).payload;
  return { bids, asks };
};

describe('reset', () => {
  it('puts demo balances, clock, books back, deletes transfers, addresses and faults, and closes streams with 1012', async () => {
    const { control } = server.sandbox;
    const startBook = book('BTCUSD');
    const token = await tokenOf(server, server.credentials.full);
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
    const deposit = await control.cryptoDeposits.deposit({ deposit_address_id: address.id, amount: '3' });
    await control.balances.set(main.id, 'XLM', { available: '1' });
    await control.balances.set(main.id, 'OKB', { available: '0' });
    await control.faults.arm({ operation: 'listExecutions', status: 503, times: 10 });
    await control.clock.advance({ seconds: 30 * 24 * 3600 });
    await control.markets.move('BTCUSD', { by: '1000' });

    await control.reset();

    expect(await closed).toBe(1012);
    for (const profile of demo.profiles)
      expect(await control.balances.list(profile.id)).toEqual({ balances: demoBalances(profile) });
    expect(await caught(control.transfers.get(withdrawal.id))).toBeInstanceOf(NotFound);
    expect(await caught(control.transfers.get(deposit.id))).toBeInstanceOf(NotFound);
    expect(
      await caught(control.cryptoDeposits.deposit({ deposit_address_id: address.id, amount: '1' })),
    ).toBeInstanceOf(NotFound);
    expect(await control.faults.list()).toEqual({ faults: [] });
    expect((await call(server, 'GET', '/executions?limit=1', { token })).status).toBe(200);
    expect(Math.abs(Date.parse((await control.clock.now()).now) - Date.now())).toBeLessThan(1_000);
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
    expect((await control.balances.list(main.id)).balances.find((b) => b.asset === 'BTC')?.held).toBe('0.1002');
    await control.clock.advance({ seconds: 61 });
    expect((await control.transfers.get(created.id)).status).toBe('COMPLETED');
  });
});
