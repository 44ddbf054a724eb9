import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { startTestServer, tokenOf } from './support/server.js';
import { Client, handshake } from '@dap/test-support/ws';
import { apply, asBook, type Level } from './support/book.js';

let server: StartedSandbox;
let token: string;
const opened: Client[] = [];

beforeAll(async () => {
  // Ticks are driven by the tests (markets.tick()); the heartbeat runs on a short timer.
  server = await startTestServer({ heartbeatMs: 100 });
  token = await tokenOf(server, server.clients.full);
});
afterEach(async () => {
  // Every frame any test received is a valid server frame of the AsyncAPI document.
  for (const client of opened) expect(client.invalid).toEqual([]);
  for (const client of opened.splice(0)) await client.close();
});
afterAll(() => server?.stop());

async function open(): Promise<Client> {
  const client = await Client.open(server.wsUrl, token);
  opened.push(client);
  return client;
}

const BTC = { type: 'market_data', params: { market: 'BTCUSD' } } as const;
const ticks = (n: number) => {
  for (let i = 0; i < n; i++) server.sandbox.markets.tick();
};

describe('the WebSocket handshake', () => {
  it('answers no token and an invalid token 401, a token without the stream scope 403, and opens with it (101)', async () => {
    expect((await handshake(server.wsUrl, {})).status).toBe(401);
    expect((await handshake(server.wsUrl, { authorization: 'Bearer nope.nope.nope' })).status).toBe(401);
    const readOrder = await tokenOf(server, server.clients.readOrder);
    const refused = await handshake(server.wsUrl, { authorization: `Bearer ${readOrder}` });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).type).toMatch(/\/insufficient-scope$/);
    const narrowed = await tokenOf(server, server.clients.full, 'exchange:read_order');
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${narrowed}` })).status).toBe(403);
    expect((await handshake(server.wsUrl, { authorization: `Bearer ${token}` })).status).toBe(101);
  });
});

describe('market_data', () => {
  it('sends the acknowledgement, then one SNAPSHOT, then only UPDATEs that keep the book equal to the server’s', async () => {
    const client = await open();
    expect(await client.request({ type: 'subscribe', channels: [BTC] })).toEqual({
      type: 'subscribe',
      channels: [{ ...BTC, success: true }],
    });
    const snapshot = await client.next();
    expect(snapshot).toMatchObject({ channel: 'market_data', payload: { market: 'BTCUSD', type: 'SNAPSHOT' } });
    const book = asBook(snapshot.payload);
    ticks(30);
    const updates = (await client.during(100)).filter((f) => f.channel === 'market_data');
    expect(updates.length).toBeGreaterThan(5);
    for (const update of updates) {
      expect(update.payload).toMatchObject({ market: 'BTCUSD', type: 'UPDATE' });
      apply(book, update.payload);
    }
    expect(book).toEqual(asBook(JSON.parse(server.sandbox.markets.snapshot('BTCUSD')).payload));
  });

  it('loses no update between the SNAPSHOT and the stream while the market moves during the subscription', async () => {
    const client = await open();
    let moving = true;
    const mover = (async () => {
      while (moving) {
        ticks(1);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    client.send({ type: 'subscribe', channels: [{ type: 'market_data', params: { market: 'ETHUSD' } }] });
    const ack = await client.next();
    expect(ack.type).toBe('subscribe');
    const frames = [];
    while (frames.length < 20) frames.push(await client.next());
    moving = false;
    await mover;
    // Every update sent before the reply to a later request has arrived (one socket keeps the order),
    // however long the backlog takes to come through (a relay may sit in between).
    client.send({ type: 'subscription_list' });
    for (let frame = await client.next(); frame.type !== 'subscription_list'; frame = await client.next())
      frames.push(frame);
    expect(frames[0].payload.type).toBe('SNAPSHOT');
    expect(frames.filter((f) => f.payload.type === 'SNAPSHOT')).toHaveLength(1);
    const book = { bids: new Map<string, string>(), asks: new Map<string, string>() };
    for (const frame of frames) apply(book, frame.payload);
    expect(book).toEqual(asBook(JSON.parse(server.sandbox.markets.snapshot('ETHUSD')).payload));
  });

  it('stops the stream after unsubscribe and releases the listener', async () => {
    const client = await open();
    await client.request({ type: 'subscribe', channels: [BTC] });
    await client.next(); // SNAPSHOT
    const before = server.sandbox.markets.listenerCount({ channel: 'market_data', market: 'BTCUSD' });
    expect(await client.request({ type: 'unsubscribe', channels: [BTC] })).toEqual({
      type: 'unsubscribe',
      channels: [{ ...BTC, success: true }],
    });
    expect(server.sandbox.markets.listenerCount({ channel: 'market_data', market: 'BTCUSD' })).toBe(before - 1);
    ticks(30);
    expect((await client.during(100)).filter((f) => f.channel === 'market_data')).toEqual([]);
  });
});

describe('the other channels', () => {
  it('sends the current top of book after the acknowledgement, then one TOP_OF_BOOK per best-price change', async () => {
    const client = await open();
    const channel = { type: 'market_data.top_of_book', params: { market: 'SOLUSD' } };
    expect((await client.request({ type: 'subscribe', channels: [channel] })).channels[0].success).toBe(true);
    const first = await client.next();
    expect(first).toMatchObject({
      channel: 'market_data.top_of_book',
      payload: { market: 'SOLUSD', type: 'TOP_OF_BOOK' },
    });
    ticks(40);
    const frames = await client.during(100);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.payload.market).toBe('SOLUSD');
      expect(frame.payload.bids.length).toBeLessThanOrEqual(1);
      expect(frame.payload.asks.length).toBeLessThanOrEqual(1);
    }
    // Sent on best-price changes: the last one names the current best prices.
    const prices = (payload: { bids: Level[]; asks: Level[] }) => [payload.bids[0]?.price, payload.asks[0]?.price];
    expect(prices(frames.at(-1).payload)).toEqual(
      prices(JSON.parse(server.sandbox.markets.topOfBook('SOLUSD')).payload),
    );
  });

  it('sends one execution_data message per trade of the subscribed market only', async () => {
    const client = await open();
    await client.request({ type: 'subscribe', channels: [{ type: 'execution_data', params: { market: 'LTCUSD' } }] });
    ticks(60);
    const frames = await client.during(100);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames)
      expect(frame).toMatchObject({ channel: 'execution_data', payload: { market: 'LTCUSD' } });
  });

  it('sends heartbeats on the heartbeat channel at the configured interval, with increasing timestamps', async () => {
    const client = await open();
    expect(await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] })).toEqual({
      type: 'subscribe',
      channels: [{ type: 'heartbeat', success: true }],
    });
    const beats = [await client.next(1000), await client.next(1000), await client.next(1000)];
    for (const beat of beats) expect(beat.channel).toBe('heartbeat');
    const stamps = beats.map((b) => b.payload.timestamp as string);
    expect([...stamps].sort()).toEqual(stamps);
    expect(new Set(stamps).size).toBe(3);
  });
});

describe('requests and their error codes', () => {
  it('answers a frame that is not JSON with MALFORMED_REQUEST and an unknown type with UNKNOWN_ACTION', async () => {
    const client = await open();
    expect(await client.request('{not json')).toMatchObject({ type: 'error', error: 'MALFORMED_REQUEST' });
    expect(await client.request({ type: 'dance' })).toMatchObject({ type: 'error', error: 'UNKNOWN_ACTION' });
    expect(await client.request({ type: 'subscribe', channels: [] })).toMatchObject({
      type: 'error',
      error: 'MALFORMED_REQUEST',
    });
  });

  it('judges each entry on its own: UNKNOWN_CHANNEL, UNKNOWN_CHANNEL_PARAMS_CONFIGURATION, NO_EFFECT_ACTION beside a success', async () => {
    const client = await open();
    const ack = await client.request({
      type: 'subscribe',
      channels: [
        { type: 'order_book', params: { market: 'BTCUSD' } },
        { type: 'market_data', params: { market: 'XYZUSD' } },
        { type: 'execution_data' },
        { type: 'execution_data', params: { market: 'BTCUSD' } },
        { type: 'execution_data', params: { market: 'BTCUSD' } },
      ],
    });
    expect(ack.channels.map((c: { success: boolean; error?: string }) => c.error ?? 'ok')).toEqual([
      'UNKNOWN_CHANNEL',
      'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
      'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
      'ok',
      'NO_EFFECT_ACTION',
    ]);
    expect(ack.channels[1]).toEqual({
      type: 'market_data',
      params: { market: 'XYZUSD' },
      success: false,
      error: 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
    });
    const again = await client.request({
      type: 'subscribe',
      channels: [{ type: 'execution_data', params: { market: 'BTCUSD' } }],
    });
    expect(again.channels[0].error).toBe('NO_EFFECT_ACTION');
  });

  it('answers unsubscribing a channel that is not subscribed with NO_EFFECT_ACTION, and an unknown market with UNKNOWN_CHANNEL_PARAMS_CONFIGURATION', async () => {
    const client = await open();
    const ack = await client.request({
      type: 'unsubscribe',
      channels: [BTC, { type: 'heartbeat' }, { type: 'market_data', params: { market: 'NOPE' } }],
    });
    expect(ack.channels.map((c: { error?: string }) => c.error)).toEqual([
      'NO_EFFECT_ACTION',
      'NO_EFFECT_ACTION',
      'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
    ]);
  });

  it('answers an entry whose handler fails with INTERNAL_SERVER_ERROR and keeps the connection usable', async () => {
    const client = await open();
    const markets = server.sandbox.markets as { has(market: string): boolean };
    const has = markets.has;
    markets.has = () => {
      throw new Error('simulated failure');
    };
    try {
      const ack = await client.request({
        type: 'subscribe',
        channels: [{ type: 'execution_data', params: { market: 'BTCUSD' } }],
      });
      expect(ack.channels[0]).toMatchObject({ success: false, error: 'INTERNAL_SERVER_ERROR' });
    } finally {
      markets.has = has;
    }
    expect(
      (
        await client.request({
          type: 'subscribe',
          channels: [{ type: 'execution_data', params: { market: 'BTCUSD' } }],
        })
      ).channels[0].success,
    ).toBe(true);
  });

  it('lists the connection’s active subscriptions in subscription order, without success fields', async () => {
    const client = await open();
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
    await client.request({
      type: 'subscribe',
      channels: [
        { type: 'heartbeat' },
        { type: 'execution_data', params: { market: 'ETHUSD' } },
        { type: 'market_data.top_of_book', params: { market: 'BTCUSD' } },
      ],
    });
    await client.nextWhere((f) => f.channel === 'market_data.top_of_book');
    client.send({ type: 'unsubscribe', channels: [{ type: 'execution_data', params: { market: 'ETHUSD' } }] });
    await client.nextWhere((f) => f.type === 'unsubscribe');
    client.send({ type: 'subscription_list' });
    expect(await client.nextWhere((f) => f.type === 'subscription_list')).toEqual({
      type: 'subscription_list',
      channels: [{ type: 'heartbeat' }, { type: 'market_data.top_of_book', params: { market: 'BTCUSD' } }],
    });
  });

  it('drops every subscription of a connection when it closes', async () => {
    const client = await open();
    const keys = [
      { channel: 'market_data', market: 'BCHUSD' },
      { channel: 'execution_data', market: 'BCHUSD' },
    ] as const;
    const before = keys.map((key) => server.sandbox.markets.listenerCount(key));
    await client.request({
      type: 'subscribe',
      channels: [
        { type: 'market_data', params: { market: 'BCHUSD' } },
        { type: 'execution_data', params: { market: 'BCHUSD' } },
      ],
    });
    await client.next(); // SNAPSHOT
    expect(keys.map((key) => server.sandbox.markets.listenerCount(key))).toEqual(before.map((n) => n + 1));
    await client.close();
    await expect.poll(() => keys.map((key) => server.sandbox.markets.listenerCount(key))).toEqual(before);
  });
});

describe('shutdown', () => {
  it('closes open WebSockets with 1001 when the server closes', async () => {
    const client = await open();
    await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    const closed = client.closed();
    await server.stop();
    expect(await closed).toBe(1001);
  });
});
