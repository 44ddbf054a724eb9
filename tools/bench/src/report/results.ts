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

export interface Results {
  machine: Machine;
  clientOverhead: ClientOverhead | Failed;
  bundleSize: BundleSize | Failed;
  rest: RestBenchmark | Failed;
  start: StartBenchmark | Failed;
  fanout: FanoutBenchmark | Failed;
  flood: FloodBenchmark | Failed;
  tenants: TenantsBenchmark | Failed;
  toolchain: ToolchainBenchmark | Failed;
}

export const failed = (part: object): part is Failed => 'error' in part;
