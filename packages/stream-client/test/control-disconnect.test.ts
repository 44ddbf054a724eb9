/**
 * The stream client's reconnect and resubscribe against disruptions produced through the Sandbox
 * Control API (the generated `SandboxControlClient`, over HTTP): `streams/disconnect` with the
 * recoverable close codes, and a `stream` fault refusing the reconnect's handshakes with 503.
 * (Close codes the client must not recover from, such as 1008, are not in the control API; the
 * sandbox produces them for real in reconnect.test.ts.)
 */
import type { StartedSandbox } from '@dap/sandbox';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import type { ChannelReference } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  compareDecimals,
  OrderBook,
  StreamHandshakeError,
  type MarketDataEvent,
  type StreamClient,
} from '../src/index.js';
import { Clients, collect, next, startSandbox, until } from './support/sandbox.js';

let server: StartedSandbox;
let control: SandboxControlClient;
const clients = new Clients();
const btc: ChannelReference = { type: 'market_data', params: { market: 'BTCUSD' } };
const heartbeat: ChannelReference = { type: 'heartbeat' };

beforeAll(async () => {
  server = await startSandbox();
  const { clientId, clientSecret } = server.clients.full;
  control = new SandboxControlClient({
    baseUrl: server.url,
    tokenUrl: server.tokenUrl,
    clientId,
    clientSecret,
    maxRetries: 0,
    timeoutMs: 10_000,
  });
});
beforeEach(() => control.clearFaults());
afterEach(() => clients.closeAll());
afterAll(() => server.stop());

/** A connected client with a fast, jitter-free backoff: 20 ms, 40 ms, 80 ms, then 100 ms. */
async function connected(): Promise<StreamClient> {
  const client = clients.make(server, { reconnect: { initialDelayMs: 20, maxDelayMs: 100, jitter: 0 } });
  await client.connect();
  return client;
}

/** The client's BTCUSD market data, and the index of the first event of the newest connection. */
function marketData(client: StreamClient): { events: MarketDataEvent[]; firstOfNewConnection: () => number } {
  const events = collect(client, 'market_data');
  let mark = 0;
  // Set when the connection is lost: what arrives afterwards came on the new connection.
  client.on('reconnecting', () => (mark = events.length));
  return { events, firstOfNewConnection: () => mark };
}

describe('streams/disconnect through the control API', () => {
  it.each([
    { code: 1012, meaning: 'service restart' },
    { code: 1013, meaning: 'try again later' },
  ] as const)(
    'after a close with $code ($meaning), reconnects, subscribes again, and the new connection starts with a fresh SNAPSHOT',
    async ({ code }) => {
      const client = await connected();
      const book = new OrderBook('BTCUSD');
      client.on('market_data', (event) => book.apply(event));
      const { events, firstOfNewConnection } = marketData(client);
      await client.subscribe([btc, heartbeat]);
      await until(() => book.ready, 5_000, 'the first snapshot');

      const reconnecting = next(client, 'reconnecting');
      const reconnected = next(client, 'reconnected');
      await expect(control.disconnectStreams({ code, client_id: server.clients.full.clientId })).resolves.toEqual({
        closed: 1,
      });
      await expect(reconnecting).resolves.toMatchObject({ attempt: 1, code });
      const { attempts, resubscribed } = await reconnected;
      expect(attempts).toBe(1);
      expect(resubscribed).toEqual([
        { channel: btc, success: true },
        { channel: heartbeat, success: true },
      ]);
      await expect(client.subscriptionList()).resolves.toEqual([btc, heartbeat]);

      const first = firstOfNewConnection();
      await until(() => events.length > first, 5_000, 'market data on the new connection');
      expect(events[first]?.payload.type).toBe('SNAPSHOT');
      expect(book.bestBid && book.bestAsk && compareDecimals(book.bestBid.price, book.bestAsk.price)).toBe(-1);
      await next(client, 'heartbeat', 5_000);
    },
  );

  it("closes only the named client's connections", async () => {
    const client = await connected();
    const reconnecting = collect(client, 'reconnecting');
    await expect(
      control.disconnectStreams({ code: 1012, client_id: server.clients.readOrder.clientId }),
    ).resolves.toEqual({ closed: 0 });
    await expect(client.subscriptionList()).resolves.toEqual([]);
    expect(reconnecting).toEqual([]);
    expect(client.state).toBe('open');
  });
});

describe('a stream fault on the reconnect handshake', () => {
  it('backs off, a longer wait per refused attempt, then reconnects once the handshake is accepted', async () => {
    const client = await connected();
    await client.subscribe([heartbeat]);
    const attempts = collect(client, 'reconnecting');
    const reconnected = next(client, 'reconnected');
    await control.createFault({ operation: 'stream', status: 503, times: 2 });
    await control.disconnectStreams({ code: 1012 });

    const event = await reconnected;
    expect(event.attempts).toBe(3);
    expect(event.resubscribed).toEqual([{ channel: heartbeat, success: true }]);
    expect(attempts.map(({ attempt, delayMs }) => ({ attempt, delayMs }))).toEqual([
      { attempt: 1, delayMs: 20 },
      { attempt: 2, delayMs: 40 },
      { attempt: 3, delayMs: 80 },
    ]);
    expect(attempts[0]?.code).toBe(1012);
    for (const refused of attempts.slice(1)) {
      expect(refused.error).toBeInstanceOf(StreamHandshakeError);
      expect((refused.error as StreamHandshakeError).status).toBe(503);
    }
    expect((await control.listFaults()).faults).toEqual([]);
    await next(client, 'heartbeat', 5_000);
  });

  it('waits the Retry-After of a refused handshake instead of its backoff, then reconnects', async () => {
    const client = await connected();
    await client.subscribe([heartbeat]);
    const attempts = collect(client, 'reconnecting');
    const reconnected = next(client, 'reconnected');
    await control.createFault({ operation: 'stream', status: 429, retry_after: 1 });
    await control.disconnectStreams({ code: 1013 });

    expect((await reconnected).attempts).toBe(2);
    expect(attempts.map(({ attempt, delayMs }) => ({ attempt, delayMs }))).toEqual([
      { attempt: 1, delayMs: 20 },
      { attempt: 2, delayMs: 1_000 },
    ]);
    expect((attempts[1]?.error as StreamHandshakeError).status).toBe(429);
    await next(client, 'heartbeat', 5_000);
  });

  it('stops reconnecting, with the refusal, when the handshake asks to come back later than maxRetryAfterMs', async () => {
    const client = clients.make(server, {
      reconnect: { initialDelayMs: 20, maxDelayMs: 100, jitter: 0, maxRetryAfterMs: 5_000 },
    });
    await client.connect();
    const closed = next(client, 'close');
    await control.createFault({ operation: 'stream', status: 503, retry_after: 3_600 });
    await control.disconnectStreams({ code: 1012 });

    const { error } = await closed;
    expect(error).toBeInstanceOf(StreamHandshakeError);
    expect((error as StreamHandshakeError).status).toBe(503);
    expect((error as StreamHandshakeError).headers['retry-after']).toBe('3600');
    expect(client.state).toBe('closed');
  });
});
