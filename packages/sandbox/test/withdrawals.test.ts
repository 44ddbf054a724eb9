import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTxHash } from '../src/networks/addresses.js';
import { InsufficientFunds, NotFound, RefIdConflict, ValidationFailed } from '../src/common/errors.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import type { CryptoWithdrawalRequest, Transfer } from '@dap/api-types';
import { caught, difference, main, principalForProfile, second, small, tempDir, tenant } from './support/sandbox.js';
import { schemaProblems } from './support/spec.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox;
let counter = 0;
const refId = () => `wd-test-${++counter}`;

const btc = (fields: Partial<CryptoWithdrawalRequest>): CryptoWithdrawalRequest =>
  ({
    profile_id: main.id,
    destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    asset: 'BTC',
    crypto_network: 'BITCOIN',
    ...fields,
  }) as CryptoWithdrawalRequest;
const usdc = (fields: Partial<CryptoWithdrawalRequest>): CryptoWithdrawalRequest =>
  ({
    profile_id: main.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    ...fields,
  }) as CryptoWithdrawalRequest;

const balance = (profileId: string, asset: string) => sandbox.ledger.balance(profileId, asset);
// Each withdrawal as a client of the tenant that owns its profile.
const withdraw = (body: CryptoWithdrawalRequest) =>
  sandbox.transfers.createCryptoWithdrawal(principalForProfile(body.profile_id), body);

async function validationPointers(body: CryptoWithdrawalRequest): Promise<string[]> {
  const error = await caught(withdraw(body));
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).errors.map((issue) => issue.pointer);
}

/** Far beyond the test's run: withdrawals settle when a test advances the sandbox clock, never by waiting. */
const SETTLE_AFTER_MS = 60_000;

beforeAll(async () => {
  dir = await tempDir();
  sandbox = await createSandbox({ dataDir: dir.path, settleAfterMs: SETTLE_AFTER_MS, tickMs: 0, heartbeatMs: 0 });
});

afterAll(async () => {
  await sandbox?.close();
  await dir?.remove();
});

