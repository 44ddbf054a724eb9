import { describe, expect, it } from 'vitest';
import { isValidTxHash } from '../src/networks/addresses.js';
import type { CryptoDepositRequest } from '@dap/api-types/sandbox-control';
import { NotFound } from '../src/common/errors.js';
import type { Sandbox } from '../src/sandbox.js';
import type { DepositAddressRequest } from '@dap/api-types';
import { caught, difference, dollars, main, principalForProfile, second, tenant } from './support/sandbox.js';
import { sandboxForFile, validationPointer } from './support/sandbox-file.js';
import { schemaProblems } from './support/spec.js';

let sandbox: Sandbox;

// Each address created, and each deposit made, by the tenant that owns the profile (the first's by default).
const create = (body: Partial<DepositAddressRequest>) =>
  sandbox.depositAddresses.create(principalForProfile(body.profile_id ?? main.id), {
    profile_id: main.id,
    crypto_network: 'ETHEREUM',
    ...body,
  } as DepositAddressRequest);
const deposit = (body: CryptoDepositRequest, by: string = tenant) => sandbox.control.cryptoDeposits.deposit(by, body);
const balance = (profileId: string, asset: string) => sandbox.ledger.balance(profileId, asset);

const pointerOf = (body: CryptoDepositRequest) => validationPointer(deposit(body));

sandboxForFile({}, (opened) => (sandbox = opened));

describe('simulated crypto deposits', () => {
  it('credits the profile and records a COMPLETED CRYPTO_DEPOSIT CREDIT with the address’s metadata, identity and account', async () => {
    const address = await create({
      crypto_network: 'SOLANA',
      metadata: { end_user: 'user-7', campaign: 'spring' },
      identity_id: 'identity-7',
      account_id: 'account-7',
    });
    const before = await balance(main.id, 'SOL');
    const transfer = await deposit({ address: address.address, crypto_network: 'SOLANA', asset: 'SOL', amount: '2.5' });
    expect(transfer).toMatchObject({
      customer_id: main.customer_id,
      profile_id: main.id,
      type: 'CRYPTO_DEPOSIT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      asset: 'SOL',
      amount: '2.5',
      fee: '0',
      total: '2.5',
      crypto_network: 'SOLANA',
      metadata: { end_user: 'user-7', campaign: 'spring' },
      identity_id: 'identity-7',
      account_id: 'account-7',
      destination_address: address.address,
      notional_value: '450.00',
    });
    expect(isValidTxHash('SOLANA', transfer.crypto_tx_hash ?? '')).toBe(true);
    expect(schemaProblems('Transfer', transfer)).toEqual([]);
    expect(await sandbox.control.transfers.get(tenant, transfer.id)).toEqual(transfer);
    expect(difference(before, await balance(main.id, 'SOL'))).toBe('2.5');
  });

  it('finds the address by its deposit_address_id and deposits the network’s native asset when none is named', async () => {
    const address = await create({ crypto_network: 'BITCOIN', profile_id: second.id, metadata: { order: 'A-1' } });
    const before = await balance(second.id, 'BTC');
    const transfer = await deposit({ deposit_address_id: address.id, amount: '0.125' });
    expect(transfer).toMatchObject({
      profile_id: second.id,
      asset: 'BTC',
      crypto_network: 'BITCOIN',
      destination_address: address.address,
      metadata: { order: 'A-1' },
    });
    expect(transfer.crypto_tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(difference(before, await balance(second.id, 'BTC'))).toBe('0.125');
  });

  it('deposits the asset named where the network carries several (USDC on ETHEREUM), ETH when none is named', async () => {
    const address = await create({ crypto_network: 'ETHEREUM', profile_id: dollars.id });
    const [usdc, eth] = [await balance(dollars.id, 'USDC'), await balance(dollars.id, 'ETH')];
    expect(
      (await deposit({ deposit_address_id: address.id, asset: 'USDC', amount: '10' }, dollars.customer_id)).asset,
    ).toBe('USDC');
    expect((await deposit({ deposit_address_id: address.id, amount: '0.5' }, dollars.customer_id)).asset).toBe('ETH');
    expect(difference(usdc, await balance(dollars.id, 'USDC'))).toBe('10');
    expect(difference(eth, await balance(dollars.id, 'ETH'))).toBe('0.5');
  });

  it('credits a deposit arriving over any compatible EVM network to the newest address record', async () => {
    await create({ crypto_network: 'ETHEREUM', profile_id: dollars.id, metadata: { which: 'older' } });
    const newest = await create({ crypto_network: 'BASE', profile_id: dollars.id, metadata: { which: 'newer' } });
    const before = await balance(dollars.id, 'USDC');
    const transfer = await deposit(
      { address: newest.address.toLowerCase(), crypto_network: 'POLYGON_POS', asset: 'USDC', amount: '12.34' },
      dollars.customer_id,
    );
    expect(transfer).toMatchObject({
      profile_id: dollars.id,
      crypto_network: 'POLYGON_POS',
      metadata: { which: 'newer' },
    });
    expect(transfer.crypto_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(difference(before, await balance(dollars.id, 'USDC'))).toBe('12.34');
  });

  it('credits USD for a USDC deposit to an address converting to USD', async () => {
    const address = await create({ crypto_network: 'ETHEREUM', profile_id: second.id, conversion_target_asset: 'USD' });
    const [usd, usdc] = [await balance(second.id, 'USD'), await balance(second.id, 'USDC')];
    const transfer = await deposit({
      address: address.address,
      crypto_network: 'ETHEREUM',
      asset: 'USDC',
      amount: '100.10',
    });
    expect(transfer).toMatchObject({ asset: 'USDC', balance_asset: 'USD' });
    expect(difference(usd, await balance(second.id, 'USD'))).toBe('100.1');
    expect(await balance(second.id, 'USDC')).toBe(usdc);
  });

  it('answers an unknown address, an unknown deposit_address_id, or an address not receiving over the network with NotFound', async () => {
    const solana = await create({ crypto_network: 'SOLANA' });
    expect(
      await caught(
        deposit({ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', crypto_network: 'SOLANA', amount: '1' }),
      ),
    ).toBeInstanceOf(NotFound);
    expect(await caught(deposit({ address: solana.address, crypto_network: 'STELLAR', amount: '1' }))).toBeInstanceOf(
      NotFound,
    );
    expect(
      await caught(deposit({ deposit_address_id: '00000000-0000-4000-8000-000000000000', amount: '1' })),
    ).toBeInstanceOf(NotFound);
    expect(await caught(deposit({ deposit_address_id: 'not-a-uuid', amount: '1' }))).toBeInstanceOf(NotFound);
  });

  it('refuses an asset the network does not carry, and amounts that are zero, not decimals or finer than the asset, crediting nothing', async () => {
    const address = await create({ crypto_network: 'BITCOIN' });
    const before = await sandbox.ledger.balances(main.id);
    expect(await pointerOf({ deposit_address_id: address.id, asset: 'ETH', amount: '1' })).toBe('/body/asset');
    expect(await pointerOf({ deposit_address_id: address.id, asset: 'DOGE', amount: '1' })).toBe('/body/asset');
    expect(await pointerOf({ deposit_address_id: address.id, amount: '0' })).toBe('/body/amount');
    expect(await pointerOf({ deposit_address_id: address.id, amount: '-1' })).toBe('/body/amount');
    expect(await pointerOf({ deposit_address_id: address.id, amount: '0.000000001' })).toBe('/body/amount');
    expect(await sandbox.ledger.balances(main.id)).toEqual(before);
  });
});
