import { BadRequestError, NotFoundError, type DapClient, type Execution, type MonitoringAddress } from '@dap/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import type { DemoAccount } from '../src/demo/demo-data.js';
import { apiAccount, firstTenant, tenant } from './support/sandbox.js';
import { call, clientOf, startTestServer, tokenOf } from './support/server.js';
import { schemaProblems } from './support/spec.js';

let server: StartedSandbox;
let client: DapClient;
beforeAll(async () => {
  server = await startTestServer();
  client = clientOf(server, server.clients.full);
});
afterAll(() => server?.stop());

const orderOf = new Map(firstTenant.orders.map((order) => [order.id, order]));
/** Newest first: executed_at, then execution_id as a number. */
const newestFirst = (a: Execution, b: Execution) =>
  Date.parse(b.executed_at) - Date.parse(a.executed_at) || Number(BigInt(b.execution_id) - BigInt(a.execution_id));
const allExecutions = [...firstTenant.executions].sort(newestFirst);
const ids = (items: readonly Execution[]) => items.map((item) => item.execution_id);

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('GET /executions', () => {
  it('yields every execution of the tenant once, newest first, across pages with for await', async () => {
    const items = await collect(client.listExecutions({ limit: 17 }));
    expect(items).toHaveLength(firstTenant.executions.length);
    expect(new Set(ids(items)).size).toBe(items.length);
    expect(ids(items)).toEqual(ids(allExecutions));
    for (const item of items.slice(0, 5)) expect(schemaProblems('Execution', item)).toEqual([]);
  });

  it('answers with the same JSON as the service page, as application/json', async () => {
    const token = await tokenOf(server, server.clients.full);
    const response = await call(server, 'GET', '/executions?limit=5', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.json).toEqual(
      JSON.parse(JSON.stringify((await server.sandbox.readModels.of(tenant)).executions.list({ limit: 5 }))),
    );
    expect(schemaProblems('ExecutionList', response.json)).toEqual([]);
  });

  it('filters by profile, account and order of the orders', async () => {
    const sample = firstTenant.orders.find((order) => order.account_id !== undefined);
    if (!sample?.account_id) throw new Error('the demo data has no order with an account');
    const cases = [
      [{ profile_id: sample.profile_id }, (e: Execution) => orderOf.get(e.order_id)?.profile_id === sample.profile_id],
      [{ account_id: sample.account_id }, (e: Execution) => orderOf.get(e.order_id)?.account_id === sample.account_id],
      [{ order_id: sample.id }, (e: Execution) => e.order_id === sample.id],
    ] as const;
    for (const [query, keep] of cases) {
      const expected = ids(allExecutions.filter(keep));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await collect(client.listExecutions({ ...query, limit: 50 })))).toEqual(expected);
    }
  });

  it('includes both ends of range.begin..range.end', async () => {
    const begin = allExecutions[40]?.executed_at ?? '';
    const end = allExecutions[20]?.executed_at ?? '';
    const items = await collect(client.listExecutions({ 'range.begin': begin, 'range.end': end, limit: 1000 }));
    const expected = allExecutions.filter(
      (e) => Date.parse(e.executed_at) >= Date.parse(begin) && Date.parse(e.executed_at) <= Date.parse(end),
    );
    expect(ids(items)).toEqual(ids(expected));
    expect(ids(items)).toContain(allExecutions[40]?.execution_id);
    expect(ids(items)).toContain(allExecutions[20]?.execution_id);
    const single = await collect(client.listExecutions({ 'range.begin': begin, 'range.end': begin }));
    expect(ids(single)).toContain(allExecutions[40]?.execution_id);
  });

  it('leaves out executions after since_execution_id', async () => {
    const since =
      [...firstTenant.executions].sort((a, b) => Number(BigInt(a.execution_id) - BigInt(b.execution_id)))[100]
        ?.execution_id ?? '';
    const items = await collect(client.listExecutions({ since_execution_id: since, limit: 1000 }));
    expect(ids(items)).toEqual(ids(allExecutions.filter((e) => BigInt(e.execution_id) <= BigInt(since))));
    expect(items).toHaveLength(101);
  });

  it('answers a forged page_cursor, or one issued for other filters, with 400 at /query/page_cursor', async () => {
    const first = await client.listExecutions({ limit: 3 });
    const cursor = first.nextPageCursor;
    expect(cursor).toBeTypeOf('string');
    for (const [query, why] of [
      [{ page_cursor: `${cursor?.startsWith('X') ? 'Y' : 'X'}${cursor?.slice(1)}` }, 'tampered'],
      [{ page_cursor: 'not-a-cursor' }, 'garbage'],
      [{ page_cursor: cursor ?? '', profile_id: firstTenant.profiles[0]?.id ?? '' }, 'other filters'],
    ] as const) {
      const error = await client.listExecutions({ limit: 3, ...query }).catch((e: unknown) => e);
      expect(error, why).toBeInstanceOf(BadRequestError);
      expect(
        (error as BadRequestError).errors.map((e) => e.pointer),
        why,
      ).toEqual(['/query/page_cursor']);
    }
  });

  it('answers limit 0 and 1001 with 400 at /query/limit', async () => {
    for (const limit of [0, 1001]) {
      const error = await client.listExecutions({ limit }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestError);
      expect((error as BadRequestError).errors[0]?.pointer).toBe('/query/limit');
    }
  });
});

