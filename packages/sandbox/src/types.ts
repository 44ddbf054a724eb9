import type { components, operations } from '@dap/api-types';


/** The REST shapes the services take and return, from `@dap/api-types`. */
export type Transfer = components['schemas']['Transfer'];
export type CryptoWithdrawalRequest = components['schemas']['CryptoWithdrawalRequest'];
export type DepositAddressRequest = components['schemas']['DepositAddressRequest'];
export type DepositAddress = components['schemas']['DepositAddress'];
export type SandboxFiatDepositRequest = components['schemas']['SandboxFiatDepositRequest'];
export type MonitoringAddress = components['schemas']['MonitoringAddress'];
export type Execution = components['schemas']['Execution'];
// The sandbox always sends a page's list, empty on an empty page (the spec lets a last page leave it out).
export type MonitoringAddressList = components['schemas']['MonitoringAddressList'] & { addresses: MonitoringAddress[] };
export type ExecutionList = components['schemas']['ExecutionList'] & { items: Execution[] };
export type Account = components['schemas']['Account'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type Metadata = components['schemas']['Metadata'];
export type ConversionTargetAsset = components['schemas']['ConversionTargetAsset'];
export type ListMonitoringAddressesQuery = NonNullable<operations['listMonitoringAddresses']['parameters']['query']>;
export type ListExecutionsQuery = NonNullable<operations['listExecutions']['parameters']['query']>;

/** Who is calling: the subject (client id) and scopes of a verified access token. */
export interface Principal {
  readonly subject: string;
  readonly scopes: readonly string[];
}

/** The fields of a Transfer in the spec's order, so stored and returned documents read alike. */
const TRANSFER_FIELDS: readonly (keyof Transfer)[] = [
  'id', 'customer_id', 'profile_id', 'amount', 'total', 'fee', 'asset', 'direction', 'type', 'status', 'created_at', 'updated_at',
  'identity_id', 'ref_id', 'balance_asset', 'secondary_status', 'status_details', 'metadata', 'destination_address', 'crypto_network',
  'crypto_tx_hash', 'crypto_tx_index', 'account_id', 'auto_conversion', 'group_id', 'fiat_account_id', 'notional_value', 'memo',
];

/** The transfer with its fields in the spec's order (fields it does not have stay absent). */
export function inTransferOrder(transfer: Transfer): Transfer {
  const ordered: Record<string, unknown> = {};
  for (const field of TRANSFER_FIELDS) if (transfer[field] !== undefined) ordered[field] = transfer[field];
  return ordered as Transfer;
}
