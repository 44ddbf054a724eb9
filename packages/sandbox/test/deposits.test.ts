import { base32nopad, base58, bech32 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDeposit } from './support/bodies.js';
import { isValidCashAddress, isValidStellarAddress, toChecksumAddress } from '../src/networks/addresses.js';
import { NotFound, RefIdConflict, ValidationFailed } from '../src/common/errors.js';
import { EVM_NETWORKS } from '../src/networks/networks.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import type { DepositAddress, DepositAddressRequest, SandboxFiatDepositRequest } from '@dap/api-types';
import {
  caught,
  difference,
  dollars,
  main,
  principal,
  principalFor,
  second,
  tempDir,
  tenant,
} from './support/sandbox.js';
import { schemaProblems } from './support/spec.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox;

const create = (body: Partial<DepositAddressRequest>) =>
  sandbox.depositAddresses.create(principal, {
    profile_id: main.id,
    crypto_network: 'ETHEREUM',
    ...body,
  } as DepositAddressRequest);

/** A wire deposit to the main profile, with other fields where given. */
const wire = (fields: Partial<SandboxFiatDepositRequest>): SandboxFiatDepositRequest =>
  wireDeposit(main.memo_id, fields);

beforeAll(async () => {
  dir = await tempDir();
  sandbox = await createSandbox({ dataDir: dir.path, tickMs: 0, heartbeatMs: 0 });
});

afterAll(async () => {
  await sandbox?.close();
  await dir?.remove();
});

describe('deposit addresses', () => {
  it('answers a bech32 bc1 address on BITCOIN, compatible with BITCOIN only', async () => {
    const created = await create({ crypto_network: 'BITCOIN' });
    const decoded = bech32.decode(created.address as `${string}1${string}`);
    expect(decoded.prefix).toBe('bc');
    expect(decoded.words[0]).toBe(0);
    expect(bech32.fromWords(decoded.words.slice(1))).toHaveLength(20);
    expect(created.compatible_crypto_networks).toEqual(['BITCOIN']);
    expect(schemaProblems('DepositAddress', created)).toEqual([]);
  });

  it('answers ltc1 on LITECOIN, a CashAddr on BITCOIN_CASH and a StrKey G… on STELLAR', async () => {
    const ltc = await create({ crypto_network: 'LITECOIN' });
    expect(bech32.decode(ltc.address as `${string}1${string}`).prefix).toBe('ltc');
    const bch = await create({ crypto_network: 'BITCOIN_CASH' });
    expect(bch.address).toMatch(/^bitcoincash:q/);
    expect(isValidCashAddress(bch.address)).toBe(true);
    const xlm = await create({ crypto_network: 'STELLAR' });
    expect(xlm.address).toMatch(/^G[A-Z2-7]{55}$/);
    expect(base32nopad.decode(xlm.address)[0]).toBe(6 << 3);
    expect(isValidStellarAddress(xlm.address)).toBe(true);
    for (const created of [ltc, bch, xlm]) expect(created.compatible_crypto_networks).toEqual([created.crypto_network]);
  });

  it('answers a base58 32-byte address on SOLANA, a new one for each request', async () => {
    const first = await create({ crypto_network: 'SOLANA' });
    const next = await create({ crypto_network: 'SOLANA' });
    expect(base58.decode(first.address)).toHaveLength(32);
    expect(next.address).not.toBe(first.address);
    expect(first.compatible_crypto_networks).toEqual(['SOLANA']);
  });

  it('gives a profile one EIP-55 address shared by the whole EVM family, listing every EVM network', async () => {
    const created = await Promise.all(EVM_NETWORKS.map((crypto_network) => create({ crypto_network })));
    const [first] = created as [DepositAddress];
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(toChecksumAddress(first.address)).toBe(first.address);
    for (const address of created) {
      expect(address.address).toBe(first.address);
      expect(address.compatible_crypto_networks).toEqual([
        'ETHEREUM',
        'POLYGON_POS',
        'BASE',
        'ARBITRUM_ONE',
        'INK',
        'XLAYER',
      ]);
    }
    expect(new Set(created.map((address) => address.id)).size).toBe(EVM_NETWORKS.length);
    expect((await create({ profile_id: second.id })).address).not.toBe(first.address);
  });

  it('defaults conversion_target_asset to NO_CONVERSION and keeps USD when asked', async () => {
    expect((await create({})).conversion_target_asset).toBe('NO_CONVERSION');
    expect((await create({ conversion_target_asset: 'USD' })).conversion_target_asset).toBe('USD');
  });

  it('keeps identity, account and metadata on the address (the OpenAPI example)', async () => {
    const created = await create({
      identity_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      ref_id: 'da-user-42-eth',
      conversion_target_asset: 'USD',
      metadata: { end_user: 'user-42' },
    });
    expect(created).toMatchObject({
      profile_id: main.id,
      customer_id: main.customer_id,
      crypto_network: 'ETHEREUM',
      identity_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      ref_id: 'da-user-42-eth',
      metadata: { end_user: 'user-42' },
    });
    expect(await sandbox.store.depositAddresses.findByRefId(main.customer_id, 'da-user-42-eth')).toEqual(created);
  });

  it('answers a reused ref_id with RefIdConflict carrying the existing address, also under concurrency', async () => {
    const first = await create({ crypto_network: 'SOLANA', ref_id: 'da-replay' });
    const error = await caught(create({ crypto_network: 'BITCOIN', ref_id: 'da-replay' }));
    expect(error).toBeInstanceOf(RefIdConflict);
    expect((error as RefIdConflict<DepositAddress>).existing).toEqual(first);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => create({ crypto_network: 'STELLAR', ref_id: 'da-concurrent' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof RefIdConflict)).toHaveLength(9);
  });

  it('answers an unknown profile with NotFound and an unknown network with ValidationFailed', async () => {
    expect(await caught(create({ profile_id: 'nobody' }))).toBeInstanceOf(NotFound);
    const error = await caught(create({ crypto_network: 'DOGECOIN' as 'BITCOIN' }));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors[0]?.pointer).toBe('/body/crypto_network');
  });
});

