import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROBLEM_TYPES, problems, STREAM_SCOPE } from '../src/index.js';
import { SCOPES, TOKENS, start, testStreamHandlers, type Running } from './support/app.js';
import { asyncapi, schemaErrors, securitySchemeOf } from './support/spec.js';
import { Client, handshake } from '@dap/test-support/ws';

let server: Running;
const events: string[] = [];
beforeAll(async () => {
  server = await start({ stream: testStreamHandlers(events) });
});
afterAll(() => server.close());

describe('the WebSocket handshake', () => {
  it('requires the scope the AsyncAPI servers declare', () => {
    for (const serverEntry of Object.values(asyncapi.servers)) {
      // Each server's OAuth2 scheme (the sandbox's also take a browser's token, stream-token-protocol.test.ts).
      const oauth2 = serverEntry.security.map(securitySchemeOf).filter((scheme) => scheme?.type === 'oauth2');
      expect(oauth2).toHaveLength(1);
      expect(oauth2[0]?.scopes).toEqual([STREAM_SCOPE]);
    }
    expect(STREAM_SCOPE).toBe(SCOPES.stream);
  });

  it('answers no token with HTTP 401, a problem and a Bearer challenge', async () => {
    const { status, headers, body } = await handshake(server.wsUrl, {});
    expect(status).toBe(401);
    expect(headers['www-authenticate']).toBe('Bearer realm="dap"');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(schemaErrors('Problem', JSON.parse(body))).toEqual([]);
  });

  it('answers an invalid token with HTTP 401 and error="invalid_token"', async () => {
    const { status, headers } = await handshake(server.wsUrl, { authorization: 'Bearer nope' });
    expect(status).toBe(401);
    expect(headers['www-authenticate']).toBe('Bearer realm="dap", error="invalid_token"');
  });

  it('answers a token without the stream scope with HTTP 403', async () => {
    const { status, headers, body } = await handshake(server.wsUrl, { authorization: 'Bearer token-read' });
    expect(status).toBe(403);
    expect(headers['www-authenticate']).toBe(`Bearer error="insufficient_scope", scope="${STREAM_SCOPE}"`);
    expect(JSON.parse(body).type).toBe(PROBLEM_TYPES['insufficient-scope'].type);
  });

  it('opens (101) with a token carrying the stream scope and tells onOpen who it is', async () => {
    const { status } = await handshake(server.wsUrl, { authorization: 'Bearer token-all' });
    expect(status).toBe(101);
    expect(events).toContain(`open ${TOKENS['token-all']?.subject}`);
  });

  it('answers an upgrade on any other path with 404', async () => {
    const { status } = await handshake(server.wsUrl.replace('/ws', '/v2/ws'), { authorization: 'Bearer token-all' });
    expect(status).toBe(404);
    const root = await handshake(server.wsUrl.replace('/ws', '/'), { authorization: 'Bearer token-all' });
    expect(root.status).toBe(404);
  });

  it('asks admitUpgrade after authentication and the scope check, with the principal, and answers with the problem it returns', async () => {
    let refuse = true;
    const asked: string[] = [];
    const admitting = await start({
      admitUpgrade: async (_request, principal) => {
        asked.push(principal.subject);
        return refuse ? problems.rateLimited(3, 'not now') : undefined;
      },
    });
    try {
      expect((await handshake(admitting.wsUrl, {})).status).toBe(401);
      expect((await handshake(admitting.wsUrl, { authorization: 'Bearer token-read' })).status).toBe(403);
      expect(asked).toEqual([]);
      const refused = await handshake(admitting.wsUrl, { authorization: 'Bearer token-all' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('3');
      expect(JSON.parse(refused.body).type).toBe(PROBLEM_TYPES['rate-limited'].type);
      expect(asked).toEqual([TOKENS['token-all']?.subject]);
      refuse = false;
      expect((await handshake(admitting.wsUrl, { authorization: 'Bearer token-all' })).status).toBe(101);
    } finally {
      await admitting.close();
    }
  });

  it('answers every upgrade with 404 when the server has no stream handlers', async () => {
    const restOnly = await start({ stream: undefined });
    try {
      expect((await handshake(restOnly.wsUrl, { authorization: 'Bearer token-all' })).status).toBe(404);
    } finally {
      await restOnly.close();
    }
  });
});

describe('connection lifecycle', () => {
  it('terminates a peer that stops answering pings and keeps one that answers', async () => {
    const quick = await start({ pingIntervalMs: 40 });
    try {
      const silent = await Client.open(quick.wsUrl, 'token-all', { autoPong: false });
      const lively = await Client.open(quick.wsUrl, 'token-all');
      const code = await silent.closed();
      expect(code).toBe(1006); // terminated: no close frame
      expect(lively.socket.readyState).toBe(WebSocket.OPEN);
      await expect.poll(() => quick.app.streams.connections.size).toBe(1);
      await lively.close();
    } finally {
      await quick.close();
    }
  });

  it('closes every connection with 1001 at shutdown, through streams.closeAll() and through close()', async () => {
    const own = await start();
    const a = await Client.open(own.wsUrl, 'token-all');
    const b = await Client.open(own.wsUrl, 'token-all');
    expect(own.app.streams.connections.size).toBe(2);
    const [codeA, codeB] = await Promise.all([a.closed(), b.closed(), own.app.streams.closeAll()]);
    expect([codeA, codeB]).toEqual([1001, 1001]);
    expect(own.app.streams.connections.size).toBe(0);
    const c = await Client.open(own.wsUrl, 'token-all');
    const [codeC] = await Promise.all([c.closed(), own.close()]);
    expect(codeC).toBe(1001);
    expect(own.app.streams.connections.size).toBe(0);
  });

  it('calls onClose with the close code, so the application can drop the subscriptions', async () => {
    const client = await Client.open(server.wsUrl, 'token-all');
    await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    await client.close();
    await expect.poll(() => events.at(-1)).toBe('close 1005');
  });
});
