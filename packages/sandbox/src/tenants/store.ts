import type { Execution } from '@dap/api-types';
import type { ClientRecord } from '../auth/clients.js';
import type { DemoAccount, DemoMonitoringAddress, DemoOrder, DemoProfile } from '../demo/demo-data.js';

/** A tenant as the store keeps it. */
export interface TenantRecord {
  id: string;
  name: string;
  /** The customer the tenant is: what its rows are keyed by. */
  customerId: string;
  /** When its withdrawals settle by themselves, ms of its clock after creation: null, the sandbox's setting; 0, never. */
  settleAfterMs: number | null;
  /** Its answers evolved with this seed (tomorrow's API): null, the sandbox's setting. */
  evolveSeed: string | null;
  /** From the demo data (an operator's reset puts it back to its seed), or made on demand (an operator's reset deletes it). */
  demo: boolean;
}

/** Everything a tenant starts with, as stored (its clients' secrets already hashed). */
export interface TenantData {
  tenant: TenantRecord;
  clients: ClientRecord[];
  profiles: DemoProfile[];
  accounts: DemoAccount[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoringAddresses: DemoMonitoringAddress[];
}

/** The tenants and everything they hold. */
export interface TenantStore {
  /**
   * Stores tenants with everything they start with: new rows, a clash of keys failing. With
   * `reload` (the demo data loaded again), rows already there (same key) are left as they are, but
   * for clients, whose scopes and tenant follow what is given (a scope added to the demo data
   * reaches existing stores), accounts and monitoring addresses (their owner), and the tenant's
   * seed (what a reset goes back to).
   */
  insert(tenants: readonly TenantData[], options?: { reload?: boolean }): Promise<void>;
  /** Every tenant, the demo data's first, then by creation. */
  list(): Promise<TenantRecord[]>;
  find(customerId: string): Promise<TenantRecord | undefined>;
  findById(id: string): Promise<TenantRecord | undefined>;
  /** Deletes the tenant and everything it holds; whether there was one. */
  delete(customerId: string): Promise<boolean>;
  /**
   * The tenant back to its seed: its transfers, deposit addresses and faults deleted, its balances
   * as seeded (balances of other assets removed), its clock at real time. Its ids stay.
   */
  reset(customerId: string): Promise<void>;
}
