/**
 * Tenants: what making one costs, and what 1,000 of them in the store cost everyone else's requests.
 *
 * createTenant over HTTP (the operator's `SandboxControlClient`, one call at a time, from a process
 * of its own): 1,000 calls on an embedded sandbox, the first ones a warm-up; the same on a sandbox on
 * PostgreSQL. Then the REST benchmark's GET and POST, through the first demo tenant's client, on
 * two embedded sandboxes side by side: one with the demo data's tenants alone, the one the 1,000
 * tenants were made in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAverageNow } from '../harness/machine.js';
import { forkScript, type Forked } from '../harness/processes.js';
import { treeRss } from '../harness/rss.js';
import { CREATE_WITHDRAWAL, LIST_EXECUTIONS } from '../rest/requests.js';
import { startBenchPostgres } from '../sandbox/postgres.js';
import { sandboxToken, type SandboxInfo } from '../sandbox/sandbox-info.js';
import { measureCreates, type CreateFigures } from './creates.js';
import { loadSideBySide, type LoadSettings, type Side, type TenantEndpoint } from './tenant-load.js';

export interface TenantsSettings extends LoadSettings {
  /** Tenants made, one after another, in the sandbox of the 1,000 (and on PostgreSQL). */
  tenants: number;
  /** The first calls of each series, not counted (the operator's token, JIT, the store's caches). */
  warmupCreates: number;
}

export const TENANTS_SETTINGS: TenantsSettings = {
  tenants: 1_000,
  warmupCreates: 50,
  connections: 10,
  warmupSeconds: 2,
  rounds: 6,
  roundSeconds: 3,
};

export interface TenantsBenchmark {
  settings: TenantsSettings;
  /** createTenant on the embedded store (PGlite, the default) and on PostgreSQL. */
  create: { embedded: CreateFigures; postgres: CreateFigures | { error: string } };
  /** Resident memory of each sandbox at rest, after the tenants were made and a first GET. */
  rssAtRest: Record<Side, number>;
  endpoints: TenantEndpoint[];
  /** The 1-minute load average when this benchmark started and ended. */
  loadAverage: { start: number; end: number };
  targets: { createP99Ms: number; cpuRatio: number };
}

type Opened = Array<{ close(): Promise<void> }>;

const SANDBOX = new URL('../sandbox/sandbox-server.js', import.meta.url);
const CREATE_WORKER = new URL('./create-worker.js', import.meta.url);

const createLine = (what: string, f: CreateFigures) =>
  `  ${what}: ${f.calls} calls counted, p50 ${f.p50Ms.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms, max ${f.maxMs.toFixed(2)} ms; ${f.tenantsInStore} tenants in the store`;

export async function measureTenants(
  settings: TenantsSettings = TENANTS_SETTINGS,
  log: (line: string) => void = console.log,
): Promise<TenantsBenchmark> {
  const loadAverageStart = loadAverageNow();
  const opened: Opened = [];
  try {
    log('  starting two embedded sandboxes, the createTenant caller and the load generator (each its own process)…');
    const one = await forkScript<SandboxInfo>(SANDBOX);
    opened.push(one);
    const many = await forkScript<SandboxInfo>(SANDBOX);
    opened.push(many);
    const creator = await forkScript<unknown>(CREATE_WORKER);
    opened.push(creator);
    const loader = await forkScript<unknown>(new URL('../rest/load-worker.js', import.meta.url));
    opened.push(loader);

    log(`  createTenant × ${settings.tenants.toLocaleString('en')}, one after another, in the second sandbox…`);
    const embedded = await measureCreates(creator, many.info, settings.tenants, settings.warmupCreates);
    log(createLine('embedded', embedded));

    const sandboxes: Record<Side, Forked<SandboxInfo>> = { one, many };
    const loaded = {} as Record<Side, { origin: string; pid: number; headers: Record<string, string> }>;
    for (const side of ['one', 'many'] as const) {
      const { info, pid } = sandboxes[side];
      const headers = { authorization: `Bearer ${await sandboxToken(info)}` };
      const first = await fetch(`${info.baseUrl}/executions`, { headers });
      if (first.status !== 200) throw new Error(`GET /v2/executions answered ${first.status}: ${await first.text()}`);
      await first.arrayBuffer();
      loaded[side] = { origin: info.origin, pid, headers };
    }
    await sleep(2_000);
    const rssAtRest = { one: treeRss(one.pid), many: treeRss(many.pid) };

    const endpoints: TenantEndpoint[] = [];
    for (const request of [LIST_EXECUTIONS, CREATE_WITHDRAWAL])
      endpoints.push(await loadSideBySide(loader, loaded, request, settings, log));
    for (const resource of opened.splice(0).reverse()) await resource.close();

    log(`  starting a PostgreSQL server (startLocalPostgres) and a sandbox on it…`);
    const postgres = await createOnPostgres(settings, opened).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    if ('error' in postgres) log(`  PostgreSQL: not measured: ${postgres.error}`);
    else log(createLine('PostgreSQL', postgres));

    return {
      settings,
      create: { embedded, postgres },
      rssAtRest,
      endpoints,
      loadAverage: { start: loadAverageStart, end: loadAverageNow() },
      targets: { createP99Ms: 100, cpuRatio: 1.1 },
    };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
  }
}

/** The same series of createTenant calls on a sandbox whose store is a PostgreSQL server of its own. */
async function createOnPostgres(settings: TenantsSettings, opened: Opened): Promise<CreateFigures> {
  const postgres = await startBenchPostgres();
  opened.push(postgres);
  const sandbox = await forkScript<SandboxInfo>(SANDBOX, { env: { DAP_BENCH_SANDBOX_DATABASE_URL: postgres.url } });
  opened.push(sandbox);
  const creator = await forkScript<unknown>(CREATE_WORKER);
  opened.push(creator);
  return measureCreates(creator, sandbox.info, settings.tenants, settings.warmupCreates);
}
