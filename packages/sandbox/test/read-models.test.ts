import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InvalidCursor, NotFound, ValidationFailed } from '../src/common/errors.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import type { Execution, MonitoringAddress } from '@dap/api-types';
import type { TenantReadModels } from '../src/read-models/tenant-read-models.js';
import type { ListExecutionsQuery, ListMonitoringAddressesQuery } from '../src/read-models/types.js';
import { apiAccount, apiMonitoringAddress, caught, demo, firstTenant, tempDir, tenant } from './support/sandbox.js';
import { schemaProblems } from './support/spec.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox;

/** The first demo tenant's read models (what its clients read). */
let models: TenantReadModels;

beforeAll(async () => {
  dir = await tempDir();
  sandbox = await createSandbox({ dataDir: dir.path, tickMs: 0, heartbeatMs: 0, seed: 1 });
  models = await sandbox.readModels.of(tenant);
});

afterAll(async () => {
  await sandbox?.close();
  await dir?.remove();
});

const byCreatedDesc = (a: MonitoringAddress, b: MonitoringAddress) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byExecutedDesc = (a: Execution, b: Execution) =>
  Date.parse(b.executed_at) - Date.parse(a.executed_at) || Number(BigInt(b.execution_id) - BigInt(a.execution_id));
const orders = new Map(firstTenant.orders.map((order) => [order.id, order]));
/** The first demo tenant's monitoring addresses, as the API answers them. */
const monitoringAddresses = firstTenant.monitoring_addresses.map(apiMonitoringAddress);

function monitoringPages(query: ListMonitoringAddressesQuery): { items: MonitoringAddress[]; pages: number } {
  const items: MonitoringAddress[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = models.monitoring.list({ ...query, ...(cursor === undefined ? {} : { page_cursor: cursor }) });
    expect(page.addresses.length).toBeLessThanOrEqual(query.limit ?? 100);
    if (page.next_page_cursor !== undefined) expect(page.addresses).toHaveLength(query.limit ?? 100);
    items.push(...page.addresses);
    cursor = page.next_page_cursor;
    pages++;
  } while (cursor !== undefined && pages < 1_000);
  return { items, pages };
}

function executionPages(query: ListExecutionsQuery): { items: Execution[]; pages: number } {
  const items: Execution[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = models.executions.list({ ...query, ...(cursor === undefined ? {} : { page_cursor: cursor }) });
    expect(page.items.length).toBeLessThanOrEqual(query.limit ?? 100);
    items.push(...page.items);
    cursor = page.next_page_cursor;
    pages++;
  } while (cursor !== undefined && pages < 1_000);
  return { items, pages };
}

function validation(action: () => unknown): string[] {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailed);
    return (error as ValidationFailed).errors.map((issue) => issue.pointer);
  }
  throw new Error('Expected ValidationFailed');
}

function invalidCursor(action: () => unknown): InvalidCursor['reason'] {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCursor);
    expect((error as InvalidCursor).pointer).toBe('/query/page_cursor');
    return (error as InvalidCursor).reason;
  }
  throw new Error('Expected InvalidCursor');
}

