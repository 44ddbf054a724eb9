/**
 * No lost SNAPSHOT: whatever order a program calls `subscribe` and attaches listeners in, the first
 * book message it sees for a market is that market's SNAPSHOT, and the book it builds matches the
 * server's. Against the real sandbox, each usage repeated many times (the race it guards against is
 * one of timing: the acknowledgement and the SNAPSHOT arrive in the same read).
 */
import type { StartedSandbox } from '@dap/sandbox';
import type { MarketDataEvent } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderBook, type StreamClient } from '../src/index.js';
import { Clients, collect, startSandbox, until } from './support/sandbox.js';

const RUNS = Number(process.env.SNAPSHOT_RUNS ?? 25);

let server: StartedSandbox;
const clients = new Clients();
beforeAll(async () => {
  server = await startSandbox();
});
afterEach(() => clients.closeAll());
afterAll(() => server.stop());

/** The book messages a listener sees for one market, until it has `count`. */
function firstMessages(
  client: StreamClient,
  market: string,
  count: number,
): { seen: MarketDataEvent[]; done: Promise<void> } {
  const seen: MarketDataEvent[] = [];
  const done = new Promise<void>((resolve) => {
    const off = client.on('market_data', (event) => {
      if (event.payload.market !== market) return;
      seen.push(event);
      if (seen.length >= count) {
        off();
        resolve();
      }
    });
  });
  return { seen, done };
}

describe('the first book message a program sees', () => {
  it(`is the SNAPSHOT when listeners are attached after await subscribe(), as the README shows (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const client = clients.make(server);
      await client.connect();
      const results = await client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
      expect(results[0]?.success).toBe(true);
      const { seen, done } = firstMessages(client, 'BTCUSD', 3);
      await done;
      expect(seen[0]?.payload.type, `run ${run}`).toBe('SNAPSHOT');
      expect(
        seen.slice(1).every((e) => e.payload.type === 'UPDATE'),
        `run ${run}`,
      ).toBe(true);
      await client.close();
    }
  });

  it(`is the SNAPSHOT when listeners are attached before subscribe() (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const client = clients.make(server);
      await client.connect();
      const { seen, done } = firstMessages(client, 'ETHUSD', 2);
      await client.subscribe([{ type: 'market_data', params: { market: 'ETHUSD' } }]);
      await done;
      expect(
        seen.map((e) => e.payload.type),
        `run ${run}`,
      ).toEqual(['SNAPSHOT', 'UPDATE']);
      await client.close();
    }
  });

  it(`is the SNAPSHOT when iterating subscribe() with for await (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const client = clients.make(server);
      await client.connect();
      const types: string[] = [];
      for await (const event of client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }])) {
        types.push(event.payload.type);
        if (types.length === 3) break;
      }
      expect(types, `run ${run}`).toEqual(['SNAPSHOT', 'UPDATE', 'UPDATE']);
      await client.close();
    }
  });

  it('is a SNAPSHOT of the book as it stands for a listener attached long after the subscription', async () => {
    const client = clients.make(server);
    await client.connect();
    const book = new OrderBook('BTCUSD');
    client.on('market_data', (event) => void book.apply(event));
    await client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
    await until(
      () => book.ready && (book.time ?? '') > new Date(Date.now() - 60_000).toISOString(),
      10_000,
      'a few updates',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const late = await new Promise<MarketDataEvent>((resolve) => {
      const off = client.on('market_data', (event) => {
        off();
        resolve(event);
      });
    });
    expect(late.payload.type).toBe('SNAPSHOT');
    // The made SNAPSHOT is the book the first listener built from the server's messages, level for level.
    expect({ bids: late.payload.bids, asks: late.payload.asks }).toEqual({ bids: book.bids, asks: book.asks });
  });

  it('is the SNAPSHOT for an iterator opened on a market another part of the program already subscribed', async () => {
    const client = clients.make(server);
    await client.connect();
    await client.subscribe([{ type: 'market_data', params: { market: 'ETHUSD' } }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const types: string[] = [];
    for await (const event of client.stream('market_data', { market: 'ETHUSD' })) {
      types.push(event.payload.type);
      if (types.length === 2) break;
    }
    expect(types).toEqual(['SNAPSHOT', 'UPDATE']);
    // The iterator did not subscribe, so leaving it leaves the subscription in place.
    expect(client.subscriptions).toEqual([{ type: 'market_data', params: { market: 'ETHUSD' } }]);
  });
});

describe('subscribe() as an async iterator', () => {
  it('yields only the events of the channels it subscribed, and unsubscribes them when the loop ends', async () => {
    const client = clients.make(server);
    await client.connect();
    const seen = new Set<string>();
    let count = 0;
    const subscription = client.subscribe([
      { type: 'market_data.top_of_book', params: { market: 'ETHUSD' } },
      { type: 'heartbeat' },
    ]);
    for await (const event of subscription) {
      seen.add(`${event.channel}:${'market' in event.payload ? event.payload.market : '-'}`);
      if (++count === 30 || seen.size === 2) break;
    }
    expect(seen).toEqual(new Set(['market_data.top_of_book:ETHUSD', 'heartbeat:-']));
    await until(() => client.subscriptions.length === 0, 5_000, 'the loop to unsubscribe');
    expect(await client.subscriptionList()).toEqual([]);
  });

  it('reports no error when the program breaks out of the loop and closes the client at once, as the README shows', async () => {
    for (let run = 0; run < 20; run++) {
      const client = clients.make(server);
      const errors = collect(client, 'error');
      await client.connect();
      for await (const event of client.subscribe([{ type: 'market_data.top_of_book', params: { market: 'ETHUSD' } }])) {
        if (event.payload.bids.length > 0) break;
      }
      // The loop's unsubscribe is still on its way when close() fails it; its acknowledgement may arrive after.
      await client.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toEqual([]);
    }
  });

  it('can be awaited for its results and iterated right after, missing nothing', async () => {
    const client = clients.make(server);
    await client.connect();
    const subscription = client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
    const results = await subscription;
    expect(results).toEqual([{ channel: { type: 'market_data', params: { market: 'BTCUSD' } }, success: true }]);
    for await (const event of subscription) {
      expect(event.payload.type).toBe('SNAPSHOT');
      break;
    }
  });

  it('stops collecting when it is only awaited, and leaves the subscription in place', async () => {
    const client = clients.make(server);
    await client.connect();
    const subscription = client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
    await subscription;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const iterator = subscription[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(client.subscriptions).toEqual([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
  });

  it('fails the iteration with StreamRequestError when every channel failed', async () => {
    const client = clients.make(server);
    await client.connect();
    const iterate = async () => {
      for await (const _ of client.subscribe([{ type: 'execution_data', params: { market: 'NOSUCH' } }])) break;
    };
    await expect(iterate()).rejects.toMatchObject({
      name: 'StreamRequestError',
      codes: ['UNKNOWN_CHANNEL_PARAMS_CONFIGURATION'],
    });
  });
});
