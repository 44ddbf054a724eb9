import { readFileSync } from 'node:fs';
import type { Account, Execution, MonitoringAddress } from '@dap/api-types';

/**
 * A tenant: one customer of the platform. It owns its OAuth2 clients, profiles (with their balances,
 * accounts, orders and executions) and monitoring addresses; the markets are shared by all tenants.
 */
export interface DemoTenant {
  /** A UUID. */
  id: string;
  name: string;
  /** The customer the tenant is (a UUID): its profiles' and clients' `customer_id`. */
  customer_id: string;
}

/** An OAuth2 client of the demo data; its secret is published for sandbox users, and stored hashed. */
export interface DemoClient {
  client_id: string;
  client_secret: string;
  /** The customer (tenant) the client acts for. */
  customer_id: string;
  scopes: string[];
  description?: string;
}

/** A profile: whose balances the ledger holds, and the memo id that attributes wire deposits to it. */
export interface DemoProfile {
  id: string;
  customer_id: string;
  memo_id: string;
  description?: string;
  /** Balance per asset, decimal strings. */
  balances: Record<string, string>;
}

/** A market the simulator runs. */
export interface DemoMarket {
  symbol: string;
  base_asset: string;
  quote_asset: string;
  /** The price the simulated book starts around, a decimal string with `price_decimals` digits. */
  reference_price: string;
  /** Fraction digits of prices (the tick is 10^-price_decimals). */
  price_decimals: number;
  /** Fraction digits of amounts (the lot is 10^-amount_decimals). */
  amount_decimals: number;
}

/** An order, linking its executions to a profile and an account (the executions filters). */
export interface DemoOrder {
  id: string;
  profile_id: string;
  account_id?: string;
  market: string;
  side: string;
}

/**
 * A monitoring address and the customer (tenant) that monitors it. The API's `MonitoringAddress`
 * has no `customer_id`: the store keeps the document without it.
 */
export type DemoMonitoringAddress = MonitoringAddress & { customer_id: string };

/**
 * An identity account and its customer (tenant): an account may have no profile (an application
 * denied), so its owner is named, not found through one. The store keeps the document without it.
 */
export type DemoAccount = Account & { customer_id: string };

/**
 * The demo data: the demo tenants, and every tenant's records in flat arrays (each record names its
 * tenant through `customer_id`, or through the profile it belongs to), with the shared markets.
 */
export interface DemoData {
  $comment?: string;
  tenants: DemoTenant[];
  clients: DemoClient[];
  profiles: DemoProfile[];
  accounts: DemoAccount[];
  markets: DemoMarket[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoring_addresses: DemoMonitoringAddress[];
}

/** One tenant's data in the demo data's shapes: what a demo tenant and a tenant made on demand start with. */
export interface TenantSeed {
  tenant: DemoTenant;
  clients: DemoClient[];
  profiles: DemoProfile[];
  accounts: DemoAccount[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoring_addresses: DemoMonitoringAddress[];
}

/** The demo data's tenants, each with its own rows (found by customer, then by profile and order). */
export function demoTenantSeeds(demo: DemoData): TenantSeed[] {
  return demo.tenants.map((tenant) => {
    const profiles = demo.profiles.filter((profile) => profile.customer_id === tenant.customer_id);
    const profileIds = new Set(profiles.map((profile) => profile.id));
    const orders = demo.orders.filter((order) => profileIds.has(order.profile_id));
    const orderIds = new Set(orders.map((order) => order.id));
    return {
      tenant,
      clients: demo.clients.filter((client) => client.customer_id === tenant.customer_id),
      profiles,
      accounts: demo.accounts.filter((account) => account.customer_id === tenant.customer_id),
      orders,
      executions: demo.executions.filter((execution) => orderIds.has(execution.order_id)),
      monitoring_addresses: demo.monitoring_addresses.filter((address) => address.customer_id === tenant.customer_id),
    };
  });
}

/** Where the committed demo data lives (`packages/sandbox/demo-data.json`). */
export const DEMO_DATA_URL = new URL('../../demo-data.json', import.meta.url);

/** The committed demo data. */
export function readDemoData(): DemoData {
  return JSON.parse(readFileSync(DEMO_DATA_URL, 'utf8')) as DemoData;
}
