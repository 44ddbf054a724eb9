import { chmod } from 'node:fs/promises';
import pg from 'pg';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoWithdrawalRequest, Transfer } from '@dap/api-types';
import { startLocalPostgres, type LocalPostgres } from '../src/cluster/local-postgres.js';
import { compare } from '../src/common/decimal.js';
import { InsufficientFunds, RefIdConflict } from '../src/common/errors.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { wireDeposit, WIRE } from './support/bodies.js';
import { difference, dollars, principalFor, principalForProfile, small, tempDir } from './support/sandbox.js';

// The writes on a real PostgreSQL server: a deposit's transfer and credit in one statement, and
// withdrawals in batches (one statement records the debits and transfers of the requests that came
// in together), with every outcome as if each had been recorded alone.
let dir: Awaited<ReturnType<typeof tempDir>>;
let postgres: LocalPostgres;
let sandbox: Sandbox;
let counter = 0;
const refId = () => `pg-write-${++counter}`;

const usdc = (fields: Partial<CryptoWithdrawalRequest>): CryptoWithdrawalRequest =>
  ({
    profile_id: small.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'POLYGON_POS',
    ...fields,
  }) as CryptoWithdrawalRequest;
const balance = (profileId: string, asset: string) => sandbox.ledger.balance(profileId, asset);
// Each withdrawal as a client of the tenant that owns its profile.
const withdraw = (body: CryptoWithdrawalRequest) =>
  sandbox.transfers.createCryptoWithdrawal(principalForProfile(body.profile_id), body);

beforeAll(async () => {
  dir = await tempDir();
  // As root, PostgreSQL runs as the postgres user, which must reach its data directory.
  await chmod(dir.path, 0o755);
  postgres = await startLocalPostgres({ directory: join(dir.path, 'postgres') });
  sandbox = await createSandbox({ databaseUrl: postgres.url, settleAfterMs: 600_000, tickMs: 0, heartbeatMs: 0 });
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  await postgres?.stop();
  await dir?.remove();
});

describe('writes on PostgreSQL', () => {
  it('lets 30 concurrent withdrawals take no more than the balance: as many succeed as it covers, the others are refused, and it never goes below 0', async () => {
    // 10 USDC; each withdrawal takes 1 plus the 0.10 fee: nine fit, with 0.10 left.
    expect(await balance(small.id, 'USDC')).toBe('10.000000');
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => withdraw(usdc({ amount: '1', ref_id: refId() }))),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(9);
    expect(refused).toHaveLength(21);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(InsufficientFunds);
      // What the refusal says was there could not cover the withdrawal.
      expect(compare((reason as InsufficientFunds).available, '1.10')).toBe(-1);
    }
    expect(await balance(small.id, 'USDC')).toBe('0.100000');
  });

  it('creates one withdrawal for 20 concurrent identical ones and debits once; the others conflict with it', async () => {
    const before = await balance(dollars.id, 'USDC');
    const body = usdc({ profile_id: dollars.id, amount: '2.5', ref_id: refId() });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => withdraw(body)));
    const created = results.filter((r): r is PromiseFulfilledResult<Transfer> => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(1);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(RefIdConflict);
      expect((reason as RefIdConflict<Transfer>).existing.id).toBe(created[0]?.value.id);
    }
    expect(difference(before, await balance(dollars.id, 'USDC'))).toBe('-2.6');
  });

  it('records a burst of concurrent withdrawals in fewer transactions than withdrawals, each debited once', async () => {
    const before = await balance(dollars.id, 'USDC');
    const created = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(usdc({ profile_id: dollars.id, amount: '0.9', ref_id: refId() }))),
    );
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      // Rows written by one transaction carry its id (xmin).
      const { rows } = await client.query<{ transactions: number }>(
        'SELECT count(DISTINCT xmin::text)::integer AS transactions FROM transfers WHERE id = ANY($1::uuid[])',
        [created.map((transfer) => transfer.id)],
      );
      expect(rows[0]?.transactions).toBeGreaterThan(0);
      expect(rows[0]?.transactions).toBeLessThan(20);
    } finally {
      await client.end();
    }
    expect(difference(before, await balance(dollars.id, 'USDC'))).toBe('-20');
  });

  it('answers a reused ref_id with a conflict even when the balance would not cover the second withdrawal', async () => {
    const ref = refId();
    const first = await withdraw(usdc({ profile_id: dollars.id, amount: '1', ref_id: ref }));
    const before = await balance(dollars.id, 'USDC');
    const error = await withdraw(usdc({ profile_id: dollars.id, amount: '999999', ref_id: ref })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RefIdConflict);
    expect((error as RefIdConflict<Transfer>).existing.id).toBe(first.id);
    expect(await balance(dollars.id, 'USDC')).toBe(before);
  });

  it('credits a wire deposit and records it in one statement, also for concurrent deposits', async () => {
    const before = await balance(small.id, 'USD');
    const deposits = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox.fiatDeposits.create(
          principalFor(small),
          wireDeposit(small.memo_id, { amount: '12.34', fiat_network_instructions: WIRE }),
        ),
      ),
    );
    expect(new Set(deposits.map((d) => d.id)).size).toBe(10);
    expect(difference(before, await balance(small.id, 'USD'))).toBe('123.4');
  });
});
