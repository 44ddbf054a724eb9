import type { StartedSandbox } from '@dap/sandbox';
import { CLOSE_CODES, CONNECTION_LIMITS, type ChannelReference } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  compareDecimals,
  OrderBook,
  StreamAuthenticationError,
  StreamConnectionError,
  StreamHeartbeatTimeoutError,
  StreamServerError,
  type ReconnectingEvent,
  type StreamClient,
} from '../src/index.js';
import { Clients, collect, next, restClient, serverConnections, startSandbox, until } from './support/sandbox.js';

let server: StartedSandbox;
const clients = new Clients();
const FAST_RECONNECT = { initialDelayMs: 20, maxDelayMs: 100 };

beforeAll(async () => {
  server = await startSandbox();
});
afterEach(() => clients.closeAll());
afterAll(() => server.stop());

/** Closes the sandbox and starts a new one on the same port (a new in-memory store: new token keys too). */
async function restartSandbox(): Promise<void> {
  const port = Number(new URL(server.origin).port);
  await server.stop();
  server = await startSandbox({ port });
}

async function connected(options: Parameters<Clients['make']>[1] = {}): Promise<StreamClient> {
  const client = clients.make(server, { reconnect: FAST_RECONNECT, ...options });
  await client.connect();
  return client;
}

const btc: ChannelReference = { type: 'market_data', params: { market: 'BTCUSD' } };
const heartbeat: ChannelReference = { type: 'heartbeat' };

describe('reconnecting', () => {
  it('survives a sandbox restart on the same port, fetching a fresh token when the new server refuses the old one', async () => {
    const rest = restClient(server);
    const calls: string[] = [];
    const client = await connected({
      token: {
        getToken: (scope) => {
          calls.push('getToken');
          return rest.tokens.getToken(scope);
        },
        invalidate: (scope, token) => {
          calls.push('invalidate');
          rest.tokens.invalidate(scope, token);
        },
      },
    });
    await client.subscribe([heartbeat]);
    const reconnectingEvents = collect(client, 'reconnecting');
    const reconnected = next(client, 'reconnected', 20_000);
    await restartSandbox();
    const { resubscribed } = await reconnected;
    expect(resubscribed).toEqual([{ channel: heartbeat, success: true }]);
    expect(reconnectingEvents[0]?.code).toBe(1001);
    // The new server signs with a new key: the cached token was refused (401) once, then replaced.
    expect(calls.filter((call) => call === 'invalidate')).toHaveLength(1);
    expect(calls.at(-2)).toBe('invalidate');
    await next(client, 'heartbeat', 5_000);
    expect(serverConnections(server)).toHaveLength(1);
  });

  it('gives up for good after a 401 that a fresh token does not cure, closing with StreamAuthenticationError', async () => {
    const rest = restClient(server);
    const token = await rest.tokens.getToken('exchange:read_aggregated_marketdata_stream');
    const client = await connected({ token });
    const closed = next(client, 'close', 20_000);
    const errors = collect(client, 'error');
    const stream = client.stream('heartbeat');
    await stream.next();
    const failed = (async () => {
      for await (const beat of stream) expect(beat.channel).toBe('heartbeat');
    })();
    await restartSandbox();
    const { error } = await closed;
    expect(error).toBeInstanceOf(StreamAuthenticationError);
    expect((error as StreamAuthenticationError).status).toBe(401);
    expect(errors).toContain(error);
    expect(client.state).toBe('closed');
    await expect(failed).rejects.toBe(error);
  });

  it('does not reconnect after a close code that is not recoverable (1008)', async () => {
    const client = await connected();
    const reconnecting = collect(client, 'reconnecting');
    const closed = next(client, 'close');
    for (const connection of serverConnections(server)) connection.close(1008, 'policy');
    const { code, error } = await closed;
    expect(code).toBe(1008);
    expect(error).toBeInstanceOf(StreamConnectionError);
    expect((error as StreamConnectionError).closeCode).toBe(1008);
    expect(reconnecting).toEqual([]);
    expect(client.state).toBe('closed');
  });

  it('reconnects with backoff when the server closes it as a slow consumer (1013), and the fresh SNAPSHOT rebuilds the book', async () => {
    const client = await connected();
    const book = new OrderBook('BTCUSD');
    const snapshots = collect(client, 'market_data');
    client.on('market_data', (event) => book.apply(event));
    await client.subscribe([btc]);
    await until(() => book.ready, 5_000, 'the first snapshot');
    const reconnecting = next(client, 'reconnecting');
    const reconnected = next(client, 'reconnected');
    // The client shares this event loop, so it reads nothing while the market moves this fast.
    const [connection] = serverConnections(server);
    for (let i = 0; i < 1_000_000 && connection!.isOpen; i++) server.sandbox.markets.tick();
    expect(connection!.isOpen).toBe(false);
    await expect(reconnecting).resolves.toMatchObject({ attempt: 1, code: CLOSE_CODES.SLOW_CONSUMER.code });
    expect((await reconnected).resubscribed).toEqual([{ channel: btc, success: true }]);
    await until(
      () => snapshots.filter((event) => event.payload.type === 'SNAPSHOT').length === 2,
      5_000,
      'the snapshot of the new connection',
    );
    expect(book.bestBid && book.bestAsk && compareDecimals(book.bestBid.price, book.bestAsk.price)).toBe(-1);
  });

  it('does not reconnect after the server closes it for too many requests (1008): the call past the rate fails with TOO_MANY_REQUESTS, those after it with the close', async () => {
    const client = await connected();
    const reconnecting = collect(client, 'reconnecting');
    const closed = next(client, 'close');
    const calls = await Promise.allSettled(
      Array.from({ length: 2 * CONNECTION_LIMITS.requestBurst }, () => client.subscriptionList()),
    );
    const answered = calls.findIndex((call) => call.status === 'rejected');
    expect(answered).toBeGreaterThanOrEqual(CONNECTION_LIMITS.requestBurst);
    const [over, ...after] = calls
      .slice(answered)
      .map((call) => (call.status === 'rejected' ? (call.reason as unknown) : call.value));
    expect(over).toBeInstanceOf(StreamServerError);
    expect((over as StreamServerError).serverCode).toBe('TOO_MANY_REQUESTS');
    expect(
      after.every(
        (error) => error instanceof StreamConnectionError && error.closeCode === CLOSE_CODES.POLICY_VIOLATION.code,
      ),
    ).toBe(true);
    const { code, reason, error } = await closed;
    expect({ code, reason }).toEqual({
      code: CLOSE_CODES.POLICY_VIOLATION.code,
      reason: CLOSE_CODES.POLICY_VIOLATION.reasons.TOO_MANY_REQUESTS,
    });
    expect(error).toMatchObject({ closeCode: code, reason });
    expect(reconnecting).toEqual([]);
    expect(client.state).toBe('closed');
  });

  it('does not reconnect with reconnect: false', async () => {
    const client = await connected({ reconnect: false });
    const closed = next(client, 'close');
    await server.app.streams.closeAll(1012, 'service restart');
    await expect(closed).resolves.toMatchObject({ code: 1012 });
    expect(client.state).toBe('closed');
  });

  it('holds calls made while reconnecting and sends them once the subscriptions are restored', async () => {
    const client = await connected({ reconnect: { initialDelayMs: 300, maxDelayMs: 300, jitter: 0 } });
    await client.subscribe([heartbeat]);
    const reconnecting = next(client, 'reconnecting');
    void server.app.streams.closeAll(1001);
    await reconnecting;
    expect(client.state).toBe('reconnecting');
    const [subscribed, list] = await Promise.all([client.subscribe([btc]), client.subscriptionList()]);
    expect(subscribed).toEqual([{ channel: btc, success: true }]);
    expect(list).toEqual([heartbeat, btc]);
  });

  it('rejects a call in flight when the connection drops with StreamConnectionError', async () => {
    const client = await connected();
    const [connection] = serverConnections(server);
    connection!.pause();
    const call = client.subscriptionList();
    await new Promise((resolve) => setTimeout(resolve, 30));
    connection!.terminate();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamConnectionError);
    expect((error as StreamConnectionError).closeCode).toBe(1006);
    await next(client, 'reconnected');
  });

  it('closes after reconnect.maxAttempts failed attempts in a row', async () => {
    const own = await startSandbox();
    const client = clients.make(own, { reconnect: { initialDelayMs: 10, maxDelayMs: 10, maxAttempts: 2 } });
    await client.connect();
    const attempts = collect(client, 'reconnecting');
    const closed = next(client, 'close');
    await own.stop();
    const { error } = await closed;
    expect(attempts.map((event: ReconnectingEvent) => event.attempt)).toEqual([1, 2]);
    expect(attempts[1]?.error).toBeInstanceOf(StreamConnectionError);
    expect(error).toBeInstanceOf(StreamConnectionError);
  });
});

