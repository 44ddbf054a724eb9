/**
 * WebSocket fan-out: 1, 100 and 1,000 subscribers on one market of the sandbox, then the same
 * number on a bare `ws` server replaying the frames the sandbox sent, at the same offsets. Servers,
 * and the subscribers, each run in their own process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { forkScript } from '../harness/processes.js';
import { sampleRss } from '../harness/rss.js';
import { sandboxTokens, type SandboxInfo } from '../sandbox/sandbox-info.js';
import type { Sent, TraceFrame } from '../stream/frames.js';
import type { ConnectOptions } from '../stream/subscribers.js';
import { measureCrossInstance, type CrossInstanceFanout } from './cross-instance-fanout.js';
import { measureRounds, summarise, type FanoutFigures, type FanoutSettings } from './fanout-rounds.js';

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
  /** The same channel across instances on one PostgreSQL (absent in reports made before it was measured). */
  crossInstance?: CrossInstanceFanout | { error: string };
}

export async function measureFanout(
  settings: FanoutSettings = FANOUT_SETTINGS,
  log: (line: string) => void = console.log,
): Promise<FanoutBenchmark> {
  const opened: Array<{ close(): Promise<void> }> = [];
  try {
    log(`  starting the sandbox (market step ${settings.tickMs} ms), the raw ws server and the subscriber process…`);
    const sandbox = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url), {
      env: { DAP_BENCH_SANDBOX_TICK_MS: String(settings.tickMs) },
    });
    opened.push(sandbox);
    const raw = await forkScript<{ port: number }>(new URL('./raw-ws-server.js', import.meta.url));
    opened.push(raw);
    const subscribers = await forkScript<unknown>(new URL('../stream/subscribers.js', import.meta.url));
    opened.push(subscribers);
    const tokens = await sandboxTokens(sandbox.info, Math.max(...settings.subscribers));
    const channel = { type: settings.channel, params: { market: settings.market } };

    const rows: FanoutRow[] = [];
    let duplicateKeys = 0;
    for (const count of settings.subscribers) {
      log(
        `  ${count.toLocaleString('en')} subscriber${count === 1 ? '' : 's'} on ${settings.channel} ${settings.market}: warm-up ${settings.warmupSeconds} s, then ${settings.rounds} rounds of ${settings.roundSeconds} s`,
      );
      // The sandbox: its probe records every frame of the channel (send time and text) from here on.
      await sandbox.call('probeStart', { channel: settings.channel, market: settings.market });
      await subscribers.call(
        'connect',
        { url: sandbox.info.wsUrl, tokens, count, subscribe: channel } satisfies ConnectOptions,
        120_000,
      );
      let sampler = sampleRss(sandbox.pid);
      const sandboxRounds = await measureRounds(
        'sandbox',
        { mark: () => sandbox.call('mark'), take: () => sandbox.call<Sent>('take') },
        subscribers,
        settings,
        log,
      );
      const sandboxPeak = sampler.stop();
      await sleep(1_000); // a tail, so the trace outlasts the raw server's rounds
      const { trace, duplicateKeys: duplicates } = await sandbox.call<{ trace: TraceFrame[]; duplicateKeys: number }>(
        'probeStop',
      );
      duplicateKeys += duplicates;
      await subscribers.call('closeAll');

      // The raw ws server: the same frames at the same offsets.
      await subscribers.call(
        'connect',
        { url: `ws://127.0.0.1:${String(raw.info.port)}`, count } satisfies ConnectOptions,
        120_000,
      );
      await raw.call('play', { trace });
      sampler = sampleRss(raw.pid);
      const rawRounds = await measureRounds(
        'raw ws',
        { mark: () => raw.call('mark'), take: () => raw.call<Sent>('take') },
        subscribers,
        settings,
        log,
      );
      const rawPeak = sampler.stop();
      // The trace outlasts the raw rounds (the sandbox's phase also spans the connects and a tail); say so if not.
      if ((await raw.call<{ finished: boolean }>('take')).finished)
        log("    warning: the sandbox trace ran out before the raw server's last round ended; its rate is understated");
      await raw.call('stop');
      await subscribers.call('closeAll');

      const sandboxFigures = summarise(sandboxRounds, sandboxPeak);
      const rawFigures = summarise(rawRounds, rawPeak);
      rows.push({
        subscribers: count,
        sandbox: sandboxFigures,
        raw: rawFigures,
        rateRatio: sandboxFigures.perSecond / rawFigures.perSecond,
      });
    }
    for (const resource of opened.splice(0).reverse()) await resource.close();
    const crossInstance = await measureCrossInstance(settings, 1_000, log).catch((error: unknown) => {
      log(
        `  the cross-instance fan-out could not be measured: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { error: error instanceof Error ? error.message : String(error) };
    });
    return { settings, rows, duplicateKeys, targets: { subscribers: 1_000, p99Ms: 20, rateRatio: 0.8 }, crossInstance };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
  }
}
