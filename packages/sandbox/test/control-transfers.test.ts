import { describe, expect, it } from 'vitest';
import type { CryptoWithdrawalRequest } from '@dap/api-types';
import { isValidTxHash } from '../src/networks/addresses.js';
import { problemOfDomainError } from '../src/http/problems.js';
import { NotFound, TransferNotPending } from '../src/common/errors.js';
import type { Sandbox } from '../src/sandbox.js';
import { caught, difference, main, principal, second, tenant } from './support/sandbox.js';
import { sandboxForFile } from './support/sandbox-file.js';
import { schemaProblems } from './support/spec.js';

let sandbox: Sandbox;

const usdc = (fields: Partial<CryptoWithdrawalRequest> = {}): CryptoWithdrawalRequest => ({
  profile_id: main.id,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '100.00',
  ...fields,
});
const withdraw = (fields: Partial<CryptoWithdrawalRequest> = {}) =>
  sandbox.transfers.createCryptoWithdrawal(principal, usdc(fields));
const entry = async (profileId: string, asset: string) =>
  (await sandbox.control.balances.list(tenant, profileId)).balances.find((balance) => balance.asset === asset);

// Settlements an hour away: only the control and the clock settle them here.
sandboxForFile({ settleAfterMs: 3_600_000 }, (opened) => (sandbox = opened));

describe('transfers under control', () => {
  it('reads a transfer as the API shapes it, and answers an unknown id with NotFound', async () => {
    const created = await withdraw();
    expect(await sandbox.control.transfers.get(tenant, created.id)).toEqual(created);
    expect(await caught(sandbox.control.transfers.get(tenant, '00000000-0000-4000-8000-000000000000'))).toBeInstanceOf(
      NotFound,
    );
    expect(await caught(sandbox.control.transfers.get(tenant, 'not-a-uuid'))).toBeInstanceOf(NotFound);
  });

  it('completes a PENDING withdrawal now, with a hash of its network’s format, and keeps the funds gone', async () => {
    const created = await withdraw({
      crypto_network: 'SOLANA',
      destination_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    });
    const available = (await entry(main.id, 'USDC'))?.available ?? '';
    await sandbox.control.clock.advance(tenant, { seconds: 5 });
    const completed = await sandbox.control.transfers.complete(tenant, created.id);
    expect(completed).toEqual({
      ...created,
      status: 'COMPLETED',
      crypto_tx_hash: completed.crypto_tx_hash,
      updated_at: completed.updated_at,
    });
    expect(Date.parse(completed.updated_at) - Date.parse(created.created_at)).toBeGreaterThanOrEqual(5_000);
    expect(isValidTxHash('SOLANA', completed.crypto_tx_hash ?? '')).toBe(true);
    expect(schemaProblems('Transfer', completed)).toEqual([]);
    expect(await sandbox.control.transfers.get(tenant, created.id)).toEqual(completed);
    expect((await entry(main.id, 'USDC'))?.available).toBe(available);
  });

  it('fails a PENDING withdrawal with the reason in status_details and gives amount plus fee back', async () => {
    const before = await entry(main.id, 'USDC');
    const created = await withdraw({ amount: '250.00' });
    expect(difference(before?.available ?? '', (await entry(main.id, 'USDC'))?.available ?? '')).toBe('-251.25');
    const failed = await sandbox.control.transfers.fail(tenant, created.id, {
      reason: 'destination rejected the transfer',
    });
    expect(failed).toMatchObject({
      id: created.id,
      status: 'FAILED',
      status_details: { reason: 'destination rejected the transfer' },
      total: '251.25',
    });
    expect(schemaProblems('Transfer', failed)).toEqual([]);
    expect(await sandbox.control.transfers.get(tenant, created.id)).toEqual(failed);
    expect(await entry(main.id, 'USDC')).toEqual(before);
  });

  it('gives a withdrawal debiting USD for USDC back to the USD balance', async () => {
    const before = await entry(second.id, 'USD');
    const created = await withdraw({ profile_id: second.id, balance_asset: 'USD', amount: '10.00' });
    expect((await entry(second.id, 'USD'))?.held).toBe('11.25');
    await sandbox.control.transfers.fail(tenant, created.id, { reason: 'compliance hold' });
    expect(await entry(second.id, 'USD')).toEqual(before);
  });

  it('answers complete or fail of a transfer that is not PENDING with TransferNotPending, changing nothing', async () => {
    const completed = await sandbox.control.transfers.complete(tenant, (await withdraw()).id);
    const failed = await sandbox.control.transfers.fail(tenant, (await withdraw()).id, { reason: 'first' });
    const balances = await sandbox.control.balances.list(tenant, main.id);
    for (const attempt of [
      () => sandbox.control.transfers.complete(tenant, completed.id),
      () => sandbox.control.transfers.fail(tenant, completed.id, { reason: 'late' }),
      () => sandbox.control.transfers.complete(tenant, failed.id),
      () => sandbox.control.transfers.fail(tenant, failed.id, { reason: 'again' }),
    ]) {
      const error = await caught(attempt);
      expect(error).toBeInstanceOf(TransferNotPending);
      expect((error as TransferNotPending).code).toBe('TRANSFER_NOT_PENDING');
      // What the app answers: a 409 problem naming the status the transfer is in.
      expect(problemOfDomainError(error)?.problem).toMatchObject({
        status: 409,
        meta: { status: (error as TransferNotPending).status },
      });
    }
    expect(await sandbox.control.transfers.get(tenant, completed.id)).toEqual(completed);
    expect(await sandbox.control.transfers.get(tenant, failed.id)).toEqual(failed);
    expect(await sandbox.control.balances.list(tenant, main.id)).toEqual(balances);
  });

  it('answers complete or fail of an unknown transfer with NotFound', async () => {
    expect(
      await caught(sandbox.control.transfers.complete(tenant, '00000000-0000-4000-8000-000000000000')),
    ).toBeInstanceOf(NotFound);
    expect(
      await caught(sandbox.control.transfers.fail(tenant, '00000000-0000-4000-8000-000000000000', { reason: 'x' })),
    ).toBeInstanceOf(NotFound);
  });

  it('never settles a failed withdrawal when the clock passes its settle time', async () => {
    const created = await withdraw();
    await sandbox.control.transfers.fail(tenant, created.id, { reason: 'cancelled' });
    await sandbox.control.clock.advance(tenant, { seconds: 7_200 });
    expect((await sandbox.control.transfers.get(tenant, created.id)).status).toBe('FAILED');
  });

  it('fails exactly one of two concurrent fails of one withdrawal, releasing its hold once', async () => {
    const before = await entry(main.id, 'USDC');
    const created = await withdraw({ amount: '40.00' });
    const outcomes = await Promise.allSettled([
      sandbox.control.transfers.fail(tenant, created.id, { reason: 'a' }),
      sandbox.control.transfers.fail(tenant, created.id, { reason: 'b' }),
      sandbox.control.transfers.complete(tenant, created.id),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const final = await sandbox.control.transfers.get(tenant, created.id);
    if (final.status === 'FAILED') expect(await entry(main.id, 'USDC')).toEqual(before);
    else expect(difference(before?.available ?? '', (await entry(main.id, 'USDC'))?.available ?? '')).toBe('-41.25');
  });
});
