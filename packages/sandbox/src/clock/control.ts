import type { Clock as ClockState, ClockAdvance } from '@dap/api-types/sandbox-control';
import type { Announcer } from '../store/announcements.js';
import type { Transactional } from '../store/database.js';
import type { Notifications } from '../store/notifications.js';
import { isoMillis } from './clock.js';
import type { ClockStore } from './store.js';
import type { TenantClocks } from './tenant-clocks.js';

/** The sandbox's time (`Clock` of the control spec; the sandbox's own `Clock` is the source of time). */
export type { ClockState };

/** What falls due as a tenant's clock moves: the settlements of its PENDING withdrawals (`transfers/settlement.ts`). */
export interface DueWork {
  /** Carries out, in order, everything of the tenant due at `untilMs` (its clock's new time). */
  settleDue(tenant: string, untilMs: number): Promise<unknown>;
  /** Re-computes the delays of the tenant's timers from its clock as it reads now (after it moved). */
  rearm(tenant: string): void;
}

/** The stores an advance writes in one transaction: the offset, and the announcement of its change. */
interface ClockStores {
  clocks: ClockStore;
  notifications: Notifications;
}

/** What the other instances hear of an advance: whose clock moved. */
export interface ClockMoved {
  kind: 'clock';
  tenant: string;
}

/**
 * Each tenant's clock under control: `now` is real time plus the tenant's offset, kept in the store,
 * so that every instance on one database tells a tenant the same time. Advancing it runs what falls
 * due in between, in order: the tenant's PENDING withdrawals settle at their `settle_at`, soonest
 * first; its remaining settlement timers are then re-armed for the new time. Other tenants' clocks,
 * and real time (tokens, market data), do not move.
 */
export class ClockControl {
  /** Advances one at a time, so each settles what it passes before the next moves a clock. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ClockStores & Transactional<ClockStores>,
    private readonly clocks: TenantClocks,
    private readonly settlement: DueWork,
    private readonly broadcast: Announcer<ClockMoved>,
  ) {}

  /**
   * Reads the tenant's offset from the store again (when another instance may have moved it); when
   * it moved, its settlement timers are re-armed for the new time (what fell due, the instance that
   * moved the clock settled).
   */
  async load(tenant: string): Promise<void> {
    if (await this.clocks.reload(tenant)) this.settlement.rearm(tenant);
  }

  /** The tenant's time (as the store has it). */
  async now(tenant: string): Promise<ClockState> {
    await this.clocks.reload(tenant);
    return { now: isoMillis((await this.clocks.of(tenant)).nowMs()) };
  }

  /**
   * Moves the tenant's clock `seconds` forward, settles every PENDING withdrawal of the tenant due
   * by the new time, in `settle_at` order, each COMPLETED at its own `settle_at`, and answers the
   * new time. (The spec's schema bounds `seconds`; the server has checked it.)
   */
  advance(tenant: string, { seconds }: ClockAdvance): Promise<ClockState> {
    const deltaMs = seconds * 1000;
    const run = this.#queue.then(async () => {
      // The other instances re-read the offset when this commits; the answer waits until they have.
      const { offset, announcement } = await this.store.transaction(async (tx) => ({
        offset: await tx.clocks.add(tenant, deltaMs),
        announcement: await this.broadcast.publish({ kind: 'clock', tenant }, tx),
      }));
      this.clocks.set(tenant, offset);
      const until = this.clocks.known(tenant).nowMs();
      try {
        await this.settlement.settleDue(tenant, until);
      } finally {
        // Even when a settlement failed (it stays PENDING, due, and its re-armed timer retries it).
        this.settlement.rearm(tenant);
      }
      await announcement.applied();
      return { now: isoMillis(until) };
    });
    this.#queue = run.catch(() => {});
    return run;
  }
}
