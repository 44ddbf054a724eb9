import type { Transfer } from '@dap/api-types';
import { ADDED_TO_BALANCE } from '../profiles/sql-store.js';
import { RefIdTaken } from '../store/errors.js';
import { isUniqueViolation, type SqlClient } from '../store/sql.js';
import { recordDebits, type DebitBatches } from './debits.js';
import { inTransferOrder } from './document.js';
import { UUID } from '../common/validation.js';
import { TRANSFER_COLUMNS, TRANSFER_RECORD, transferRow } from './rows.js';
import type {
  BalanceChange,
  DebitOutcome,
  Due,
  DueTransfer,
  NewTransfer,
  PendingTransfer,
  TransferStore,
} from './store.js';

/**
 * The transfers on any Postgres. JSON goes in as text cast to json (`$1::text::json`) and numbers
 * as text, so drivers need not agree on how they serialise parameters; numerics come back as text.
 */
export class SqlTransferStore implements TransferStore {
  constructor(
    private readonly sql: SqlClient,
    /** The database's debit batches outside a transaction; a transaction's store has none (null) and records each debit in it. */
    private readonly debits: DebitBatches | null,
  ) {}

  async recordDebit(row: NewTransfer, change: BalanceChange): Promise<DebitOutcome> {
    if (this.debits) return this.debits.record(row, change);
    return (await recordDebits(this.sql, [{ row, change }]))[0] as DebitOutcome;
  }

  async recordCredit(row: NewTransfer, { asset, amount }: BalanceChange): Promise<void> {
    // One statement: the transfer, then the credit of the balance it records (created at `amount`
    // when the profile never held the asset).
    try {
      await this.sql.query(
        `WITH created AS (
           INSERT INTO transfers (${TRANSFER_COLUMNS})
           SELECT ${TRANSFER_COLUMNS} FROM json_to_record($1::text::json) AS r (${TRANSFER_RECORD})
           RETURNING profile_id
         )
         INSERT INTO balances (profile_id, asset, amount) SELECT profile_id, $2, $3::text::numeric FROM created
         ${ADDED_TO_BALANCE}`,
        [JSON.stringify(transferRow(row)), asset, amount],
      );
    } catch (error) {
      if (isUniqueViolation(error) && row.transfer.ref_id !== undefined) throw new RefIdTaken(row.transfer.ref_id);
      throw error;
    }
  }

  async find(tenant: string, id: string): Promise<Transfer | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: Transfer }>(
      'SELECT document FROM transfers WHERE id = $1::uuid AND customer_id = $2',
      [id, tenant],
    );
    return row?.document;
  }

  async findByRefId(tenant: string, refId: string): Promise<Transfer | undefined> {
    const [row] = await this.sql.query<{ document: Transfer }>(
      'SELECT document FROM transfers WHERE customer_id = $1 AND ref_id = $2',
      [tenant, refId],
    );
    return row?.document;
  }

  async lock(tenant: string, id: string): Promise<Transfer | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: Transfer }>(
      'SELECT document FROM transfers WHERE id = $1::uuid AND customer_id = $2 FOR UPDATE',
      [id, tenant],
    );
    return row?.document;
  }

  async update(transfers: readonly Transfer[]): Promise<void> {
    if (transfers.length === 0) return;
    // One statement for a whole batch of settlements: the rows as one JSON parameter.
    await this.sql.query(
      `UPDATE transfers AS t SET status = u.status, document = u.document
         FROM json_to_recordset($1::text::json) AS u(id uuid, status text, document json)
        WHERE t.id = u.id`,
      [
        JSON.stringify(
          transfers.map((transfer) => ({
            id: transfer.id,
            status: transfer.status,
            document: inTransferOrder(transfer),
          })),
        ),
      ],
    );
  }

  async listPending(tenant?: string): Promise<PendingTransfer[]> {
    const rows = await this.sql.query<{ id: string; customer_id: string; settle_at_ms: string }>(
      `SELECT id::text AS id, customer_id,
              floor(extract(epoch FROM settle_at) * 1000)::bigint::text AS settle_at_ms
         FROM transfers
        WHERE status = 'PENDING' AND settle_at IS NOT NULL AND ($1::text IS NULL OR customer_id = $1)
        ORDER BY settle_at, id`,
      [tenant ?? null],
    );
    return rows.map((row) => ({ id: row.id, tenant: row.customer_id, settleAtMs: Number(row.settle_at_ms) }));
  }

  async claimDue(due: Due, limit: number, wait: boolean): Promise<DueTransfer[]> {
    // One tenant's: up to a time of its clock. Every tenant's: each up to the time its clock reads
    // at the real time given (its offset from the store, which every instance shares). Offsets are
    // never negative, so the furthest clock bounds the pending index's range first, and only the
    // rows in it look up their tenant's offset: the sweep reads neither every tenant nor every
    // pending transfer (a join did both, at every sweep).
    const [condition, until] =
      'tenant' in due
        ? [`t.customer_id = $3 AND t.settle_at <= $1::timestamptz`, due.untilMs]
        : [
            `t.settle_at <= $1::timestamptz + (SELECT coalesce(max(clock_offset_ms), 0) FROM tenants) * interval '1 millisecond'
             AND t.settle_at <= $1::timestamptz + coalesce(
               (SELECT n.clock_offset_ms FROM tenants AS n WHERE n.customer_id = t.customer_id), 0
             ) * interval '1 millisecond'`,
            due.realUntilMs,
          ];
    const rows = await this.sql.query<{ document: Transfer; settle_at_ms: string }>(
      `SELECT t.document, floor(extract(epoch FROM t.settle_at) * 1000)::bigint::text AS settle_at_ms
         FROM transfers AS t
        WHERE t.status = 'PENDING' AND ${condition}
        ORDER BY t.settle_at, t.id
        LIMIT $2::integer
          FOR UPDATE OF t${wait ? '' : ' SKIP LOCKED'}`,
      'tenant' in due
        ? [new Date(until).toISOString(), String(limit), due.tenant]
        : [new Date(until).toISOString(), String(limit)],
    );
    return rows.map((row) => ({ transfer: row.document, settleAtMs: Number(row.settle_at_ms) }));
  }
}
