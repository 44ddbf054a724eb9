import type { Account, Execution, MonitoringAddress } from '@dap/api-types';

/** An execution with the profile and account of its order, for the executions filters. */
export interface ExecutionRecord {
  execution: Execution;
  profileId: string;
  accountId: string | undefined;
}

/** What the read models load at start: rows the demo data adds and the API never changes. */
export interface ReadModelStore {
  listMonitoringAddresses(): Promise<MonitoringAddress[]>;
  listExecutions(): Promise<ExecutionRecord[]>;
  listAccounts(): Promise<Account[]>;
}
