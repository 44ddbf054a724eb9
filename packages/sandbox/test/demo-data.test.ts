import type { MonitoringAddress } from '@dap/api-types';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoData, renderDemoData } from '../scripts/generate-demo-data.js';
import { isValidAddress } from '../src/networks/addresses.js';
import { DECIMAL_PATTERN } from '../src/common/decimal.js';
import { DEMO_DATA_URL } from '../src/demo/demo-data.js';
import { MONITORING_NETWORKS } from '../src/networks/networks.js';
import { demo } from './support/sandbox.js';
import { openapi, schemaProblems } from './support/spec.js';

const oauthScopes = Object.keys(
  (openapi as { components: { securitySchemes: { oauth2: { flows: { clientCredentials: { scopes: object } } } } } })
    .components.securitySchemes.oauth2.flows.clientCredentials.scopes,
);

/** The monitoring addresses of the OpenAPI examples (`GET /rewards/monitor/address`). */
const exampleMonitoringAddresses = Object.values(
  (
    openapi as {
      paths: Record<string, { get: { responses: { 200: { content: Record<string, { examples: object }> } } } }>;
    }
  ).paths['/rewards/monitor/address']?.get.responses[200].content['application/json']?.examples ?? {},
).flatMap((example: { value?: { addresses?: MonitoringAddress[] } }) => example.value?.addresses ?? []);

