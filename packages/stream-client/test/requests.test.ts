import type { StartedSandbox } from '@dap/sandbox';
import type { ChannelReference } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  StreamAbortError,
  StreamProtocolError,
  StreamRequestError,
  StreamServerError,
  StreamTimeoutError,
  StreamValidationError,
  type StreamClient,
  type StreamError,
} from '../src/index.js';
import { Clients, collect, directWsUrl, next, serverConnections, startSandbox, until } from './support/sandbox.js';

let server: StartedSandbox;
const clients = new Clients();

beforeAll(async () => {
  server = await startSandbox();
});
afterEach(() => clients.closeAll());
afterAll(() => server.stop());

const md = (market: string): ChannelReference => ({ type: 'market_data', params: { market } });
const tob = (market: string): ChannelReference => ({ type: 'market_data.top_of_book', params: { market } });
const exec = (market: string): ChannelReference => ({ type: 'execution_data', params: { market } });
const heartbeat: ChannelReference = { type: 'heartbeat' };

async function connected(options: Parameters<Clients['make']>[1] = {}): Promise<StreamClient> {
  const client = clients.make(server, options);
  await client.connect();
  return client;
}

/** The one server-side connection of this test's client. */
async function onlyConnection() {
  await until(() => serverConnections(server).length === 1, 5_000, 'one server connection');
  return serverConnections(server)[0]!;
}

