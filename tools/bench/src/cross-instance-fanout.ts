/**
 * WebSocket fan-out across instances: two sandboxes on one PostgreSQL server (`startLocalPostgres`);
 * the first holds the market simulator's lock and runs the simulation, the subscribers connect to
 * the second, which gets each step by NOTIFY and sends it from its own replica of the book. The
 * latency is from the leader's send of the frame (its probe, as in the single-instance benchmark) to
 * the receipt by a subscriber of the other instance: a frame's `time` is the leader's on both.
 */
import { startLocalPostgres, type LocalPostgres } from '@dap/sandbox';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FanoutFigures, FanoutSettings } from './fanout.js';
import { measureRounds, summarise } from './fanout-rounds.js';
import type { Sent } from './frames.js';
import { loadAverageNow } from './machine.js';
import { forkScript, type Forked } from './processes.js';
import { sampleRss } from './rss.js';
import { sandboxToken, type SandboxInfo } from './sandbox-info.js';
import type { ConnectOptions } from './subscribers.js';

export interface CrossInstanceFanout {
  subscribers: number;
  instances: number;
  /** The subscribers' instance's peak RSS is in `figures`. */
  figures: FanoutFigures;
  /** The 1-minute load average when this measurement started and ended (the machine may be shared). */
  loadAverage: { start: number; end: number };
}

export async function measureCrossInstance(settings: FanoutSettings, count: number, log: (line: string) => void): Promise<CrossInstanceFanout> {
  const loadAtStart = loadAverageNow();
  const dir = mkdtempSync(join(tmpdir(), 'dap-bench-cluster-'));
  // Run as root, PostgreSQL runs as the postgres user, which must reach its directory under this one.
  chmodSync(dir, 0o711);
  const opened: Forked<unknown>[] = [];
  let postgres: LocalPostgres | undefined;
  try {
    log(`  across instances: a PostgreSQL server and two sandboxes on it (market step ${settings.tickMs} ms); ${count.toLocaleString('en')} subscribers on the one that does not run the simulator`);
    postgres = await startLocalPostgres({ directory: join(dir, 'pg') });
    const env = { DAP_BENCH_SANDBOX_TICK_MS: String(settings.tickMs), DAP_BENCH_SANDBOX_DATABASE_URL: postgres.url };
    // Started one after the other: the first takes the lock at once.
    const leader = await forkScript<SandboxInfo>('./sandbox-server.js', { env });
    opened.push(leader);
    const follower = await forkScript<SandboxInfo>('./sandbox-server.js', { env });
    opened.push(follower);
    if (!(await leader.call<boolean>('leading')) || (await follower.call<boolean>('leading'))) throw new Error('the first sandbox started does not run the market simulator alone');
    const subscribers = await forkScript<unknown>('./subscribers.js');
    opened.push(subscribers);
    const token = await sandboxToken(follower.info);
    const channel = { type: settings.channel, params: { market: settings.market } };

    await leader.call('probeStart', { channel: settings.channel, market: settings.market });
    await subscribers.call('connect', { url: follower.info.wsUrl, token, count, subscribe: channel } satisfies ConnectOptions, 120_000);
    const sampler = sampleRss(follower.pid);
    const rounds = await measureRounds('cluster', { mark: () => leader.call('mark'), take: () => leader.call<Sent>('take') }, subscribers, settings, log);
    const peak = sampler.stop();
    await leader.call('probeStop');
    await subscribers.call('closeAll');
    return { subscribers: count, instances: 2, figures: summarise(rounds, peak), loadAverage: { start: loadAtStart, end: loadAverageNow() } };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
