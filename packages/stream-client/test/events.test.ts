import type { StartedSandbox } from '@dap/sandbox';
import type { MarketDataEvent, PriceLevel, TopOfBookEvent } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  compareDecimals,
  OrderBook,
  StreamBufferOverflowError,
  StreamClosedError,
  StreamRequestError,
  StreamAbortError,
  type StreamClient,
} from '../src/index.js';
import { Clients, collect, next, startSandbox, until } from './support/sandbox.js';

let server: StartedSandbox;
const clients = new Clients();

beforeAll(async () => {
  server = await startSandbox();
});
afterEach(async () => {
  await clients.closeAll();
  server.sandbox.markets.start(); // some tests drive the market by hand
});
afterAll(() => server.stop());

async function connected(options: Parameters<Clients['make']>[1] = {}): Promise<StreamClient> {
  const client = clients.make(server, options);
  await client.connect();
  return client;
}

/** Stops the simulator's timers: the test moves the market with `tick()`. */
function manualMarket() {
  const markets = server.sandbox.markets;
  markets.stop();
  return markets;
}

/** Every frame the server sent before this resolves has been received (one socket keeps the order). */
const settled = (client: StreamClient) => client.subscriptionList();

const sideOf = (levels: readonly PriceLevel[]) => levels.map(({ price, amount }) => [price, amount]);

describe('market_data into an OrderBook', () => {
  it('builds the book from the SNAPSHOT and the UPDATEs, matching the server’s own book exactly', async () => {
    const markets = manualMarket();
    const client = await connected();
    const book = new OrderBook('BTCUSD');
    const received = collect(client, 'market_data');
    client.on('market_data', (event) => book.apply(event));
    await client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
    for (let i = 0; i < 60; i++) markets.tick();
    await settled(client);

    expect(received[0]?.payload.type).toBe('SNAPSHOT');
    expect(received.slice(1).every((event) => event.payload.type === 'UPDATE')).toBe(true);
    expect(received.length).toBeGreaterThan(10);
    // Some update removed a level ("0"), and the book has none left with amount 0.
    expect(
      received.some((event) => [...event.payload.bids, ...event.payload.asks].some((level) => level.amount === '0')),
    ).toBe(true);
    expect([...book.bids, ...book.asks].some((level) => level.amount === '0')).toBe(false);

    const truth = (JSON.parse(markets.snapshot('BTCUSD')) as MarketDataEvent).payload;
    expect(sideOf(book.bids)).toEqual(sideOf(truth.bids));
    expect(sideOf(book.asks)).toEqual(sideOf(truth.asks));
    expect(book.bestBid && book.bestAsk && compareDecimals(book.bestBid.price, book.bestAsk.price)).toBe(-1);
  });

  it('keeps prices and amounts as decimal strings', async () => {
    const client = await connected();
    const snapshot = next(client, 'market_data');
    await client.subscribe([{ type: 'market_data', params: { market: 'ETHUSD' } }]);
    const { payload } = await snapshot;
    expect(payload.type).toBe('SNAPSHOT');
    for (const level of [...payload.bids, ...payload.asks]) {
      expect(typeof level.price).toBe('string');
      expect(typeof level.amount).toBe('string');
    }
  });
});

describe('top of book, executions and heartbeat', () => {
  it('delivers top-of-book events that agree with the order book built from market_data', async () => {
    const markets = manualMarket();
    const client = await connected();
    const book = new OrderBook('SOLUSD');
    client.on('market_data', (event) => book.apply(event));
    const tops = collect(client, 'market_data.top_of_book');
    await client.subscribe([
      { type: 'market_data', params: { market: 'SOLUSD' } },
      { type: 'market_data.top_of_book', params: { market: 'SOLUSD' } },
    ]);
    for (let i = 0; i < 60; i++) markets.tick();
    await settled(client);
    expect(tops.length).toBeGreaterThan(1);
    const last = tops.at(-1) as TopOfBookEvent;
    expect(last.payload).toMatchObject({ market: 'SOLUSD', type: 'TOP_OF_BOOK' });
    // Top of book is sent when a best price changes (a change of amount alone is not sent): compare prices.
    expect(last.payload.bids[0]?.price).toBe(book.bestBid?.price);
    expect(last.payload.asks[0]?.price).toBe(book.bestAsk?.price);
  });

  it('delivers execution_data events of the subscribed market', async () => {
    const markets = manualMarket();
    const client = await connected();
    const executions = collect(client, 'execution_data');
    await client.subscribe([{ type: 'execution_data', params: { market: 'BTCUSD' } }]);
    for (let i = 0; i < 300 && executions.length === 0; i++) {
      markets.tick();
      if (i % 20 === 19) await settled(client);
    }
    await settled(client);
    expect(executions.length).toBeGreaterThan(0);
    for (const { payload } of executions) {
      expect(payload.market).toBe('BTCUSD');
      expect(compareDecimals(payload.amount, '0')).toBe(1);
      expect(Number.isNaN(Date.parse(payload.executed_at))).toBe(false);
    }
  });

  it('delivers heartbeats every interval while subscribed', async () => {
    const client = await connected();
    const beats = collect(client, 'heartbeat');
    await client.subscribe([{ type: 'heartbeat' }]);
    await until(() => beats.length >= 3, 5_000, 'three heartbeats');
    expect(beats[0]?.payload.timestamp).toMatch(/\.\d{9}Z$/);
  });

  it('subscribes to heartbeat on connecting with autoHeartbeat', async () => {
    const client = await connected({ autoHeartbeat: true });
    await next(client, 'heartbeat', 5_000);
    await expect(client.subscriptionList()).resolves.toEqual([{ type: 'heartbeat' }]);
  });
});

