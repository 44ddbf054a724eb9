import { describe, expect, it } from 'vitest';
import type { CryptoWithdrawalRequest } from '@dap/api-types';
import { DECIMAL_PATTERN } from '../src/common/decimal.js';
import { NotFound } from '../src/common/errors.js';
import type { Sandbox } from '../src/sandbox.js';
import { caught, difference, main, principal, principalForProfile, second, small, tenant } from './support/sandbox.js';
import { sandboxForFile, validationPointer } from './support/sandbox-file.js';

let sandbox: Sandbox;

const btc = (amount: string, profileId = main.id): CryptoWithdrawalRequest => ({
  profile_id: profileId,
  destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  asset: 'BTC',
  crypto_network: 'BITCOIN',
  amount,
});
const entry = async (profileId: string, asset: string) =>
  (await sandbox.control.balances.list(principalForProfile(profileId).tenant ?? tenant, profileId)).balances.find(
    (balance) => balance.asset === asset,
  );

sandboxForFile({ settleAfterMs: 3_600_000 }, (opened) => (sandbox = opened));

describe('balances under control', () => {
  it('lists the demo balances by asset as decimal strings, nothing held', async () => {
    const { balances } = await sandbox.control.balances.list(tenant, main.id);
    expect(balances.map((balance) => balance.asset)).toEqual(Object.keys(main.balances).sort());
    for (const balance of balances) {
      expect(balance).toEqual({ asset: balance.asset, available: main.balances[balance.asset], held: '0' });
      expect(balance.available).toMatch(DECIMAL_PATTERN);
    }
  });

  it('holds amount plus fee of each PENDING withdrawal; completion moves the hold out, failure gives it back', async () => {
    const start = await entry(second.id, 'BTC');
    const first = await sandbox.transfers.createCryptoWithdrawal(principal, btc('0.001', second.id));
    const next = await sandbox.transfers.createCryptoWithdrawal(principal, btc('0.0005', second.id));
    const held = await entry(second.id, 'BTC');
    expect(held?.held).toBe('0.0019');
    expect(difference(start?.available ?? '', held?.available ?? '')).toBe('-0.0019');
    await sandbox.control.transfers.complete(tenant, first.id);
    expect(await entry(second.id, 'BTC')).toEqual({ ...held, held: '0.0007' });
    await sandbox.control.transfers.fail(tenant, next.id, { reason: 'test' });
    const end = await entry(second.id, 'BTC');
    expect(end?.held).toBe('0');
    expect(difference(start?.available ?? '', end?.available ?? '')).toBe('-0.0012');
  });

  it('sets what is available, keeping its scale and what is held, and the next withdrawal sees it', async () => {
    await sandbox.transfers.createCryptoWithdrawal(principal, btc('0.5'));
    expect(await sandbox.control.balances.set(tenant, main.id, 'BTC', { available: '2.50000000' })).toEqual({
      asset: 'BTC',
      available: '2.50000000',
      held: '0.5002',
    });
    expect(await entry(main.id, 'BTC')).toEqual({ asset: 'BTC', available: '2.50000000', held: '0.5002' });
    expect(await sandbox.control.balances.set(tenant, main.id, 'BTC', { available: '.5' })).toMatchObject({
      available: '0.5',
    });
    expect(await caught(sandbox.transfers.createCryptoWithdrawal(principal, btc('0.4999')))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      available: '0.5',
    });
  });

  it('sets an asset the profile never held, and lists it', async () => {
    expect(await sandbox.control.balances.set(small.customer_id, small.id, 'XLM', { available: '12.5' })).toEqual({
      asset: 'XLM',
      available: '12.5',
      held: '0',
    });
    expect(await entry(small.id, 'XLM')).toEqual({ asset: 'XLM', available: '12.5', held: '0' });
  });

  it('answers an unknown profile with NotFound', async () => {
    expect(await caught(sandbox.control.balances.list(tenant, 'nobody'))).toBeInstanceOf(NotFound);
    expect(await caught(sandbox.control.balances.set(tenant, 'nobody', 'BTC', { available: '1' }))).toBeInstanceOf(
      NotFound,
    );
  });

  it('refuses an unknown asset and more fraction digits than the asset has, changing nothing', async () => {
    const before = await sandbox.control.balances.list(tenant, main.id);
    for (const [asset, available, pointer] of [
      ['DOGE', '1', '/path/asset'],
      ['BTC', '0.000000001', '/body/available'],
      ['USD', '1.001', '/body/available'],
    ] as const) {
      expect(
        await validationPointer(sandbox.control.balances.set(tenant, main.id, asset, { available })),
        `${asset} ${available}`,
      ).toBe(pointer);
    }
    expect(await sandbox.control.balances.list(tenant, main.id)).toEqual(before);
  });
});