describe('the demo data', () => {
  it('is exactly what the generator script makes', () => {
    expect(readFileSync(DEMO_DATA_URL, 'utf8')).toBe(renderDemoData());
    expect(generateDemoData()).toEqual(generateDemoData());
  });

  it('has two tenants, each a customer of its own, with UUID ids and names', () => {
    expect(demo.tenants.map((tenant) => tenant.name)).toEqual(['Demo customer', 'Second demo customer']);
    const ids = demo.tenants.flatMap((tenant) => [tenant.id, tenant.customer_id]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(schemaProblems('Uuid', id)).toEqual([]);
  });

  it('gives each tenant a client with every scope of the oauth2 scheme and sandbox:control, and one with only exchange:read_order', () => {
    expect(oauthScopes).toContain('exchange:read_aggregated_marketdata_stream');
    expect(oauthScopes).not.toContain('sandbox:control');
    const everyScope = [...oauthScopes, 'sandbox:control'].sort().join();
    for (const tenant of demo.tenants) {
      const clients = demo.clients.filter((client) => client.customer_id === tenant.customer_id);
      expect(
        clients.filter((client) => [...client.scopes].sort().join() === everyScope),
        tenant.name,
      ).toHaveLength(1);
      expect(
        clients.filter((client) => client.scopes.length === 1 && client.scopes[0] === 'exchange:read_order'),
        tenant.name,
      ).toHaveLength(1);
    }
    const tenantOf = new Set(demo.tenants.map((tenant) => tenant.customer_id));
    for (const client of demo.clients) expect(tenantOf, client.client_id).toContain(client.customer_id);
    expect(new Set(demo.clients.map((client) => client.client_id)).size).toBe(demo.clients.length);
    for (const client of demo.clients) expect(client.client_secret.length).toBeGreaterThanOrEqual(16);
  });

  it("keeps the first tenant's clients first: the client of the OpenAPI examples, then its reader", () => {
    const [first] = demo.tenants;
    expect(demo.clients.slice(0, 2).map((client) => [client.client_id, client.customer_id])).toEqual([
      ['3MVG9d8sn2Wq7KxA', first?.customer_id],
      ['sandbox-orders-reader', first?.customer_id],
    ]);
  });

  it('gives each tenant profiles, executions and monitoring addresses on every network, created in the same second at times', () => {
    const customerOf = new Map(demo.profiles.map((profile) => [profile.id, profile.customer_id]));
    const orders = new Map(demo.orders.map((order) => [order.id, order]));
    for (const tenant of demo.tenants) {
      expect(
        demo.profiles.filter((profile) => profile.customer_id === tenant.customer_id).length,
      ).toBeGreaterThanOrEqual(2);
      const executions = demo.executions.filter(
        (execution) => customerOf.get(orders.get(execution.order_id)?.profile_id ?? '') === tenant.customer_id,
      );
      expect(executions.length, tenant.name).toBeGreaterThan(50);
      const addresses = demo.monitoring_addresses.filter((item) => item.customer_id === tenant.customer_id);
      expect(addresses.length, tenant.name).toBeGreaterThan(50);
      expect(new Set(addresses.map((item) => item.crypto_network))).toEqual(new Set(MONITORING_NETWORKS));
      expect(new Set(addresses.map((item) => item.created_at)).size).toBeLessThan(addresses.length);
    }
    const tenantOf = new Set(demo.tenants.map((tenant) => tenant.customer_id));
    for (const profile of demo.profiles) expect(tenantOf, profile.id).toContain(profile.customer_id);
    for (const item of demo.monitoring_addresses) expect(tenantOf, item.id).toContain(item.customer_id);
  });

  it('has profiles with decimal balances, one holding at least 1 BTC, with USD and USDC among the assets', () => {
    for (const profile of demo.profiles)
      for (const amount of Object.values(profile.balances)) expect(amount).toMatch(DECIMAL_PATTERN);
    expect(demo.profiles.some((profile) => Number(profile.balances['BTC'] ?? '0') >= 1)).toBe(true);
    expect(demo.profiles.some((profile) => 'USD' in profile.balances && 'USDC' in profile.balances)).toBe(true);
    expect(new Set(demo.profiles.map((profile) => profile.memo_id)).size).toBe(demo.profiles.length);
  });

  it('has accounts valid against the Account schema, each of a demo tenant and linked to a profile of it', () => {
    expect(demo.accounts.length).toBeGreaterThanOrEqual(3);
    const customers = demo.tenants.map((tenant) => tenant.customer_id);
    for (const { customer_id: owner, ...account } of demo.accounts) {
      expect(schemaProblems('Account', account), account.id).toEqual([]);
      expect(customers).toContain(owner);
      if (account.profile_id !== undefined)
        expect(demo.profiles.find((p) => p.id === account.profile_id)?.customer_id).toBe(owner);
    }
  });

  it('has markets with symbols like BTCUSD and a reference price', () => {
    expect(demo.markets.map((market) => market.symbol)).toContain('BTCUSD');
    for (const market of demo.markets) {
      expect(market.symbol).toMatch(/^[A-Z0-9]{2,20}$/);
      expect(market.symbol).toBe(`${market.base_asset}${market.quote_asset}`);
      expect(market.reference_price).toMatch(DECIMAL_PATTERN);
    }
  });

  it('has over 250 monitoring addresses on the four supported networks, each valid for its network and the schema', () => {
    expect(demo.monitoring_addresses.length).toBeGreaterThan(250);
    expect(new Set(demo.monitoring_addresses.map((item) => item.crypto_network))).toEqual(new Set(MONITORING_NETWORKS));
    expect(new Set(demo.monitoring_addresses.map((item) => item.id)).size).toBe(demo.monitoring_addresses.length);
    for (const { customer_id: _, ...item } of demo.monitoring_addresses) {
      expect(schemaProblems('MonitoringAddress', item), item.id).toEqual([]);
      expect(isValidAddress(item.crypto_network, item.address), item.address).toBe(true);
    }
  });

  it('has over 250 executions valid against the Execution schema, over several orders, profiles and accounts', () => {
    expect(demo.executions.length).toBeGreaterThan(250);
    expect(new Set(demo.executions.map((item) => item.execution_id)).size).toBe(demo.executions.length);
    const orders = new Map(demo.orders.map((order) => [order.id, order]));
    for (const execution of demo.executions) {
      expect(schemaProblems('Execution', execution), execution.execution_id).toEqual([]);
      const order = orders.get(execution.order_id);
      expect(order, execution.order_id).toBeDefined();
      expect(execution.market).toBe(order?.market);
    }
    expect(schemaProblems('Execution', { ...demo.executions[0], amount: 1 })).not.toEqual([]);
    const used = demo.executions.map((execution) => orders.get(execution.order_id));
    expect(new Set(used.map((order) => order?.id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(used.map((order) => order?.profile_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(used.map((order) => order?.account_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('includes the records of the OpenAPI examples, all of the first tenant', () => {
    const [first] = demo.tenants;
    expect(demo.executions.map((e) => e.execution_id)).toEqual(
      expect.arrayContaining(['1204587321', '1204587298', '1204511007']),
    );
    const main = demo.profiles.find((p) => p.id === '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
    expect(main).toMatchObject({ memo_id: '8QXZ3KTR', customer_id: first?.customer_id });
    expect(first?.customer_id).toBe('6b2f0c4e-8d1a-4f3b-9e7c-2a5d8b1c0f93');
    expect(demo.accounts.find((a) => a.id === '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')?.profile_id).toBe(main?.id);
    expect(demo.clients.find((c) => c.client_id === '3MVG9d8sn2Wq7KxA')?.customer_id).toBe(first?.customer_id);
    for (const item of exampleMonitoringAddresses) {
      expect(demo.monitoring_addresses.find((a) => a.id === item.id)).toEqual({
        ...item,
        customer_id: first?.customer_id,
      });
    }
    expect(exampleMonitoringAddresses.length).toBeGreaterThan(0);
  });
});
