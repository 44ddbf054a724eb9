// A principal lives as long as its token (`expiresAt`, on the server's `now` clock): from then on a
// REST request with it is 401, and a WebSocket opened with it is closed with 1008 and answers nothing.
import { CLOSE_CODES, STREAM_SCOPE } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, type Principal } from '../src/index.js';
import { SCOPES, start, testStreamHandlers, type Running } from './support/app.js';
import { Client, handshake } from '@dap/test-support/ws';

/** The server's clock: real time plus what a test adds. */
let skewMs = 0;
const now = () => Date.now() + skewMs;
/** Tokens of the form `expires-in-<ms>` expire that long after they are first seen; `who-<name>` never do. */
const principals = new Map<string, Principal>();
function verifyToken(token: string): Principal | undefined {
  const known = principals.get(token);
  if (known) return known;
  const scopes = [STREAM_SCOPE, SCOPES.listExecutions];
  const expiring = /^expires-in-(\d+)(?:-\w+)?$/.exec(token);
  const named = /^who-(\w+)$/.exec(token);
  const principal: Principal | undefined = expiring
    ? { subject: `client-${token}`, scopes, expiresAt: now() + Number(expiring[1]) }
    : named
      ? { subject: named[1] ?? '', scopes }
      : undefined;
  if (principal) principals.set(token, principal);
  return principal;
}

let server: Running;
const events: string[] = [];
const clients: Client[] = [];
beforeAll(async () => {
  server = await start({ stream: testStreamHandlers(events), verifyToken, now });
});
afterEach(async () => {
  skewMs = 0;
  for (const client of clients.splice(0)) await client.close();
});
afterAll(() => server.close());

async function open(token: string): Promise<Client> {
  const client = await Client.open(server.wsUrl, token);
  clients.push(client);
  return client;
}

/** The close code and reason the client is closed with. */
const closing = (client: Client) =>
  new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
  );

describe('a token that expires', () => {
  it('is refused like an invalid token once its expiresAt has come: 401 on REST and at the handshake', async () => {
    const token = 'expires-in-60000-rest';
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${server.origin}/v2/executions`, { headers })).status).toBe(200);
    skewMs = 60_000;
    const refused = await fetch(`${server.origin}/v2/executions`, { headers });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(((await refused.json()) as { type: string }).type).toBe(PROBLEM_TYPES.unauthorized.type);
    expect((await handshake(server.wsUrl, headers)).status).toBe(401);
  });

  it('closes its WebSocket with 1008, reason "token expired", when it expires and not before', async () => {
    const client = await open('expires-in-400');
    const closed = closing(client);
    expect((await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] })).type).toBe('subscribe');
    const { code, reason, at } = await closed;
    expect(code).toBe(CLOSE_CODES.POLICY_VIOLATION.code);
    expect(code).toBe(1008);
    expect(reason).toBe(CLOSE_CODES.POLICY_VIOLATION.reasons.TOKEN_EXPIRED);
    expect(reason).toBe('token expired');
    // Not before: the server closes only once its clock (real time here) has reached the expiry.
    expect(at).toBeGreaterThanOrEqual(principals.get('expires-in-400')?.expiresAt ?? Infinity);
  });

  it('answers no frame after its expiry, whatever the timer has done yet: the connection is closed with 1008 instead', async () => {
    const client = await open('expires-in-3600000');
    const closed = closing(client);
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
    skewMs = 3_600_000; // the server's clock passes the expiry; the timer would fire in an hour
    client.send({ type: 'subscribe', channels: [{ type: 'heartbeat' }] });
    expect(await closed).toMatchObject({ code: 1008, reason: CLOSE_CODES.POLICY_VIOLATION.reasons.TOKEN_EXPIRED });
    expect(client.frames).toHaveLength(1); // the list only: no acknowledgement, no heartbeat
  });

  it('leaves connections whose principal has no expiresAt open', async () => {
    const client = await open('who-steady');
    skewMs = 10 * 365 * 86_400_000;
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
  });
});

describe('closeWhere', () => {
  it('closes the connections it picks with the code and reason given, counts them, and leaves the others open', async () => {
    const [a1, a2, b] = [await open('who-alice'), await open('who-alice'), await open('who-bob')];
    const closed = [closing(a1), closing(a2)];
    const count = server.app.streams.closeWhere(
      (connection) => connection.principal.subject === 'alice',
      1008,
      'access withdrawn',
    );
    expect(count).toBe(2);
    for (const { code, reason } of await Promise.all(closed))
      expect({ code, reason }).toEqual({ code: 1008, reason: 'access withdrawn' });
    expect(await b.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
    expect(server.app.streams.closeWhere((connection) => connection.principal.subject === 'alice', 1008, 'again')).toBe(
      0,
    );
  });
});
