/** The measuring rounds of a fan-out benchmark, shared by the single-instance and the cross-instance one. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Forked } from '../harness/processes.js';
import { median } from '../harness/stats.js';
import type { Sent } from '../stream/frames.js';
import type { Delivery } from '../stream/subscribers.js';

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

/** How long after a window closes its last frames may still arrive. */
const GRACE_MS = 500;

export interface Server {
  mark(): Promise<void>;
  take(): Promise<Sent>;
}

export async function measureRounds(
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

export function summarise(rounds: Delivery[], peakRssBytes: number): FanoutFigures {
  const sent = rounds.reduce((sum, r) => sum + r.sent * r.connections, 0);
  const delivered = rounds.reduce((sum, r) => sum + r.delivered, 0);
  const closed: Record<string, number> = {};
  for (const round of rounds)
    for (const [code, count] of Object.entries(round.closedByServer)) closed[code] = Math.max(closed[code] ?? 0, count);
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
