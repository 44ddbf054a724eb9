/**
 * WebSocket limits under abuse: another client's REST calls and market data while one connection
 * floods the sandbox with malformed frames and another sends requests without ever reading its
 * socket, against the same client with no flood. Windows with and without the flood alternate in
 * one run; the sandbox, the flooders, the REST client and the stream subscriber each run in their
 * own process.
 */
import { readDemoData } from '@dap/sandbox/internal';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMsOf } from '../harness/cpu.js';
import { forkScript } from '../harness/processes.js';
import { sampleRss } from '../harness/rss.js';
import { median } from '../harness/stats.js';
import { sandboxToken, type SandboxInfo } from '../sandbox/sandbox-info.js';
import type { Sent } from '../stream/frames.js';
import type { ConnectOptions, Delivery } from '../stream/subscribers.js';
import type { FloodOptions, FlooderFigures } from './flooder.js';
import type { RestProbeFigures, RestProbeOptions } from './rest-probe.js';

export interface FloodSettings {
  /** The market whose `market_data` the other client follows. */
  market: string;
  /** The sandbox's market simulator step, ms. */
  tickMs: number;
  /** What the other client GETs, under the REST base. */
  restPath: string;
  /** One GET every so many ms. */
  restIntervalMs: number;
  /** Frames each flooding connection sends at once (the measurement: 10,000). */
  framesPerConnection: number;
  warmupSeconds: number;
  /**
   * Pairs of windows run first and not counted: the first flood finds the server's (and the
   * flooders') code for it not yet optimised, and made the first pair the worst of a run.
   */
  warmupRounds: number;
  /** Pairs of windows: one without the flood, one with it. */
  rounds: number;
  windowSeconds: number;
}

export const FLOOD_SETTINGS: FloodSettings = {
  market: 'BTCUSD',
  tickMs: 20,
  restPath: '/executions?limit=5',
  restIntervalMs: 5,
  framesPerConnection: 10_000,
  warmupSeconds: 2,
  warmupRounds: 1,
  rounds: 6,
  windowSeconds: 5,
};

/** How long after a window closes its last frames may still arrive. */
const GRACE_MS = 500;

export interface FloodWindow {
  flood: boolean;
  seconds: number;
  rest: RestProbeFigures;
  stream: Delivery;
  /** CPU seconds the sandbox process used per second of the window. */
  serverCpu: number;
  peakRssBytes: number;
  flooders?: Record<'malformed' | 'silent', FlooderFigures>;
}

/** Medians over the windows of one condition. */
export interface FloodFigures {
  restP50Ms: number;
  restP99Ms: number;
  restMaxMs: number;
  restCalls: number;
  restFailed: number;
  streamP50Ms: number;
  streamP99Ms: number;
  streamMaxMs: number;
  /** Receipts over frames sent, all windows together (1 when nothing was lost). */
  streamCompleteness: number;
  serverCpu: number;
  peakRssBytes: number;
}

export interface FloodBenchmark {
  settings: FloodSettings;
  quiet: FloodFigures;
  flood: FloodFigures;
  /** flood / quiet */
  ratios: { restP99: number; streamP99: number };
  /** The sandbox's CPU time in the flood windows beyond the quiet windows' median, per frame the flooders sent, µs. */
  cpuPerFloodFrameUs: number;
  /** What the flooders did, all flood windows together. */
  flooders: Record<'malformed' | 'silent', FlooderFigures>;
  windows: FloodWindow[];
  targets: { restP99Ratio: number; streamP99Ratio: number };
}

function summarise(windows: FloodWindow[]): FloodFigures {
  const sent = windows.reduce((sum, w) => sum + w.stream.sent, 0);
  const delivered = windows.reduce((sum, w) => sum + w.stream.delivered, 0);
  return {
    restP50Ms: median(windows.map((w) => w.rest.p50Ms)),
    restP99Ms: median(windows.map((w) => w.rest.p99Ms)),
    restMaxMs: Math.max(...windows.map((w) => w.rest.maxMs)),
    restCalls: windows.reduce((sum, w) => sum + w.rest.calls, 0),
    restFailed: windows.reduce((sum, w) => sum + w.rest.failed, 0),
    streamP50Ms: median(windows.map((w) => w.stream.p50Ms)),
    streamP99Ms: median(windows.map((w) => w.stream.p99Ms)),
    streamMaxMs: Math.max(...windows.map((w) => w.stream.maxMs)),
    streamCompleteness: sent > 0 ? delivered / sent : 0,
    serverCpu: median(windows.map((w) => w.serverCpu)),
    peakRssBytes: Math.max(...windows.map((w) => w.peakRssBytes)),
  };
}

function addFlooders(
  into: Record<'malformed' | 'silent', FlooderFigures>,
  from: Record<'malformed' | 'silent', FlooderFigures>,
): void {
  for (const kind of ['malformed', 'silent'] as const) {
    into[kind].connections += from[kind].connections;
    into[kind].frames += from[kind].frames;
    for (const [code, n] of Object.entries(from[kind].closes))
      into[kind].closes[code] = (into[kind].closes[code] ?? 0) + n;
  }
}

