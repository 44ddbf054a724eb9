/** What the market tests of a cluster (`cluster.ts`) watch: order-book subscribers on each instance, and where their streams meet. */
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { Client } from '@dap/test-support/ws';
import { apply, type Book, type Level } from './book.js';
import { tokenFrom, type ClusterInstance } from './cluster.js';

/** An access token of the instance's full-access demo client, from its token endpoint. */
export const fullAccessToken = (instance: ClusterInstance): Promise<string> =>
  tokenFrom(instance, { client_id: instance.clientId, client_secret: instance.clientSecret });

/** An access token of the instance's operator client (`sandbox:admin`). */
export const operatorToken = (instance: ClusterInstance): Promise<string> =>
  tokenFrom(instance, { client_id: instance.operator.clientId, client_secret: instance.operator.clientSecret });

/** The Sandbox Control API of one instance, as the first demo tenant's full-access client, or as the operator. */
export function controlOf(instance: ClusterInstance, as: 'tenant' | 'operator' = 'tenant'): SandboxControlClient {
  const { clientId, clientSecret } = as === 'operator' ? instance.operator : instance;
  return new SandboxControlClient({
    baseUrl: instance.baseUrl,
    tokenUrl: instance.tokenUrl,
    clientId,
    clientSecret,
    maxRetries: 0,
    timeoutMs: 10_000,
  });
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
  instance: ClusterInstance;
  client: Client;
  /** The market_data payloads of `market`, SNAPSHOT first. */
  frames(): BookFrame[];
  /** Its heartbeat frames so far. */
  heartbeats(): number;
  /** Its execution_data frames of `market` so far. */
  trades(): number;
}

/** Opens a socket on the instance, subscribes to `market_data` and `execution_data` of `market` and the heartbeat, and waits for the SNAPSHOT. */
export async function subscribeBook(instance: ClusterInstance, token: string, market: string): Promise<BookSubscriber> {
  const client = await Client.open(instance.wsUrl, token);
  const answer = await client.request({
    type: 'subscribe',
    channels: [
      { type: 'market_data', params: { market } },
      { type: 'execution_data', params: { market } },
      { type: 'heartbeat' },
    ],
  });
  if (!answer.channels.every((c: { success: boolean }) => c.success))
    throw new Error(`instance ${instance.index} refused the subscription: ${JSON.stringify(answer)}`);
  const all = () => client.frames as { channel?: string; payload?: BookFrame }[];
  const count = (channel: string) =>
    all().filter((frame) => frame.channel === channel && (channel === 'heartbeat' || frame.payload?.market === market))
      .length;
  const frames = () =>
    all().flatMap((frame) =>
      frame.channel === 'market_data' && frame.payload?.market === market ? [frame.payload] : [],
    );
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
