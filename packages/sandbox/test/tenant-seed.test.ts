import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../src/auth/clients.js';
import { DECIMAL_PATTERN } from '../src/common/decimal.js';
import { loadDemoData, tenantData } from '../src/tenants/demo.js';
import { seededRandom } from '../src/demo/random.js';
import { isValidAddress } from '../src/networks/addresses.js';
import { MONITORING_NETWORKS } from '../src/networks/networks.js';
import { IN_MEMORY } from '../src/store/pglite.js';
import { openStore, type Store } from '../src/stores.js';
import { demoTenantSeeds, type TenantSeed } from '../src/demo/demo-data.js';
import { seedTenant } from '../src/tenants/seed.js';
import { demo } from './support/sandbox.js';
import { openapi, schemaProblems } from './support/spec.js';

const oauthScopes = Object.keys(
  (openapi as { components: { securitySchemes: { oauth2: { flows: { clientCredentials: { scopes: object } } } } } })
    .components.securitySchemes.oauth2.flows.clientCredentials.scopes,
);

const NOW = Date.parse('2026-01-15T12:00:00.000Z');
const seeded = (seed: number, name = 'Acme') =>
  seedTenant({ name, markets: demo.markets, random: seededRandom(seed), now: NOW });

/** Every id, secret and address of a tenant's data, by kind. */
function idsOf(data: TenantSeed): Record<string, string[]> {
  return {
    tenant: [data.tenant.id],
    customer: [data.tenant.customer_id],
    client: data.clients.map((client) => client.client_id),
    secret: data.clients.map((client) => client.client_secret),
    profile: data.profiles.map((profile) => profile.id),
    memo: data.profiles.map((profile) => profile.memo_id),
    account: data.accounts.map((account) => account.id as string),
    identity: data.accounts.map((account) => account.identity_id as string),
    order: data.orders.map((order) => order.id),
    execution: data.executions.map((execution) => execution.execution_id),
    monitoring: data.monitoring_addresses.map((item) => item.id),
    address: data.monitoring_addresses.map((item) => item.address.toLowerCase()),
  };
}

/** The ids of the demo data, by the same kinds. */
function demoIds(): Record<string, string[]> {
  return {
    tenant: demo.tenants.map((tenant) => tenant.id),
    customer: demo.tenants.map((tenant) => tenant.customer_id),
    client: demo.clients.map((client) => client.client_id),
    secret: demo.clients.map((client) => client.client_secret),
    profile: demo.profiles.map((profile) => profile.id),
    memo: demo.profiles.map((profile) => profile.memo_id),
    account: demo.accounts.map((account) => account.id as string),
    identity: demo.accounts.map((account) => account.identity_id as string),
    order: demo.orders.map((order) => order.id),
    execution: demo.executions.map((execution) => execution.execution_id),
    monitoring: demo.monitoring_addresses.map((item) => item.id),
    address: demo.monitoring_addresses.map((item) => item.address.toLowerCase()),
  };
}