export async function measureFlood(
  settings: FloodSettings = FLOOD_SETTINGS,
  log: (line: string) => void = console.log,
): Promise<FloodBenchmark> {
  const opened: Array<{ close(): Promise<void> }> = [];
  try {
    log(
      `  starting the sandbox (market step ${settings.tickMs} ms), the flooders, the REST client and the stream subscriber…`,
    );
    const sandbox = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url), {
      env: { DAP_BENCH_SANDBOX_TICK_MS: String(settings.tickMs) },
    });
    opened.push(sandbox);
    const flooders = await forkScript<unknown>(new URL('./flooder.js', import.meta.url));
    opened.push(flooders);
    const rest = await forkScript<unknown>(new URL('./rest-probe.js', import.meta.url));
    opened.push(rest);
    const subscriber = await forkScript<unknown>(new URL('../stream/subscribers.js', import.meta.url));
    opened.push(subscriber);
    const token = await sandboxToken(sandbox.info);

    await sandbox.call('probeStart', { channel: 'market_data', market: settings.market });
    await subscriber.call('connect', {
      url: sandbox.info.wsUrl,
      tokens: [token],
      count: 1,
      subscribe: { type: 'market_data', params: { market: settings.market } },
    } satisfies ConnectOptions);
    const restOptions: RestProbeOptions = {
      url: `${sandbox.info.baseUrl}${settings.restPath}`,
      token,
      intervalMs: settings.restIntervalMs,
    };
    const floodOptions: FloodOptions = {
      wsUrl: sandbox.info.wsUrl,
      token,
      markets: readDemoData().markets.map((m) => m.symbol),
      framesPerConnection: settings.framesPerConnection,
    };
    await rest.call('start', restOptions);
    await sleep(settings.warmupSeconds * 1000);
    await rest.call('stop');

    const windows: FloodWindow[] = [];
    for (let round = -settings.warmupRounds; round < settings.rounds; round++) {
      const name = round < 0 ? 'warm-up' : `round ${round + 1}/${settings.rounds}`;
      for (const flood of [false, true]) {
        await subscriber.call('mark');
        await sandbox.call('mark');
        const cpuBefore = cpuMsOf(sandbox.pid) / 1000;
        const sampler = sampleRss(sandbox.pid);
        const started = performance.now();
        await rest.call('start', restOptions);
        if (flood) await flooders.call('start', floodOptions);
        await sleep(settings.windowSeconds * 1000);
        const flooded = flood ? await flooders.call<Record<'malformed' | 'silent', FlooderFigures>>('stop') : undefined;
        const restFigures = await rest.call<RestProbeFigures>('stop');
        const sent = await sandbox.call<Sent>('take');
        const seconds = (performance.now() - started) / 1000;
        const serverCpu = (cpuMsOf(sandbox.pid) / 1000 - cpuBefore) / seconds;
        const peakRssBytes = sampler.stop();
        await sleep(GRACE_MS);
        const stream = await subscriber.call<Delivery>('collect', { sent });
        if (round >= 0)
          windows.push({
            flood,
            seconds,
            rest: restFigures,
            stream,
            serverCpu,
            peakRssBytes,
            ...(flooded ? { flooders: flooded } : {}),
          });
        const frames = flooded
          ? `, flood ${flooded.malformed.frames.toLocaleString('en')} malformed frames on ${flooded.malformed.connections} connections and ${flooded.silent.frames.toLocaleString('en')} unread requests on ${flooded.silent.connections}`
          : '';
        log(
          `    ${name} ${flood ? 'flood   ' : 'no flood'}  REST p50 ${restFigures.p50Ms.toFixed(2)} ms p99 ${restFigures.p99Ms.toFixed(2)} ms (${restFigures.calls} calls)  stream p50 ${stream.p50Ms.toFixed(2)} ms p99 ${stream.p99Ms.toFixed(2)} ms  server CPU ${(serverCpu * 100).toFixed(0)} %${frames}`,
        );
        // Lets the server finish closing the flooders' connections before the next window.
        if (flood) await sleep(1_500);
      }
    }
    await sandbox.call('probeStop');
    await subscriber.call('closeAll');

    const quiet = summarise(windows.filter((w) => !w.flood));
    const flood = summarise(windows.filter((w) => w.flood));
    const flooded = {
      malformed: { connections: 0, frames: 0, closes: {} },
      silent: { connections: 0, frames: 0, closes: {} },
    };
    for (const w of windows) if (w.flooders) addFlooders(flooded, w.flooders);
    const floodFrames = flooded.malformed.frames + flooded.silent.frames;
    const extraCpuSeconds = windows
      .filter((w) => w.flood)
      .reduce((sum, w) => sum + (w.serverCpu - quiet.serverCpu) * w.seconds, 0);
    return {
      settings,
      quiet,
      flood,
      ratios: { restP99: flood.restP99Ms / quiet.restP99Ms, streamP99: flood.streamP99Ms / quiet.streamP99Ms },
      cpuPerFloodFrameUs: floodFrames > 0 ? (extraCpuSeconds * 1e6) / floodFrames : NaN,
      flooders: flooded,
      windows,
      targets: { restP99Ratio: 2, streamP99Ratio: 2 },
    };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
  }
}
