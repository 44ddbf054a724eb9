import { readFileSync } from 'node:fs';
import type { Account, Execution, MonitoringAddress } from '@dap/api-types';

/** An OAuth2 client of the demo data; its secret is published for sandbox users, and stored hashed. */
export interface DemoClient {
  client_id: string;
  client_secret: string;
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

export interface DemoData {
  $comment?: string;
  clients: DemoClient[];
  profiles: DemoProfile[];
  accounts: Account[];
  markets: DemoMarket[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoring_addresses: MonitoringAddress[];
}

/** Where the committed demo data lives (`packages/sandbox/demo-data.json`). */
export const DEMO_DATA_URL = new URL('../../demo-data.json', import.meta.url);

/** The committed demo data. */
export function readDemoData(): DemoData {
  return JSON.parse(readFileSync(DEMO_DATA_URL, 'utf8')) as DemoData;
}
