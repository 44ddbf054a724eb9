import type { DemoMarket } from '../demo/demo-data.js';

/** The markets the simulator runs (the demo data adds them; nothing changes them). */
export interface MarketStore {
  list(): Promise<DemoMarket[]>;
}
