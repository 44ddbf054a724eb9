/**
 * REST throughput and latency: the sandbox, Prism's mock of the same spec and a bare Fastify route
 * answering the same JSON, each in its own process, loaded in turn by autocannon in another one.
 */
import { startMock } from '@dap/mock';
import { forkScript, type Forked } from '../harness/processes.js';
import { startBenchPostgres } from '../sandbox/postgres.js';
import type { LoadOptions, LoadResult } from './load-worker.js';
import { CREATE_WITHDRAWAL, LIST_EXECUTIONS, measuredRound, withdrawal } from './requests.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { ownChildren, processTree, sampleRss, treeRss } from '../harness/rss.js';
import { median } from '../harness/stats.js';
import { sandboxToken, type SandboxInfo } from '../sandbox/sandbox-info.js';

export interface RestSettings {
  connections: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
}

export const REST_SETTINGS: RestSettings = { connections: 10, warmupSeconds: 2, rounds: 5, roundSeconds: 3 };

export type ServerName = 'sandbox' | 'prism' | 'bare';
export const SERVER_NAMES: readonly ServerName[] = ['sandbox', 'prism', 'bare'];

export interface RestFigures {
  /** Median over the rounds of 2xx responses per second. */
  rps: number;
  /** Medians over the rounds. */
  p50Ms: number;
  p99Ms: number;
  /** Peak resident memory of the server's process tree while this endpoint was loaded. */
  peakRssBytes: number;
  bytesPerResponse: number;
  /** Each round's req/s, in order. */
  roundsRps: number[];
  /** Answers other than 2xx and connection errors over every run, warm-up included (should be none). */
  failures: { otherStatuses: Record<string, number>; errors: number };
}

/** Instances of the sandbox on one PostgreSQL, each loaded by its own autocannon at the same time. */
export interface ClusterFigures {
  instances: number;
  /** Median over the rounds of the 2xx responses per second of all the instances together. */
  rps: number;
  /** Medians over the rounds of the instances' median p50, and of their largest p99. */
  p50Ms: number;
  p99Ms: number;
  /** Each round's req/s of all the instances together, in order. */
  roundsRps: number[];
  failures: RestFigures['failures'];
}

export interface RestEndpoint {
  name: string;
  request: string;
  results: Record<ServerName, RestFigures>;
  sandboxToPrism: number;
  sandboxToBare: number;
  /** The writes only: the same requests spread over the instances of a cluster on PostgreSQL. */
  cluster?: ClusterFigures;
  clusterToPrism?: number;
}

export interface RestBenchmark {
  settings: RestSettings;
  /** Resident memory of each server's process tree at rest: after the first requests, before any load. */
  rssAtRest: Record<ServerName, number>;
  /** How many processes each server is (its process and descendants; peak RSS sums them). */
  processes: Record<ServerName, number>;
  endpoints: RestEndpoint[];
  targets: {
    listSandboxToPrism: number;
    listSandboxToBare: number;
    createSandboxToPrism: number;
    createClusterToPrism: number;
  };
}

/** A server's figures from its measured rounds, the peak of its memory and its failures. */
export function restFigures(
  runs: readonly LoadResult[],
  peakRssBytes: number,
  failures: RestFigures['failures'],
): RestFigures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    peakRssBytes,
    bytesPerResponse: median(runs.map((r) => r.bytesPerResponse)),
    roundsRps: runs.map((r) => r.rps),
    failures,
  };
}

/** Adds a run's answers other than 2xx and its connection errors to `into`. */
export function countFailures(into: RestFigures['failures'], result: LoadResult): void {
  for (const [status, n] of Object.entries(result.otherStatuses))
    into.otherStatuses[status] = (into.otherStatuses[status] ?? 0) + n;
  into.errors += result.errors;
}

/** Instances in the cluster figure. */
export const CLUSTER_INSTANCES = 3;

