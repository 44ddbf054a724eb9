import {
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  type CryptoWithdrawalRequest,
  type DapClient,
  type Transfer,
} from '@dap/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE } from './support/bodies.js';
import { isValidAddress, isValidTxHash } from '../src/networks/addresses.js';
import { CRYPTO_NETWORKS, EVM_NETWORKS } from '../src/networks/networks.js';
import type { StartedSandbox } from '../src/start-options.js';
import { difference, main, otherAllScopesClient, second, small, tenant } from './support/sandbox.js';
import { call, clientOf, startTestServer, tokenOf } from './support/server.js';
import { schemaProblems } from './support/spec.js';

let server: StartedSandbox;
let client: DapClient;
let counter = 0;
const refId = () => `http-wd-${++counter}`;
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Far beyond the test's run: withdrawals settle when a test advances the sandbox clock, never by waiting. */
const SETTLE_AFTER_MS = 60_000;

beforeAll(async () => {
  server = await startTestServer({ settleAfterSeconds: SETTLE_AFTER_MS / 1000 });
  client = clientOf(server, server.clients.full);
});
afterAll(() => server?.stop());

const balance = (profileId: string, asset: string) => server.sandbox.ledger.balance(profileId, asset);

const eth = (fields: Partial<CryptoWithdrawalRequest>): CryptoWithdrawalRequest =>
  ({
    profile_id: main.id,
    destination_address: ETH_ADDRESS,
    asset: 'ETH',
    crypto_network: 'ETHEREUM',
    ...fields,
  }) as CryptoWithdrawalRequest;

