import type { NewTransfer } from './store.js';

/**
 * A transfer's row as JSON goes in (`json_to_record`, and `insert_debits` of the debit rule's
 * migration): its columns and their types, and `transferRow`, which fills them.
 */
export const TRANSFER_RECORD =
  'id uuid, customer_id text, profile_id text, ref_id text, type text, status text, created_at timestamptz, settle_at timestamptz, created_by text, document json';
export const TRANSFER_COLUMNS = TRANSFER_RECORD.split(', ')
  .map((column) => column.split(' ')[0])
  .join(', ');

export function transferRow({ transfer, customerId, settleAtMs, createdBy }: NewTransfer) {
  return {
    id: transfer.id,
    customer_id: customerId,
    profile_id: transfer.profile_id,
    ref_id: transfer.ref_id ?? null,
    type: transfer.type,
    status: transfer.status,
    created_at: transfer.created_at,
    settle_at: settleAtMs === undefined ? null : new Date(settleAtMs).toISOString(),
    created_by: createdBy ?? null,
    document: transfer,
  };
}
