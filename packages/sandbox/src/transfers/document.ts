import type { Transfer } from '@dap/api-types';
import { deriveTxHash } from '../networks/addresses.js';
import { assetInfo } from '../networks/assets.js';
import { mulRounded } from '../common/decimal.js';

/** The fields of a Transfer in the spec's order, so stored and returned documents read alike. */
const TRANSFER_FIELDS: readonly (keyof Transfer)[] = [
  'id',
  'customer_id',
  'profile_id',
  'amount',
  'total',
  'fee',
  'asset',
  'direction',
  'type',
  'status',
  'created_at',
  'updated_at',
  'identity_id',
  'ref_id',
  'balance_asset',
  'secondary_status',
  'status_details',
  'metadata',
  'destination_address',
  'crypto_network',
  'crypto_tx_hash',
  'crypto_tx_index',
  'account_id',
  'auto_conversion',
  'group_id',
  'fiat_account_id',
  'notional_value',
  'memo',
];

/** The transfer with its fields in the spec's order (fields it does not have stay absent). */
export function inTransferOrder(transfer: Transfer): Transfer {
  const ordered: Partial<Record<keyof Transfer, unknown>> = {};
  for (const field of TRANSFER_FIELDS) if (transfer[field] !== undefined) ordered[field] = transfer[field];
  return ordered as Transfer;
}

/** The transfer COMPLETED at `updatedAt`, with a transaction hash of its network's format derived from its id. */
export function completedTransfer(transfer: Transfer, updatedAt: string): Transfer {
  return inTransferOrder({
    ...transfer,
    status: 'COMPLETED',
    crypto_tx_hash: deriveTxHash(transfer.crypto_network ?? 'ETHEREUM', transfer.id),
    updated_at: updatedAt,
  });
}

/** The transfer FAILED at `updatedAt`, `status_details` `{reason}`. */
export function failedTransfer(transfer: Transfer, reason: string, updatedAt: string): Transfer {
  return inTransferOrder({ ...transfer, status: 'FAILED', status_details: { reason }, updated_at: updatedAt });
}

/** USD value of `value` units of `asset` at the reference price, rounded half-up to cents. */
export function notional(asset: string, value: string): string | undefined {
  const price = assetInfo(asset)?.usdPrice;
  return price === undefined ? undefined : mulRounded(value, price, 2);
}
