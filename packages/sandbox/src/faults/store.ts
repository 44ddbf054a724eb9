import type { Fault } from '@dap/api-types/sandbox-control';

/** The armed faults, in arming order; a fault stays until its uses are taken or the faults are cleared. */
export interface FaultStore {
  insert(fault: Fault): Promise<void>;
  /** The faults with uses left, in arming order. */
  list(): Promise<Fault[]>;
  deleteAll(): Promise<void>;
  /**
   * Takes one use of the first armed fault of `operation` (in arming order) and returns it with the
   * uses left after this one, or undefined when none is armed. One statement: concurrent takers,
   * on any connection to the database, never take the same use twice.
   */
  take(operation: string): Promise<Fault | undefined>;
  /** The operations with at least one armed fault. */
  armedOperations(): Promise<string[]>;
}
