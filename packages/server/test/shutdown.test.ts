import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, ALL, PROFILE_ID, start, testHandlers } from './support/app.js';
import { Client } from '@dap/test-support/ws';

const withdrawal = JSON.stringify({
  profile_id: PROFILE_ID,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '1.00',
});

describe("the server's close()", () => {
  it('answers a request received before it began, closes that keep-alive connection after the answer, and closes WebSockets with 1001 first', async () => {
    const server = await start();
    const agent = new Agent({ keepAlive: true });
    try {
      const socket = await Client.open(server.wsUrl, 'token-all');
      const received = new Promise<void>((resolve) => server.app.server.once('request', () => resolve()));
      const request = httpRequest(`${server.origin}/v2/transfer/crypto-withdrawals`, {
        method: 'POST',
        agent,
        headers: {
          ...ALL,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(withdrawal)),
        },
      });
      const response = new Promise<{ message: IncomingMessage; body: string }>((resolve, reject) => {
        request.once('error', reject);
        request.once('response', (message) => {
          let body = '';
          message.on('data', (chunk: Buffer) => (body += chunk.toString()));
          message.once('end', () => resolve({ message, body }));
        });
      });
      // The headers and the start of the body: the server has the request, its body is still coming.
      request.write(withdrawal.slice(0, 10));
      await received;

      const closed = server.close();
      expect(await socket.closed()).toBe(1001);
      request.end(withdrawal.slice(10));
      const { message, body } = await response;
      expect(message.statusCode).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ profile_id: PROFILE_ID, amount: '1.00', status: 'PENDING' });
      // The answer says the connection ends, and close() resolves once it has (a keep-alive
      // connection left open would hold it for the keep-alive timeout, 72 s).
      expect(message.headers.connection).toBe('close');
      await closed;
      expect(server.app.server.listening).toBe(false);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it('resolves at once after a request whose client gave up while it was answered, not after the keep-alive timeout', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const server = await start({
      handlers: {
        ...testHandlers(),
        getAccount: async () => {
          await answered;
          return ACCOUNT;
        },
      },
    });
    // Idle keep-alive connections of the same client beside the abandoned one.
    for (let i = 0; i < 3; i++) await (await fetch(`${server.origin}/v2/executions`, { headers: ALL })).text();
    const gaveUp = await fetch(`${server.origin}/v2/identity/accounts/${ACCOUNT.id}`, {
      headers: ALL,
      signal: AbortSignal.timeout(200),
    }).catch((error: unknown) => error);
    expect((gaveUp as Error).name).toBe('TimeoutError');
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The test's time budget (far under the 72 s keep-alive timeout) is the assertion.
    await server.close();
    expect(server.app.server.listening).toBe(false);
  });
});
