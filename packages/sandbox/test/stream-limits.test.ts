import type { StreamConnection } from '@dap/server';
import { CLOSE_CODES, CONNECTION_LIMITS } from '@dap/stream-models';
import { Client } from '@dap/test-support/ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { clientOf, startTestServer, tokenOf } from './support/server.js';

/**
 * The AsyncAPI document's limits, hit over real sockets on the real sandbox. The sockets go
 * straight to the server: a client that reads nothing must be seen as one by the server (a
 * validating relay in between would read for it).
 */
let server: StartedSandbox;
let token: string;
let wsUrl: string;
const opened: Client[] = [];

beforeAll(async () => {
  // Ticks and heartbeats are driven by the tests, except in the flood test, which starts its own sandbox.
  server = await startTestServer();
  token = await tokenOf(server, server.clients.full);
  wsUrl = `${server.origin.replace(/^http/, 'ws')}/ws`;
});
afterEach(async () => {
  for (const client of opened) expect(client.invalid).toEqual([]);
  for (const client of opened.splice(0)) await client.close();
});
afterAll(() => server?.stop());

/** A client, the server's side of its connection, and its close code to come. */
async function open(): Promise<{ client: Client; connection: StreamConnection; closed: Promise<number> }> {
  const before = new Set(server.app.streams.connections);
  const client = await Client.open(wsUrl, token);
  opened.push(client);
  const closed = client.closed();
  await expect.poll(() => [...server.app.streams.connections].some((c) => !before.has(c))).toBe(true);
  return {
    client,
    connection: [...server.app.streams.connections].find((c) => !before.has(c)) as StreamConnection,
    closed,
  };
}

const markets = ['BTCUSD', 'ETHUSD', 'SOLUSD', 'LTCUSD', 'BCHUSD'];
const BTC = { type: 'market_data', params: { market: 'BTCUSD' } } as const;
const ACCOUNT_ID = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';

/** Heartbeats and market ticks until `done` holds (or a bound that only guards the test). */
function drive(done: () => boolean): number {
  let steps = 0;
  for (; !done() && steps < 500_000; steps++) {
    server.sandbox.markets.heartbeat();
    if (steps % 4 === 0) server.sandbox.markets.tick();
  }
  return steps;
}

describe('a client that reads too slowly', () => {
  it('loses top-of-book, execution and heartbeat frames past maxQueuedBytes, keeps its connection, and gets them again once it reads', async () => {
    const { client, connection } = await open();
    const channels = [
      { type: 'heartbeat' },
      ...markets.flatMap((market) => [
        { type: 'market_data.top_of_book', params: { market } },
        { type: 'execution_data', params: { market } },
      ]),
    ];
    expect(
      (await client.request({ type: 'subscribe', channels })).channels.every((c: { success: boolean }) => c.success),
    ).toBe(true);
    client.socket.pause();
    drive(() => connection.congested);
    expect(connection.congested).toBe(true);
    // Congested: what comes now is dropped, not queued.
    const queued = connection.bufferedAmount;
    for (let i = 0; i < 2_000; i++) {
      server.sandbox.markets.heartbeat();
      server.sandbox.markets.tick();
    }
    expect(connection.bufferedAmount).toBe(queued);
    expect(connection.isOpen).toBe(true);
    client.socket.resume();
    await expect.poll(() => connection.congested, { timeout: 10_000 }).toBe(false);
    let last = '';
    const stop = server.sandbox.markets.subscribe({ channel: 'heartbeat' }, (frame) => (last = frame));
    server.sandbox.markets.heartbeat();
    stop();
    await expect.poll(() => client.frames.at(-1), { timeout: 10_000 }).toEqual(JSON.parse(last));
  });

  it('is closed with 1013 (SLOW_CONSUMER) as a market_data subscriber, whose order-book updates cannot be dropped, and its subscriptions are released', async () => {
    const { client, connection, closed } = await open();
    await client.request({ type: 'subscribe', channels: [BTC, { type: 'heartbeat' }] });
    client.socket.pause();
    drive(() => !connection.isOpen);
    expect(connection.isOpen).toBe(false);
    expect(connection.bufferedAmount).toBeLessThanOrEqual(CONNECTION_LIMITS.maxQueuedBytes + 64 * 1024);
    expect(server.sandbox.markets.listenerCount({ channel: 'market_data', market: 'BTCUSD' })).toBe(0);
    expect(server.sandbox.markets.listenerCount({ channel: 'heartbeat' })).toBe(0);
    client.socket.resume();
    expect(await closed).toBe(CLOSE_CODES.SLOW_CONSUMER.code);
    // Everything it got before the close is whole: the ack, the SNAPSHOT, then UPDATEs with no gap.
    const frames = client.frames as { type?: string; channel?: string; payload?: { type: string } }[];
    expect(frames[0]).toMatchObject({ type: 'subscribe' });
    expect(frames.filter((f) => f.channel === 'market_data').map((f) => f.payload?.type)).toEqual([
      'SNAPSHOT',
      ...frames
        .filter((f) => f.channel === 'market_data')
        .slice(1)
        .map(() => 'UPDATE'),
    ]);
  });

  it('is closed with 1013 when a reply is due while it is congested, rather than have the reply queued', async () => {
    const { client, connection, closed } = await open();
    await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    client.socket.pause();
    drive(() => connection.congested);
    expect(connection.isOpen).toBe(true);
    client.send({ type: 'subscription_list' });
    await expect.poll(() => connection.isOpen).toBe(false);
    client.socket.resume();
    expect(await closed).toBe(CLOSE_CODES.SLOW_CONSUMER.code);
    expect(client.frames.filter((frame) => (frame as { type?: string }).type === 'subscription_list')).toEqual([]);
  });
});

