/** What one run measured, benchmark by benchmark: what the report renders, and docs/benchmarks.json holds. */
import type { BundleSize } from '../client/bundle-size.js';
import type { ClientOverhead } from '../client/client-overhead.js';
import type { FanoutBenchmark } from '../fanout/fanout.js';
import type { FloodBenchmark } from '../flood/flood.js';
import type { Machine } from '../harness/machine.js';
import type { RestBenchmark } from '../rest/rest.js';
import type { StartBenchmark } from '../start/start.js';
import type { TenantsBenchmark } from '../tenants/tenants.js';
import type { ToolchainBenchmark } from '../toolchain/toolchain.js';

/** A benchmark that could not be measured in this run (a server would not start, a build broke, …). */
export interface Failed {
  error: string;
}

/** When a part was measured, for a part merged in from a run of its own (`dap-bench --only … --merge`). */
export interface MeasuredAt {
  date: string;
  loadAverage: Machine['loadAverage'];
}

export interface Results {
  /** The machine, the date and the load of the full run (or of the first run the report was written from). */
  machine: Machine;
  clientOverhead: ClientOverhead | Failed;
  bundleSize: BundleSize | Failed;
  rest: RestBenchmark | Failed;
  start: StartBenchmark | Failed;
  fanout: FanoutBenchmark | Failed;
  flood: FloodBenchmark | Failed;
  tenants: TenantsBenchmark | Failed;
  toolchain: ToolchainBenchmark | Failed;
  /** The parts measured later in runs of their own, by their `--only` name; a full run has none. */
  merged?: Record<string, MeasuredAt>;
}

export const failed = (part: object): part is Failed => 'error' in part;
