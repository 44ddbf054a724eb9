/**
 * A cluster for tests: one real PostgreSQL server (`startLocalPostgres`, in a temporary directory)
 * and N real `dap-sandbox` processes on it (the committed bin, as `pnpm start` runs it), each on a
 * free port of 127.0.0.1 with a data directory of its own. Processes, not in-process servers, so
 * that an instance can be killed with SIGKILL like a crashed machine.
 *
 *   const cluster = await startCluster();            // in beforeAll; 3 instances
 *   const [a, b, c] = cluster.instances;             // each: baseUrl, tokenUrl, wsUrl, controlUrl, …
 *   await cluster.kill(0);                           // kill -9 of instance 0
 *   await cluster.restart(0);                        // the same slot, a new process on the same database
 *   await cluster.stop();                            // in afterAll: every process, the server, the files
 *
 * The instances share one seed (`SANDBOX_SEED`) unless `seed` is a function of the slot (the market
 * tests give each its own, so that a replica serving its own seeded book would show). Build the
 * sandbox first (`pnpm build`): the bin runs `dist/`.
 */
import { join } from 'node:path';
import { startLocalPostgres, type LocalPostgres } from '../../src/cluster/local-postgres.js';
import { printed, printedUrl, run, stop, type Run } from './process.js';
import { tempDir } from './sandbox.js';

export interface ClusterOptions {
  /** How many instances. Default 3. */
  size?: number;
  /** The market simulator seed of every instance, or of each by its slot. Default 7. */
  seed?: number | ((index: number) => number);
  /** More environment for every instance (`LOG_LEVEL`, …). */
  env?: Record<string, string>;
}

/** One `dap-sandbox` process of the cluster, and the URLs it printed. */
export interface ClusterInstance {
  /** Its slot in `cluster.instances`. */
  readonly index: number;
  readonly run: Run;
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly baseUrl: string;
  readonly tokenUrl: string;
  readonly wsUrl: string;
  /** The Sandbox Control API, ending in `/`. */
  readonly controlUrl: string;
  /** The full-access demo client's credentials, as the instance printed them. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The operator's client (`sandbox:admin`: markets, tenants, the whole reset). */
  readonly operator: { readonly clientId: string; readonly clientSecret: string };
  /** Whether the process is still running. */
  readonly alive: boolean;
  /** Whether it has printed that it runs the market simulator (`LEADING`). */
  leads(): boolean;
}

/** What `dap-sandbox` prints when it takes the lead of the market simulator. */
export const LEADING = 'Market simulator: this instance runs it.';

export interface Cluster {
  readonly postgres: LocalPostgres;
  /** The `DATABASE_URL` every instance got. */
  readonly databaseUrl: string;
  /** The instances by slot; `restart(i)` replaces slot i. */
  readonly instances: ClusterInstance[];
  /** Starts one more instance on the database (the next slot; `env` added to its environment) and waits until it serves. */
  add(env?: Record<string, string>): Promise<ClusterInstance>;
  /** SIGKILL of instance `index` (no drain, no goodbye to the database); resolves once it exited. */
  kill(index: number): Promise<void>;
  /** Kills instance `index` if it runs, then starts a new process in its slot (same data directory; `env` added). */
  restart(index: number, env?: Record<string, string>): Promise<ClusterInstance>;
  /** Kills every instance, stops PostgreSQL, removes the temporary files. Idempotent. */
  stop(): Promise<void>;
}

/** A start (process, store, demo data, listen): a second or two, many times that on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

/**
 * Starts PostgreSQL and `size` instances at the same moment on its empty database (so every start
 * of a cluster also runs the migrations concurrently), and resolves once all of them serve.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const size = options.size ?? 3;
  const { path: root, remove } = await tempDir({ searchable: true });
  let postgres: LocalPostgres | undefined;
  const instances: ClusterInstance[] = [];
  const env = (index: number): Record<string, string> => ({
    DATABASE_URL: postgres?.url ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    SANDBOX_SEED: String(typeof options.seed === 'function' ? options.seed(index) : (options.seed ?? 7)),
    SANDBOX_DATA_DIR: join(root, `instance-${index}`),
    ...options.env,
  });
  const launch = async (index: number, extra: Record<string, string> = {}): Promise<ClusterInstance> => {
    const r = run({ ...env(index), ...extra });
    try {
      const output = await printed(r, 'Ctrl+C stops it.', START_TIMEOUT_MS);
      // The first demo tenant's client with every scope, and the operator's (the demo secret, on loopback).
      const credentials = /client_id (\S+)\s+client_secret (\S+)\s+every scope/.exec(output);
      const operator = /client_id (sandbox-operator)\s+client_secret (\S+)/.exec(output);
      if (!credentials || !operator)
        throw new Error(`instance ${index} printed no full-access or operator client:\n${output}`);
      const instance = {
        index,
        run: r,
        origin: new URL(printedUrl(output, 'REST API')).origin,
        baseUrl: printedUrl(output, 'REST API'),
        tokenUrl: printedUrl(output, 'Token endpoint'),
        wsUrl: printedUrl(output, 'WebSocket'),
        controlUrl: printedUrl(output, 'Sandbox control'),
        clientId: credentials[1] as string,
        clientSecret: credentials[2] as string,
        operator: { clientId: operator[1] as string, clientSecret: operator[2] as string },
        get alive() {
          return r.child.exitCode === null && r.child.signalCode === null;
        },
        leads: () => r.output().includes(LEADING),
      };
      instances[index] = instance;
      return instance;
    } catch (error) {
      await stop(r);
      throw error;
    }
  };

  let stopping: Promise<void> | undefined;
  const cluster: Cluster = {
    get postgres() {
      return postgres as LocalPostgres;
    },
    get databaseUrl() {
      return (postgres as LocalPostgres).url;
    },
    instances,
    add: (extra) => launch(instances.length, extra),
    kill: async (index) => stop(instances[index]?.run),
    restart: async (index, extra) => {
      await stop(instances[index]?.run);
      return launch(index, extra);
    },
    stop: () =>
      (stopping ??= (async () => {
        await Promise.all(instances.map((instance) => stop(instance.run)));
        await postgres?.stop();
        await remove();
      })()),
  };
  try {
    postgres = await startLocalPostgres({ directory: join(root, 'postgres') });
    const started = await Promise.allSettled(Array.from({ length: size }, (_, index) => launch(index)));
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** A bearer token of a demo client, from the token endpoint of `instance`. */
export async function tokenFrom(
  instance: ClusterInstance,
  client: { client_id: string; client_secret: string },
): Promise<string> {
  const response = await fetch(instance.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }),
  });
  if (response.status !== 200)
    throw new Error(`The token endpoint of ${instance.origin} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON request with a bearer token; the answer's body parsed (undefined when empty). */
export async function call<T = unknown>(
  url: string,
  token: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
  };
}
