/** createTenant's figures: its calls timed one after another as the store fills (create-worker.ts). */
import type { Forked } from '../harness/processes.js';
import { percentile } from '../harness/stats.js';
import type { SandboxInfo } from '../sandbox/sandbox-info.js';
import type { Created, CreateOptions } from './create-worker.js';

export interface CreateFigures {
  /** Calls counted: every one after the warm-up's. */
  calls: number;
  /** Over the calls counted. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each hundred calls in order (the warm-up's included): how a call follows the store's growth. */
  byHundred: Array<{ p50Ms: number; p99Ms: number }>;
  /** Tenants in the store afterwards: the demo data's and every one made. */
  tenantsInStore: number;
}

/** Figures of calls timed in order, the first `warmup` of them not counted. */
export function createFigures(latenciesMs: readonly number[], warmup: number, tenantsInStore: number): CreateFigures {
  const counted = Float64Array.from(latenciesMs.slice(warmup)).sort();
  const byHundred: CreateFigures['byHundred'] = [];
  for (let from = 0; from < latenciesMs.length; from += 100) {
    const hundred = Float64Array.from(latenciesMs.slice(from, from + 100)).sort();
    byHundred.push({ p50Ms: percentile(hundred, 0.5), p99Ms: percentile(hundred, 0.99) });
  }
  return {
    calls: counted.length,
    p50Ms: percentile(counted, 0.5),
    p99Ms: percentile(counted, 0.99),
    maxMs: counted.length > 0 ? (counted[counted.length - 1] ?? NaN) : NaN,
    byHundred,
    tenantsInStore,
  };
}

/** Makes `count` tenants in `sandbox`, one after another, through `worker` (create-worker.ts); the first `warmup` not counted. */
export async function measureCreates(
  worker: Forked<unknown>,
  sandbox: SandboxInfo,
  count: number,
  warmup: number,
): Promise<CreateFigures> {
  const { clientId, clientSecret } = sandbox.credentials.operator;
  const options: CreateOptions = {
    baseUrl: sandbox.baseUrl,
    tokenUrl: sandbox.tokenUrl,
    clientId,
    clientSecret,
    count,
  };
  // A call is milliseconds; a thousand of them well under a minute even on a busy machine.
  const { latenciesMs, tenantsInStore } = await worker.call<Created>('create', options, 10 * 60_000);
  return createFigures(latenciesMs, warmup, tenantsInStore);
}
