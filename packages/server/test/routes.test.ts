import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/index.js';
import {
  ACCOUNT,
  ACCOUNT_ID,
  ALL,
  CLIENT,
  EXECUTIONS,
  MONITORING_ADDRESSES,
  PROFILE_ID,
  call,
  postJson,
  seen,
  start,
  type Running,
} from './support/app.js';
import { exampleRequest, openapi, responseErrors } from './support/spec.js';

let server: Running;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

const withdrawal = {
  profile_id: PROFILE_ID,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
};
const fiatDeposit = exampleRequest('createSandboxFiatDeposit');

/** One successful request per operation, and what its handler returns. */
const calls: Record<keyof typeof ROUTES, () => Promise<{ status: number; headers: Headers; body: any }>> = {
  createCryptoWithdrawal: () =>
    postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      ...withdrawal,
      amount: '250.00',
      metadata: { customer_ref: 'INV-1042' },
    }),
  createDepositAddress: () =>
    postJson(`${server.origin}/v2/transfer/deposit-addresses`, { profile_id: PROFILE_ID, crypto_network: 'SOLANA' }),
  createSandboxFiatDeposit: () => postJson(`${server.origin}/v2/sandbox/fiat-deposits`, fiatDeposit),
  listMonitoringAddresses: () =>
    call(`${server.origin}/v2/rewards/monitor/address?crypto_network=ETHEREUM`, { headers: ALL }),
  listExecutions: () =>
    call(`${server.origin}/v2/executions?range.begin=2025-11-01T00:00:00Z&limit=50`, { headers: ALL }),
  getAccount: () => call(`${server.origin}/v2/identity/accounts/${ACCOUNT_ID}`, { headers: ALL }),
  createToken: () =>
    call(`${server.origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
      }).toString(),
    }),
};

describe('the routes of every operation', () => {
  it('mounts one route per operation of the spec', () => {
    const fromSpec = Object.values(openapi.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (typeof op.operationId === 'string' ? [op.operationId] : [])),
    );
    expect(Object.keys(ROUTES).sort()).toEqual(fromSpec.sort());
    expect(Object.keys(calls).sort()).toEqual(fromSpec.sort());
  });

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    'serves %s with a 200 whose body validates against the spec',
    async (operationId) => {
      const response = await calls[operationId]();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(responseErrors(operationId, 200, response.body)).toEqual([]);
    },
  );

  it('serves REST operations under /v2 and the token endpoint at the origin', async () => {
    expect((await call(`${server.origin}/executions`, { headers: ALL })).status).toBe(404);
    expect((await call(`${server.origin}/v2/oauth2/token`, { method: 'POST' })).status).toBe(404);
  });

  it("returns each handler's result as the response body", async () => {
    expect((await calls.getAccount()).body).toEqual(ACCOUNT);
    expect((await calls.listExecutions()).body).toEqual({ items: EXECUTIONS });
    expect((await calls.listMonitoringAddresses()).body).toEqual({
      addresses: MONITORING_ADDRESSES.slice(0, 1),
      next_page_cursor: 'page-2',
    });
    expect((await calls.createSandboxFiatDeposit()).body).toEqual({});
    expect((await calls.createToken()).body).toEqual({
      access_token: 'issued-token',
      expires_in: 3600,
      token_type: 'bearer',
      scope: CLIENT.scopes.join(' '),
    });
    const transfer = (await calls.createCryptoWithdrawal()).body;
    expect(transfer).toMatchObject({
      profile_id: PROFILE_ID,
      amount: '250.00',
      status: 'PENDING',
      type: 'CRYPTO_WITHDRAWAL',
      metadata: { customer_ref: 'INV-1042' },
    });
  });

  it('hands handlers validated input with the spec defaults filled in, the principal and the request id', async () => {
    await call(`${server.origin}/v2/rewards/monitor/address`, { headers: { ...ALL, 'x-request-id': 'trace-42' } });
    expect(seen.query).toEqual({ limit: 100, order: 'DESC' });
    await call(`${server.origin}/v2/executions?limit=7&since_execution_id=12`, {
      headers: { ...ALL, 'x-request-id': 'trace-43' },
    });
    expect(seen.query).toEqual({ limit: 7, since_execution_id: '12' });
    expect(seen.auth).toMatchObject({ subject: 'client-all' });
    const created = await calls.createDepositAddress();
    expect(seen.body).toEqual({
      profile_id: PROFILE_ID,
      crypto_network: 'SOLANA',
      conversion_target_asset: 'NO_CONVERSION',
    });
    expect(created.body.conversion_target_asset).toBe('NO_CONVERSION');
    await postJson(
      `${server.origin}/v2/transfer/crypto-withdrawals`,
      { ...withdrawal, total: '1' },
      { ...ALL, 'x-request-id': 'trace-44' },
    );
    expect(seen.requestId).toBe('trace-44');
  });

  it('serves HEAD for GET operations', async () => {
    const response = await fetch(`${server.origin}/v2/executions`, { method: 'HEAD', headers: ALL });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('X-Request-Id', () => {
  const responses = () => [
    calls.listExecutions(),
    calls.createToken(),
    call(`${server.origin}/v2/executions`),
    call(`${server.origin}/v2/executions?limit=0`, { headers: ALL }),
    call(`${server.origin}/v2/nowhere`),
    call(`${server.origin}/v2/executions`, { method: 'DELETE', headers: ALL }),
    postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, '{'),
    call(`${server.origin}/oauth2/token`, { method: 'POST' }),
  ];

  it('is on every response, success or error', async () => {
    const all = await Promise.all(responses());
    const ids = all.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes the client's X-Request-Id when it is a sane token, and replaces it otherwise", async () => {
    const echoed = await call(`${server.origin}/v2/executions`, {
      headers: { ...ALL, 'x-request-id': 'client-trace.42:a_b' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('client-trace.42:a_b');
    const replaced = await call(`${server.origin}/v2/executions`, {
      headers: { ...ALL, 'x-request-id': 'a b <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await call(`${server.origin}/v2/executions`, {
      headers: { ...ALL, 'x-request-id': 'x'.repeat(129) },
    });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
