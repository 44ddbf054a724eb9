import { isoMillis, type Clock } from '../clock.js';
import { deriveTxHash } from '../addresses.js';
import type { CryptoNetwork } from '../networks.js';
import type { PendingTransfer, Store } from '../store/store.js';

export const DEFAULT_SETTLE_AFTER_MS = 2_000;

/**
 * Settles PENDING withdrawals: at each one's `settle_at`, the transfer becomes COMPLETED with a
 * `crypto_tx_hash` in its network's format (derived from the transfer id) and a new `updated_at`.
 * `settle_at` is stored with the transfer, so the pending ones found at start are settled too (at
 * once when their time has passed). The update only applies to a transfer still PENDING, so
 * settling twice changes nothing.
 */
export class Settlement {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
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

  schedule({ id, cryptoNetwork, settleAtMs }: PendingTransfer): void {
    if (this.closed || this.timers.has(id)) return;
    const delay = Math.max(0, settleAtMs - this.clock.nowMs());
    const timer = setTimeout(() => {
      this.timers.delete(id);
      const run = this.settle(id, cryptoNetwork).catch(this.onError);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }, delay);
    timer.unref();
    this.timers.set(id, timer);
  }

  /** How many settlements are waiting for their time. */
  get scheduled(): number {
    return this.timers.size;
  }

  /** Cancels the timers (pending transfers stay pending, to be settled after the next start) and waits for running settlements. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight]);
  }

  private async settle(id: string, network: CryptoNetwork | undefined): Promise<void> {
    if (this.closed) return;
    await this.store.transaction((tx) => tx.completeTransfer(id, deriveTxHash(network ?? 'ETHEREUM', id), isoMillis(this.clock.nowMs())));
  }
}
