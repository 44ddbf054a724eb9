import type { Fault } from '@dap/api-types/sandbox-control';

/** An operation a tenant has a fault armed for. */
export interface ArmedOperation {
  tenant: string;
  operation: string;
}

/**
 * The armed faults, each a tenant's, in arming order; a fault stays until its uses are taken or
 * its tenant's faults are cleared.
 */
export interface FaultStore {
  /** Arms the tenant's fault when the tenant holds fewer than `limit` armed; whether it did. Call it inside a transaction. */
  insert(tenant: string, fault: Fault, limit: number): Promise<boolean>;
  /** The tenant's faults with uses left, in arming order. */
  list(tenant: string): Promise<Fault[]>;
  deleteAll(tenant: string): Promise<void>;
  /**
   * Takes one use of the tenant's first armed fault of `operation` (in arming order) and returns it
   * with the uses left after this one, or undefined when none is armed. One statement: concurrent
   * takers, on any connection to the database, never take the same use twice.
   */
  take(tenant: string, operation: string): Promise<Fault | undefined>;
  /** The operations with at least one armed fault, with their tenants. */
  armedOperations(): Promise<ArmedOperation[]>;
}
