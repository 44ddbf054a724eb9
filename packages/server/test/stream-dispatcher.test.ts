import { validateServerFrame, type MarketDataEvent } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_ERROR_CODES } from '../src/index.js';
import { start, testStreamHandlers, type Running } from './support/app.js';
import { asyncapi } from './support/spec.js';
import { Client } from '@dap/test-support/ws';

let server: Running;
const events: string[] = [];
const clients: Client[] = [];
beforeAll(async () => {
  server = await start({ stream: testStreamHandlers(events) });
});
afterAll(() => server.close());

/** Every frame any client received validates with validateServerFrame from @dap/stream-models. */
afterEach(async () => {
  for (const client of clients.splice(0)) {
    expect(client.invalid).toEqual([]);
    await client.close();
  }
});

async function connect(): Promise<Client> {
  const client = await Client.open(server.wsUrl, 'token-all');
  clients.push(client);
  return client;
}

const btc = { type: 'market_data', params: { market: 'BTCUSD' } };

describe('subscribe, unsubscribe and subscription_list', () => {
  it('acknowledges a subscribe with each entry echoed and success true', async () => {
    const client = await connect();
    const ack = await client.request({
      type: 'subscribe',
      channels: [btc, { type: 'heartbeat' }, { type: 'execution_data', params: { market: 'ETHUSD' } }],
    });
    expect(ack).toEqual({
      type: 'subscribe',
      channels: [
        { ...btc, success: true },
        { type: 'heartbeat', success: true },
        { type: 'execution_data', params: { market: 'ETHUSD' }, success: true },
      ],
    });
  });

  it('lists the active subscriptions, and none on a fresh connection', async () => {
    const client = await connect();
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
    await client.request({ type: 'subscribe', channels: [btc, { type: 'heartbeat', params: {} }] });
    await client.next(); // the heartbeat sent by onSubscribed
    expect(await client.request({ type: 'subscription_list' })).toEqual({
      type: 'subscription_list',
      channels: [btc, { type: 'heartbeat' }],
    });
  });

  it('acknowledges an unsubscribe and removes the subscription', async () => {
    const client = await connect();
    await client.request({ type: 'subscribe', channels: [btc] });
    expect(await client.request({ type: 'unsubscribe', channels: [btc] })).toEqual({
      type: 'unsubscribe',
      channels: [{ ...btc, success: true }],
    });
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
  });

  it('sends what onSubscribed sends only after the acknowledgement', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    expect(await client.next()).toMatchObject({ type: 'subscribe' });
    expect(await client.next()).toMatchObject({ channel: 'heartbeat' });
    const i = events.lastIndexOf('subscribed heartbeat:');
    expect(events[i - 1]).toBe('subscribe heartbeat:');
  });

  it('answers frames in the order they were sent, even with asynchronous handlers', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', channels: [btc] });
    client.send({ type: 'unsubscribe', channels: [btc] });
    client.send({ type: 'subscription_list' });
    client.send({ type: 'unsubscribe', channels: [btc] });
    const replies = [await client.next(), await client.next(), await client.next(), await client.next()];
    expect(replies.map((r) => r.type)).toEqual(['subscribe', 'unsubscribe', 'subscription_list', 'unsubscribe']);
    expect(replies[1].channels[0].success).toBe(true);
    expect(replies[3].channels[0]).toEqual({ ...btc, success: false, error: 'NO_EFFECT_ACTION' });
  });
});