describe('GET /rewards/monitor/address', () => {
  const byCreated = (a: MonitoringAddress, b: MonitoringAddress) =>
    Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ascending = [...firstTenant.monitoring_addresses].sort(byCreated);

  it('yields every monitoring address of the tenant once in both orders', async () => {
    const desc = await collect(client.listMonitoringAddresses({ limit: 40 }));
    const asc = await collect(client.listMonitoringAddresses({ limit: 40, order: 'ASC' }));
    expect(desc.map((a) => a.id)).toEqual([...ascending].reverse().map((a) => a.id));
    expect(asc.map((a) => a.id)).toEqual(ascending.map((a) => a.id));
    expect(new Set(desc.map((a) => a.id)).size).toBe(firstTenant.monitoring_addresses.length);
    for (const item of desc.slice(0, 5)) expect(schemaProblems('MonitoringAddress', item)).toEqual([]);
  });

  it('filters by network and by address', async () => {
    const solana = await collect(client.listMonitoringAddresses({ crypto_network: 'SOLANA', limit: 1000 }));
    expect(solana.map((a) => a.id).sort()).toEqual(
      firstTenant.monitoring_addresses
        .filter((a) => a.crypto_network === 'SOLANA')
        .map((a) => a.id)
        .sort(),
    );
    const target = firstTenant.monitoring_addresses.find((a) => a.crypto_network === 'ETHEREUM');
    if (!target) throw new Error('no ETHEREUM monitoring address in the demo data');
    const found = await collect(
      client.listMonitoringAddresses({ address: target.address, crypto_network: 'ETHEREUM' }),
    );
    expect(found.map((a) => a.id)).toContain(target.id);
    expect(found.every((a) => a.address.toLowerCase() === target.address.toLowerCase())).toBe(true);
  });

  it('answers an address invalid for the network with 400 at /query/address', async () => {
    const error = await client
      .listMonitoringAddresses({ address: 'nope', crypto_network: 'ETHEREUM' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors[0]?.pointer).toBe('/query/address');
  });
});

describe('GET /identity/accounts/{id}', () => {
  it('answers a demo account, matching the Account schema', async () => {
    const expected = firstTenant.accounts[0] as DemoAccount;
    const account = await client.getAccount(expected.id ?? '');
    expect(account).toEqual(apiAccount(expected));
    expect(schemaProblems('Account', account)).toEqual([]);
  });

  it('answers an unknown account with 404 not-found', async () => {
    const error = await client.getAccount('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).type).toMatch(/\/not-found$/);
  });
});
