import { isoMillis, type Clock } from '../clock.js';
import { NotFound, TransferNotPending } from '../errors.js';
import { completedTransfer, type Settlement } from '../services/settlement.js';
import { Ledger, type TransferService } from '../services/transfers.js';
import type { Store, StoreOperations } from '../store/store.js';
import type { Transfer } from '@dap/api-types';
import { inTransferOrder } from '../types.js';
import type { TransferFailure } from './types.js';

/** The longest failure reason kept (it is quoted back in `status_details`). */

/**
 * A transfer's fate on demand: read it, complete it now, or fail it. A PENDING withdrawal holds its
 * total (amount plus fee) from the moment it is created: completing it keeps the funds gone,
 * failing it gives them back to the balance they came from.
 */
export class TransferControl {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly transfers: TransferService,
    private readonly settlement: Settlement,
  ) {}

  /** The transfer as the API shapes it. Throws `NotFound`. */
  get(id: string): Promise<Transfer> {
    return this.transfers.get(id);
  }

  /**
   * PENDING → COMPLETED now (not at its settle time), with a transaction hash of its network's format.
   * Throws `NotFound`, `TransferNotPending` (nothing changed).
   */
  async complete(id: string): Promise<Transfer> {
    const completed = await this.store.transaction(async (tx) => {
      const result = completedTransfer(await this.pending(tx, id), isoMillis(this.clock.nowMs()));
      await tx.updateTransfers([result]);
      return result;
    });
    this.settlement.cancel(id);
    return completed;
  }

  /**
   * PENDING → FAILED now, `status_details` `{reason}`, and the hold released: the total (amount
   * plus fee) goes back to the balance it was taken from, in the same transaction.
   * Throws `NotFound`, `TransferNotPending`.
   */
  async fail(id: string, { reason }: TransferFailure): Promise<Transfer> {
    const failed = await this.store.transaction(async (tx) => {
      const transfer = await this.pending(tx, id);
      const result = inTransferOrder({ ...transfer, status: 'FAILED', status_details: { reason }, updated_at: isoMillis(this.clock.nowMs()) });
      await tx.updateTransfers([result]);
      if (transfer.direction === 'DEBIT') await Ledger.release(tx, transfer);
      return result;
    });
    this.settlement.cancel(id);
    return failed;
  }

  /** The transfer, locked, when it is PENDING. */
  private async pending(tx: StoreOperations, id: string): Promise<Transfer> {
    const transfer = await tx.lockTransfer(id);
    if (!transfer) throw new NotFound('transfer', id);
    if (transfer.status !== 'PENDING') throw new TransferNotPending(id, transfer.status);
    return transfer;
  }
}