describe('sandbox fiat deposits', () => {
  it('credits USD to the profile of the memo id and records a COMPLETED WIRE_DEPOSIT CREDIT', async () => {
    const before = await sandbox.ledger.balance(main.id, 'USD');
    const transfer = await sandbox.fiatDeposits.create(principal, wire({}));
    expect(transfer).toMatchObject({
      profile_id: main.id,
      customer_id: main.customer_id,
      type: 'WIRE_DEPOSIT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      asset: 'USD',
      amount: '1500.00',
      fee: '0',
      total: '1500.00',
      memo: main.memo_id,
    });
    expect(schemaProblems('Transfer', transfer)).toEqual([]);
    expect(await sandbox.transfers.get(tenant, transfer.id)).toEqual(transfer);
    expect(difference(before, await sandbox.ledger.balance(main.id, 'USD'))).toBe('1500');
  });

  it('adds cents exactly', async () => {
    const before = await sandbox.ledger.balance(dollars.id, 'USD');
    await sandbox.fiatDeposits.create(principalFor(dollars), wire({ memo_id: dollars.memo_id, amount: '0.1' }));
    await sandbox.fiatDeposits.create(principalFor(dollars), wire({ memo_id: dollars.memo_id, amount: '0.2' }));
    expect(difference(before, await sandbox.ledger.balance(dollars.id, 'USD'))).toBe('0.3');
  });

  it('answers an unknown memo id with NotFound, crediting nothing', async () => {
    const before = await sandbox.ledger.balances(main.id);
    const error = await caught(sandbox.fiatDeposits.create(principal, wire({ memo_id: 'NOSUCHMEMO' })));
    expect(error).toBeInstanceOf(NotFound);
    expect((error as NotFound).resource).toBe('memo_id');
    expect(await sandbox.ledger.balances(main.id)).toEqual(before);
  });

  it('refuses a deposit of zero', async () => {
    const error = await caught(sandbox.fiatDeposits.create(principal, wire({ amount: '0.00' })));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors.map((issue) => issue.pointer)).toEqual(['/body/amount']);
  });
});
