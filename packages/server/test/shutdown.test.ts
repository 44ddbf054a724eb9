import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ALL, PROFILE_ID, start } from './support/app.js';
import { Client } from '@dap/test-support/ws';

const withdrawal = JSON.stringify({ profile_id: PROFILE_ID, destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', asset: 'USDC', crypto_network: 'ETHEREUM', amount: '1.00' });

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
        headers: { ...ALL, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(withdrawal)) },
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
});
