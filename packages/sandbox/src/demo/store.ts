import type { Account, Execution } from '@dap/api-types';
import type { ClientRecord } from '../auth/clients.js';
import type { DemoMarket, DemoMonitoringAddress, DemoOrder, DemoProfile } from './demo-data.js';

/**
 * The demo data as stored: clients already hashed. The tenant a client or a monitoring address
 * belongs to (`customer_id`) is not stored: the store has no tenants.
 */
export interface DemoSeed {
  clients: ClientRecord[];
  profiles: DemoProfile[];
  accounts: Account[];
  markets: DemoMarket[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoringAddresses: DemoMonitoringAddress[];
}

/** The demo data in the store: loaded once, and what a reset goes back to. */
export interface DemoStore {
  /**
   * Inserts the demo data; rows already there (same key) are left as they are, but for the demo
   * clients' scopes, which follow the demo data (a scope added to it reaches existing stores).
   */
  insert(seed: DemoSeed): Promise<void>;
  /**
   * Back to the demo data: every transfer, deposit address and fault deleted, every balance the
   * demo profiles' (balances of other assets removed). Clients, profiles, accounts, markets,
   * executions and monitoring addresses are never changed by the API, so they stay.
   */
  reset(profiles: readonly DemoProfile[]): Promise<void>;
}
