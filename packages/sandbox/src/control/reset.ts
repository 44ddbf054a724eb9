import type { OffsetClock } from '../clock/clock.js';
import { CLOCK_OFFSET_SETTING, type ClockControl } from '../clock/control.js';
import type { DemoData } from '../demo/demo-data.js';
import type { FaultRegistry } from '../faults/registry.js';
import type { MarketBooks } from '../market/replication.js';
import type { Announcer } from '../store/announcements.js';
import type { Store } from '../stores.js';
import type { Settlement } from '../transfers/settlement.js';
import type { StreamControl } from './streams.js';

export interface ResetParts {
  store: Store;
  demo: DemoData;
  clock: OffsetClock;
  settlement: Settlement;
  faults: FaultRegistry;
  books: MarketBooks;
  streams: StreamControl;
  broadcast: Announcer<{ kind: 'reset' }>;
}

/**
 * The sandbox back to its start: the demo data's balances, no transfers, deposit addresses or
 * faults, the clock at real time (one transaction), the order books where the seed starts them
 * (on the instance running the simulator, and so on every replica);
 * then every WebSocket closed with 1012 (service restart), last, so a client reconnecting at once
 * finds the reset sandbox. The other instances on the database hear of it when it commits and
 * forget what they cached (`forgetReset`); the reset answers once they have.
 */
export async function resetSandbox({
  store,
  demo,
  clock,
  settlement,
  faults,
  books,
  streams,
  broadcast,
}: ResetParts): Promise<void> {
  settlement.cancelAll();
  const announcement = await store.transaction(async (tx) => {
    await tx.demo.reset(demo.profiles);
    await tx.settings.set(CLOCK_OFFSET_SETTING, '0');
    return broadcast.publish({ kind: 'reset' }, tx);
  });
  clock.setOffset(0);
  faults.forget();
  try {
    await books.reset();
  } finally {
    // Also when the books could not be reset (no instance runs the simulator right now): the rest
    // is reset, and a retry resets the books.
    streams.disconnect({ code: 1012 });
    await announcement.applied();
  }
}

/**
 * What an instance does when another reset the sandbox (the store is reset already): no settlement
 * timers (their transfers are gone), the clock's offset and the faults as the store has them now,
 * and its WebSockets closed with 1012 so their clients resubscribe to the reset sandbox. The order
 * books are the market simulator's, whose leader resets them for every instance.
 */
export async function forgetReset({
  settlement,
  clockControl,
  faults,
  streams,
}: {
  settlement: Settlement;
  clockControl: ClockControl;
  faults: FaultRegistry;
  streams: StreamControl;
}): Promise<void> {
  settlement.cancelAll();
  await Promise.all([clockControl.load(), faults.load()]);
  streams.disconnect({ code: 1012 });
}
