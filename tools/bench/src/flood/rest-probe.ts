/**
 * Another client's REST calls for the flood benchmark, in a process of their own (forked by
 * flood.ts): one GET every `intervalMs` (a client going about its business, not a load test), each
 * call's latency stamped with `process.hrtime`, from `start` to `stop`.
 */
import { serve } from '../harness/ipc.js';
import { percentile } from '../harness/stats.js';

export interface RestProbeOptions {
  url: string;
  token: string;
  intervalMs: number;
}

export interface RestProbeFigures {
  calls: number;
  /** Calls that failed or answered other than 200. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

let running: Promise<void> | undefined;
let stopping = false;
let latencies: number[] = [];
let failed = 0;

async function run({ url, token, intervalMs }: RestProbeOptions): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  let next = performance.now();
  while (!stopping) {
    const started = process.hrtime.bigint();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      else failed++;
    } catch {
      failed++;
    }
    // Paced from the schedule, not from the answer: a slow answer is not followed by a pause.
    next += intervalMs;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else next = performance.now();
  }
}

serve({
  start(options: RestProbeOptions) {
    stopping = false;
    latencies = [];
    failed = 0;
    running = run(options);
  },
  async stop(): Promise<RestProbeFigures> {
    stopping = true;
    await running;
    const sorted = Float64Array.from(latencies).sort();
    return {
      calls: latencies.length + failed,
      failed,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.length > 0 ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    };
  },
});

process.send?.({ ready: { pid: process.pid } });
