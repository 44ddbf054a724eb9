import type {
  Execution,
  ExecutionList as SpecExecutionList,
  MonitoringAddress,
  MonitoringAddressList as SpecMonitoringAddressList,
} from '@dap/api-types';
import type { HandlerInputs } from '@dap/server';

// The sandbox always sends a page's list, empty on an empty page (the spec lets a last page leave it out).
export type MonitoringAddressList = SpecMonitoringAddressList & { addresses: MonitoringAddress[] };
export type ExecutionList = SpecExecutionList & { items: Execution[] };
/** The validated queries of the list operations, as the generated server hands them over. */
export type ListMonitoringAddressesQuery = HandlerInputs['listMonitoringAddresses']['query'];
export type ListExecutionsQuery = HandlerInputs['listExecutions']['query'];
