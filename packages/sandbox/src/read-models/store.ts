import type { Account, Execution, MonitoringAddress } from '@dap/api-types';

/** An execution with the profile and account of its order, for the executions filters. */
export interface ExecutionRecord {
  execution: Execution;
  profileId: string;
  accountId: string | undefined;
}

/** What a tenant's read models load: rows made with the tenant, which the API never changes. */
export interface ReadModelStore {
  listMonitoringAddresses(tenant: string): Promise<MonitoringAddress[]>;
  listExecutions(tenant: string): Promise<ExecutionRecord[]>;
  listAccounts(tenant: string): Promise<Account[]>;
}
