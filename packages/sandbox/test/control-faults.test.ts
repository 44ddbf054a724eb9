import { CONTROL_ROUTES, ROUTES } from '@dap/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { FaultRegistry } from '../src/faults/registry.js';
import { ControlBroadcast } from '../src/store/announcements.js';
import type { Store } from '../src/stores.js';
import { call, startTestServer, tokenOf } from './support/server.js';
import { handshake } from '@dap/test-support/ws';
import { difference, main, tenant } from './support/sandbox.js';

const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let server: StartedSandbox;
let token: string;
let faults: FaultRegistry;

/** The store, counting the fault-taking round trips. */
function counting(store: Store, counts: { takeFault: number }): Store {
  const faults = new Proxy(store.faults, {
    get(target, prop) {
      if (prop === 'take') counts.takeFault++;
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...store, faults };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenOf(server, server.clients.full);
  faults = server.sandbox.control.faults;
});
afterAll(() => server?.stop());

describe('the fault registry', () => {
  it('arms a fault with an id and one use by default, lists it while it has uses, and forgets it when used', async () => {
    await faults.clear(tenant);
    const fault = await faults.arm(tenant, { operation: 'listExecutions', status: 503, retry_after: 2 });
    expect(fault).toMatchObject({ operation: 'listExecutions', status: 503, retry_after: 2, times: 1, remaining: 1 });
    expect(fault.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await faults.list(tenant)).toEqual({ faults: [fault] });
    expect(await faults.take(tenant, 'listExecutions')).toEqual({ fault_id: fault.id, status: 503, retry_after: 2 });
    expect(await faults.take(tenant, 'listExecutions')).toBeUndefined();
    expect(await faults.list(tenant)).toEqual({ faults: [] });
  });

  it('gives a fault of `times` uses to exactly that many of many requests arriving at once', async () => {
    await faults.clear(tenant);
    await faults.arm(tenant, { operation: 'getAccount', status: 500, times: 5 });
    const taken = await Promise.all(Array.from({ length: 20 }, () => faults.take(tenant, 'getAccount')));
    expect(taken.filter((action) => action !== undefined)).toHaveLength(5);
    expect(await faults.list(tenant)).toEqual({ faults: [] });
  });

  it('serves an operation’s faults in arming order, and only to that operation', async () => {
    await faults.clear(tenant);
    const first = await faults.arm(tenant, { operation: 'listExecutions', status: 429, times: 2 });
    const next = await faults.arm(tenant, { operation: 'listExecutions', delay_ms: 10 });
    expect(await faults.take(tenant, 'getAccount')).toBeUndefined();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await faults.take(tenant, 'listExecutions'))?.fault_id);
    expect(ids).toEqual([first.id, first.id, next.id, undefined]);
  });

  it('asks the store nothing for an operation that has no fault armed', async () => {
    const counts = { takeFault: 0 };
    const registry = new FaultRegistry(
      counting(server.sandbox.store, counts),
      server.sandbox.clocks,
      new ControlBroadcast(server.sandbox.store.database),
    );
    await registry.load();
    await registry.arm(tenant, { operation: 'createDepositAddress', status: 503 });
    expect(await registry.take(tenant, 'listMonitoringAddresses')).toBeUndefined();
    expect(registry.mayHave(tenant, 'listMonitoringAddresses')).toBe(false);
    expect(counts.takeFault).toBe(0);
    expect((await registry.take(tenant, 'createDepositAddress'))?.status).toBe(503);
    expect(await registry.take(tenant, 'createDepositAddress')).toBeUndefined();
    expect(counts.takeFault).toBe(2);
    expect(registry.mayHave(tenant, 'createDepositAddress')).toBe(false);
  });

  it('clears every armed fault', async () => {
    await faults.arm(tenant, { operation: 'listExecutions', status: 500, times: 3 });
    await faults.arm(tenant, { operation: 'stream', status: 503 });
    await faults.clear(tenant);
    expect(await faults.list(tenant)).toEqual({ faults: [] });
    expect(await faults.take(tenant, 'listExecutions')).toBeUndefined();
    expect(await faults.take(tenant, 'stream')).toBeUndefined();
  });

  it('shares faults through the store: armed through one instance, taken through another, exactly `times` in all', async () => {
    await faults.clear(tenant);
    const other = new FaultRegistry(
      server.sandbox.store,
      server.sandbox.clocks,
      new ControlBroadcast(server.sandbox.store.database),
    );
    await faults.arm(tenant, { operation: 'getAccount', status: 503, times: 3 });
    expect(await other.take(tenant, 'getAccount')).toBeUndefined(); // it has not heard yet
    await other.load();
    const taken = await Promise.all(
      [faults, other, faults, other, faults, other].map((registry) => registry.take(tenant, 'getAccount')),
    );
    expect(taken.filter((action) => action !== undefined)).toHaveLength(3);
  });
});

