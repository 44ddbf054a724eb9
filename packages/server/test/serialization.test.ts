import type { Account, Transfer } from '@dap/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, rawJson, type Handlers } from '../src/index.js';
import {
  ACCOUNT,
  ACCOUNT_ID,
  ALL,
  PROFILE_ID,
  call,
  postJson,
  start,
  testHandlers,
  type Running,
} from './support/app.js';
import { exampleRequest, responseErrors } from './support/spec.js';

/** A transfer with every field the schema allows, open objects filled with nested data. */
const FULL_TRANSFER: Transfer = {
  id: 't-1',
  customer_id: 'c-1',
  profile_id: PROFILE_ID,
  amount: '250.00',
  total: '251.25',
  fee: '1.25',
  asset: 'USDC',
  direction: 'DEBIT',
  type: 'CRYPTO_WITHDRAWAL',
  status: 'PENDING',
  created_at: '2025-11-21T10:15:30.123Z',
  updated_at: '2025-11-21T10:15:30.123Z',
  identity_id: 'i-1',
  ref_id: 'r-1',
  balance_asset: 'USD',
  secondary_status: { code: 'AWAITING_SIGNATURE', signers: [1, 2], nested: { deep: true, none: null } },
  status_details: { reason: 'manual review' },
  metadata: { customer_ref: 'INV-1042', 'with space': 'ok' },
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  crypto_network: 'ETHEREUM',
  crypto_tx_hash: '0xabc',
  crypto_tx_index: '0',
  account_id: ACCOUNT_ID,
  auto_conversion: {},
  group_id: 'g-1',
  fiat_account_id: '6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918',
  notional_value: '251.25',
  memo: 'memo',
};

let server: Running;
beforeAll(async () => {
  const handlers: Handlers = {
    ...testHandlers(),
    // What a handler might return from its storage: the resource plus fields of its own.
    createCryptoWithdrawal: () => ({ ...FULL_TRANSFER, internal_ledger_row: 42, owner_password: 'secret' }) as Transfer,
    getAccount: ({ params }) => (params.id === ACCOUNT_ID ? ACCOUNT : ({ unknown_field: 'x' } as unknown as Account)),
    createSandboxFiatDeposit: () => ({ debug: 'should not be sent' }) as unknown as Record<string, never>,
    listExecutions: () => ({ items: [{ execution_id: '1' }] }) as never,
  };
  server = await start({ handlers });
});
afterAll(() => server.close());

const withdraw = () =>
  postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
    profile_id: PROFILE_ID,
    destination_address: 'x',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '1',
  });

describe('response serialisation from the response schemas', () => {
  it('keeps every field the Transfer schema allows, open objects with all their content', async () => {
    const { status, body } = await withdraw();
    expect(status).toBe(200);
    const {
      internal_ledger_row: _a,
      owner_password: _b,
      ...expected
    } = { ...FULL_TRANSFER, internal_ledger_row: 0, owner_password: '' };
    expect(body).toEqual(expected);
    expect(responseErrors('createCryptoWithdrawal', 200, body)).toEqual([]);
  });

  it('does not send fields a schema does not declare', async () => {
    const { text } = await withdraw();
    expect(text).not.toContain('internal_ledger_row');
    expect(text).not.toContain('secret');
    const empty = await postJson(`${server.origin}/v2/sandbox/fiat-deposits`, {
      ...exampleRequest('createSandboxFiatDeposit'),
      amount: '1.00',
      memo_id: 'M',
    });
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('{}');
    const unknown = await call(`${server.origin}/v2/identity/accounts/6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918`, {
      headers: ALL,
    });
    expect(unknown.body).toEqual({});
  });

  it('keeps an account with every optional field and its open metadata', async () => {
    const { body } = await call(`${server.origin}/v2/identity/accounts/${ACCOUNT_ID}`, { headers: ALL });
    expect(body).toEqual(ACCOUNT);
  });

  it('answers a handler result missing required fields with a 500 problem, not a partial body', async () => {
    const { status, body, text } = await call(`${server.origin}/v2/executions`, { headers: ALL });
    expect(status).toBe(500);
    expect(body.type).toBe(PROBLEM_TYPES['internal-error'].type);
    expect(text).not.toContain('execution_id');
  });
});

describe('bodies a handler hands over as JSON bytes (rawJson)', () => {
  it('sends the bytes as they are, as application/json with the success status and the request id', async () => {
    // Spacing and key order fast-json-stringify would never produce: proof that no serialiser ran.
    const text = '{ "items": [ ], "next_page_cursor" : "c-1" }';
    const raw = await start({ handlers: { ...testHandlers(), listExecutions: () => rawJson(Buffer.from(text)) } });
    try {
      const { status, headers, text: sent } = await call(`${raw.origin}/v2/executions`, { headers: ALL });
      expect(status).toBe(200);
      expect(sent).toBe(text);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(headers.get('x-request-id')).toMatch(/.+/);
    } finally {
      await raw.close();
    }
  });

  it('still authenticates and validates the request before the handler runs', async () => {
    let called = 0;
    const raw = await start({
      handlers: {
        ...testHandlers(),
        listExecutions: () => {
          called++;
          return rawJson(Buffer.from('{"items":[]}'));
        },
      },
    });
    try {
      expect((await call(`${raw.origin}/v2/executions`)).status).toBe(401);
      expect((await call(`${raw.origin}/v2/executions?limit=0`, { headers: ALL })).status).toBe(400);
      expect(called).toBe(0);
    } finally {
      await raw.close();
    }
  });
});
