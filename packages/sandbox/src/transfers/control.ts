import type { Transfer } from '@dap/api-types';
import type { TransferFailure } from '@dap/api-types/sandbox-control';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import type { BalanceStore } from '../profiles/store.js';
import { NotFound, TransferNotPending } from '../common/errors.js';
import type { Transactional } from '../store/database.js';
import { completedTransfer, failedTransfer } from './document.js';
import type { TransferService } from './service.js';
import type { Settlement } from './settlement.js';
import type { TransferStore } from './store.js';

/** The stores a transfer's fate changes: the transfer, and the balance a failed debit gives its hold back to. */
export interface TransferControlStores {
  transfers: TransferStore;
  balances: BalanceStore;
}

/**
 * A transfer's fate on demand: read it, complete it now, or fail it. A PENDING withdrawal holds its
 * total (amount plus fee) from the moment it is created: completing it keeps the funds gone,
 * failing it gives them back to the balance they came from.
 */
export class TransferControl {
  constructor(
    private readonly store: Transactional<TransferControlStores>,
    private readonly clocks: TenantClocks,
    private readonly transfers: TransferService,
    private readonly settlement: Settlement,
  ) {}

  /** The tenant's transfer as the API shapes it. Throws `NotFound` (another tenant's too). */
  get(tenant: string, id: string): Promise<Transfer> {
    return this.transfers.get(tenant, id);
  }

  /**
   * PENDING → COMPLETED now (not at its settle time), with a transaction hash of its network's format.
   * Throws `NotFound`, `TransferNotPending` (nothing changed).
   */
  async complete(tenant: string, id: string): Promise<Transfer> {
    const clock = await this.clocks.of(tenant);
    const completed = await this.store.transaction(async (tx) => {
      const result = completedTransfer(await pending(tx, tenant, id), isoMillis(clock.nowMs()));
      await tx.transfers.update([result]);
      return result;
    });
    this.settlement.cancel(id);
    return completed;
  }

  /**
   * PENDING → FAILED now, `status_details` `{reason}`, and the hold released: the total (amount
   * plus fee) goes back to the balance it was taken from (`balance_asset`, else `asset`), in the
   * same transaction. Throws `NotFound`, `TransferNotPending`.
   */
  async fail(tenant: string, id: string, { reason }: TransferFailure): Promise<Transfer> {
    const clock = await this.clocks.of(tenant);
    const failed = await this.store.transaction(async (tx) => {
      const transfer = await pending(tx, tenant, id);
      const result = failedTransfer(transfer, reason, isoMillis(clock.nowMs()));
      await tx.transfers.update([result]);
      if (transfer.direction === 'DEBIT')
        await tx.balances.credit(transfer.profile_id, transfer.balance_asset ?? transfer.asset, transfer.total);
      return result;
    });
    this.settlement.cancel(id);
    return failed;
  }
}

/** The tenant's transfer, locked, when it is PENDING. */
async function pending(tx: TransferControlStores, tenant: string, id: string): Promise<Transfer> {
  const transfer = await tx.transfers.lock(tenant, id);
  if (!transfer) throw new NotFound('transfer', id);
  if (transfer.status !== 'PENDING') throw new TransferNotPending(id, transfer.status);
  return transfer;
}
