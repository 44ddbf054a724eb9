import { CLOSE_CODES, CONNECTION_LIMITS, type MarketDataEvent } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamConnection } from '../src/index.js';
import { start, type Running } from './support/app.js';
import { asyncapi } from './support/spec.js';
import { Client } from '@dap/test-support/ws';

let server: Running;
const clients: Client[] = [];
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());
afterEach(async () => {
  for (const client of clients.splice(0)) {
    expect(client.invalid).toEqual([]);
    await client.close();
  }
});

async function connect(): Promise<{ client: Client; connection: StreamConnection; closed: Promise<number> }> {
  const before = new Set(server.app.streams.connections);
  const client = await Client.open(server.wsUrl, 'token-all');
  clients.push(client);
  const closed = client.closed();
  await expect.poll(() => [...server.app.streams.connections].some((c) => !before.has(c))).toBe(true);
  const connection = [...server.app.streams.connections].find((c) => !before.has(c)) as StreamConnection;
  return { client, connection, closed };
}

/** Waits until `count` frames have arrived (they come in order, so the last one is the answer to the last frame sent). */
async function frames(client: Client, count: number): Promise<unknown[]> {
  await expect.poll(() => client.frames.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return client.frames;
}

/** A valid market_data UPDATE of about `bytes` bytes, serialised. */
function bigUpdate(bytes: number): string {
  const level = { price: '98250.50', amount: '0.015' };
  const event: MarketDataEvent = {
    channel: 'market_data',
    payload: { market: 'BTCUSD', type: 'UPDATE', time: '2025-11-21T10:15:30.123Z', bids: [], asks: [] },
  };
  const size = JSON.stringify(level).length + 1;
  event.payload.bids = Array.from({ length: Math.ceil(bytes / size) }, () => level);
  return JSON.stringify(event);
}

describe('the limits of a connection', () => {
  it('are the AsyncAPI document’s x-limits and x-close-codes', () => {
    const connection = asyncapi.channels['connection'];
    expect(CONNECTION_LIMITS).toEqual(
      Object.fromEntries(Object.entries(connection?.['x-limits'] ?? {}).map(([name, limit]) => [name, limit.value])),
    );
    expect(CLOSE_CODES).toEqual(
      Object.fromEntries(
        (connection?.['x-close-codes'] ?? []).map(({ code, name, reconnect, reasons }) => [
          name,
          reasons === undefined
            ? { code, reconnect }
            : { code, reconnect, reasons: Object.fromEntries(reasons.map((entry) => [entry.name, entry.reason])) },
        ]),
      ),
    );
  });

  it('reads a frame of maxFrameBytes, and closes the connection that sends a larger one with 1009 (FRAME_TOO_LARGE)', async () => {
    const { client, closed } = await connect();
    const frame = (bytes: number) => {
      const head = '{"type":"subscription_list","padding":"';
      return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
    };
    expect(frame(CONNECTION_LIMITS.maxFrameBytes)).toHaveLength(CONNECTION_LIMITS.maxFrameBytes);
    expect(await client.request(frame(CONNECTION_LIMITS.maxFrameBytes))).toMatchObject({
      type: 'error',
      error: 'MALFORMED_REQUEST',
    });
    client.send(frame(CONNECTION_LIMITS.maxFrameBytes + 1));
    expect(await closed).toBe(CLOSE_CODES.FRAME_TOO_LARGE.code);
  });

  it('answers a burst of requestBurst malformed frames, one error each, and keeps the connection open', async () => {
    const { client, connection } = await connect();
    for (let i = 0; i < CONNECTION_LIMITS.requestBurst; i++) client.send(i % 2 === 0 ? 'x' : '[]');
    const received = await frames(client, CONNECTION_LIMITS.requestBurst);
    expect(received).toHaveLength(CONNECTION_LIMITS.requestBurst);
    expect(received.every((frame) => (frame as { error?: string }).error === 'MALFORMED_REQUEST')).toBe(true);
    expect(connection.isOpen).toBe(true);
  });

  it('answers every frame within the request rate in order, the one past it with TOO_MANY_REQUESTS, then closes with 1008', async () => {
    const { client, closed } = await connect();
    // Twice the burst at once: the bucket refills at requestsPerSecond meanwhile, so a few more may pass.
    for (let i = 0; i < 2 * CONNECTION_LIMITS.requestBurst; i++)
      client.send(i % 2 === 0 ? { type: 'subscription_list' } : 'not json');
    expect(await closed).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
    const received = client.frames as { type: string; error?: string }[];
    expect(received.length).toBeGreaterThan(CONNECTION_LIMITS.requestBurst);
    expect(received.length).toBeLessThan(2 * CONNECTION_LIMITS.requestBurst);
    expect(received.at(-1)).toMatchObject({ type: 'error', error: 'TOO_MANY_REQUESTS' });
    expect(received.slice(0, -1)).toEqual(
      received
        .slice(0, -1)
        .map((_, i) =>
          i % 2 === 0
            ? { type: 'subscription_list', channels: [] }
            : expect.objectContaining({ error: 'MALFORMED_REQUEST' }),
        ),
    );
  });

  it('closes a client that reads nothing with 1013 once more than maxQueuedBytes wait, instead of queueing more', async () => {
    const { client, connection, closed } = await connect();
    client.socket.pause();
    const event = bigUpdate(60_000);
    let sent = 0;
    // The kernel's socket buffers take a few MB first; the bound only guards the test.
    while (connection.sendRaw(event) && sent < 5_000) sent++;
    expect(connection.isOpen).toBe(false);
    expect(connection.bufferedAmount).toBeLessThanOrEqual(CONNECTION_LIMITS.maxQueuedBytes + event.length + 1024);
    client.socket.resume();
    expect(await closed).toBe(CLOSE_CODES.SLOW_CONSUMER.code);
    expect(client.frames).toHaveLength(sent);
  });

  it('closes a congested connection with 1013 when a reply is due, rather than queue the reply', async () => {
    const { client, connection, closed } = await connect();
    client.socket.pause();
    const event = bigUpdate(60_000);
    let sent = 0;
    // What an application does with an event it may drop: send it only while the connection is not congested.
    while (!connection.congested && sent < 5_000) {
      connection.sendRaw(event);
      sent++;
    }
    expect(connection.isOpen).toBe(true);
    client.send({ type: 'subscription_list' });
    await expect.poll(() => connection.isOpen).toBe(false);
    client.socket.resume();
    expect(await closed).toBe(CLOSE_CODES.SLOW_CONSUMER.code);
    expect(client.frames).toHaveLength(sent);
    expect(client.frames.some((frame) => (frame as { type?: string }).type === 'subscription_list')).toBe(false);
  });
});
