/**
 * The same REST load on two sandboxes side by side: one with the demo data's tenants alone, one with
 * 1,000 more made first. Both are loaded in turn by one autocannon process, through the same demo
 * client, in rounds whose order alternates, so that drift on a shared machine falls on both.
 *
 * Beside the REST benchmark's figures, each run reads the sandbox process's CPU time from /proc:
 * its CPU time per answer is what a request costs the sandbox whatever else the machine runs, where
 * its throughput and latency on two shared cores jump between regimes from one round to the next.
 */
import { cpuMsOf } from '../harness/cpu.js';
import type { Forked } from '../harness/processes.js';
import { sampleRss } from '../harness/rss.js';
import { median } from '../harness/stats.js';
import type { LoadResult } from '../rest/load-worker.js';
import { measuredRound, type RestRequest } from '../rest/requests.js';
import { countFailures, loadOnce, restFigures, type RestFigures } from '../rest/rest.js';

/** The sandbox with the demo data's tenants alone, and the one with 1,000 more. */
export type Side = 'one' | 'many';
export const SIDES: readonly Side[] = ['one', 'many'];

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
}

export interface TenantFigures extends RestFigures {
  /** The sandbox process's CPU time (user + system) per 2xx answer, µs: median of the rounds. */
  cpuUsPerRequest: number;
  /** Each round's, in order. */
  roundsCpuUs: number[];
}

export interface TenantEndpoint {
  name: string;
  request: string;
  one: TenantFigures;
  many: TenantFigures;
  /** Each round's CPU per request with 1,000 tenants over one tenant's in the same round, in order. */
  roundCpuRatios: number[];
  /** The median of `roundCpuRatios`: the figure judged (within 10 %: at most 1.10). */
  cpuRatio: number;
  /** Medians of the rounds, 1,000 tenants over one tenant. */
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
}

export interface LoadedSandbox {
  origin: string;
  pid: number;
  /** The demo client's bearer token. */
  headers: Record<string, string>;
}

interface Run {
  result: LoadResult;
  cpuUs: number;
}

export async function loadSideBySide(
  loader: Forked<unknown>,
  sandboxes: Record<Side, LoadedSandbox>,
  request: RestRequest,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<TenantEndpoint> {
  const runs: Record<Side, Run[]> = { one: [], many: [] };
  const peaks: Record<Side, number> = { one: 0, many: 0 };
  const failures: Record<Side, RestFigures['failures']> = {
    one: { otherStatuses: {}, errors: 0 },
    many: { otherStatuses: {}, errors: 0 },
  };
  const load = async (side: Side, seconds: number): Promise<Run> => {
    const { origin, pid, headers } = sandboxes[side];
    const sampler = sampleRss(pid);
    const cpuBefore = cpuMsOf(pid);
    const result = await loadOnce(loader, {
      ...request.options(origin, headers),
      connections: settings.connections,
      durationSeconds: seconds,
    });
    const cpuUs = ((cpuMsOf(pid) - cpuBefore) * 1000) / result.ok;
    peaks[side] = Math.max(peaks[side], sampler.stop());
    countFailures(failures[side], result);
    return { result, cpuUs };
  };
  log(
    `  ${request.name}: warm-up ${settings.warmupSeconds} s each, then ${settings.rounds} rounds of ${settings.roundSeconds} s, ${settings.connections} connections`,
  );
  for (const side of SIDES) await load(side, settings.warmupSeconds);
  const roundCpuRatios: number[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    // Alternate the order each round, so drift on a shared machine falls on both.
    const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
    for (const side of order) runs[side].push(await measuredRound(request, settings, (seconds) => load(side, seconds)));
    const [one, many] = SIDES.map((side) => runs[side][round] as Run) as [Run, Run];
    roundCpuRatios.push(many.cpuUs / one.cpuUs);
    const line = (side: Side, { result, cpuUs }: Run) =>
      `${side} ${Math.round(result.rps).toLocaleString('en').padStart(6)} req/s p50 ${result.p50Ms.toFixed(2)} ms CPU ${Math.round(cpuUs)} µs/req`;
    log(
      `    round ${round + 1}/${settings.rounds}  ${line('one', one)}  ${line('many', many)}  CPU many/one ${(many.cpuUs / one.cpuUs).toFixed(2)}×`,
    );
  }
  const figures = (side: Side): TenantFigures => ({
    ...restFigures(
      runs[side].map((run) => run.result),
      peaks[side],
      failures[side],
    ),
    cpuUsPerRequest: median(runs[side].map((run) => run.cpuUs)),
    roundsCpuUs: runs[side].map((run) => run.cpuUs),
  });
  const one = figures('one');
  const many = figures('many');
  return {
    name: request.name,
    request: request.request,
    one,
    many,
    roundCpuRatios,
    cpuRatio: median(roundCpuRatios),
    rpsRatio: many.rps / one.rps,
    p50Ratio: many.p50Ms / one.p50Ms,
    p99Ratio: many.p99Ms / one.p99Ms,
  };
}
