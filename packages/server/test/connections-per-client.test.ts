// maxConnectionsPerClient (the AsyncAPI document's x-limits): a client holds at most that many open
// WebSocket connections on one server; the handshake of one more is answered 429 with Retry-After.
import { CONNECTION_LIMITS, STREAM_SCOPE } from '@dap/stream-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../src/index.js';
import { start, type Running } from './support/app.js';
import { asyncapi, schemaErrors } from './support/spec.js';
import { Client, handshake } from '@dap/test-support/ws';

const MAX = CONNECTION_LIMITS.maxConnectionsPerClient;

let server: Running;
beforeAll(async () => {
  // Token `<client>-<n>`: a token of client <client>; every token of a client shares its limit.
  server = await start({
    verifyToken: (token) => ({ subject: token.split('-')[0] ?? '', scopes: [STREAM_SCOPE] }),
  });
});
afterAll(() => server.close());

describe('connections per client', () => {
  it('reads its number from the AsyncAPI document', () => {
    expect(MAX).toBe(asyncapi.channels['connection']?.['x-limits']?.['maxConnectionsPerClient']?.value);
    expect(MAX).toBe(100);
  });

  it('refuses the handshake past maxConnectionsPerClient of one client, even when all arrive at once, with 429 rate-limited and Retry-After; other clients still open, and a closed one frees a place', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: MAX + 1 }, (_, i) => Client.open(server.wsUrl, `alice-${i}`)),
    );
    const clients = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(clients).toHaveLength(MAX);
      const refused = await handshake(server.wsUrl, { authorization: 'Bearer alice-extra' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const problem = JSON.parse(refused.body) as { type: string };
      expect(problem.type).toBe(PROBLEM_TYPES['rate-limited'].type);
      expect(schemaErrors('Problem', problem)).toEqual([]);

      expect((await handshake(server.wsUrl, { authorization: 'Bearer bob-1' })).status).toBe(101);
      await clients.pop()?.close();
      const alices = () => [...server.app.streams.connections].filter((c) => c.principal.subject === 'alice').length;
      await expect.poll(alices).toBe(MAX - 1);
      expect((await handshake(server.wsUrl, { authorization: 'Bearer alice-again' })).status).toBe(101);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});
