import type { StartedSandbox } from '@dap/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  STREAM_SCOPE,
  StreamAuthenticationError,
  StreamClosedError,
  StreamConnectionError,
  StreamHandshakeError,
  StreamPermissionError,
  type TokenRequest,
} from '../src/index.js';
import { Clients, restClient, startSandbox } from './support/sandbox.js';

let server: StartedSandbox;
const clients = new Clients();

beforeAll(async () => {
  server = await startSandbox();
});
afterEach(() => clients.closeAll());
afterAll(() => server.stop());

describe('the handshake', () => {
  it('opens with a token of the streaming scope from the REST client’s token manager', async () => {
    const client = clients.make(server, { token: restClient(server).tokens });
    await client.connect();
    expect(client.state).toBe('open');
    expect(server.app.streams.connections.size).toBeGreaterThanOrEqual(1);
    await expect(client.subscriptionList()).resolves.toEqual([]);
  });

  it('sends the token from a provider function as Authorization: Bearer', async () => {
    const rest = restClient(server);
    const asked: TokenRequest[] = [];
    const client = clients.make(server, {
      token: (request) => {
        asked.push(request);
        return rest.tokens.getToken(STREAM_SCOPE);
      },
    });
    await client.connect();
    expect(asked).toEqual([{}]);
    const [connection] = [...server.app.streams.connections];
    expect(connection?.principal.scopes).toContain(STREAM_SCOPE);
  });

  it('refuses a token without the streaming scope with StreamPermissionError and HTTP 403', async () => {
    const readOrder = restClient(server, 'readOrder');
    const client = clients.make(server, { token: () => readOrder.tokens.getToken('exchange:read_order') });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StreamPermissionError);
    expect(error).toBeInstanceOf(StreamHandshakeError);
    expect((error as StreamPermissionError).status).toBe(403);
    // The server's problem document comes with it.
    expect((error as StreamPermissionError).body).toMatchObject({ status: 403 });
    expect(client.state).toBe('idle');
  });

  it('refuses an unknown token with StreamAuthenticationError and HTTP 401, after asking once for a fresh token', async () => {
    const asked: TokenRequest[] = [];
    const client = clients.make(server, {
      token: (request) => {
        asked.push(request);
        return `not-a-token-${asked.length}`;
      },
    });
    const error = await client.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamAuthenticationError);
    expect((error as StreamAuthenticationError).status).toBe(401);
    expect((error as StreamAuthenticationError).headers['www-authenticate']).toMatch(/^Bearer/);
    expect(asked).toEqual([{}, { rejected: 'not-a-token-1' }]);
  });

  it('connects when the fresh token asked for after a 401 is accepted', async () => {
    const rest = restClient(server);
    const asked: TokenRequest[] = [];
    const client = clients.make(server, {
      token: async (request) => {
        asked.push(request);
        return asked.length === 1 ? 'expired-token' : rest.tokens.getToken(STREAM_SCOPE);
      },
    });
    await client.connect();
    expect(client.state).toBe('open');
    expect(asked).toEqual([{}, { rejected: 'expired-token' }]);
  });

  it('asks a token source to forget the refused token before asking it again', async () => {
    const rest = restClient(server);
    const calls: string[] = [];
    const client = clients.make(server, {
      token: {
        getToken: async (scope) => {
          calls.push(`get ${scope}`);
          return calls.length === 1 ? 'stale' : rest.tokens.getToken(scope);
        },
        invalidate: (scope, token) => calls.push(`invalidate ${scope} ${token}`),
      },
    });
    await client.connect();
    expect(calls).toEqual([`get ${STREAM_SCOPE}`, `invalidate ${STREAM_SCOPE} stale`, `get ${STREAM_SCOPE}`]);
  });

  it('rejects with StreamConnectionError when nothing listens', async () => {
    const client = clients.make(server, { url: 'ws://127.0.0.1:1/ws', token: 'x' });
    await expect(client.connect()).rejects.toBeInstanceOf(StreamConnectionError);
  });

  it('rejects a handshake to another path with StreamHandshakeError carrying the HTTP status', async () => {
    const client = clients.make(server, { url: `${server.wsUrl}/elsewhere` });
    const error = await client.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamHandshakeError);
    expect((error as StreamHandshakeError).status).toBe(404);
  });

  it('refuses calls before connect() and after close()', async () => {
    const client = clients.make(server);
    await expect(client.subscriptionList()).rejects.toBeInstanceOf(StreamConnectionError);
    await client.connect();
    await client.close();
    expect(client.state).toBe('closed');
    await expect(client.subscriptionList()).rejects.toBeInstanceOf(StreamClosedError);
    await expect(client.connect()).rejects.toBeInstanceOf(StreamClosedError);
  });

  it('closes with 1000 and does not reconnect after close()', async () => {
    const client = clients.make(server);
    const events: string[] = [];
    client.on('reconnecting', () => events.push('reconnecting'));
    client.on('close', ({ code }) => events.push(`close ${code}`));
    await client.connect();
    await client.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['close 1000']);
    expect(server.app.streams.connections.size).toBe(0);
  });
});
