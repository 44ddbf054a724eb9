// What a server of a later minor version may send, forged on the sandbox's own socket (past the
// contract relay, which holds the sandbox to exactly this version): the client reads it as the
// evolution rules say, keeping what it does not know.
import type { StartedSandbox } from '@dap/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  isKnownErrorCode,
  StreamServerError,
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

async function connected(): Promise<StreamClient> {
  const client = clients.make(server, { url: directWsUrl(server) });
  await client.connect();
  return client;
}

async function onlyConnection() {
  await until(() => serverConnections(server).length === 1, 5_000, 'one server connection');
  return serverConnections(server)[0]!;
}

describe('frames of a later minor version', () => {
  it('delivers events with fields this version does not know, at any depth, untouched', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    const delivered = collect(client, 'execution_data');
    const errors = collect(client, 'error');
    const frame = {
      channel: 'execution_data',
      sequence: 17,
      payload: {
        market: 'BTCUSD',
        price: '64010.50',
        amount: '0.25',
        executed_at: '2025-03-14T15:09:27.004Z',
        side: 'BUY',
        venue: { id: 'X' },
      },
    };
    connection.sendRaw(JSON.stringify(frame));
    await until(() => delivered.length === 1, 5_000, 'the event');
    expect(delivered[0]).toEqual(frame);
    expect(errors).toEqual([]);
  });

  it('rejects a call answered by an error frame whose code this version does not list with StreamServerError carrying that code', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    connection.pause(); // the forged error frame is the first answer
    const call = client.subscriptionList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.sendRaw(
      JSON.stringify({ type: 'error', error: 'RATE_LIMITED', message: 'Too many requests', retry_after_ms: 500 }),
    );
    const error = (await call.catch((e: unknown) => e)) as StreamServerError;
    expect(error).toBeInstanceOf(StreamServerError);
    expect(error.serverCode).toBe('RATE_LIMITED');
    expect(isKnownErrorCode(error.serverCode)).toBe(false);
    expect(ERROR_CODES).not.toContain(error.serverCode);
    const unmatched = next(client, 'error');
    connection.resume();
    await unmatched; // the real reply matches nothing now
  });

  it('returns subscription_list entries with the fields this version does not know', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    connection.pause();
    const call = client.subscriptionList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entry = { type: 'heartbeat', params: {}, subscribed_at: '2025-03-14T15:09:27.004Z' };
    connection.sendRaw(JSON.stringify({ type: 'subscription_list', channels: [entry], total: 1 }));
    await expect(call).resolves.toEqual([entry]);
    const unmatched = next(client, 'error');
    connection.resume();
    await unmatched;
  });

  it('still drops, as an error event, a frame with a value of a closed enum this version does not list', async () => {
    const client = await connected();
    const connection = await onlyConnection();
    const delivered = collect(client, 'market_data');
    const errors: StreamError[] = [];
    client.on('error', (e) => errors.push(e));
    connection.sendRaw(
      JSON.stringify({
        channel: 'market_data',
        payload: { market: 'BTCUSD', type: 'DELTA', time: '2025-03-14T15:09:26.535Z', bids: [], asks: [] },
      }),
    );
    await until(() => errors.length === 1, 5_000, 'the error event');
    expect(errors[0]).toBeInstanceOf(StreamValidationError);
    expect((errors[0] as StreamValidationError).errors).toEqual([
      expect.objectContaining({ pointer: '/payload/type', keyword: 'enum' }),
    ]);
    expect(delivered).toEqual([]);
    expect(client.state).toBe('open');
  });
});
