/**
 * WebSocket fan-out: 1, 100 and 1,000 subscribers on one market of the sandbox, then the same
 * number on a bare `ws` server replaying the frames the sandbox sent, at the same offsets. Servers,
 * and the subscribers, each run in their own process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sent, TraceFrame } from './frames.js';
import { forkScript, type Forked } from './processes.js';
import { sampleRss } from './rss.js';
import { sandboxToken, type SandboxInfo } from './sandbox-info.js';
import { median } from './stats.js';
import type { ConnectOptions, Delivery } from './subscribers.js';

export interface FanoutSettings {
  subscribers: number[];
  channel: 'market_data';
  market: string;
  /** The sandbox's market simulator step, ms: one UPDATE per step that changes the book. */
  tickMs: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
}

export const FANOUT_SETTINGS: FanoutSettings = {
  subscribers: [1, 100, 1_000],
  channel: 'market_data',
  market: 'BTCUSD',
  /** 10× the sandbox's default (100 ms): about 93 frames/s, so 1,000 subscribers get some 93,000 a second. */
  tickMs: 10,
  warmupSeconds: 2,
  rounds: 3,
  roundSeconds: 4,
};

/** How long after a window closes its last frames may still arrive. */
const GRACE_MS = 500;

export interface FanoutFigures {
  /** Medians over the rounds. */
  perSecond: number;
  sentPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Receipts over frames sent × subscribers, all rounds together (1 when nothing was lost). */
  completeness: number;
  peakRssBytes: number;
  closedByServer: Record<string, number>;
  rounds: Delivery[];
}

export interface FanoutRow {
  subscribers: number;
  sandbox: FanoutFigures;
  raw: FanoutFigures;
  /** sandbox.perSecond / raw.perSecond */
  rateRatio: number;
}

export interface FanoutBenchmark {
  settings: FanoutSettings;
  rows: FanoutRow[];
  /** Frames of the trace whose key was seen twice (0: every latency is attributed to the right frame). */
  duplicateKeys: number;
  targets: { subscribers: number; p99Ms: number; rateRatio: number };
}

interface Server {
  mark(): Promise<void>;
  take(): Promise<Sent>;
}

async function measureRounds(
  label: string,
  server: Server,
  subscribers: Forked<unknown>,
  settings: FanoutSettings,
  log: (line: string) => void,
): Promise<Delivery[]> {
  await sleep(settings.warmupSeconds * 1000);
  const rounds: Delivery[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    await subscribers.call('mark');
    await server.mark();
    await sleep(settings.roundSeconds * 1000);
    const sent = await server.take();
    await sleep(GRACE_MS);
    const delivery = await subscribers.call<Delivery>('collect', { sent });
    rounds.push(delivery);
    log(
      `    round ${round + 1}/${settings.rounds} ${label.padEnd(7)} ${String(delivery.connections).padStart(5)} subscribers  ${Math.round(delivery.perSecond).toLocaleString('en').padStart(7)} frames/s delivered (${((100 * delivery.delivered) / Math.max(1, delivery.sent * delivery.connections)).toFixed(1)} %)  p50 ${delivery.p50Ms.toFixed(2)} ms  p99 ${delivery.p99Ms.toFixed(2)} ms`,
    );
  }
  return rounds;
}

function summarise(rounds: Delivery[], peakRssBytes: number): FanoutFigures {
  const sent = rounds.reduce((sum, r) => sum + r.sent * r.connections, 0);
  const delivered = rounds.reduce((sum, r) => sum + r.delivered, 0);
  const closed: Record<string, number> = {};
  for (const round of rounds) for (const [code, count] of Object.entries(round.closedByServer)) closed[code] = Math.max(closed[code] ?? 0, count);
  return {
    perSecond: median(rounds.map((r) => r.perSecond)),
    sentPerSecond: median(rounds.map((r) => r.sent / r.seconds)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    maxMs: Math.max(...rounds.map((r) => r.maxMs)),
    completeness: sent > 0 ? delivered / sent : 0,
    peakRssBytes,
    closedByServer: closed,
    rounds,
  };
}

export async function measureFanout(settings: FanoutSettings = FANOUT_SETTINGS, log: (line: string) => void = console.log): Promise<FanoutBenchmark> {
  const opened: Array<{ close(): Promise<void> }> = [];
  try {
    log(`  starting the sandbox (market step ${settings.tickMs} ms), the raw ws server and the subscriber process…`);
    const sandbox = await forkScript<SandboxInfo>('./sandbox-server.js', { env: { DAP_BENCH_SANDBOX_TICK_MS: String(settings.tickMs) } });
    opened.push(sandbox);
    const raw = await forkScript<{ port: number }>('./raw-ws-server.js');
    opened.push(raw);
    const subscribers = await forkScript<unknown>('./subscribers.js');
    opened.push(subscribers);
    const token = await sandboxToken(sandbox.info);
    const channel = { type: settings.channel, params: { market: settings.market } };

    const rows: FanoutRow[] = [];
    let duplicateKeys = 0;
    for (const count of settings.subscribers) {
      log(`  ${count.toLocaleString('en')} subscriber${count === 1 ? '' : 's'} on ${settings.channel} ${settings.market}: warm-up ${settings.warmupSeconds} s, then ${settings.rounds} rounds of ${settings.roundSeconds} s`);
      // The sandbox: its probe records every frame of the channel (send time and text) from here on.
      await sandbox.call('probeStart', { channel: settings.channel, market: settings.market });
      await subscribers.call('connect', { url: sandbox.info.wsUrl, token, count, subscribe: channel } satisfies ConnectOptions, 120_000);
      let sampler = sampleRss(sandbox.pid);
      const sandboxRounds = await measureRounds('sandbox', { mark: () => sandbox.call('mark'), take: () => sandbox.call<Sent>('take') }, subscribers, settings, log);
      const sandboxPeak = sampler.stop();
      await sleep(1_000); // a tail, so the trace outlasts the raw server's rounds
      const { trace, duplicateKeys: duplicates } = await sandbox.call<{ trace: TraceFrame[]; duplicateKeys: number }>('probeStop');
      duplicateKeys += duplicates;
      await subscribers.call('closeAll');

      // The raw ws server: the same frames at the same offsets.
      await subscribers.call('connect', { url: `ws://127.0.0.1:${String(raw.info.port)}`, count } satisfies ConnectOptions, 120_000);
      await raw.call('play', { trace });
      sampler = sampleRss(raw.pid);
      const rawRounds = await measureRounds('raw ws', { mark: () => raw.call('mark'), take: () => raw.call<Sent>('take') }, subscribers, settings, log);
      const rawPeak = sampler.stop();
      // The trace outlasts the raw rounds (the sandbox's phase also spans the connects and a tail); say so if not.
      if ((await raw.call<{ finished: boolean }>('take')).finished) log('    warning: the sandbox trace ran out before the raw server\'s last round ended; its rate is understated');
      await raw.call('stop');
      await subscribers.call('closeAll');

      const sandboxFigures = summarise(sandboxRounds, sandboxPeak);
      const rawFigures = summarise(rawRounds, rawPeak);
      rows.push({ subscribers: count, sandbox: sandboxFigures, raw: rawFigures, rateRatio: sandboxFigures.perSecond / rawFigures.perSecond });
    }
    return { settings, rows, duplicateKeys, targets: { subscribers: 1_000, p99Ms: 20, rateRatio: 0.8 } };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
  }
}