async function text(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${body}`);
  return body;
}

const fmt = (r: LoadResult) =>
  `${Math.round(r.rps).toLocaleString('en').padStart(7)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms`;

export async function measureRest(
  settings: RestSettings = REST_SETTINGS,
  log: (line: string) => void = console.log,
): Promise<RestBenchmark> {
  const before = new Set(ownChildren());
  log('  starting Prism (tools/mock startMock)…');
  const mock = await startMock();
  const prismPid = ownChildren().find((pid) => !before.has(pid));
  const opened: Array<{ close(): Promise<void> }> = [mock];
  try {
    if (prismPid === undefined) throw new Error('cannot find the Prism process startMock started');
    log('  starting the sandbox, the bare Fastify route and the load generator (each its own process)…');
    const sandbox = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url));
    opened.push(sandbox);
    const bare = await forkScript<{ pid: number }>(new URL('./bare-server.js', import.meta.url));
    opened.push(bare);
    const loader = await forkScript<{ pid: number }>(new URL('./load-worker.js', import.meta.url));
    opened.push(loader);
    log(
      `  starting a PostgreSQL server (startLocalPostgres), ${CLUSTER_INSTANCES} sandbox instances on it and a load generator for each…`,
    );
    const cluster = await startCluster(opened);
    // One token for every instance: they share the signing key.
    const clusterAuth = {
      authorization: `Bearer ${await sandboxToken((cluster.instances[0] as Forked<SandboxInfo>).info)}`,
    };

    const bearer = await sandboxToken(sandbox.info);
    const auth = { authorization: `Bearer ${bearer}` };
    const list = await text(
      await fetch(`${sandbox.info.baseUrl}/executions`, { headers: auth }),
      'the sandbox GET /v2/executions',
    );
    const create = await text(
      await fetch(`${sandbox.info.baseUrl}/transfer/crypto-withdrawals`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: withdrawal('bench-capture'),
      }),
      'the sandbox POST /v2/transfer/crypto-withdrawals',
    );
    const { origin: bareOrigin } = await bare.call<{ origin: string }>('listen', { list, create });

    const servers: Record<ServerName, { origin: string; pid: number }> = {
      sandbox: { origin: sandbox.info.origin, pid: sandbox.pid },
      prism: { origin: mock.origin, pid: prismPid },
      bare: { origin: bareOrigin, pid: bare.pid },
    };
    // At rest: each server has answered a first GET (the sandbox its token and POST too), then idles a moment.
    for (const { origin } of Object.values(servers))
      await (await fetch(`${origin}/v2/executions`, { headers: auth })).arrayBuffer();
    await sleep(2_000);
    const rssAtRest = {
      sandbox: treeRss(servers.sandbox.pid),
      prism: treeRss(servers.prism.pid),
      bare: treeRss(servers.bare.pid),
    };

    const endpoints = [
      { ...LIST_EXECUTIONS, cluster: false },
      { ...CREATE_WITHDRAWAL, cluster: true },
    ];

    const results: RestEndpoint[] = [];
    for (const endpoint of endpoints) {
      const runs: Record<ServerName, LoadResult[]> = { sandbox: [], prism: [], bare: [] };
      const failures: Record<ServerName, RestFigures['failures']> = {
        sandbox: { otherStatuses: {}, errors: 0 },
        prism: { otherStatuses: {}, errors: 0 },
        bare: { otherStatuses: {}, errors: 0 },
      };
      const peaks: Record<ServerName, number> = { sandbox: 0, prism: 0, bare: 0 };
      const load = async (name: ServerName, seconds: number): Promise<LoadResult> => {
        const sampler = sampleRss(servers[name].pid);
        const result = await loadOnce(loader, {
          ...endpoint.options(servers[name].origin, auth),
          connections: settings.connections,
          durationSeconds: seconds,
        });
        peaks[name] = Math.max(peaks[name], sampler.stop());
        countFailures(failures[name], result);
        return result;
      };
      const clusterRuns: LoadResult[][] = [];
      const clusterFailures: RestFigures['failures'] = { otherStatuses: {}, errors: 0 };
      // Every instance loaded by its own load generator at the same time; the rates add up.
      const loadCluster = async (seconds: number): Promise<LoadResult[]> => {
        const results = await Promise.all(
          cluster.instances.map((instance, i) =>
            loadOnce(cluster.loaders[i] as Forked<unknown>, {
              ...endpoint.options(instance.info.origin, clusterAuth),
              connections: settings.connections,
              durationSeconds: seconds,
            }),
          ),
        );
        for (const result of results) countFailures(clusterFailures, result);
        return results;
      };
      const names: Array<ServerName | 'cluster'> = endpoint.cluster ? [...SERVER_NAMES, 'cluster'] : [...SERVER_NAMES];
      log(
        `  ${endpoint.name}: warm-up ${settings.warmupSeconds} s each, then ${settings.rounds} rounds of ${settings.roundSeconds} s, ${settings.connections} connections${endpoint.cluster ? ` (per instance in the cluster)` : ''}`,
      );
      for (const name of names)
        await (name === 'cluster' ? loadCluster(settings.warmupSeconds) : load(name, settings.warmupSeconds));
      const measured = <T>(run: (seconds: number) => Promise<T>): Promise<T> => measuredRound(endpoint, settings, run);
      for (let round = 0; round < settings.rounds; round++) {
        // Rotate the order each round, so drift on a shared machine falls on every server.
        const order = names.map((_, i) => names[(i + round) % names.length] as ServerName | 'cluster');
        for (const name of order) {
          if (name === 'cluster') {
            const results = await measured(loadCluster);
            clusterRuns.push(results);
            const sum = results.reduce((total, r) => total + r.rps, 0);
            log(
              `    round ${round + 1}/${settings.rounds} cluster ${Math.round(sum).toLocaleString('en').padStart(7)} req/s  (${results.map((r) => Math.round(r.rps)).join(' + ')}), p99 ${Math.max(...results.map((r) => r.p99Ms)).toFixed(2)} ms`,
            );
            continue;
          }
          const result = await measured((seconds: number) => load(name, seconds));
          runs[name].push(result);
          log(`    round ${round + 1}/${settings.rounds} ${name.padEnd(7)} ${fmt(result)}`);
        }
      }
      const figures = (name: ServerName): RestFigures => restFigures(runs[name], peaks[name], failures[name]);
      const byServer = { sandbox: figures('sandbox'), prism: figures('prism'), bare: figures('bare') };
      const clusterFigures: ClusterFigures | undefined = endpoint.cluster
        ? {
            instances: CLUSTER_INSTANCES,
            rps: median(clusterRuns.map((round) => round.reduce((total, r) => total + r.rps, 0))),
            p50Ms: median(clusterRuns.map((round) => median(round.map((r) => r.p50Ms)))),
            p99Ms: median(clusterRuns.map((round) => Math.max(...round.map((r) => r.p99Ms)))),
            roundsRps: clusterRuns.map((round) => round.reduce((total, r) => total + r.rps, 0)),
            failures: clusterFailures,
          }
        : undefined;
      results.push({
        name: endpoint.name,
        request: endpoint.request,
        results: byServer,
        sandboxToPrism: byServer.sandbox.rps / byServer.prism.rps,
        sandboxToBare: byServer.sandbox.rps / byServer.bare.rps,
        ...(clusterFigures ? { cluster: clusterFigures, clusterToPrism: clusterFigures.rps / byServer.prism.rps } : {}),
      });
    }
    return {
      settings,
      rssAtRest,
      processes: {
        sandbox: processTree(servers.sandbox.pid).length,
        prism: processTree(servers.prism.pid).length,
        bare: processTree(servers.bare.pid).length,
      },
      endpoints: results,
      targets: { listSandboxToPrism: 10, listSandboxToBare: 0.5, createSandboxToPrism: 1, createClusterToPrism: 2 },
    };
  } finally {
    for (const resource of opened.reverse()) await resource.close();
  }
}

/**
 * A PostgreSQL server of its own (`startBenchPostgres`) and
 * `CLUSTER_INSTANCES` sandboxes on it, each in its own process with its own load generator; all of
 * it is added to `opened`, to be closed (the instances before the server) when the benchmark ends.
 */
async function startCluster(
  opened: Array<{ close(): Promise<void> }>,
): Promise<{ instances: Array<Forked<SandboxInfo>>; loaders: Array<Forked<unknown>> }> {
  const postgres = await startBenchPostgres();
  opened.push(postgres);
  const { url } = postgres;
  // One at a time: the first migrates the database and loads the demo data.
  const instances: Array<Forked<SandboxInfo>> = [];
  for (let i = 0; i < CLUSTER_INSTANCES; i++) {
    const instance = await forkScript<SandboxInfo>(new URL('../sandbox/sandbox-server.js', import.meta.url), {
      env: { DAP_BENCH_SANDBOX_DATABASE_URL: url },
    });
    opened.push(instance);
    instances.push(instance);
  }
  const loaders: Array<Forked<unknown>> = [];
  for (let i = 0; i < CLUSTER_INSTANCES; i++) {
    const loader = await forkScript<{ pid: number }>(new URL('./load-worker.js', import.meta.url));
    opened.push(loader);
    loaders.push(loader);
  }
  return { instances, loaders };
}

export function loadOnce(loader: Forked<unknown>, options: LoadOptions): Promise<LoadResult> {
  return loader.call<LoadResult>('run', options, (options.durationSeconds + 30) * 1000);
}
