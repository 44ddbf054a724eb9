import { isoMillis, type Clock } from '../clock.js';
import { deriveTxHash } from '../addresses.js';
import type { PendingTransfer, Store } from '../store/store.js';
import type { Transfer } from '@dap/api-types';
import { inTransferOrder } from '../types.js';

export const DEFAULT_SETTLE_AFTER_MS = 2_000;

/** The longest delay `setTimeout` keeps (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Settles PENDING withdrawals: at each one's `settle_at` the transfer becomes COMPLETED with a
 * `crypto_tx_hash` in its network's format (derived from the transfer id) and `updated_at` its
 * settle time. `settle_at` is stored with the transfer, so the pending ones found at start are
 * settled too (at once when their time has passed), and an advance of the sandbox clock settles
 * those it passes, in order (`settleDue`), then re-arms the rest (`rearm`). Completing only applies
 * to a transfer still PENDING, under its row lock, so however a settlement is triggered (a timer, an
 * advance, another instance, the control's complete or fail), it happens once.
 */
export class Settlement {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; pending: PendingTransfer }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Schedules every pending transfer in the store; returns how many. */
  async resume(): Promise<number> {
    const pending = await this.store.listPendingTransfers();
    for (const transfer of pending) this.schedule(transfer);
    return pending.length;
  }

  schedule(pending: PendingTransfer): void {
    if (this.closed || this.timers.has(pending.id)) return;
    // Read at scheduling time: an advance of the clock re-arms the timers (`rearm`).
    const delay = Math.max(0, pending.settleAtMs - this.clock.nowMs());
    // Node fires a longer timeout at once; one beyond its reach waits in steps instead.
    const reach = delay > MAX_TIMER_MS;
    const timer = setTimeout(
      () => {
        this.timers.delete(pending.id);
        if (reach) this.schedule(pending);
        else this.track(this.settle(pending).catch(this.onError));
      },
      reach ? MAX_TIMER_MS : delay,
    );
    timer.unref();
    this.timers.set(pending.id, { timer, pending });
  }

  /** Forgets a transfer's timer (it was completed or failed some other way). */
  cancel(id: string): void {
    const entry = this.timers.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.timers.delete(id);
  }

  /**
   * Settles, one after the other in `settle_at` order, every PENDING transfer due at `untilMs`
   * (the store's list, so those another instance scheduled too); returns the transfers completed here.
   */
  async settleDue(untilMs: number): Promise<Transfer[]> {
    const due = (await this.store.listPendingTransfers()).filter((pending) => pending.settleAtMs <= untilMs);
    const completed: Transfer[] = [];
    for (const pending of due) {
      this.cancel(pending.id);
      const transfer = await this.track(this.settle(pending));
      if (transfer) completed.push(transfer);
    }
    return completed;
  }

  /** Re-computes every timer's delay from the clock as it reads now (after it moved). */
  rearm(): void {
    const pending = [...this.timers.values()].map((entry) => entry.pending);
    for (const { id } of pending) this.cancel(id);
    for (const transfer of pending) this.schedule(transfer);
  }

  /** Cancels every timer (a reset deleted what they were for). */
  cancelAll(): void {
    for (const id of [...this.timers.keys()]) this.cancel(id);
  }

  /** How many settlements are waiting for their time. */
  get scheduled(): number {
    return this.timers.size;
  }

  /** Cancels the timers (pending transfers stay pending, to be settled after the next start) and waits for running settlements. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelAll();
    await Promise.all([...this.inFlight]);
  }

  private async settle({ id, settleAtMs }: PendingTransfer): Promise<Transfer | undefined> {
    if (this.closed) return undefined;
    return this.store.transaction(async (tx) => {
      // Under the row lock: whoever comes second (a timer, an advance, the control) finds it settled.
      const transfer = await tx.lockTransfer(id);
      if (!transfer || transfer.status !== 'PENDING') return undefined;
      const completed = completedTransfer(transfer, isoMillis(settleAtMs));
      await tx.updateTransfer(completed);
      return completed;
    });
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run)).catch(() => {});
    return run;
  }
}

/** The transfer COMPLETED at `updatedAt`, with a transaction hash of its network's format derived from its id. */
export function completedTransfer(transfer: Transfer, updatedAt: string): Transfer {
  return inTransferOrder({ ...transfer, status: 'COMPLETED', crypto_tx_hash: deriveTxHash(transfer.crypto_network ?? 'ETHEREUM', transfer.id), updated_at: updatedAt });
}