describe('crypto withdrawals over HTTP', () => {
  it('debits exactly amount plus fee and answers a PENDING DEBIT that matches the Transfer schema', async () => {
    const before = await balance(main.id, 'ETH');
    const transfer = await client.createCryptoWithdrawal(eth({ amount: '1.5', ref_id: refId() }));
    expect(transfer).toMatchObject({
      amount: '1.5',
      fee: '0.0021',
      total: '1.5021',
      asset: 'ETH',
      status: 'PENDING',
      direction: 'DEBIT',
      type: 'CRYPTO_WITHDRAWAL',
    });
    expect(schemaProblems('Transfer', transfer)).toEqual([]);
    expect(difference(await balance(main.id, 'ETH'), before)).toBe('1.5021');
  });

  it('given a total, sends total minus fee and debits exactly the total', async () => {
    const before = await balance(main.id, 'BTC');
    const transfer = await client.createCryptoWithdrawal({
      profile_id: main.id,
      destination_address: BTC_ADDRESS,
      asset: 'BTC',
      crypto_network: 'BITCOIN',
      total: '0.5',
    });
    expect(transfer).toMatchObject({ amount: '0.4998', fee: '0.0002', total: '0.5' });
    expect(difference(await balance(main.id, 'BTC'), before)).toBe('0.5');
  });

  it('refuses a withdrawal the balance cannot cover with 403 insufficient-funds naming asset, available and required, and debits nothing', async () => {
    const before = await balance(small.id, 'BTC');
    // `small` belongs to the other demo tenant: its own client asks.
    const owner = clientOf(server, {
      clientId: otherAllScopesClient.client_id,
      clientSecret: otherAllScopesClient.client_secret,
      scopes: otherAllScopesClient.scopes,
    });
    const error = await owner
      .createCryptoWithdrawal({
        profile_id: small.id,
        destination_address: BTC_ADDRESS,
        asset: 'BTC',
        crypto_network: 'BITCOIN',
        amount: before,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    const problem = error as PermissionDeniedError;
    expect(problem.status).toBe(403);
    expect(problem.type).toMatch(/\/insufficient-funds$/);
    expect(problem.detail).toContain('BTC');
    expect(problem.detail).toContain(before);
    expect(problem.detail).toContain('0.0012');
    expect(problem.meta).toMatchObject({ asset: 'BTC', available: before, required: '0.00120000' });
    expect(await balance(small.id, 'BTC')).toBe(before);
  });

  it('settles a withdrawal from PENDING to COMPLETED with a transaction hash of its network', async () => {
    const transfer = await client.createCryptoWithdrawal(eth({ amount: '0.01' }));
    expect(transfer.status).toBe('PENDING');
    expect(transfer.crypto_tx_hash).toBeUndefined();
    await server.sandbox.control.clock.advance(tenant, { seconds: SETTLE_AFTER_MS / 1000 });
    const settled = await server.sandbox.transfers.get(tenant, transfer.id);
    expect(settled.status).toBe('COMPLETED');
    expect(isValidTxHash('ETHEREUM', settled.crypto_tx_hash ?? '')).toBe(true);
    expect(settled.updated_at).toBe(new Date(Date.parse(transfer.created_at) + SETTLE_AFTER_MS).toISOString());
  });

  it('debits USD, not USDC, for a USDC withdrawal with balance_asset USD', async () => {
    const usd = await balance(main.id, 'USD');
    const usdc = await balance(main.id, 'USDC');
    const transfer = await client.createCryptoWithdrawal({
      profile_id: main.id,
      destination_address: ETH_ADDRESS,
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '100.00',
      balance_asset: 'USD',
    });
    expect(transfer).toMatchObject({ asset: 'USDC', balance_asset: 'USD', total: '101.25' });
    expect(difference(await balance(main.id, 'USD'), usd)).toBe('101.25');
    expect(await balance(main.id, 'USDC')).toBe(usdc);
  });

  it('answers 20 concurrent requests with one ref_id with one withdrawal and 19 conflicts carrying it, debiting once', async () => {
    const before = await balance(second.id, 'ETH');
    const ref = refId();
    const body = eth({ profile_id: second.id, amount: '0.25', ref_id: ref });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => client.createCryptoWithdrawal(body)));
    const created = outcomes
      .filter((o): o is PromiseFulfilledResult<Transfer> => o.status === 'fulfilled')
      .map((o) => o.value);
    const conflicts = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => o.reason as unknown);
    expect(created).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    for (const conflict of conflicts) {
      expect(conflict).toBeInstanceOf(ConflictError);
      expect((conflict as ConflictError).type).toMatch(/\/ref-id-conflict$/);
      expect((conflict as ConflictError).existing).toMatchObject({ id: created[0]?.id, ref_id: ref });
    }
    expect(difference(await balance(second.id, 'ETH'), before)).toBe('0.2521');
  });

  it('answers a later request reusing a ref_id with 409 and the original withdrawal, even with another body', async () => {
    const ref = refId();
    const first = await client.createCryptoWithdrawal(eth({ amount: '0.02', ref_id: ref }));
    const before = await balance(main.id, 'ETH');
    const error = await client.createCryptoWithdrawal(eth({ amount: '0.03', ref_id: ref })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toMatchObject({ id: first.id, amount: '0.02' });
    expect(schemaProblems('Transfer', (error as ConflictError).existing)).toEqual([]);
    expect(await balance(main.id, 'ETH')).toBe(before);
  });

  it('answers an unknown profile with 404 not-found', async () => {
    const error = await client
      .createCryptoWithdrawal(eth({ profile_id: '00000000-0000-4000-8000-000000000000', amount: '1' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).type).toMatch(/\/not-found$/);
  });

  it('answers an address invalid for the network with 400 pointing at destination_address', async () => {
    const token = await tokenOf(server, server.clients.full);
    const response = await call(server, 'POST', '/transfer/crypto-withdrawals', {
      token,
      body: eth({ amount: '1', destination_address: BTC_ADDRESS }),
    });
    expect(response.status).toBe(400);
    expect(response.json.meta.errors.map((e: { pointer: string }) => e.pointer)).toContain('/body/destination_address');
  });
});

describe('deposit addresses over HTTP', () => {
  it('gives each network an address of its format, EVM networks one shared address compatible with all of them', async () => {
    const evm = new Set<string>();
    for (const network of CRYPTO_NETWORKS) {
      const address = await client.createDepositAddress({ profile_id: main.id, crypto_network: network });
      expect(schemaProblems('DepositAddress', address)).toEqual([]);
      expect(isValidAddress(network, address.address), `${network} ${address.address}`).toBe(true);
      expect(address).toMatchObject({
        profile_id: main.id,
        crypto_network: network,
        customer_id: main.customer_id,
        conversion_target_asset: 'NO_CONVERSION',
      });
      if (EVM_NETWORKS.includes(network)) {
        evm.add(address.address);
        expect([...(address.compatible_crypto_networks ?? [])].sort()).toEqual([...EVM_NETWORKS].sort());
      } else {
        expect(address.compatible_crypto_networks).toEqual([network]);
      }
    }
    expect(evm.size).toBe(1);
  });

  it('answers a reused ref_id with 409 and the existing address', async () => {
    const ref = `da-${Date.now()}`;
    const first = await client.createDepositAddress({
      profile_id: main.id,
      crypto_network: 'SOLANA',
      ref_id: ref,
      metadata: { user: '42' },
    });
    const error = await client
      .createDepositAddress({ profile_id: main.id, crypto_network: 'SOLANA', ref_id: ref })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toMatchObject({
      id: first.id,
      address: first.address,
      metadata: { user: '42' },
    });
  });

  it('answers an unknown profile with 404', async () => {
    const error = await client
      .createDepositAddress({ profile_id: 'no-such-profile', crypto_network: 'BITCOIN' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe('sandbox fiat deposits over HTTP', () => {
  const wire = WIRE;

  it('credits the USD balance of the memo id profile exactly and answers an empty object', async () => {
    const before = await balance(main.id, 'USD');
    const answer = await client.createSandboxFiatDeposit({
      amount: '1234.56',
      asset: 'USD',
      memo_id: main.memo_id,
      fiat_network_instructions: wire,
    });
    expect(answer).toEqual({});
    expect(difference(before, await balance(main.id, 'USD'))).toBe('1234.56');
  });

  it('answers an unknown memo id with 404 and credits nothing', async () => {
    const before = await balance(main.id, 'USD');
    const error = await client
      .createSandboxFiatDeposit({
        amount: '10.00',
        asset: 'USD',
        memo_id: 'NOSUCHMEMO',
        fiat_network_instructions: wire,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).detail).toContain('NOSUCHMEMO');
    expect(await balance(main.id, 'USD')).toBe(before);
  });
});

describe('requests the production API refuses', () => {
  let token = '';
  beforeAll(async () => {
    token = await tokenOf(server, server.clients.full);
  });

  const refused = async (path: string, body: object): Promise<string[]> => {
    const response = await call(server, 'POST', path, { token, body });
    expect(response.status, JSON.stringify(response.json)).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    return (response.json.meta.errors as Array<{ pointer: string }>).map((e) => e.pointer);
  };
  const deposit = (fields: object) => ({
    amount: '10.00',
    asset: 'USD',
    memo_id: main.memo_id,
    fiat_network_instructions: WIRE,
    ...fields,
  });
  const withWire = (wire: object) => deposit({ fiat_network_instructions: { wire } });

  it('refuses a wire deposit without routing details, an owner address or an account number, and credits nothing', async () => {
    const before = await balance(main.id, 'USD');
    const { account_number: _a, ...noAccount } = WIRE.wire;
    const { routing_details: _r, ...noRouting } = WIRE.wire;
    expect(await refused('/sandbox/fiat-deposits', withWire(noAccount))).toContain(
      '/body/fiat_network_instructions/wire/account_number',
    );
    expect(await refused('/sandbox/fiat-deposits', withWire(noRouting))).toContain(
      '/body/fiat_network_instructions/wire/routing_details',
    );
    expect(
      await refused(
        '/sandbox/fiat-deposits',
        withWire({ ...WIRE.wire, routing_details: { ...WIRE.wire.routing_details, routing_number_type: 'IBAN' } }),
      ),
    ).toContain('/body/fiat_network_instructions/wire/routing_details/routing_number_type');
    expect(await balance(main.id, 'USD')).toBe(before);
  });

  it('refuses an address field longer than 35 characters or outside the SWIFT character set', async () => {
    const address = WIRE.wire.fiat_account_owner_address;
    expect(
      await refused(
        '/sandbox/fiat-deposits',
        withWire({ ...WIRE.wire, fiat_account_owner_address: { ...address, city: 'N'.repeat(36) } }),
      ),
    ).toContain('/body/fiat_network_instructions/wire/fiat_account_owner_address/city');
    expect(
      await refused(
        '/sandbox/fiat-deposits',
        withWire({ ...WIRE.wire, fiat_account_owner_address: { ...address, city: 'Zürich' } }),
      ),
    ).toContain('/body/fiat_network_instructions/wire/fiat_account_owner_address/city');
  });

  it('refuses a fiat account owner or a beneficiary that is both or neither a person and an institution, or lacks a required name', async () => {
    const person = { person_details: { first_name: 'Ada', last_name: 'Lovelace' } };
    const institution = { institution_details: { name: 'Example Holdings LLC' } };
    expect(
      await refused('/sandbox/fiat-deposits', deposit({ fiat_account_owner: { ...person, ...institution } })),
    ).toContain('/body/fiat_account_owner');
    expect(
      await refused(
        '/sandbox/fiat-deposits',
        deposit({ fiat_account_owner: { person_details: { first_name: 'Ada' } } }),
      ),
    ).toContain('/body/fiat_account_owner/person_details/last_name');
    const withdrawal = eth({ amount: '0.01' });
    expect(await refused('/transfer/crypto-withdrawals', { ...withdrawal, beneficiary: {} })).toContain(
      '/body/beneficiary',
    );
    expect(
      await refused('/transfer/crypto-withdrawals', { ...withdrawal, beneficiary: { institution_details: {} } }),
    ).toContain('/body/beneficiary/institution_details/name');
  });

  it('accepts a withdrawal to a person or an institution as beneficiary', async () => {
    for (const beneficiary of [
      { person_details: { first_name: 'Ada', last_name: 'Lovelace' } },
      { institution_details: { name: 'Example Holdings LLC' } },
    ]) {
      const transfer = await client.createCryptoWithdrawal({ ...eth({ amount: '0.01' }), beneficiary });
      expect(transfer.status).toBe('PENDING');
    }
  });
});