describe('monitoring addresses', () => {
  it('pages through every address newest first, with no duplicate or gap, ties included', () => {
    const expected = [...monitoringAddresses].sort(byCreatedDesc);
    expect(new Set(expected.map((item) => item.created_at)).size).toBeLessThan(expected.length);
    const { items, pages } = monitoringPages({ limit: 37 });
    expect(items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(pages).toBe(Math.ceil(expected.length / 37));
    expect(items[0]).toEqual(expected[0]);
  });

  it('pages oldest first with order ASC', () => {
    const expected = [...monitoringAddresses].sort(byCreatedDesc).reverse();
    expect(monitoringPages({ order: 'ASC', limit: 50 }).items.map((item) => item.id)).toEqual(
      expected.map((item) => item.id),
    );
  });

  it('answers 100 newest first by default, every item valid against the schema', () => {
    const page = models.monitoring.list();
    expect(page.addresses).toHaveLength(100);
    expect(page.next_page_cursor).toBeDefined();
    expect(page.addresses).toEqual([...monitoringAddresses].sort(byCreatedDesc).slice(0, 100));
    expect(schemaProblems('MonitoringAddressList', page)).toEqual([]);
  });

  it('answers everything on one page, without a cursor, when the limit allows', () => {
    const page = models.monitoring.list({ limit: 1000 });
    expect(page.addresses).toHaveLength(monitoringAddresses.length);
    expect(page).not.toHaveProperty('next_page_cursor');
  });

  it('filters by network, across pages', () => {
    for (const network of ['ETHEREUM', 'SOLANA', 'INK', 'XLAYER'] as const) {
      const expected = monitoringAddresses.filter((item) => item.crypto_network === network).sort(byCreatedDesc);
      expect(expected.length).toBeGreaterThan(10);
      expect(monitoringPages({ crypto_network: network, limit: 9 }).items).toEqual(expected);
    }
  });

  it('filters by address, an EVM address in any letter case', () => {
    const target = monitoringAddresses.find((item) => item.crypto_network === 'INK') as MonitoringAddress;
    expect(models.monitoring.list({ address: target.address.toLowerCase() }).addresses).toEqual([target]);
    expect(models.monitoring.list({ address: target.address, crypto_network: 'INK' }).addresses).toEqual([target]);
    expect(models.monitoring.list({ address: target.address, crypto_network: 'ETHEREUM' }).addresses).toEqual([]);
    const solana = monitoringAddresses.find((item) => item.crypto_network === 'SOLANA') as MonitoringAddress;
    expect(models.monitoring.list({ address: solana.address, crypto_network: 'SOLANA' }).addresses).toEqual([solana]);
  });

  it('refuses an address invalid for the network, and a network that is not monitored', () => {
    expect(validation(() => models.monitoring.list({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }))).toEqual(
      ['/query/address'],
    );
    expect(
      validation(() =>
        models.monitoring.list({ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', crypto_network: 'SOLANA' }),
      ),
    ).toEqual(['/query/address']);
    expect(validation(() => models.monitoring.list({ crypto_network: 'BITCOIN' as 'SOLANA' }))).toEqual([
      '/query/crypto_network',
    ]);
  });
});

describe('executions', () => {
  it('pages through every execution newest first, with no duplicate or gap, ties included', () => {
    const expected = [...firstTenant.executions].sort(byExecutedDesc);
    expect(new Set(expected.map((item) => item.executed_at)).size).toBeLessThan(expected.length);
    const { items, pages } = executionPages({ limit: 29 });
    expect(items.map((item) => item.execution_id)).toEqual(expected.map((item) => item.execution_id));
    expect(pages).toBe(Math.ceil(expected.length / 29));
    expect(schemaProblems('ExecutionList', models.executions.list())).toEqual([]);
    expect(models.executions.list().items).toHaveLength(100);
  });

  it('filters by profile, account and order of the orders', () => {
    // An order placed through an account, so that every filter has something to pick.
    const someOrder = firstTenant.executions.map((e) => e.order_id).find((id) => orders.get(id)?.account_id) as string;
    const { profile_id: profile, account_id: account } = orders.get(someOrder) ?? {};
    const cases: Array<[ListExecutionsQuery, (e: Execution) => boolean]> = [
      [{ profile_id: profile as string }, (e) => orders.get(e.order_id)?.profile_id === profile],
      [{ account_id: account as string }, (e) => orders.get(e.order_id)?.account_id === account],
      [{ order_id: someOrder }, (e) => e.order_id === someOrder],
      [{ profile_id: profile as string, order_id: someOrder }, (e) => e.order_id === someOrder],
    ];
    for (const [query, keep] of cases) {
      const expected = firstTenant.executions.filter(keep).sort(byExecutedDesc);
      expect(expected.length).toBeGreaterThan(0);
      expect(executionPages({ ...query, limit: 7 }).items, JSON.stringify(query)).toEqual(expected);
    }
    expect(models.executions.list({ profile_id: 'nobody' }).items).toEqual([]);
    expect(models.executions.list({ account_id: account as string, profile_id: 'nobody' }).items).toEqual([]);
  });

  it('includes executions exactly at range.begin and range.end', () => {
    const sorted = [...firstTenant.executions].sort(byExecutedDesc);
    const end = sorted[40] as Execution;
    const begin = sorted[120] as Execution;
    const expected = sorted.filter(
      (e) =>
        Date.parse(e.executed_at) >= Date.parse(begin.executed_at) &&
        Date.parse(e.executed_at) <= Date.parse(end.executed_at),
    );
    const { items } = executionPages({ 'range.begin': begin.executed_at, 'range.end': end.executed_at, limit: 13 });
    expect(items).toEqual(expected);
    expect(items).toContainEqual(begin);
    expect(items).toContainEqual(end);
    const tie = sorted.find((e, i) => sorted[i + 1]?.executed_at === e.executed_at) as Execution;
    const atInstant = models.executions.list({ 'range.begin': tie.executed_at, 'range.end': tie.executed_at }).items;
    expect(atInstant.length).toBeGreaterThanOrEqual(2);
    expect(atInstant.every((e) => e.executed_at === tie.executed_at)).toBe(true);
  });

  it('compares range bounds finer than a millisecond exactly, in any offset', () => {
    const target = firstTenant.executions.find((e) => e.execution_id === '1204587321') as Execution;
    expect(target.executed_at).toBe('2025-11-21T09:42:17.381Z');
    const one = (query: ListExecutionsQuery) =>
      models.executions.list({ order_id: target.order_id, ...query }).items.map((e) => e.execution_id);
    expect(one({ 'range.begin': '2025-11-21T09:42:17.381000Z' })).toContain('1204587321');
    expect(one({ 'range.begin': '2025-11-21T09:42:17.3810001Z' })).not.toContain('1204587321');
    expect(one({ 'range.end': '2025-11-21T09:42:17.3809999Z' })).not.toContain('1204587321');
    expect(one({ 'range.end': '2025-11-21T10:42:17.381+01:00' })).toContain('1204587321');
    expect(one({ 'range.begin': '2025-11-21T10:42:17.382+01:00' })).not.toContain('1204587321');
  });

  it('leaves out executions after since_execution_id, keeping that one', () => {
    const sorted = [...firstTenant.executions].sort(byExecutedDesc);
    const since = sorted[50] as Execution;
    const expected = sorted.filter((e) => BigInt(e.execution_id) <= BigInt(since.execution_id));
    const { items } = executionPages({ since_execution_id: since.execution_id, limit: 100 });
    expect(items).toEqual(expected);
    expect(items[0]).toEqual(since);
    expect(models.executions.list({ since_execution_id: '1' }).items).toEqual([]);
    expect(models.executions.list({ since_execution_id: `00${sorted[0]?.execution_id}` }).items[0]).toEqual(sorted[0]);
  });

  it('refuses a non-numeric since_execution_id and range bounds that are not RFC 3339', () => {
    expect(validation(() => models.executions.list({ since_execution_id: '12a' }))).toEqual([
      '/query/since_execution_id',
    ]);
    expect(validation(() => models.executions.list({ 'range.begin': '2025-11-21' }))).toEqual(['/query/range.begin']);
    expect(validation(() => models.executions.list({ 'range.end': '2025-02-30T00:00:00Z' }))).toEqual([
      '/query/range.end',
    ]);
    expect(validation(() => models.executions.list({ limit: 1001 }))).toEqual(['/query/limit']);
  });

  it('answers the same page as JSON bytes, assembled from items serialised once', () => {
    const profile = firstTenant.profiles[0]?.id as string;
    for (const query of [
      {},
      { limit: 3 },
      { profile_id: profile, limit: 1000 },
      { order_id: 'none' },
    ] as ListExecutionsQuery[]) {
      const page = models.executions.list(query);
      expect(models.executions.listJson(query).toString('utf8')).toBe(JSON.stringify(page));
    }
    for (const query of [
      {},
      { limit: 2, order: 'ASC' },
      { crypto_network: 'SOLANA', limit: 1000 },
    ] as ListMonitoringAddressesQuery[]) {
      expect(models.monitoring.listJson(query).toString('utf8')).toBe(JSON.stringify(models.monitoring.list(query)));
    }
    expect(() => models.executions.listJson({ page_cursor: 'x' })).toThrow(InvalidCursor);
  });

  it('answers a repeated query with the page it rendered before, whatever the order of the parameters', () => {
    const orderId = firstTenant.orders[0]?.id as string;
    const first = models.executions.listJson({ limit: 7, order_id: orderId });
    const again = models.executions.listJson({ order_id: orderId, limit: 7 });
    expect(again).toBe(first);
    expect(models.executions.listJson({ limit: 8, order_id: orderId })).not.toBe(first);
    const cursor = models.monitoring.list({ limit: 2 }).next_page_cursor as string;
    expect(models.monitoring.listJson({ limit: 2, page_cursor: cursor })).toBe(
      models.monitoring.listJson({ page_cursor: cursor, limit: 2 }),
    );
  });

  it('serves pages from memory, without a store query', () => {
    const { readModels, profiles, settings } = sandbox.store;
    const spies = [
      ...(['listExecutions', 'listMonitoringAddresses', 'listAccounts'] as const).map((name) =>
        vi.spyOn(readModels, name),
      ),
      vi.spyOn(profiles, 'find'),
      vi.spyOn(settings, 'get'),
    ];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++)
      cursor = models.executions.list({ limit: 5, ...(cursor ? { page_cursor: cursor } : {}) }).next_page_cursor;
    models.monitoring.list({ limit: 5 });
    models.accounts.get(firstTenant.accounts[0]?.id as string);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('page cursors', () => {
  it('refuses a cursor whose payload was altered', () => {
    const cursor = models.executions.list({ limit: 5 }).next_page_cursor as string;
    const [payload, mac] = cursor.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, string, number, string];
    const skipped = Buffer.from(JSON.stringify([decoded[0], decoded[1], decoded[2] - 86_400_000, decoded[3]])).toString(
      'base64url',
    );
    expect(invalidCursor(() => models.executions.list({ page_cursor: `${skipped}.${mac}` }))).toBe('signature');
    const flipped = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    expect(invalidCursor(() => models.executions.list({ page_cursor: flipped }))).not.toBe('filters');
  });

  it('refuses a forged cursor and malformed ones', () => {
    const forged = `${Buffer.from(JSON.stringify(['executions', 'x', 0, '1'])).toString('base64url')}.${Buffer.alloc(16).toString('base64url')}`;
    expect(invalidCursor(() => models.executions.list({ page_cursor: forged }))).toBe('signature');
    for (const garbage of ['', 'abc', 'a.b.c', '!!!.???', 'eyJleGVjdXRpb25faWQiOiIxMjA0NTg3Mjk4In0', '.AAAA']) {
      expect(invalidCursor(() => models.monitoring.list({ page_cursor: garbage }))).toMatch(/malformed|signature/);
    }
  });

  it('refuses a cursor sent with other filters or to the other list, but not with another limit', () => {
    const monitoring = models.monitoring.list({ limit: 10 }).next_page_cursor as string;
    expect(invalidCursor(() => models.monitoring.list({ order: 'ASC', page_cursor: monitoring }))).toBe('filters');
    expect(invalidCursor(() => models.monitoring.list({ crypto_network: 'SOLANA', page_cursor: monitoring }))).toBe(
      'filters',
    );
    expect(invalidCursor(() => models.executions.list({ page_cursor: monitoring }))).toBe('kind');
    expect(models.monitoring.list({ limit: 3, page_cursor: monitoring }).addresses).toEqual(
      models.monitoring.list({ limit: 13 }).addresses.slice(10),
    );

    const profile = firstTenant.profiles[0]?.id as string;
    const executions = models.executions.list({ profile_id: profile, limit: 2 }).next_page_cursor as string;
    expect(invalidCursor(() => models.executions.list({ page_cursor: executions }))).toBe('filters');
    expect(
      invalidCursor(() =>
        models.executions.list({ profile_id: profile, since_execution_id: '1204587321', page_cursor: executions }),
      ),
    ).toBe('filters');
    expect(models.executions.list({ profile_id: profile, page_cursor: executions }).items.length).toBeGreaterThan(0);
  });

  it('stay valid after a restart', async () => {
    const first = models.executions.list({ limit: 20 });
    const cursor = first.next_page_cursor as string;
    const monitoringCursor = models.monitoring.list({ limit: 20, order: 'ASC' }).next_page_cursor as string;
    const expected = models.executions.list({ limit: 20, page_cursor: cursor });
    const expectedMonitoring = models.monitoring.list({ limit: 20, order: 'ASC', page_cursor: monitoringCursor });
    await sandbox.close();
    sandbox = await createSandbox({ dataDir: dir.path, tickMs: 0, heartbeatMs: 0, seed: 1 });
    models = await sandbox.readModels.of(tenant);
    expect(models.executions.list({ limit: 20, page_cursor: cursor })).toEqual(expected);
    expect(models.monitoring.list({ limit: 20, order: 'ASC', page_cursor: monitoringCursor })).toEqual(
      expectedMonitoring,
    );
  });
});

describe('accounts', () => {
  it('answers each demo account by id, valid against the schema', () => {
    for (const account of firstTenant.accounts) {
      const found = models.accounts.get(account.id as string);
      expect(found).toEqual(apiAccount(account));
      expect(schemaProblems('Account', found)).toEqual([]);
    }
    expect(models.accounts.get('4E8D2C1A-7B3F-4A95-9C6E-0D1F2A3B4C5D').id).toBe('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
  });

  it('answers an unknown id with NotFound', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const error = await caught(() => models.accounts.get(id));
      expect(error).toBeInstanceOf(NotFound);
      expect(error).toMatchObject({ resource: 'account', id });
    }
  });
});

describe('markets', () => {
  it('simulates the demo markets, under the seed given', () => {
    expect(sandbox.markets.markets).toEqual(demo.markets.map((m) => m.symbol).sort());
    expect(sandbox.seed).toBe(1);
    expect(JSON.parse(sandbox.markets.snapshot('BTCUSD'))).toMatchObject({
      channel: 'market_data',
      payload: { market: 'BTCUSD', type: 'SNAPSHOT' },
    });
  });
});
