/**
 * The sandbox as `pnpm bench` loads it, in a process of its own (forked by the benchmarks): the real
 * `startSandbox` on 127.0.0.1, on a fresh data directory as `pnpm start` makes on its first run
 * (demo balances every run; removed when the process ends), a fixed market seed, and the per-client
 * rate limit off (its default, 50 requests/s, would answer most of the load with 429). With
 * `DAP_BENCH_DATABASE_URL`, it keeps everything in that PostgreSQL database instead (one of the
 * instances of the REST benchmark's cluster).
 *
 * The probe: for the WebSocket fan-out benchmark this process adds one listener of its own to the
 * market simulator's channel before any subscriber connects. The simulator hands each frame to its
 * listeners in the order they were added, right after serialising it, so the probe sees the frame
 * first, at the moment the server starts sending it to the subscribers: that instant (the
 * system-wide monotonic clock, `process.hrtime`) is the frame's send time. The frame's own
 * `time` field has millisecond precision only, too coarse for sub-millisecond latencies.
 */
import { startSandbox } from '@dap/sandbox';
import type { MarketChannel } from '@dap/sandbox/internal';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../harness/ipc.js';
import { frameKey, type Sent, type TraceFrame } from '../stream/frames.js';

/** The market simulator's step, when the benchmark sets one (fan-out); otherwise the sandbox's default. */
const tick = process.env['DAP_BENCH_SANDBOX_TICK_MS'];
/** A PostgreSQL database shared with other sandboxes (the REST cluster figure, the cross-instance fan-out); otherwise the embedded store. */
const databaseUrl = process.env['DAP_BENCH_SANDBOX_DATABASE_URL'];
let leading = false;

const dataDir = mkdtempSync(join(tmpdir(), 'dap-bench-sandbox-'));
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const server = await startSandbox({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  seed: 1,
  rateLimit: false,
  ...(tick ? { tickMs: Number(tick) } : {}),
  ...(databaseUrl ? { databaseUrl } : {}),
  onMarketLeadership: (value) => (leading = value),
});

let stopProbe: (() => void) | undefined;
/** Every frame since probe-start, in order: [send time in ns, frame]. */
let trace: TraceFrame[] = [];
let windowFrom = 0;
let windowStartNs = 0;
let duplicateKeys = 0;

serve(
  {
    /** Whether this sandbox runs the market simulator (one of the sandboxes of a database does). */
    leading: () => leading,
    probeStart({ channel, market }: { channel: MarketChannel; market: string }) {
      stopProbe?.();
      trace = [];
      const seen = new Set<string>();
      duplicateKeys = 0;
      stopProbe = server.sandbox.markets.subscribe({ channel, market }, (frame) => {
        const ns = Number(process.hrtime.bigint());
        const key = frameKey(frame);
        if (key === undefined) return;
        if (seen.has(key)) duplicateKeys++;
        seen.add(key);
        trace.push({ ns, key, frame });
      });
    },
    /** Starts a measuring window. */
    mark() {
      windowFrom = trace.length;
      windowStartNs = Number(process.hrtime.bigint());
    },
    /** The frames sent since `mark`, and how long the window was. */
    take(): Sent {
      const endNs = Number(process.hrtime.bigint());
      return {
        seconds: (endNs - windowStartNs) / 1e9,
        frames: trace.slice(windowFrom).map(({ key, ns }) => [key, ns]),
      };
    },
    /** Stops the probe; returns every frame it saw (the trace the raw ws server replays). */
    probeStop(): { trace: TraceFrame[]; duplicateKeys: number } {
      stopProbe?.();
      stopProbe = undefined;
      const result = { trace, duplicateKeys };
      trace = [];
      return result;
    },
  },
  () => server.stop(),
);

process.send?.({
  ready: {
    origin: server.origin,
    baseUrl: server.url,
    tokenUrl: server.tokenUrl,
    wsUrl: server.wsUrl,
    credentials: server.clients,
  },
});
