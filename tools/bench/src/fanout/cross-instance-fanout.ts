/**
 * WebSocket fan-out across instances: two sandboxes on one PostgreSQL server (`startBenchPostgres`);
 * the first holds the market simulator's lock and runs the simulation, the subscribers connect to
 * the second, which gets each step by NOTIFY and sends it from its own replica of the book. The
 * latency is from the leader's send of the frame (its probe, as in the single-instance benchmark) to
 * the receipt by a subscriber of the other instance: a frame's `time` is the leader's on both.
 */
import { loadAverageNow } from '../harness/machine.js';
import { forkScript, type Forked } from '../harness/processes.js';
import { sampleRss } from '../harness/rss.js';
import { startBenchPostgres, type BenchPostgres } from '../sandbox/postgres.js';
import { sandboxTokens, type SandboxInfo } from '../sandbox/sandbox-info.js';
import type { Sent } from '../stream/frames.js';
import type { ConnectOptions } from '../stream/subscribers.js';
import { measureRounds, summarise, type FanoutFigures, type FanoutSettings } from './fanout-rounds.js';

/**
 * The sandbox's default market step. At the fan-out benchmark's 10 ms, a replica with 1,000
 * subscribers on a busy two-core machine falls behind and sends the steps it catches up on as one
 * UPDATE (as a busy leader's timer stretches), and the latency of the merged steps is not measured.
 */
const TICK_MS = 100;

export interface CrossInstanceFanout {
  subscribers: number;
  instances: number;
  tickMs: number;
  /** The subscribers on the leader itself: the single-instance figure, in the same cluster. */
  local: FanoutFigures;
  /** The subscribers on the other instance. */
  remote: FanoutFigures;
  /** The 1-minute load average when this measurement started and ended (the machine may be shared). */
  loadAverage: { start: number; end: number };
}

export async function measureCrossInstance(
  settings: FanoutSettings,
  count: number,
  log: (line: string) => void,
): Promise<CrossInstanceFanout> {
  const loadAtStart = loadAverageNow();
  const opened: Forked<unknown>[] = [];
  let postgres: BenchPostgres | undefined;
  try {
    log(
      `  across instances: a PostgreSQL server and two sandboxes on it (market step ${TICK_MS} ms); ${count.toLocaleString('en')} subscribers on the one that runs the simulator, then as many on the other`,
    );
    postgres = await startBenchPostgres();
    const env = { DAP_BENCH_SANDBOX_TICK_MS: String(TICK_MS), DAP_BENCH_SANDBOX_DATABASE_URL: postgres.url };
    // Started one after the other: the first takes the lock at once.
    const leader = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url), { env });
    opened.push(leader);
    const follower = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url), { env });
    opened.push(follower);
    if (!(await leader.call<boolean>('leading')) || (await follower.call<boolean>('leading')))
      throw new Error('the first sandbox started does not run the market simulator alone');
    const subscribers = await forkScript<unknown>(new URL('../stream/subscribers.js', import.meta.url));
    opened.push(subscribers);
    const channel = { type: settings.channel, params: { market: settings.market } };

    // The leader's probe times every frame it sends; a replica's frame carries the same `time`.
    await leader.call('probeStart', { channel: settings.channel, market: settings.market });
    const measure = async (label: string, on: Forked<SandboxInfo>): Promise<FanoutFigures> => {
      await subscribers.call(
        'connect',
        {
          url: on.info.wsUrl,
          tokens: await sandboxTokens(on.info, count),
          count,
          subscribe: channel,
        } satisfies ConnectOptions,
        120_000,
      );
      const sampler = sampleRss(on.pid);
      const rounds = await measureRounds(
        label,
        { mark: () => leader.call('mark'), take: () => leader.call<Sent>('take') },
        subscribers,
        settings,
        log,
      );
      const peak = sampler.stop();
      await subscribers.call('closeAll');
      return summarise(rounds, peak);
    };
    const local = await measure('leader', leader);
    const remote = await measure('replica', follower);
    await leader.call('probeStop');
    return {
      subscribers: count,
      instances: 2,
      tickMs: TICK_MS,
      local,
      remote,
      loadAverage: { start: loadAtStart, end: loadAverageNow() },
    };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
    await postgres?.close();
  }
}