describe('the heartbeat watchdog', () => {
  it('drops and reopens the connection when no heartbeat comes within heartbeatTimeoutMs', async () => {
    // The sandbox beats every 200 ms: a 50 ms timeout always expires first.
    const client = await connected({ heartbeatTimeoutMs: 50 });
    const reconnecting = next(client, 'reconnecting');
    const reconnected = next(client, 'reconnected');
    await client.subscribe([heartbeat]);
    const event = await reconnecting;
    expect(event.error).toBeInstanceOf(StreamHeartbeatTimeoutError);
    expect((event.error as StreamHeartbeatTimeoutError).timeoutMs).toBe(50);
    expect(event.code).toBe(1006);
    await expect(reconnected).resolves.toMatchObject({ resubscribed: [{ channel: heartbeat, success: true }] });
  });

  it('keeps the connection while heartbeats arrive in time', async () => {
    const client = await connected({ heartbeatTimeoutMs: 1_000 });
    const reconnecting = collect(client, 'reconnecting');
    const beats = collect(client, 'heartbeat');
    await client.subscribe([heartbeat]);
    await until(() => beats.length >= 8, 5_000, 'eight heartbeats');
    expect(reconnecting).toEqual([]);
  });

  it('stays off while heartbeat is not subscribed', async () => {
    const client = await connected({ heartbeatTimeoutMs: 30 });
    const reconnecting = collect(client, 'reconnecting');
    await client.subscribe([btc]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.unsubscribe([btc]);
    expect(reconnecting).toEqual([]);
    expect(client.state).toBe('open');
  });

  it('stops when heartbeat is unsubscribed', async () => {
    const client = await connected({ heartbeatTimeoutMs: 300 });
    const reconnecting = collect(client, 'reconnecting');
    await client.subscribe([heartbeat]);
    await client.unsubscribe([heartbeat]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reconnecting).toEqual([]);
  });
});
