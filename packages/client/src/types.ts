/** Names for the request and response shapes of each method, all derived from `@dap/api-types`. */
import type {
  Execution,
  ExecutionList,
  MonitoringAddress,
  MonitoringAddressList,
  operations,
} from '@dap/api-types';
import type { CursorPage } from './core/pagination.js';

/** The query parameters of a list operation. */
type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type ListExecutionsQuery = QueryOf<'listExecutions'>;
export type ListMonitoringAddressesQuery = QueryOf<'listMonitoringAddresses'>;


export type ExecutionsPage = CursorPage<Execution, ExecutionList, ListExecutionsQuery>;
export type MonitoringAddressesPage = CursorPage<MonitoringAddress, MonitoringAddressList, ListMonitoringAddressesQuery>;
