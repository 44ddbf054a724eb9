import type { OffsetClock } from '../clock.js';
import type { DemoData } from '../demo-data.js';
import type { MarketBooks } from '../market/replication.js';
import type { Settlement } from '../services/settlement.js';
import type { Store } from '../store/store.js';
import { CLOCK_OFFSET_SETTING } from './clock.js';
import type { FaultRegistry } from './faults.js';
import type { StreamControl } from './streams.js';

export interface ResetParts {
  store: Store;
  demo: DemoData;
  clock: OffsetClock;
  settlement: Settlement;
  faults: FaultRegistry;
  books: MarketBooks;
  streams: StreamControl;
}

/**
 * The sandbox back to its start: the demo data's balances, no transfers, deposit addresses or
 * faults, the clock at real time (one transaction), the order books where the seed starts them (on the instance running the simulator, and so on every replica);
 * then every WebSocket closed with 1012 (service restart), last, so a client reconnecting at once
 * finds the reset sandbox.
 */
export async function resetSandbox({ store, demo, clock, settlement, faults, books, streams }: ResetParts): Promise<void> {
  settlement.cancelAll();
  await store.transaction(async (tx) => {
    await tx.resetToDemo(demo.profiles);
    await tx.setSetting(CLOCK_OFFSET_SETTING, '0');
  });
  clock.setOffset(0);
  faults.forget();
  await books.reset();
  streams.disconnect({ code: 1012 });
}