describe('crypto withdrawals', () => {
  it('debits amount plus fee and answers a PENDING CRYPTO_WITHDRAWAL DEBIT (the OpenAPI byAmount example)', async () => {
    const before = await balance(main.id, 'USDC');
    const transfer = await withdraw(
      usdc({
        amount: '250.00',
        ref_id: refId(),
        identity_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        account_id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d',
        metadata: { customer_ref: 'INV-1042' },
        memo: 'invoice 1042',
      }),
    );
    expect(transfer).toMatchObject({
      customer_id: main.customer_id,
      profile_id: main.id,
      amount: '250.00',
      fee: '1.25',
      total: '251.25',
      asset: 'USDC',
      direction: 'DEBIT',
      type: 'CRYPTO_WITHDRAWAL',
      status: 'PENDING',
      crypto_network: 'ETHEREUM',
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      identity_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      account_id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d',
      metadata: { customer_ref: 'INV-1042' },
      memo: 'invoice 1042',
      notional_value: '251.25',
      auto_conversion: {},
    });
    expect(transfer.updated_at).toBe(transfer.created_at);
    expect(schemaProblems('Transfer', transfer)).toEqual([]);
    expect(difference(before, await balance(main.id, 'USDC'))).toBe('-251.25');
  });

  it('takes the fee out of a given total (the OpenAPI byTotal example)', async () => {
    const before = await balance(main.id, 'BTC');
    const transfer = await withdraw(btc({ total: '0.5', ref_id: refId() }));
    expect(transfer).toMatchObject({
      amount: '0.4998',
      fee: '0.0002',
      total: '0.5',
      notional_value: '49125.25',
      status: 'PENDING',
    });
    expect(difference(before, await balance(main.id, 'BTC'))).toBe('-0.5');
  });

  it('computes exactly where binary floating point would not (0.1 + 0.2)', async () => {
    const before = await balance(main.id, 'USDC');
    const base = { asset: 'USDC', crypto_network: 'BASE' as const };
    const first = await withdraw(usdc({ ...base, amount: '0.1' }));
    const next = await withdraw(usdc({ ...base, amount: '0.2' }));
    expect([first.total, next.total]).toEqual(['0.20', '0.30']);
    const byTotal = await withdraw(usdc({ ...base, total: '0.3' }));
    expect(byTotal).toMatchObject({ amount: '0.20', fee: '0.10', total: '0.3' });
    expect(difference(before, await balance(main.id, 'USDC'))).toBe('-0.8');
  });

  it('refuses a total that does not exceed the fee, touching nothing', async () => {
    const before = await balance(main.id, 'BTC');
    expect(await validationPointers(btc({ total: '0.0001' }))).toEqual(['/body/total']);
    expect(await validationPointers(btc({ total: '0.0002' }))).toEqual(['/body/total']);
    expect(await balance(main.id, 'BTC')).toBe(before);
  });

  // A zero amount is the schema's to refuse (PositiveDecimal), before the service: see http-errors.test.ts.
  it('refuses more fraction digits than the asset has', async () => {
    expect(await validationPointers(btc({ amount: '0.000000001' }))).toEqual(['/body/amount']);
    expect((await withdraw(btc({ amount: '0.00000001' }))).total).toBe('0.00020001');
  });

  it('refuses an asset the network does not carry and an address of another network', async () => {
    expect(await validationPointers(btc({ crypto_network: 'ETHEREUM', amount: '0.1' }))).toEqual(['/body/asset']);
    expect(
      await validationPointers(
        usdc({ destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '1' }),
      ),
    ).toEqual(['/body/destination_address']);
    expect(
      await validationPointers(
        usdc({ destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', amount: '1' }),
      ),
    ).toEqual(['/body/destination_address']);
  });

  it('answers an unknown profile with NotFound', async () => {
    const error = await caught(withdraw(btc({ profile_id: 'no-such-profile', amount: '0.1' })));
    expect(error).toBeInstanceOf(NotFound);
    expect((error as NotFound).resource).toBe('profile');
  });

  it('answers insufficient funds with InsufficientFunds and leaves the balance and the ref_id untouched', async () => {
    const before = await balance(small.id, 'BTC');
    const ref = refId();
    const error = await caught(withdraw(btc({ profile_id: small.id, amount: before, ref_id: ref })));
    expect(error).toBeInstanceOf(InsufficientFunds);
    expect(error).toMatchObject({ asset: 'BTC', available: before, required: '0.00120000' });
    expect(await balance(small.id, 'BTC')).toBe(before);
    expect(await sandbox.store.transfers.findByRefId(small.customer_id, ref)).toBeUndefined();
    const smaller = await withdraw(btc({ profile_id: small.id, amount: '0.0005', ref_id: ref }));
    expect(smaller.total).toBe('0.0007');
    expect(difference(before, await balance(small.id, 'BTC'))).toBe('-0.0007');
  });

  it('refuses an asset the profile never held with InsufficientFunds', async () => {
    const error = await caught(
      withdraw({
        profile_id: small.id,
        destination_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        asset: 'SOL',
        crypto_network: 'SOLANA',
        amount: '1',
      }),
    );
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', available: '0' });
    expect(await sandbox.ledger.balances(small.id)).not.toHaveProperty('SOL');
  });

  it('debits the USD balance for a USDC withdrawal with balance_asset USD', async () => {
    const usdBefore = await balance(main.id, 'USD');
    const usdcBefore = await balance(main.id, 'USDC');
    const transfer = await withdraw(usdc({ amount: '100', balance_asset: 'USD' }));
    expect(transfer).toMatchObject({ asset: 'USDC', balance_asset: 'USD', total: '101.25' });
    expect(difference(usdBefore, await balance(main.id, 'USD'))).toBe('-101.25');
    expect(await balance(main.id, 'USDC')).toBe(usdcBefore);
  });

  it('refuses balance_asset USD for an asset that is not a USD stablecoin', async () => {
    expect(await validationPointers(btc({ amount: '0.1', balance_asset: 'USD' }))).toEqual(['/body/balance_asset']);
  });

  it('settles to COMPLETED with a transaction hash of the network’s format and a later updated_at', async () => {
    const created: Transfer[] = [
      await withdraw(btc({ amount: '0.01' })),
      await withdraw(usdc({ amount: '5' })),
      await withdraw({
        profile_id: main.id,
        destination_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        asset: 'SOL',
        crypto_network: 'SOLANA',
        amount: '1',
      }),
      await withdraw({
        profile_id: main.id,
        destination_address: 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H',
        asset: 'XLM',
        crypto_network: 'STELLAR',
        amount: '10',
      }),
    ];
    const btcAfterCreate = await balance(main.id, 'BTC');
    await sandbox.control.clock.advance(tenant, { seconds: SETTLE_AFTER_MS / 1000 });
    for (const transfer of created) {
      const settled = await sandbox.transfers.get(tenant, transfer.id);
      expect(settled.status).toBe('COMPLETED');
      expect(
        isValidTxHash(transfer.crypto_network ?? 'ETHEREUM', settled.crypto_tx_hash ?? ''),
        settled.crypto_tx_hash,
      ).toBe(true);
      // Completed at its own settle time, on the sandbox clock.
      expect(settled.updated_at).toBe(new Date(Date.parse(transfer.created_at) + SETTLE_AFTER_MS).toISOString());
      expect({ ...settled, status: 'PENDING', crypto_tx_hash: undefined, updated_at: transfer.updated_at }).toEqual({
        ...transfer,
        crypto_tx_hash: undefined,
      });
      expect(schemaProblems('Transfer', settled)).toEqual([]);
    }
    expect((await sandbox.transfers.get(tenant, created[0]?.id ?? '')).crypto_tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await sandbox.transfers.get(tenant, created[1]?.id ?? '')).crypto_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balance(main.id, 'BTC')).toBe(btcAfterCreate);
  });

  it('answers a reused ref_id with RefIdConflict carrying the existing transfer, without a second debit', async () => {
    const ref = refId();
    const first = await withdraw(btc({ amount: '0.01', ref_id: ref }));
    const before = await balance(main.id, 'BTC');
    const error = await caught(withdraw(btc({ amount: '0.02', ref_id: ref })));
    expect(error).toBeInstanceOf(RefIdConflict);
    expect((error as RefIdConflict<Transfer>).existing).toMatchObject({ id: first.id, amount: '0.01', ref_id: ref });
    expect(await balance(main.id, 'BTC')).toBe(before);
  });

  it('scopes ref_id by customer: another customer may use the same ref_id', async () => {
    const ref = refId();
    await withdraw(btc({ amount: '0.01', ref_id: ref }));
    await expect(withdraw(btc({ profile_id: second.id, amount: '0.01', ref_id: ref }))).rejects.toBeInstanceOf(
      RefIdConflict,
    );
    const other = await withdraw(usdc({ profile_id: small.id, amount: '1', ref_id: ref }));
    expect(other.ref_id).toBe(ref);
  });

  it('debits once for 20 concurrent identical withdrawals; the other 19 conflict with it', async () => {
    const before = await balance(main.id, 'BTC');
    const body = btc({ amount: '0.1', ref_id: refId() });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => withdraw(body)));
    const created = results.filter((r): r is PromiseFulfilledResult<Transfer> => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(RefIdConflict);
      expect((reason as RefIdConflict<Transfer>).existing.id).toBe(created[0]?.value.id);
    }
    expect(difference(before, await balance(main.id, 'BTC'))).toBe('-0.1002');
  });
});
