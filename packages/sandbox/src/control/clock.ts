import { isoMillis, type OffsetClock } from '../clock.js';
import type { Settlement } from '../services/settlement.js';
import type { Store } from '../store/store.js';
import type { ControlBroadcast } from './broadcast.js';
import type { ClockAdvance, ClockState } from './types.js';

/** Where the clock's offset is kept (milliseconds ahead of real time, an integer). */
export const CLOCK_OFFSET_SETTING = 'clock_offset_ms';

/** The longest single advance: a year (365 days), far past anything a test needs. */

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
    private readonly store: Store,
    private readonly clock: OffsetClock,
    private readonly settlement: Settlement,
    private readonly broadcast: ControlBroadcast,
  ) {}

  /**
   * Reads the offset from the store (at start, and when another instance may have moved it); when
   * it moved, the settlement timers are re-armed for the new time (what fell due, the instance that
   * moved the clock settled).
   */
  async load(): Promise<void> {
    const offset = Number((await this.store.getSetting(CLOCK_OFFSET_SETTING)) ?? '0');
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
        offset: await tx.addToSetting(CLOCK_OFFSET_SETTING, deltaMs),
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