describe('async iterators', () => {
  it('streams one market’s events in order, and unsubscribes when the loop breaks', async () => {
    const client = await connected();
    const book = new OrderBook('BTCUSD');
    const types: string[] = [];
    for await (const event of client.stream('market_data', { market: 'BTCUSD' })) {
      expect(event.payload.market).toBe('BTCUSD');
      types.push(event.payload.type);
      book.apply(event);
      if (types.length === 8) break;
    }
    expect(types[0]).toBe('SNAPSHOT');
    expect(types.slice(1)).toEqual(Array(7).fill('UPDATE'));
    expect(book.bestBid && book.bestAsk && compareDecimals(book.bestBid.price, book.bestAsk.price)).toBe(-1);
    await until(() => client.subscriptions.length === 0, 5_000, 'the unsubscription');
    await expect(client.subscriptionList()).resolves.toEqual([]);
    expect(server.sandbox.markets.listenerCount({ channel: 'market_data', market: 'BTCUSD' })).toBe(0);
  });

  it('leaves a subscription it did not make, and keeps it while another iterator of the channel is open', async () => {
    const client = await connected();
    await client.subscribe([{ type: 'heartbeat' }]);
    for await (const beat of client.stream('heartbeat')) {
      expect(beat.channel).toBe('heartbeat');
      break;
    }
    await expect(client.subscriptionList()).resolves.toEqual([{ type: 'heartbeat' }]);

    const tob = { type: 'market_data.top_of_book', params: { market: 'ETHUSD' } } as const;
    const first = client.stream('market_data.top_of_book', { market: 'ETHUSD' });
    const second = client.stream('market_data.top_of_book', { market: 'ETHUSD' });
    await first.next();
    await second.next();
    await first.return();
    await expect(client.subscriptionList()).resolves.toContainEqual(tob);
    await second.return();
    await until(() => !client.subscriptions.some((channel) => channel.type === tob.type), 5_000, 'the unsubscription');
    await expect(client.subscriptionList()).resolves.toEqual([{ type: 'heartbeat' }]);
  });

  it('fails the iteration with StreamRequestError when the subscription fails', async () => {
    const client = await connected();
    const stream = client.stream('execution_data', { market: 'NOSUCH' });
    const error = await stream.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamRequestError);
    expect((error as StreamRequestError).codes).toEqual(['UNKNOWN_CHANNEL_PARAMS_CONFIGURATION']);
    await expect(stream.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('ends the iteration when the client closes', async () => {
    const client = await connected();
    const stream = client.stream('heartbeat');
    await stream.next();
    const ended = stream.next().then(() => stream.next());
    await client.close();
    await expect(ended).resolves.toEqual({ value: undefined, done: true });
    await expect(client.stream('heartbeat').next()).rejects.toBeInstanceOf(StreamClosedError);
  });

  it('ends the iteration with StreamAbortError when its signal aborts', async () => {
    const client = await connected();
    const controller = new AbortController();
    const stream = client.stream('heartbeat', undefined, { signal: controller.signal });
    await stream.next();
    const pending = stream.next().then(() => stream.next());
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(StreamAbortError);
  });

  it('fails with StreamBufferOverflowError when the consumer falls more than bufferSize events behind', async () => {
    const markets = manualMarket();
    const client = await connected();
    const stream = client.stream('market_data', { market: 'LTCUSD' }, { bufferSize: 5 });
    await stream.next(); // the SNAPSHOT
    for (let i = 0; i < 40; i++) markets.tick();
    await settled(client);
    let error: unknown;
    let consumed = 0;
    try {
      for await (const event of stream) {
        expect(event.payload.type).toBe('UPDATE');
        consumed++;
      }
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StreamBufferOverflowError);
    expect(consumed).toBe(5);
    await until(() => client.subscriptions.length === 0, 5_000, 'the unsubscription');
  });

  it("keeps the newest events with overflow 'drop-oldest'", async () => {
    const markets = manualMarket();
    const client = await connected();
    const stream = client.stream('market_data', { market: 'BCHUSD' }, { bufferSize: 3, overflow: 'drop-oldest' });
    await stream.next();
    for (let i = 0; i < 40; i++) markets.tick();
    await settled(client);
    expect(stream.buffered).toBe(3);
    expect(stream.dropped).toBeGreaterThan(0);
    const { value } = await stream.next();
    expect(value?.payload.type).toBe('UPDATE');
    await stream.return();
  });
});
