// The browser alternative to Authorization on the handshake: the token offered as a subprotocol,
// next to the fixed one, which alone is answered.
import type { IncomingMessage } from 'node:http';
import { CLOSE_CODES } from '@dap/stream-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROBLEM_TYPES, STREAM_SUBPROTOCOL, TOKEN_PROTOCOL_PREFIX, type Principal } from '../src/index.js';
import { SCOPES, start, testStreamHandlers, TOKENS, type Running } from './support/app.js';
import { asyncapi, securitySchemeOf } from './support/spec.js';
import { handshake } from '@dap/test-support/ws';

const offer = (token: string) => `${TOKEN_PROTOCOL_PREFIX}${Buffer.from(token).toString('base64url')}`;

/** Opens a socket offering `protocols`; resolves with it and the handshake's answer once open. */
function open(url: string, protocols: string[]): Promise<{ socket: WebSocket; response: IncomingMessage }> {
  const socket = new WebSocket(url, protocols);
  return new Promise((resolve, reject) => {
    socket.once('upgrade', (response) => socket.once('open', () => resolve({ socket, response })));
    socket.once('error', reject);
  });
}

/** A principal with the stream scope that expires 300 ms after it is first seen. */
const expiring = new Map<string, Principal>();
function verifyToken(token: string): Principal | undefined {
  if (token === 'expires-soon' && !expiring.has(token))
    expiring.set(token, { subject: 'client-soon', scopes: [SCOPES.stream], expiresAt: Date.now() + 300 });
  return TOKENS[token] ?? expiring.get(token);
}

let server: Running;
let headerOnly: Running;
const events: string[] = [];
beforeAll(async () => {
  server = await start({ stream: testStreamHandlers(events), verifyToken, tokenProtocol: true });
  headerOnly = await start({});
});
afterAll(async () => {
  await server.close();
  await headerOnly.close();
});

describe('a WebSocket token offered in Sec-WebSocket-Protocol', () => {
  it('opens the connection, answers the fixed subprotocol only, and streams', async () => {
    const { socket, response } = await open(server.wsUrl, [STREAM_SUBPROTOCOL, offer('token-all')]);
    try {
      expect(socket.protocol).toBe(STREAM_SUBPROTOCOL);
      expect(response.headers['sec-websocket-protocol']).toBe(STREAM_SUBPROTOCOL);
      expect(JSON.stringify(response.headers)).not.toContain(Buffer.from('token-all').toString('base64url'));
      expect(events).toContain(`open ${TOKENS['token-all']?.subject}`);
      const reply = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(`${data}`))));
      socket.send(JSON.stringify({ type: 'subscribe', channels: [{ type: 'heartbeat' }] }));
      expect(await reply).toEqual({ type: 'subscribe', channels: [{ type: 'heartbeat', success: true }] });
    } finally {
      socket.close();
    }
  });

  it('refuses an unknown token with 401 invalid_token, as the header does', async () => {
    const { status, headers } = await handshake(server.wsUrl, {
      'sec-websocket-protocol': `${STREAM_SUBPROTOCOL}, ${offer('nope')}`,
    });
    expect(status).toBe(401);
    expect(headers['www-authenticate']).toBe('Bearer realm="dap", error="invalid_token"');
  });

  it('refuses a token without the stream scope with 403', async () => {
    const { status, body } = await handshake(server.wsUrl, {
      'sec-websocket-protocol': `${STREAM_SUBPROTOCOL}, ${offer('token-read')}`,
    });
    expect(status).toBe(403);
    expect(JSON.parse(body).type).toBe(PROBLEM_TYPES['insufficient-scope'].type);
  });

  it.each([
    ['not base64url', `${STREAM_SUBPROTOCOL}, ${TOKEN_PROTOCOL_PREFIX}a+b/c=`],
    ['empty', `${STREAM_SUBPROTOCOL}, ${TOKEN_PROTOCOL_PREFIX}`],
    ['offered without the fixed subprotocol', offer('token-all')],
  ])('refuses a token subprotocol %s with 401 and says how to send it', async (_case, protocols) => {
    const { status, body } = await handshake(server.wsUrl, { 'sec-websocket-protocol': protocols });
    expect(status).toBe(401);
    expect(JSON.parse(body).detail).toContain(TOKEN_PROTOCOL_PREFIX);
  });

  it('refuses a token sent twice, in the header and as a subprotocol, with 400', async () => {
    const { status, body } = await handshake(server.wsUrl, {
      authorization: 'Bearer token-all',
      'sec-websocket-protocol': `${STREAM_SUBPROTOCOL}, ${offer('token-all')}`,
    });
    expect(status).toBe(400);
    expect(JSON.parse(body).detail).toContain('not both');
  });

  it('closes the connection with 1008 when the token expires, as for the header', async () => {
    const { socket } = await open(server.wsUrl, [STREAM_SUBPROTOCOL, offer('expires-soon')]);
    const code = await new Promise<number>((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
  });

  it('is not read by a server that was not told to (the header only): 401 with no token', async () => {
    const { status, headers } = await handshake(headerOnly.wsUrl, {
      'sec-websocket-protocol': `${STREAM_SUBPROTOCOL}, ${offer('token-all')}`,
    });
    expect(status).toBe(401);
    expect(headers['www-authenticate']).toBe('Bearer realm="dap"');
  });

  it('never answers a subprotocol other than the fixed one (ws would echo the first offered)', async () => {
    const raw = new WebSocket(headerOnly.wsUrl, {
      headers: { authorization: 'Bearer token-all', 'sec-websocket-protocol': 'other, dap.other' },
    });
    const answered = await new Promise<IncomingMessage>((resolve, reject) => {
      raw.once('upgrade', resolve);
      raw.once('error', reject);
    });
    raw.close();
    expect(answered.headers['sec-websocket-protocol']).toBeUndefined();
  });

  it('is the browserToken scheme of the sandbox servers of the AsyncAPI contract, and of no other', () => {
    const scheme = (asyncapi as any).components.securitySchemes.browserToken;
    expect(scheme['x-subprotocol']).toBe(STREAM_SUBPROTOCOL);
    expect(scheme['x-token-subprotocol-prefix']).toBe(TOKEN_PROTOCOL_PREFIX);
    expect(scheme.description).toContain(`\`${STREAM_SUBPROTOCOL}\``);
    expect(scheme.description).toContain(`\`${TOKEN_PROTOCOL_PREFIX}`);
    const servers = Object.entries(asyncapi.servers)
      .filter(([, entry]) => entry.security.some((s) => JSON.stringify(securitySchemeOf(s)) === JSON.stringify(scheme)))
      .map(([name]) => name);
    expect(servers).toEqual(['sandbox', 'local']);
  });
});