describe('a client that sends too much', () => {
  it('is answered TOO_MANY_REQUESTS past the request rate and closed with 1008, even when it reads nothing', async () => {
    const { client, connection, closed } = await open();
    client.socket.pause();
    for (let i = 0; i < 10_000; i++) client.send({ type: 'subscription_list' });
    await expect.poll(() => connection.isOpen).toBe(false);
    expect(connection.bufferedAmount).toBeLessThan(64 * 1024);
    client.socket.resume();
    expect(await closed).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
    expect(client.frames.at(-1)).toMatchObject({ type: 'error', error: 'TOO_MANY_REQUESTS' });
    expect(client.frames.length).toBeLessThanOrEqual(2 * CONNECTION_LIMITS.requestBurst);
  });

  it('cannot stop another client’s REST calls and market data: a flood of malformed frames and a client that reads nothing, side by side', async () => {
    // A sandbox of its own with the market and the heartbeat on their timers, as `pnpm start` runs them.
    const live = await startTestServer({ tickMs: 20, heartbeatMs: 100 });
    try {
      const liveWs = `${live.origin.replace(/^http/, 'ws')}/ws`;
      const liveToken = await tokenOf(live, live.clients.full);
      const rest = clientOf(live, live.clients.full);
      const victim = await Client.open(liveWs, liveToken);
      opened.push(victim);
      await victim.request({ type: 'subscribe', channels: [BTC, { type: 'heartbeat' }] });

      const flooder = await Client.open(liveWs, liveToken);
      const silent = await Client.open(liveWs, liveToken);
      opened.push(flooder, silent);
      const [flooderClosed, silentClosed] = [flooder.closed(), silent.closed()];
      await expect.poll(() => live.app.streams.connections.size).toBe(3);
      silent.socket.pause();
      silent.send({
        type: 'subscribe',
        channels: markets.map((market) => ({ type: 'market_data', params: { market } })),
      });
      for (let i = 0; i < 10_000; i++) {
        flooder.send('x');
        silent.send({ type: 'subscription_list' });
      }
      // Both are closed by the server while the silent one still reads nothing; then it reads its close frame.
      await expect
        .poll(() => [...live.app.streams.connections].filter((connection) => connection.isOpen).length, {
          timeout: 10_000,
        })
        .toBe(1);
      silent.socket.resume();

      // Meanwhile, and after: the other client's REST calls answer, and its stream goes on.
      const seen = victim.frames.length;
      for (let i = 0; i < 20; i++) {
        expect((await rest.getAccount(ACCOUNT_ID)).id).toBe(ACCOUNT_ID);
      }
      await expect
        .poll(
          () => victim.frames.slice(seen).filter((f) => (f as { channel?: string }).channel === 'heartbeat').length,
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(2);
      await expect
        .poll(
          () => victim.frames.slice(seen).filter((f) => (f as { channel?: string }).channel === 'market_data').length,
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(2);

      expect(await flooderClosed).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
      expect(await silentClosed).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
      expect(victim.socket.readyState).toBe(victim.socket.OPEN);
      await expect.poll(() => live.app.streams.connections.size).toBe(1);
    } finally {
      for (const client of opened.splice(0)) await client.close();
      await live.stop();
    }
  });
});
