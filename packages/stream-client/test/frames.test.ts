import type { StartedSandbox } from '@dap/sandbox';
import { startWsRelay, type WsRelay } from '@dap/test-support/ws-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamPermissionError } from '../src/index.js';
import { Clients, next, restClient, startSandbox, until } from './support/sandbox.js';

let server: StartedSandbox;
let relay: WsRelay;
const clients = new Clients();

beforeAll(async () => {
  server = await startSandbox();
  relay = await startWsRelay(server.wsUrl, { keepFrames: true });
});
afterAll(async () => {
  await clients.closeAll();
  await relay.close();
  await server.stop();
});

describe('what the client sends', () => {
  it('sends only frames that validate as client messages, through requests, iterators and a reconnect', async () => {
    const client = clients.make(server, {
      url: relay.url,
      autoHeartbeat: true,
      reconnect: { initialDelayMs: 20, maxDelayMs: 50 },
    });
    await client.connect();
    await client.subscribe([
      { type: 'market_data', params: { market: 'BTCUSD' } },
      { type: 'execution_data', params: { market: 'ETHUSD' } },
      { type: 'market_data.top_of_book', params: { market: 'NOSUCH' } },
    ]);
    await Promise.all([
      client.unsubscribe([{ type: 'execution_data', params: { market: 'ETHUSD' } }]),
      client.subscriptionList(),
      client.subscribe([{ type: 'heartbeat', params: {} }]),
    ]);
    for await (const event of client.stream('market_data.top_of_book', { market: 'SOLUSD' })) {
      expect(event.payload.market).toBe('SOLUSD');
      break;
    }
    // The iterator's unsubscribe goes out when the loop ends.
    await until(
      () => !client.subscriptions.some((channel) => channel.type === 'market_data.top_of_book'),
      5_000,
      'the unsubscription',
    );
    const reconnected = next(client, 'reconnected');
    relay.dropAll();
    await reconnected;
    await client.subscriptionList();
    await client.close();

    const sent = relay.frames.filter((frame) => frame.sender === 'client');
    const messages = sent.map((frame) => JSON.parse(frame.text) as { type: string; channels?: unknown[] });
    expect(new Set(messages.map((message) => message.type))).toEqual(
      new Set(['subscribe', 'unsubscribe', 'subscription_list']),
    );
    // The relay checked each one with validateClientFrame (and the server's frames with validateServerFrame).
    expect(relay.violations()).toEqual([]);
    expect(
      relay
        .counts()
        .filter((count) => count.sender === 'client')
        .reduce((sum, count) => sum + count.count, 0),
    ).toBe(sent.length);
    // The first frame is the automatic heartbeat subscription; after the drop, one subscribe restores the rest.
    expect(messages[0]).toEqual({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    const restore = messages.filter((message) => message.type === 'subscribe').at(-1);
    expect(restore).toEqual({
      type: 'subscribe',
      channels: [{ type: 'heartbeat' }, { type: 'market_data', params: { market: 'BTCUSD' } }],
    });
  });

  it('passes a refused handshake through the relay with its status', async () => {
    const readOrder = restClient(server, 'readOrder');
    const client = clients.make(server, {
      url: relay.url,
      token: () => readOrder.tokens.getToken('exchange:read_order'),
    });
    await expect(client.connect()).rejects.toBeInstanceOf(StreamPermissionError);
  });
});
