import { setTimeout as sleep } from 'node:timers/promises';
import type { Transfer } from '@dap/api-types';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import type { Transactional } from '../store/database.js';
import { completedTransfer } from './document.js';
import type { Due, PendingTransfer, TransferStore } from './store.js';

export const DEFAULT_SETTLE_AFTER_MS = 2_000;

/**
 * How often every instance sweeps for PENDING withdrawals past their time, whoever created them:
 * what an instance that died (kill -9) had scheduled settles on the survivors within about this.
 */
export const SWEEP_INTERVAL_MS = 1_000;

/** Transfers claimed and completed per transaction of a sweep. */
const CLAIM_BATCH = 100;

/**
 * How long a timer's sweep waits for the timers that fire after it, to settle them in the same
 * transaction: under load a withdrawal falls due every millisecond or so, and a sweep per timer
 * costs four round trips each. A settlement still carries its own time (`updated_at` is its
 * `settle_at`); it is only written up to this much later.
 */
const SWEEP_GATHER_MS = 25;

/** The longest delay `setTimeout` keeps (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Settles PENDING withdrawals: at each one's `settle_at` (a time of its tenant's clock) the
 * transfer becomes COMPLETED with a `crypto_tx_hash` in its network's format (derived from the
 * transfer id) and `updated_at` its settle time. There is one way to settle: claim the due PENDING rows in the store (`FOR UPDATE`,
 * so each is completed by one transaction, under its row lock, once) and complete them. What starts
 * a claim: a timer at the settle time of each withdrawal this instance created or found at start
 * (on time to the millisecond), a sweep every `SWEEP_INTERVAL_MS` on every instance (what another
 * instance created and could not settle, because it died, completes on whichever instance is
 * alive; the sweeps of several instances skip each other's rows; each tenant's transfers are due
 * by its own clock), and an advance of a tenant's clock (`settleDue`, waiting for rows another
 * holds, so all it passed is settled when it answers), after which the tenant's timers are
 * re-armed (`rearm`). The control's complete and fail lock the row too,
 * so whichever comes second finds the transfer settled.
 */
export class Settlement {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; pending: PendingTransfer }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;
  private sweeper: NodeJS.Timeout | undefined;
  /** The latest time a sweep was asked for and not yet run; one sweep runs at a time. */
  private sweepUntil: number | undefined;
  private sweeping = false;

  constructor(
    private readonly store: { transfers: TransferStore } & Transactional<{ transfers: TransferStore }>,
    private readonly clocks: TenantClocks,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Schedules every pending transfer in the store; returns how many. */
  async resume(): Promise<number> {
    const pending = await this.store.transfers.listPending();
    for (const transfer of pending) this.schedule(transfer);
    return pending.length;
  }

  /** Starts the periodic sweep (until `close`). */
  startSweeping(): void {
    if (this.closed || this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(this.clocks.real.nowMs()), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  schedule(pending: PendingTransfer): void {
    if (this.closed || this.timers.has(pending.id)) return;
    // Read at scheduling time: an advance of the tenant's clock re-arms its timers (`rearm`).
    const clock = this.clocks.known(pending.tenant);
    const delay = Math.max(0, pending.settleAtMs - clock.nowMs());
    // Node fires a longer timeout at once; one beyond its reach waits in steps instead.
    const reach = delay > MAX_TIMER_MS;
    const timer = setTimeout(
      () => {
        this.timers.delete(pending.id);
        // At least up to its own time (in real time: its settle time less its tenant's offset): the
        // timer and the clock may disagree by a millisecond.
        const real = this.clocks.real.nowMs();
        if (reach) this.schedule(pending);
        else this.sweep(Math.max(real, pending.settleAtMs - (clock.nowMs() - real)));
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
   * Settles, in `settle_at` order, every PENDING transfer of the tenant due at `untilMs` of its
   * clock (the store's, so those another instance created too), waiting for any another
   * transaction is settling; returns the transfers completed here.
   */
  async settleDue(tenant: string, untilMs: number): Promise<Transfer[]> {
    return this.track(this.claimAndComplete({ tenant, untilMs }, true));
  }

  /** Re-computes the delays of the tenant's timers from its clock as it reads now (after it moved). */
  rearm(tenant: string): void {
    const pending = [...this.timers.values()].map((entry) => entry.pending).filter((p) => p.tenant === tenant);
    for (const { id } of pending) this.cancel(id);
    for (const transfer of pending) this.schedule(transfer);
  }

  /** Cancels the timers of a tenant, or every timer (a reset or a deletion removed what they were for). */
  cancelAll(tenant?: string): void {
    for (const [id, entry] of [...this.timers])
      if (tenant === undefined || entry.pending.tenant === tenant) this.cancel(id);
  }

  /** How many settlements are waiting for their time. */
  get scheduled(): number {
    return this.timers.size;
  }

  /** Stops the timers and the sweep (pending transfers stay pending, for the next start or another instance) and waits for running settlements. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    this.cancelAll();
    await Promise.all([...this.inFlight]);
  }

  /**
   * Asks for a sweep of every tenant up to the real time `untilMs` (each tenant's transfers due by
   * its clock then), without waiting for rows others hold. Requests coalesce: the timers firing
   * within `SWEEP_GATHER_MS` of each other, or while a sweep runs, cost one sweep.
   */
  private sweep(untilMs: number): void {
    if (this.closed) return;
    this.sweepUntil = Math.max(this.sweepUntil ?? untilMs, untilMs);
    if (this.sweeping) return;
    this.sweeping = true;
    void this.track(
      (async () => {
        while (this.sweepUntil !== undefined && !this.closed) {
          await sleep(SWEEP_GATHER_MS);
          if (this.closed) break;
          const until = Math.max(this.sweepUntil, this.clocks.real.nowMs());
          this.sweepUntil = undefined;
          await this.claimAndComplete({ realUntilMs: until }, false).catch(this.onError);
        }
        this.sweeping = false;
      })(),
    );
  }

  /** Claims the due PENDING transfers, a batch per transaction, and completes each at its settle time. */
  private async claimAndComplete(due: Due, wait: boolean): Promise<Transfer[]> {
    const completed: Transfer[] = [];
    for (;;) {
      if (this.closed) return completed;
      const batch = await this.store.transaction(async (tx) => {
        const claimed = await tx.transfers.claimDue(due, CLAIM_BATCH, wait);
        const done = claimed.map(({ transfer, settleAtMs }) => completedTransfer(transfer, isoMillis(settleAtMs)));
        await tx.transfers.update(done);
        return done;
      });
      for (const transfer of batch) this.cancel(transfer.id);
      completed.push(...batch);
      // Fewer than a full batch: nothing more is due (or free to take); a claim that waited may
      // return fewer only because rows were settled meanwhile, so it looks once more.
      if (batch.length === 0 || (!wait && batch.length < CLAIM_BATCH)) return completed;
    }
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run)).catch(() => {});
    return run;
  }
}