describe('faults over HTTP', () => {
  it('answers the next request of the operation with the armed status as a problem with Retry-After, then normally', async () => {
    await faults.arm(tenant, { operation: 'listExecutions', status: 503, retry_after: 7 });
    const faulted = await call(server, 'GET', '/executions?limit=1', { token });
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('7');
    expect(faulted.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(faulted.json).toMatchObject({ status: 503, type: expect.stringMatching(/\/service-unavailable$/) });
    expect((await call(server, 'GET', '/executions?limit=1', { token })).status).toBe(200);
  });

  it('answers only statuses the contract declares: every operation of both specs, the token endpoint included, declares 429, 500 and 503 as problem documents', () => {
    const routes = [...Object.values(ROUTES), ...Object.values(CONTROL_ROUTES)];
    for (const route of routes)
      for (const status of ['429', '500', '503'])
        expect(route.schemas.responses[status]?.contentType, `${route.operationId} ${status}`).toBe(
          'application/problem+json',
        );
  });

  it('answers 429 rate-limited with Retry-After 1 when none was armed, as every 429 of the platform carries one, and 500 internal-error', async () => {
    await faults.arm(tenant, { operation: 'getAccount', status: 429 });
    await faults.arm(tenant, { operation: 'getAccount', status: 500 });
    const limited = await call(server, 'GET', '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', { token });
    expect(limited.status).toBe(429);
    expect(limited.json.type).toMatch(/\/rate-limited$/);
    expect(limited.headers.get('retry-after')).toBe('1');
    const failed = await call(server, 'GET', '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', { token });
    expect(failed.status).toBe(500);
    expect(failed.json.type).toMatch(/\/internal-error$/);
    expect(failed.headers.get('retry-after')).toBeNull();
    expect(
      (await call(server, 'GET', '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', { token })).status,
    ).toBe(200);
  });

  it('carries out a call armed after_processing and replaces only its answer: the withdrawal exists, a retry with its ref_id finds it', async () => {
    const before = await server.sandbox.ledger.balance(main.id, 'ETH');
    await faults.arm(tenant, {
      operation: 'createCryptoWithdrawal',
      status: 503,
      retry_after: 2,
      after_processing: true,
    });
    const body = {
      profile_id: main.id,
      destination_address: ETH_ADDRESS,
      asset: 'ETH',
      crypto_network: 'ETHEREUM',
      amount: '0.02',
      ref_id: `lost-${Date.now()}`,
    };
    const lost = await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body });
    expect(lost.status).toBe(503);
    expect(lost.headers.get('retry-after')).toBe('2');
    expect(lost.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(lost.json).toMatchObject({ status: 503, type: expect.stringMatching(/\/service-unavailable$/) });
    const retried = await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body });
    expect(retried.status).toBe(409);
    const existing = (retried.json.meta as { existing: { id: string; total: string; status: string } }).existing;
    expect(existing).toMatchObject({ ref_id: body.ref_id, amount: '0.02', status: 'PENDING' });
    expect(difference(await server.sandbox.ledger.balance(main.id, 'ETH'), before)).toBe(existing.total);
    expect(await faults.list(tenant)).toEqual({ faults: [] });
  });

  it('is taken only by a call authenticated with the operation’s scope: one without a valid token is answered 401, one without the scope 403, and the fault waits', async () => {
    await faults.clear(tenant);
    await faults.arm(tenant, { operation: 'getAccount', status: 503 });
    const account = '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
    expect((await call(server, 'GET', account)).status).toBe(401);
    expect((await call(server, 'GET', account, { token: 'forged' })).status).toBe(401);
    const readOrder = await tokenOf(server, server.clients.readOrder);
    expect((await call(server, 'GET', account, { token: readOrder })).status).toBe(403);
    expect((await faults.list(tenant)).faults).toHaveLength(1);
    expect((await call(server, 'GET', account, { token })).status).toBe(503);
    expect(await faults.list(tenant)).toEqual({ faults: [] });
  });

  it('answers the fault before the body is looked at: an authenticated call with an invalid body gets it too', async () => {
    await faults.arm(tenant, { operation: 'createDepositAddress', status: 500 });
    const refused = await call(server, 'POST', '/transfer/deposit-addresses', { token, body: { nonsense: true } });
    expect(refused.status).toBe(500);
    expect(refused.json.type).toMatch(/\/internal-error$/);
  });

  it('holds the answer delay_ms, then answers normally', async () => {
    await faults.arm(tenant, { operation: 'listMonitoringAddresses', delay_ms: 400 });
    const started = performance.now();
    const slow = await call(server, 'GET', '/rewards/monitor/address?limit=1', { token });
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('applies to the token endpoint (createToken) too', async () => {
    await faults.arm(tenant, { operation: 'createToken', status: 503, retry_after: 1 });
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: server.clients.full.clientId,
      client_secret: server.clients.full.clientSecret,
    });
    const refused = await fetch(server.tokenUrl, { method: 'POST', body: form });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await fetch(server.tokenUrl, { method: 'POST', body: form })).status).toBe(200);
  });

  it('is taken at the token endpoint only by a client that authenticates: a wrong secret is answered invalid_client and the fault waits', async () => {
    await faults.clear(tenant);
    await faults.arm(tenant, { operation: 'createToken', status: 500, after_processing: true });
    const { clientId, clientSecret } = server.clients.full;
    const form = (secret: string) =>
      new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });
    const wrong = await fetch(server.tokenUrl, { method: 'POST', body: form('not-the-secret') });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_client');
    expect((await faults.list(tenant)).faults).toHaveLength(1);
    // after_processing: the token was issued, its answer lost; issuing one changes nothing else.
    const lost = await fetch(server.tokenUrl, { method: 'POST', body: form(clientSecret) });
    expect(lost.status).toBe(500);
    expect(((await lost.json()) as { type: string }).type).toMatch(/\/internal-error$/);
    expect(await faults.list(tenant)).toEqual({ faults: [] });
  });
});