describe('seedTenant', () => {
  it('makes every id new: none repeats within a tenant, between two tenants or with the demo data', () => {
    const first = idsOf(seedTenant({ name: 'One', markets: demo.markets }));
    const second = idsOf(seedTenant({ name: 'Two', markets: demo.markets }));
    const known = demoIds();
    for (const [kind, ids] of Object.entries(first)) {
      expect(ids.length, kind).toBeGreaterThan(0);
      const all = [...ids, ...(second[kind] ?? []), ...(known[kind] ?? [])];
      expect(new Set(all).size, kind).toBe(all.length);
    }
  });

  it('names the tenant as asked, with UUIDs for the tenant and its customer', () => {
    const { tenant } = seeded(1, 'Acme Trading');
    expect(tenant.name).toBe('Acme Trading');
    for (const id of [tenant.id, tenant.customer_id]) expect(schemaProblems('Uuid', id)).toEqual([]);
    expect(tenant.id).not.toBe(tenant.customer_id);
  });

  it('is the same twice from the same seed and time, and different from another seed', () => {
    expect(seeded(42)).toEqual(seeded(42));
    const other = idsOf(seeded(43));
    for (const [kind, ids] of Object.entries(idsOf(seeded(42)))) expect(ids, kind).not.toEqual(other[kind]);
  });

  it('gives its first client every platform scope and sandbox:control, its second only exchange:read_order, both of its customer', () => {
    const { tenant, clients } = seeded(2);
    expect([...(clients[0]?.scopes ?? [])].sort()).toEqual([...oauthScopes, 'sandbox:control'].sort());
    expect(clients[1]?.scopes).toEqual(['exchange:read_order']);
    for (const client of clients) {
      expect(client.customer_id).toBe(tenant.customer_id);
      expect(client.client_id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(client.client_secret.length).toBeGreaterThanOrEqual(24);
      const { client_id, client_secret } = client;
      expect(schemaProblems('TokenRequest', { grant_type: 'client_credentials', client_id, client_secret })).toEqual(
        [],
      );
    }
  });

  it("starts with two or more profiles of the tenant's customer, holding USD, BTC, ETH and USDC in decimal strings", () => {
    const { tenant, profiles } = seeded(3);
    expect(profiles.length).toBeGreaterThanOrEqual(2);
    for (const profile of profiles) {
      expect(profile.customer_id).toBe(tenant.customer_id);
      expect(profile.memo_id).toMatch(/^[A-Z2-9]{12}$/);
      for (const amount of Object.values(profile.balances)) expect(amount).toMatch(DECIMAL_PATTERN);
    }
    const assets = new Set(profiles.flatMap((profile) => Object.keys(profile.balances)));
    for (const asset of ['USD', 'BTC', 'ETH', 'USDC']) expect(assets).toContain(asset);
  });

  it("links its accounts, orders and executions to the tenant's profiles, on the given markets, every record valid against its schema", () => {
    const data = seeded(4);
    const profileIds = data.profiles.map((profile) => profile.id);
    expect(data.accounts.length).toBeGreaterThanOrEqual(2);
    for (const account of data.accounts) {
      expect(schemaProblems('Account', account), account.id).toEqual([]);
      expect(profileIds).toContain(account.profile_id);
    }
    const accountIds = data.accounts.map((account) => account.id);
    const orders = new Map(data.orders.map((order) => [order.id, order]));
    for (const order of data.orders) {
      expect(profileIds).toContain(order.profile_id);
      if (order.account_id !== undefined) expect(accountIds).toContain(order.account_id);
      expect(demo.markets.map((market) => market.symbol)).toContain(order.market);
    }
    for (const execution of data.executions) {
      expect(schemaProblems('Execution', execution), execution.execution_id).toEqual([]);
      const order = orders.get(execution.order_id);
      expect(order, execution.order_id).toBeDefined();
      expect(execution.market).toBe(order?.market);
      expect(execution.side).toBe(order?.side);
    }
    const used = data.executions.map((execution) => orders.get(execution.order_id));
    expect(new Set(used.map((order) => order?.profile_id))).toEqual(new Set(profileIds));
  });

  it('makes tens of executions and monitoring addresses, to page through at a small limit, its newest before now', () => {
    const data = seeded(5);
    for (const list of [data.executions, data.monitoring_addresses]) {
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(list.length).toBeLessThan(100);
    }
    for (const execution of data.executions) expect(Date.parse(execution.executed_at)).toBeLessThan(NOW);
    for (const item of data.monitoring_addresses) expect(Date.parse(item.created_at)).toBeLessThan(NOW);
    for (const account of data.accounts) expect(Date.parse(account.created_at as string)).toBeLessThan(NOW);
  });

  it("makes monitoring addresses of the tenant's customer on every monitored network, each valid for its network", () => {
    const { tenant, monitoring_addresses: addresses } = seeded(6);
    expect(new Set(addresses.map((item) => item.crypto_network))).toEqual(new Set(MONITORING_NETWORKS));
    for (const { customer_id: customer, ...item } of addresses) {
      expect(customer).toBe(tenant.customer_id);
      expect(schemaProblems('MonitoringAddress', item), item.id).toEqual([]);
      expect(isValidAddress(item.crypto_network, item.address), item.address).toBe(true);
    }
  });

  it('refuses to make orders without a market', () => {
    expect(() => seedTenant({ name: 'Nowhere', markets: [] })).toThrow(RangeError);
  });
});

describe('a seeded tenant in the store', () => {
  let store: Store;
  const tenants = [seedTenant({ name: 'One', markets: demo.markets }), seeded(7)];

  beforeAll(async () => {
    store = await openStore({ dataDir: IN_MEMORY });
    await loadDemoData(store, demo);
    for (const data of tenants)
      await store.transaction((tx) => tx.tenants.insert([tenantData(data, { demo: false, settleAfterMs: null })]));
  }, 60_000);

  afterAll(async () => {
    await store?.database.close();
  });

  it("goes in beside the demo data and another tenant, every row of it there, each tenant's apart", async () => {
    for (const data of [...demoTenantSeeds(demo), ...tenants]) {
      const tenant = data.tenant.customer_id;
      const executions = new Set(
        (await store.readModels.listExecutions(tenant)).map((record) => record.execution.execution_id),
      );
      const monitoring = new Map(
        (await store.readModels.listMonitoringAddresses(tenant)).map((item) => [item.id, item]),
      );
      expect(executions.size).toBe(data.executions.length);
      expect(monitoring.size).toBe(data.monitoring_addresses.length);
      for (const client of data.clients) {
        const record = await store.clients.find(client.client_id);
        expect(record?.scopes).toEqual(client.scopes);
        expect(record?.customerId).toBe(tenant);
        expect(hashSecret(record?.secretSalt ?? '', client.client_secret)).toBe(record?.secretHash);
      }
      for (const profile of data.profiles) {
        expect(await store.profiles.findByMemoId(tenant, profile.memo_id)).toMatchObject({ id: profile.id });
        expect(await store.balances.list(profile.id)).toEqual(profile.balances);
      }
      for (const execution of data.executions) expect(executions.has(execution.execution_id)).toBe(true);
      for (const { customer_id: _, ...item } of data.monitoring_addresses)
        expect(monitoring.get(item.id)).toEqual(item);
    }
  });

  it("fails, changing nothing, when a new tenant's rows clash with another's: its client taken over by no one", async () => {
    const [first] = tenants as [ReturnType<typeof seedTenant>];
    // Another tenant whose first client has the same id (a clash of ids drawn at random).
    const clash = seeded(8);
    const [victim] = first.clients as [(typeof first.clients)[0]];
    const taken = {
      ...clash,
      clients: clash.clients.map((client, i) => (i === 0 ? { ...client, client_id: victim.client_id } : client)),
    };
    const insert = store.transaction((tx) =>
      tx.tenants.insert([tenantData(taken, { demo: false, settleAfterMs: null })]),
    );
    await expect(insert).rejects.toThrow();
    expect((await store.clients.find(victim.client_id))?.customerId).toBe(first.tenant.customer_id);
    expect(await store.tenants.find(clash.tenant.customer_id)).toBeUndefined();
  });
});
