/** Timeouts against a real local server that never answers: what happens to the request at the socket. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIConnectionTimeoutError, DapClient } from '../src/index.js';

let server: Server;
let origin: string;
/** The API requests the server received and never answered, with whether their connection closed. */
const held: { request: IncomingMessage; closed: boolean }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/oauth2/token') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'a-token', expires_in: 3600, token_type: 'bearer' }));
      return;
    }
    const entry = { request, closed: false };
    request.socket.once('close', () => (entry.closed = true));
    held.push(entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a timeout against a server that never answers', () => {
  it('cancels every timed-out request at the socket, the first one too', async () => {
    // Long enough for the token and the request to reach the server on a busy machine (100 ms was
    // not, under load); the server never answers, so each request still times out.
    const client = new DapClient({
      baseUrl: `${origin}/v2`,
      tokenUrl: `${origin}/oauth2/token`,
      clientId: 'c',
      clientSecret: 's',
      timeoutMs: 1_000,
      maxRetries: 0,
    });
    await expect(client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
    await expect(client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')).rejects.toBeInstanceOf(
      APIConnectionTimeoutError,
    );
    expect(held).toHaveLength(2);
    // Both requests carried a timeout signal: the client closed both connections, none is left to the server.
    await expect.poll(() => held.map((entry) => entry.closed), { timeout: 5_000 }).toEqual([true, true]);
  });
});
