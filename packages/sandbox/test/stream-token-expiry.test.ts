// A WebSocket of the sandbox lives as long as its token: the server closes it with 1008 when the
// token's exp comes (the sandbox's TokenService sets the principal's expiresAt from it). A token's
// `iat` is a whole second, so a 3 s lifetime is 2 to 3 s of real time: enough to open the socket on
// a busy machine (a 1 s one could expire before the handshake).
import type { ApiServer } from '@dap/server';
import { Client } from '@dap/test-support/ws';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../src/http/app.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { allScopesClient } from './support/sandbox.js';

let sandbox: Sandbox;
let app: ApiServer;
let origin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', tickMs: 0, heartbeatMs: 0, tokenTtlSeconds: 3 });
  app = await createSandboxApp(sandbox, { rateLimit: false, docsDir: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

describe('a WebSocket opened with a token that expires', () => {
  it('is closed with 1008, reason "token expired", when the token expires, and the token is refused 401 from then on', async () => {
    const { access_token: token, expires_in: expiresIn } = await sandbox.tokens.issueToken({
      grant_type: 'client_credentials',
      client_id: allScopesClient.client_id,
      client_secret: allScopesClient.client_secret,
    });
    expect(expiresIn).toBe(3);
    const expiresAt = (await sandbox.tokens.verifyToken(token))?.expiresAt ?? 0;
    const client = await Client.open(`ws://${origin}/ws`, token);
    const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
      client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
    );
    const { code, reason, at } = await closed;
    expect({ code, reason }).toEqual({ code: 1008, reason: 'token expired' });
    expect(at).toBeGreaterThanOrEqual(expiresAt);
    const refused = await fetch(`http://${origin}/v2/executions`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
  });
});
