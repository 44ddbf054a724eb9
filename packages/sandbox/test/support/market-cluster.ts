import { SandboxControlClient } from '@dap/client/sandbox-control';
import { Client } from '@dap/test-support/ws';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { startLocalPostgres, type LocalPostgres } from '../../src/cluster/local-postgres.js';
import { apply, type Book, type Level } from './book.js';
import { printed, printedUrl, run, stop, type Run } from './process.js';
import { tempDir } from './sandbox.js';

/** What `dap-sandbox` prints when it takes the lead of the market simulator. */
export const LEADING = 'Market simulator: this instance runs it.';

/** One `dap-sandbox` process of the cluster. */
export interface Instance {
  readonly name: string;
  readonly run: Run;
  readonly restUrl: string;
  readonly tokenUrl: string;
  readonly wsUrl: string;
  /** The full-access demo client's credentials, as the instance printed them. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** Whether it has printed that it runs the market simulator. */
  leads(): boolean;
  alive(): boolean;
}

export interface MarketCluster {
  postgres: LocalPostgres;
  instances: Instance[];
  /** The instances still running. */
  alive(): Instance[];
  close(): Promise<void>;
}

/**
 * A real PostgreSQL server and `count` real `dap-sandbox` processes on it (PORT=0, a data
 * directory and a market seed of their own, so a replica serving its own seeded book would show),
 * started at the same moment.
 */
export async function startMarketCluster(count = 3): Promise<MarketCluster> {
  const dir = await tempDir();
  // Run as root, the server runs as the postgres user, which must reach its directory under this one.
  await chmod(dir.path, 0o711);
  const postgres = await startLocalPostgres({ directory: join(dir.path, 'pg') });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < count; i++) {
      runs.push(run({ DATABASE_URL: postgres.url, PORT: '0', HOST: '127.0.0.1', SANDBOX_DATA_DIR: join(dir.path, `instance-${i}`), SANDBOX_SEED: String(1_000 + i), LOG_LEVEL: 'warn' }));
    }
    const instances = await Promise.all(
      runs.map(async (r, i): Promise<Instance> => {
        const output = await printed(r, 'Ctrl+C stops it.');
        const credentials = /every scope\s+client_id (\S+)\s+client_secret (\S+)/.exec(output);
        if (!credentials) throw new Error(`instance ${i} printed no full-access client:\n${output}`);
        return {
          name: `instance ${i}`,
          run: r,
          restUrl: printedUrl(output, 'REST API'),
          tokenUrl: printedUrl(output, 'Token endpoint'),
          wsUrl: printedUrl(output, 'WebSocket'),
          clientId: credentials[1] as string,
          clientSecret: credentials[2] as string,
          leads: () => r.output().includes(LEADING),
          alive: () => r.child.exitCode === null && r.child.signalCode === null,
        };
      }),
    );
    return {
      postgres,
      instances,
      alive: () => instances.filter((instance) => instance.alive()),
      close: async () => {
        await Promise.all(runs.map((r) => stop(r)));
        await postgres.stop();
        await dir.remove();
      },
    };
  } catch (error) {
    await Promise.all(runs.map((r) => stop(r)));
    await postgres.stop();
    await dir.remove();
    throw error;
  }
}

/** An access token of the instance's full-access demo client, from its token endpoint. */
export async function tokenFrom(instance: Instance): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: instance.clientId, client_secret: instance.clientSecret });
  const response = await fetch(instance.tokenUrl, { method: 'POST', body: form });
  if (response.status !== 200) throw new Error(`${instance.name}'s token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The Sandbox Control API of one instance, as its full-access client. */
export function controlOf(instance: Instance): SandboxControlClient {
  return new SandboxControlClient({ baseUrl: instance.restUrl, tokenUrl: instance.tokenUrl, clientId: instance.clientId, clientSecret: instance.clientSecret, maxRetries: 0, timeoutMs: 10_000 });
}

/** A `market_data` frame's payload. */
export interface BookFrame {
  market: string;
  type: 'SNAPSHOT' | 'UPDATE';
  time: string;
  bids: Level[];
  asks: Level[];
}

/** A WebSocket subscriber of one instance: its client and the market_data frames it received, in order. */
export interface BookSubscriber {
  instance: Instance;
  client: Client;
  /** The market_data payloads of `market`, SNAPSHOT first. */
  frames(): BookFrame[];
  /** Its heartbeat frames so far. */
  heartbeats(): number;
  /** Its execution_data frames of `market` so far. */
  trades(): number;
}

/** Opens a socket on the instance, subscribes to `market_data` and `execution_data` of `market` and the heartbeat, and waits for the SNAPSHOT. */
export async function subscribeBook(instance: Instance, token: string, market: string): Promise<BookSubscriber> {
  const client = await Client.open(instance.wsUrl, token);
  const answer = await client.request({ type: 'subscribe', channels: [{ type: 'market_data', params: { market } }, { type: 'execution_data', params: { market } }, { type: 'heartbeat' }] });
  if (!answer.channels.every((c: { success: boolean }) => c.success)) throw new Error(`${instance.name} refused the subscription: ${JSON.stringify(answer)}`);
  const all = () => client.frames as { channel?: string; payload?: BookFrame }[];
  const count = (channel: string) => all().filter((frame) => frame.channel === channel && (channel === 'heartbeat' || frame.payload?.market === market)).length;
  const frames = () => all().flatMap((frame) => (frame.channel === 'market_data' && frame.payload?.market === market ? [frame.payload] : []));
  await client.nextWhere((frame) => frame.channel === 'market_data' && frame.payload?.type === 'SNAPSHOT', 10_000);
  return { instance, client, frames, heartbeats: () => count('heartbeat'), trades: () => count('execution_data') };
}

/** The book after the SNAPSHOT and every UPDATE up to and including `frames[upTo]`. */
export function bookAt(frames: readonly BookFrame[], upTo: number): Book {
  const book: Book = { bids: new Map(), asks: new Map() };
  for (const frame of frames.slice(0, upTo + 1)) apply(book, frame);
  return book;
}

/**
 * Where the subscribers' streams meet: the last UPDATE (as JSON text: same levels, same time) that
 * every one of them received after its SNAPSHOT, as its index in each one's frames; undefined if none.
 */
export function commonPoint(subscribers: readonly BookSubscriber[]): number[] | undefined {
  const streams = subscribers.map((s) => s.frames().map((frame) => JSON.stringify(frame)));
  const [first, ...others] = streams;
  if (!first) return undefined;
  for (let i = first.length - 1; i >= 1; i--) {
    const text = first[i] as string;
    if (!text.includes('"UPDATE"')) continue;
    const indexes = others.map((stream) => stream.lastIndexOf(text));
    if (indexes.every((index) => index >= 1)) return [i, ...indexes];
  }
  return undefined;
}
