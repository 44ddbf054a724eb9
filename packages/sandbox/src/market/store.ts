import type { DemoMarket } from '../demo/demo-data.js';

/** The markets the simulator runs, which every tenant shares (the demo data adds them; nothing changes them). */
export interface MarketStore {
  list(): Promise<DemoMarket[]>;
  /** Adds the markets not there yet (same symbol: left as it is). */
  insert(markets: readonly DemoMarket[]): Promise<void>;
}
