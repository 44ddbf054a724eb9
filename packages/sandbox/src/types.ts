import type { Execution, ExecutionList as SpecExecutionList, MonitoringAddress, MonitoringAddressList as SpecMonitoringAddressList, Transfer } from '@dap/api-types';
import type { HandlerInputs } from '@dap/server';

/** Who is calling: the principal of a verified access token, as the server hands it over. */
export type { Principal } from '@dap/server';

// The sandbox always sends a page's list, empty on an empty page (the spec lets a last page leave it out).
export type MonitoringAddressList = SpecMonitoringAddressList & { addresses: MonitoringAddress[] };
export type ExecutionList = SpecExecutionList & { items: Execution[] };
/** The validated queries of the list operations, as the generated server hands them over. */
export type ListMonitoringAddressesQuery = HandlerInputs['listMonitoringAddresses']['query'];
export type ListExecutionsQuery = HandlerInputs['listExecutions']['query'];

/** The fields of a Transfer in the spec's order, so stored and returned documents read alike. */
const TRANSFER_FIELDS: readonly (keyof Transfer)[] = [
  'id', 'customer_id', 'profile_id', 'amount', 'total', 'fee', 'asset', 'direction', 'type', 'status', 'created_at', 'updated_at',
  'identity_id', 'ref_id', 'balance_asset', 'secondary_status', 'status_details', 'metadata', 'destination_address', 'crypto_network',
  'crypto_tx_hash', 'crypto_tx_index', 'account_id', 'auto_conversion', 'group_id', 'fiat_account_id', 'notional_value', 'memo',
];

/** The transfer with its fields in the spec's order (fields it does not have stay absent). */
export function inTransferOrder(transfer: Transfer): Transfer {
  const ordered: Partial<Record<keyof Transfer, unknown>> = {};
  for (const field of TRANSFER_FIELDS) if (transfer[field] !== undefined) ordered[field] = transfer[field];
  return ordered as Transfer;
}