describe('subscribe, unsubscribe and subscription_list', () => {
  it('resolves a subscribe of several channels with one result per channel, in request order', async () => {
    const client = await connected();
    const channels = [md('BTCUSD'), tob('ETHUSD'), exec('SOLUSD'), heartbeat];
    const results = await client.subscribe(channels);
    expect(results).toEqual(channels.map((channel) => ({ channel, success: true })));
    expect(client.subscriptions).toEqual(channels);
    await expect(client.subscriptionList()).resolves.toEqual(channels);
  });

  it('reports per-channel failures with their protocol codes while the other channels succeed', async () => {
    const client = await connected();
    await client.subscribe([md('BTCUSD')]);
    const results = await client.subscribe([
      md('XYZUSD'),
      md('BTCUSD'),
      exec('ETHUSD'),
      { type: 'heartbeat', params: { market: 'BTCUSD' } },
    ]);
    expect(results).toEqual([
      { channel: md('XYZUSD'), success: false, error: 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION' },
      { channel: md('BTCUSD'), success: false, error: 'NO_EFFECT_ACTION' },
      { channel: exec('ETHUSD'), success: true },
      {
        channel: { type: 'heartbeat', params: { market: 'BTCUSD' } },
        success: false,
        error: 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
      },
    ]);
    expect(client.subscriptions).toEqual([md('BTCUSD'), exec('ETHUSD')]);
  });

  it('rejects with StreamRequestError carrying the codes when throwOnError is set and a channel fails', async () => {
    const client = await connected();
    const error = await client.subscribe([md('BTCUSD'), md('NOPE')], { throwOnError: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamRequestError);
    expect((error as StreamRequestError).codes).toEqual(['UNKNOWN_CHANNEL_PARAMS_CONFIGURATION']);
    expect((error as StreamRequestError).serverCode).toBe('UNKNOWN_CHANNEL_PARAMS_CONFIGURATION');
    expect((error as StreamRequestError).results[0]).toEqual({ channel: md('BTCUSD'), success: true });
    // The channel that succeeded is subscribed all the same.
    expect(client.subscriptions).toEqual([md('BTCUSD')]);
  });

  it('unsubscribes, answering NO_EFFECT_ACTION for a channel that was not subscribed', async () => {
    const client = await connected();
    await client.subscribe([md('BTCUSD'), heartbeat]);
    const results = await client.unsubscribe([md('BTCUSD'), exec('BTCUSD')]);
    expect(results).toEqual([
      { channel: md('BTCUSD'), success: true },
      { channel: exec('BTCUSD'), success: false, error: 'NO_EFFECT_ACTION' },
    ]);
    await expect(client.subscriptionList()).resolves.toEqual([heartbeat]);
    expect(client.subscriptions).toEqual([heartbeat]);
  });

  it('resolves concurrent calls of every type each from its own reply', async () => {
    const client = await connected();
    const [a, b, list, c, d, list2] = await Promise.all([
      client.subscribe([md('BTCUSD'), heartbeat]),
      client.subscribe([tob('ETHUSD')]),
      client.subscriptionList(),
      client.unsubscribe([md('BTCUSD')]),
      client.subscribe([exec('LTCUSD'), md('BCHUSD')]),
      client.subscriptionList(),
    ]);
    expect(a).toEqual([
      { channel: md('BTCUSD'), success: true },
      { channel: heartbeat, success: true },
    ]);
    expect(b).toEqual([{ channel: tob('ETHUSD'), success: true }]);
    expect(list).toEqual([md('BTCUSD'), heartbeat, tob('ETHUSD')]);
    expect(c).toEqual([{ channel: md('BTCUSD'), success: true }]);
    expect(d).toEqual([
      { channel: exec('LTCUSD'), success: true },
      { channel: md('BCHUSD'), success: true },
    ]);
    expect(list2).toEqual([heartbeat, tob('ETHUSD'), exec('LTCUSD'), md('BCHUSD')]);
  });

  it('answers concurrent identical subscribes first in, first out: the first succeeds, the second has no effect', async () => {
    const client = await connected();
    const [first, second, third] = await Promise.all([
      client.subscribe([md('SOLUSD')]),
      client.subscribe([md('SOLUSD')]),
      client.unsubscribe([md('SOLUSD')]),
    ]);
    expect(first).toEqual([{ channel: md('SOLUSD'), success: true }]);
    expect(second).toEqual([{ channel: md('SOLUSD'), success: false, error: 'NO_EFFECT_ACTION' }]);
    expect(third).toEqual([{ channel: md('SOLUSD'), success: true }]);
    expect(client.subscriptions).toEqual([]);
  });

  it('refuses, without sending it, a request the contract does not allow', async () => {
    const client = await connected();
    const attempts = [
      client.subscribe([]),
      client.subscribe([{ type: 'order_updates' as 'heartbeat' }]),
      client.subscribe([{ type: 'market_data', params: { market: 'btc-usd' } }]),
      client.unsubscribe([{ type: 'market_data', params: { market: 'BTCUSD', depth: 10 } as { market: string } }]),
    ];
    for (const attempt of attempts) {
      const error = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StreamValidationError);
      expect((error as StreamValidationError).direction).toBe('outgoing');
      expect((error as StreamValidationError).errors.length).toBeGreaterThan(0);
    }
    const refused = (await client
      .subscribe([{ type: 'market_data', params: { market: 'btc-usd' } }])
      .catch((e: unknown) => e)) as StreamValidationError;
    expect(refused.errors.map((e) => e.pointer)).toEqual(['/channels/0/params/market']);
    // Nothing reached the server: it holds no subscription and answers the next request normally.
    await expect(client.subscriptionList()).resolves.toEqual([]);
  });
});

describe('timeouts, aborts and replies nobody waits for', () => {
  it('rejects with StreamTimeoutError when no acknowledgement comes in time, and a late one does not answer a newer request', async () => {
    const client = await connected();
    const errors = collect(client, 'error');
    const connection = await onlyConnection();
    connection.pause(); // the server stops reading: no replies
    const late = client.subscribe([md('ETHUSD')], { timeoutMs: 150 });
    await expect(late).rejects.toBeInstanceOf(StreamTimeoutError);
    await expect(late).rejects.toMatchObject({ timeoutMs: 150 });
    const newer = client.subscribe([md('ETHUSD')]);
    connection.resume();
    // The first reply (success) belongs to the request that timed out; the newer one gets its own.
    await expect(newer).resolves.toEqual([{ channel: md('ETHUSD'), success: false, error: 'NO_EFFECT_ACTION' }]);
    // The late acknowledgement still counts: the channel is subscribed.
    expect(client.subscriptions).toEqual([md('ETHUSD')]);
    expect(errors).toEqual([]);
  });

  it('rejects with StreamAbortError when the signal aborts', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    connection.pause();
    const controller = new AbortController();
    const call = client.subscriptionList({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(StreamAbortError);
    await expect(client.subscriptionList({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(StreamAbortError);
    connection.resume();
    await expect(client.subscriptionList()).resolves.toEqual([]);
  });
});

// The invalid frames below are forged on the server's socket, not made by the sandbox: those tests
// connect past the contract relay (directWsUrl), which requires every server frame to be valid.
describe('error frames and invalid frames', () => {
  it('rejects the waiting call with StreamServerError and its code when the server answers with an error frame', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    connection.pause(); // hold the real reply back, so that the error frame is the first answer
    const call = client.subscriptionList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.send({
      type: 'error',
      error: 'INTERNAL_SERVER_ERROR',
      message: 'The subscription list could not be read',
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamServerError);
    expect((error as StreamServerError).serverCode).toBe('INTERNAL_SERVER_ERROR');
    // The real reply now matches nothing: it is reported, not given to a later call.
    const unmatched = next(client, 'error');
    connection.resume();
    await expect(unmatched).resolves.toBeInstanceOf(StreamProtocolError);
  });

  it('emits an error frame no call waits for as an error event with the code', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    const error = next(client, 'error');
    connection.send({ type: 'error', error: 'UNKNOWN_ACTION', message: "Unknown request type 'subscribe_all'" });
    const emitted = (await error) as StreamServerError;
    expect(emitted).toBeInstanceOf(StreamServerError);
    expect(emitted.serverCode).toBe('UNKNOWN_ACTION');
    expect(emitted.serverMessage).toBe("Unknown request type 'subscribe_all'");
  });

  it('emits an invalid frame as an error event with the JSON pointers, drops it, and carries on', async () => {
    const client = await connected({ url: directWsUrl(server) });
    const connection = await onlyConnection();
    const delivered = collect(client, 'market_data');
    const errors: StreamError[] = [];
    client.on('error', (e) => errors.push(e));
    connection.sendRaw(
      JSON.stringify({
        channel: 'market_data',
        payload: {
          market: 'BTCUSD',
          type: 'UPDATE',
          time: 'yesterday',
          bids: [{ price: 64010.5, amount: '1' }],
          asks: [],
        },
      }),
    );
    connection.sendRaw('{not json');
    await until(() => errors.length === 2, 5_000, 'two error events');
    expect(errors[0]).toBeInstanceOf(StreamValidationError);
    expect((errors[0] as StreamValidationError).direction).toBe('incoming');
    // `time` fails both its pattern and its format.
    expect([...new Set((errors[0] as StreamValidationError).errors.map((e) => e.pointer))].sort()).toEqual([
      '/payload/bids/0/price',
      '/payload/time',
    ]);
    expect((errors[1] as StreamValidationError).errors[0]).toMatchObject({ pointer: '', keyword: 'json' });
    expect(delivered).toEqual([]);
    await expect(client.subscriptionList()).resolves.toEqual([]);
    expect(client.state).toBe('open');
  });

  it('delivers frames unchecked with validate: false, still reporting what cannot be parsed', async () => {
    const client = await connected({ url: directWsUrl(server), validate: false });
    const connection = await onlyConnection();
    const delivered = collect(client, 'execution_data');
    const errors = collect(client, 'error');
    connection.sendRaw(
      JSON.stringify({
        channel: 'execution_data',
        payload: { market: 'BTCUSD', price: 1, amount: '1', executed_at: 'x' },
      }),
    );
    connection.sendRaw('[]');
    await until(() => delivered.length === 1 && errors.length === 1, 5_000, 'one event and one error');
    expect(delivered[0]?.payload.price).toBe(1);
    expect(errors[0]).toBeInstanceOf(StreamValidationError);
  });

  it('reports a listener that throws as an error event, and keeps delivering', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    const beats = collect(client, 'heartbeat');
    client.on('heartbeat', () => {
      throw new Error('listener bug');
    });
    const error = next(client, 'error');
    const beat = { channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000000000Z' } } as const;
    connection.send(beat);
    connection.send(beat);
    await expect(error).resolves.toMatchObject({ name: 'StreamListenerError', event: 'heartbeat' });
    await until(() => beats.length === 2, 5_000, 'two heartbeats');
  });
});
