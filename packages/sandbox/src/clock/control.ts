import type { Clock as ClockState, ClockAdvance } from '@dap/api-types/sandbox-control';
import type { Announcer } from '../store/announcements.js';
import type { Transactional } from '../store/database.js';
import type { Notifications } from '../store/notifications.js';
import type { SettingsStore } from '../store/settings.js';
import { isoMillis, type OffsetClock } from './clock.js';

/** The sandbox's time (`Clock` of the control spec; the sandbox's own `Clock` is the source of time). */
export type { ClockState };

/** Where the clock's offset is kept (milliseconds ahead of real time, an integer). */
export const CLOCK_OFFSET_SETTING = 'clock_offset_ms';

/** What falls due as the clock moves: the settlements of PENDING withdrawals (`transfers/settlement.ts`). */
export interface DueWork {
  /** Carries out, in order, everything due at `untilMs` (the clock's new time). */
  settleDue(untilMs: number): Promise<unknown>;
  /** Re-computes every timer's delay from the clock as it reads now (after it moved). */
  rearm(): void;
}

/** The stores an advance writes in one transaction: the offset, and the announcement of its change. */
interface ClockStores {
  settings: SettingsStore;
  notifications: Notifications;
}

/**
 * The sandbox clock under control: `now` is real time plus an offset kept in the store, so every
 * instance on one database tells the same time. Advancing it runs what falls due in between, in
 * order: PENDING withdrawals settle at their `settle_at`, soonest first; the remaining settlement
 * timers are then re-armed for the new time.
 */
export class ClockControl {
  /** Advances one at a time, so each settles what it passes before the next moves the clock. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ClockStores & Transactional<ClockStores>,
    private readonly clock: OffsetClock,
    private readonly settlement: DueWork,
    private readonly broadcast: Announcer<{ kind: 'clock' }>,
  ) {}

  /**
   * Reads the offset from the store (at start, and when another instance may have moved it); when
   * it moved, the settlement timers are re-armed for the new time (what fell due, the instance that
   * moved the clock settled).
   */
  async load(): Promise<void> {
    const offset = Number((await this.store.settings.get(CLOCK_OFFSET_SETTING)) ?? '0');
    if (offset === this.clock.offsetMs) return;
    this.clock.setOffset(offset);
    this.settlement.rearm();
  }

  /** The sandbox's time (as the store has it). */
  async now(): Promise<ClockState> {
    await this.load();
    return { now: isoMillis(this.clock.nowMs()) };
  }

  /**
   * Moves the clock `seconds` forward, settles every PENDING withdrawal due by the new time, in
   * `settle_at` order, each COMPLETED at its own `settle_at`, and answers the new time. (The
   * spec's schema bounds `seconds`; the server has checked it.)
   */
  advance({ seconds }: ClockAdvance): Promise<ClockState> {
    const deltaMs = seconds * 1000;
    const run = this.#queue.then(async () => {
      // The store adds to the offset in one statement: advances through two instances both count.
      // The other instances re-read it when this commits; the answer waits until they have.
      const { offset, announcement } = await this.store.transaction(async (tx) => ({
        offset: await tx.settings.add(CLOCK_OFFSET_SETTING, deltaMs),
        announcement: await this.broadcast.publish({ kind: 'clock' }, tx),
      }));
      this.clock.setOffset(offset);
      const until = this.clock.nowMs();
      try {
        await this.settlement.settleDue(until);
      } finally {
        // Even when a settlement failed (it stays PENDING, due, and its re-armed timer retries it).
        this.settlement.rearm();
      }
      await announcement.applied();
      return { now: isoMillis(until) };
    });
    this.#queue = run.catch(() => {});
    return run;
  }
}
