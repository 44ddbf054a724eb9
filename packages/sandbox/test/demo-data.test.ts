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

describe('the demo data', () => {
  it('is exactly what the generator script makes', () => {
    expect(readFileSync(DEMO_DATA_URL, 'utf8')).toBe(renderDemoData());
    expect(generateDemoData()).toEqual(generateDemoData());
  });

  it('has a client with every scope of the oauth2 scheme and sandbox:control, and one with only exchange:read_order', () => {
    expect(oauthScopes).toContain('exchange:read_aggregated_marketdata_stream');
    expect(oauthScopes).not.toContain('sandbox:control');
    expect(
      demo.clients.some(
        (client) => [...client.scopes].sort().join() === [...oauthScopes, 'sandbox:control'].sort().join(),
      ),
    ).toBe(true);
    expect(
      demo.clients.some((client) => client.scopes.length === 1 && client.scopes[0] === 'exchange:read_order'),
    ).toBe(true);
    expect(new Set(demo.clients.map((client) => client.client_id)).size).toBe(demo.clients.length);
    for (const client of demo.clients) expect(client.client_secret.length).toBeGreaterThanOrEqual(16);
  });

  it('has profiles with decimal balances, one holding at least 1 BTC, with USD and USDC among the assets', () => {
    for (const profile of demo.profiles)
      for (const amount of Object.values(profile.balances)) expect(amount).toMatch(DECIMAL_PATTERN);
    expect(demo.profiles.some((profile) => Number(profile.balances['BTC'] ?? '0') >= 1)).toBe(true);
    expect(demo.profiles.some((profile) => 'USD' in profile.balances && 'USDC' in profile.balances)).toBe(true);
    expect(new Set(demo.profiles.map((profile) => profile.memo_id)).size).toBe(demo.profiles.length);
  });

  it('has accounts valid against the Account schema, linked to existing profiles', () => {
    expect(demo.accounts.length).toBeGreaterThanOrEqual(3);
    for (const account of demo.accounts) {
      expect(schemaProblems('Account', account), account.id).toEqual([]);
      if (account.profile_id !== undefined) expect(demo.profiles.map((p) => p.id)).toContain(account.profile_id);
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
    for (const item of demo.monitoring_addresses) {
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

  it('includes the records of the OpenAPI examples', () => {
    expect(demo.executions.map((e) => e.execution_id)).toEqual(
      expect.arrayContaining(['1204587321', '1204587298', '1204511007']),
    );
    expect(demo.profiles.map((p) => p.id)).toContain('0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
    expect(demo.profiles.map((p) => p.memo_id)).toContain('8QXZ3KTR');
    expect(demo.accounts.map((a) => a.id)).toContain('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
  });
});