describe('errors', () => {
  it('knows every error code of the AsyncAPI document', () => {
    expect([...STREAM_ERROR_CODES].sort()).toEqual([...(asyncapi.components.schemas['ErrorCode']?.enum ?? [])].sort());
  });

  it('answers text that is not JSON with a MALFORMED_REQUEST error frame', async () => {
    const client = await connect();
    const frame = await client.request('{"type": "subscribe", ');
    expect(frame).toMatchObject({ type: 'error', error: 'MALFORMED_REQUEST' });
    expect(typeof frame.message).toBe('string');
  });

  it('answers JSON that is not an object, and a binary frame, with MALFORMED_REQUEST', async () => {
    const client = await connect();
    for (const text of ['[]', '"subscribe"', '42', 'null'])
      expect((await client.request(text)).error, text).toBe('MALFORMED_REQUEST');
    client.socket.send(Buffer.from('{"type":"subscription_list"}'), { binary: true });
    expect((await client.next()).error).toBe('MALFORMED_REQUEST');
  });

  it('answers an unknown or missing type with an UNKNOWN_ACTION error frame', async () => {
    const client = await connect();
    expect(await client.request({ type: 'dance' })).toMatchObject({ type: 'error', error: 'UNKNOWN_ACTION' });
    expect(await client.request({ channels: [btc] })).toMatchObject({ type: 'error', error: 'UNKNOWN_ACTION' });
    expect(await client.request({ type: 7 })).toMatchObject({ type: 'error', error: 'UNKNOWN_ACTION' });
  });

  it('answers subscribe/unsubscribe whose channels is missing, empty or not an array with MALFORMED_REQUEST', async () => {
    const client = await connect();
    for (const frame of [
      { type: 'subscribe' },
      { type: 'subscribe', channels: [] },
      { type: 'unsubscribe', channels: btc },
      { type: 'subscribe', channels: 'heartbeat' },
    ]) {
      expect(await client.request(frame), JSON.stringify(frame)).toMatchObject({
        type: 'error',
        error: 'MALFORMED_REQUEST',
      });
    }
  });

  it('answers a request with entries that cannot be echoed, or properties the schema lacks, with MALFORMED_REQUEST and applies nothing', async () => {
    const client = await connect();
    for (const frame of [
      { type: 'subscribe', channels: [btc, 'heartbeat'] },
      { type: 'subscribe', channels: [btc, { params: { market: 'BTCUSD' } }] },
      { type: 'subscribe', channels: [btc, { type: 'market_data', params: { market: 7 } }] },
      { type: 'subscribe', channels: [btc, { type: 'market_data', params: 'BTCUSD' }] },
      { type: 'subscribe', channels: [btc], id: 1 },
      { type: 'subscribe', channels: [{ ...btc, depth: 10 }] },
      { type: 'subscription_list', channels: [] },
    ]) {
      expect(await client.request(frame), JSON.stringify(frame)).toMatchObject({
        type: 'error',
        error: 'MALFORMED_REQUEST',
      });
    }
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
  });

  it('echoes a channel type and market up to 64 characters, and answers longer ones with MALFORMED_REQUEST, never a frame the spec refuses', async () => {
    const client = await connect();
    const echoed = await client.request({
      type: 'subscribe',
      channels: [{ type: 't'.repeat(64), params: { market: 'm\u0000'.repeat(32) } }],
    });
    expect(echoed).toEqual({
      type: 'subscribe',
      channels: [
        { type: 't'.repeat(64), params: { market: 'm\u0000'.repeat(32) }, success: false, error: 'UNKNOWN_CHANNEL' },
      ],
    });
    for (const entry of [
      { type: 't'.repeat(65) },
      { type: 'market_data', params: { market: 'M'.repeat(65) } },
      { type: 'x'.repeat(60_000) },
    ]) {
      const refused = await client.request({ type: 'subscribe', channels: [btc, entry] });
      expect(refused).toMatchObject({ type: 'error', error: 'MALFORMED_REQUEST' });
      expect(validateServerFrame(refused)).toMatchObject({ ok: true });
    }
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
  });

  it('cuts what an error frame quotes of the request to the spec’s 1024 characters', async () => {
    const client = await connect();
    const frame = await client.request({ type: 'u'.repeat(60_000) });
    expect(frame).toMatchObject({ type: 'error', error: 'UNKNOWN_ACTION' });
    expect(Array.from((frame as { message: string }).message).length).toBeLessThanOrEqual(1024);
    expect(validateServerFrame(frame)).toMatchObject({ ok: true });
  });

  it('answers a duplicate subscription with NO_EFFECT_ACTION for that entry', async () => {
    const client = await connect();
    await client.request({ type: 'subscribe', channels: [btc] });
    expect(await client.request({ type: 'subscribe', channels: [btc] })).toEqual({
      type: 'subscribe',
      channels: [{ ...btc, success: false, error: 'NO_EFFECT_ACTION' }],
    });
  });

  it('answers an unknown channel type with UNKNOWN_CHANNEL for that entry, echoing it', async () => {
    const client = await connect();
    const ack = await client.request({
      type: 'subscribe',
      channels: [{ type: 'order_book', params: { market: 'BTCUSD' } }],
    });
    expect(ack.channels).toEqual([
      { type: 'order_book', params: { market: 'BTCUSD' }, success: false, error: 'UNKNOWN_CHANNEL' },
    ]);
  });

  it('answers missing or invalid params with UNKNOWN_CHANNEL_PARAMS_CONFIGURATION for that entry', async () => {
    const client = await connect();
    const entries = [
      { type: 'market_data' },
      { type: 'market_data.top_of_book', params: {} },
      { type: 'execution_data', params: { market: 'btc-usd' } },
      { type: 'market_data', params: { market: 'BTCUSD', depth: 10 } },
      { type: 'heartbeat', params: { market: 'BTCUSD' } },
      { type: 'market_data', params: { market: 'DOGEUSD' } }, // well-formed, unknown to the handler
    ];
    const ack = await client.request({ type: 'subscribe', channels: entries });
    expect(ack.channels).toEqual(
      entries.map((entry) => ({ ...entry, success: false, error: 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION' })),
    );
  });

  it('answers a handler that throws with INTERNAL_SERVER_ERROR for that entry only', async () => {
    const client = await connect();
    const ack = await client.request({
      type: 'subscribe',
      channels: [{ type: 'market_data', params: { market: 'EXPLODE' } }, btc],
    });
    expect(ack.channels).toEqual([
      { type: 'market_data', params: { market: 'EXPLODE' }, success: false, error: 'INTERNAL_SERVER_ERROR' },
      { ...btc, success: true },
    ]);
  });

  it('reports each entry on its own, in request order', async () => {
    const client = await connect();
    await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    await client.next(); // onSubscribed's heartbeat
    const channels = [
      { type: 'nope' },
      btc,
      { type: 'heartbeat' },
      { type: 'execution_data' },
      { type: 'market_data.top_of_book', params: { market: 'ETHUSD' } },
      btc,
    ];
    const ack = await client.request({ type: 'subscribe', channels });
    expect(
      ack.channels.map((c: { type: string; success: boolean; error?: string }) => [c.type, c.success, c.error]),
    ).toEqual([
      ['nope', false, 'UNKNOWN_CHANNEL'],
      ['market_data', true, undefined],
      ['heartbeat', false, 'NO_EFFECT_ACTION'],
      ['execution_data', false, 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION'],
      ['market_data.top_of_book', true, undefined],
      ['market_data', false, 'NO_EFFECT_ACTION'],
    ]);
  });

  it('answers unsubscribing a channel that is not subscribed with NO_EFFECT_ACTION', async () => {
    const client = await connect();
    const ack = await client.request({ type: 'unsubscribe', channels: [btc, { type: 'unknown' }] });
    expect(ack.channels).toEqual([
      { ...btc, success: false, error: 'NO_EFFECT_ACTION' },
      { type: 'unknown', success: false, error: 'UNKNOWN_CHANNEL' },
    ]);
  });
});

describe('sending to connections', () => {
  it('fans one pre-serialised event out to every subscriber with sendRaw', async () => {
    const handlers = testStreamHandlers();
    const own = await start({ stream: handlers });
    try {
      const subscribers = await Promise.all([1, 2, 3].map(() => Client.open(own.wsUrl, 'token-all')));
      clients.push(...subscribers);
      await Promise.all(subscribers.map((client) => client.request({ type: 'subscribe', channels: [btc] })));
      const event: MarketDataEvent = {
        channel: 'market_data',
        payload: {
          market: 'BTCUSD',
          type: 'UPDATE',
          time: '2025-11-21T10:15:30.123Z',
          bids: [{ price: '98250.50', amount: '0' }],
          asks: [],
        },
      };
      const text = JSON.stringify(event); // serialised once
      const subscribed = [...handlers.subscriptions]
        .filter(([, channels]) => channels.some((c) => c.params?.market === 'BTCUSD'))
        .map(([connection]) => connection);
      expect(subscribed).toHaveLength(3);
      for (const connection of subscribed) expect(connection.sendRaw(text)).toBe(true);
      for (const client of subscribers) expect(await client.next()).toEqual(event);
      for (const client of subscribers) expect(client.invalid).toEqual([]);
    } finally {
      for (const client of clients.splice(0)) await client.close();
      await own.close();
    }
  });

  it('stops answering a paused connection and answers its queued requests on resume', async () => {
    const client = await connect();
    const [connection] = [...server.app.streams.connections].slice(-1);
    connection?.pause();
    client.send({ type: 'subscription_list' });
    await expect(client.next(200)).rejects.toThrow(/no frame/);
    connection?.resume();
    expect(await client.next()).toEqual({ type: 'subscription_list', channels: [] });
  });

  it('drops a terminated connection without a close frame (the peer sees 1006)', async () => {
    const client = await connect();
    const [connection] = [...server.app.streams.connections].slice(-1);
    connection?.terminate();
    expect(await client.closed()).toBe(1006);
  });

  it('tells the sender when a connection is no longer open', async () => {
    const client = await connect();
    const [connection] = [...server.app.streams.connections].slice(-1);
    await client.close();
    await expect.poll(() => connection?.isOpen).toBe(false);
    expect(connection?.send({ channel: 'heartbeat', payload: { timestamp: '2025-11-21T10:15:30.123456789Z' } })).toBe(
      false,
    );
  });
});