describe('faults on the WebSocket handshake (operation "stream")', () => {
  it('refuses the next handshake with the armed status and Retry-After, then opens as usual', async () => {
    await faults.arm(tenant, { operation: 'stream', status: 503, retry_after: 2 });
    const refused = await handshake(server.wsUrl, { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(JSON.parse(refused.body).type).toMatch(/\/service-unavailable$/);
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${token}` })).status).toBe(101);
  });

  it('holds the handshake delay_ms, then opens', async () => {
    await faults.arm(tenant, { operation: 'stream', delay_ms: 300 });
    const started = performance.now();
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${token}` })).status).toBe(101);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('is taken only by a handshake whose token carries the stream scope: the others are answered 401 and 403, and the fault waits', async () => {
    await faults.clear(tenant);
    await faults.arm(tenant, { operation: 'stream', status: 503 });
    expect((await handshake(server.wsUrl, {})).status).toBe(401);
    const readOrder = await tokenOf(server, server.clients.readOrder);
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${readOrder}` })).status).toBe(403);
    expect((await faults.list(tenant)).faults).toHaveLength(1);
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${token}` })).status).toBe(503);
  });

  it('leaves REST alone when only the handshake is faulted', async () => {
    await faults.arm(tenant, { operation: 'stream', status: 500 });
    expect((await call(server, 'GET', '/executions?limit=1', { token })).status).toBe(200);
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${token}` })).status).toBe(500);
  });
});
