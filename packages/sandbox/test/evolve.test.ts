// Tomorrow's API: a sandbox started with an evolve seed answers the platform API as a legal next
// minor version could; a tenant's `evolve_seed` and a request's `Prefer: evolve=` choose another
// seed (request > tenant > start-up); the Sandbox Control API never evolves; a malformed seed is a
// 400 naming the header, over REST, at the token endpoint and in a WebSocket handshake.
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { readServerFrame, validateServerFrame } from '@dap/stream-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { StartedSandbox } from '../src/start-options.js';
import { startSandbox } from '../src/start-sandbox.js';
import { binPerTest, expectUsageErrors, printed, printedUrl } from './support/process.js';
import { demo } from './support/sandbox.js';
import { call, startTestServer, tokenOf } from './support/server.js';

const STARTUP = 'startup-seed';
const ACCOUNT = `/identity/accounts/${demo.accounts[0]?.id ?? ''}`;
let server: StartedSandbox;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ evolveSeed: STARTUP, tickMs: 20, heartbeatMs: 200 });
  token = await tokenOf(server, server.clients.full);
});
afterAll(() => server?.stop());

const evolvedFields = (value: unknown): string[] => JSON.stringify(value).match(/"evolved_[a-z]+"/g) ?? [];

describe('REST answers of a sandbox started with an evolve seed', () => {
  it('evolves every answer of the platform API, the token endpoint and problem documents included, the same way each time', async () => {
    const first = await call(server, 'GET', ACCOUNT, { token });
    const again = await call(server, 'GET', ACCOUNT, { token });
    expect(first.status).toBe(200);
    expect(evolvedFields(first.json).length).toBeGreaterThan(0);
    expect(again.text).toBe(first.text);
    expect(first.headers.get('preference-applied')).toBeNull();

    const tokenAnswer = await call(server, 'POST', '/oauth2/token', {
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: server.clients.full.clientId,
        client_secret: server.clients.full.clientSecret,
      }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(tokenAnswer.status).toBe(200);
    expect(typeof tokenAnswer.json.access_token).toBe('string');
    expect(evolvedFields(tokenAnswer.json).length).toBeGreaterThan(0);

    const missing = await call(server, 'GET', '/identity/accounts/00000000-0000-4000-8000-000000000000', { token });
    expect(missing.status).toBe(404);
    expect(missing.json.type).toMatch(/problems\/not-found$/);
    expect(evolvedFields(missing.json).length).toBeGreaterThan(0);
  });

  it('answers Prefer: evolve=<seed> with that seed over the start-up one, and says so in Preference-Applied', async () => {
    const startup = await call(server, 'GET', ACCOUNT, { token });
    const asked = await call(server, 'GET', ACCOUNT, { token, headers: { prefer: `evolve=${STARTUP}` } });
    const other = await call(server, 'GET', ACCOUNT, {
      token,
      headers: { prefer: 'respond-async, evolve="other-seed"' },
    });
    expect(asked.text).toBe(startup.text);
    expect(asked.headers.get('preference-applied')).toBe(`evolve=${STARTUP}`);
    expect(other.status).toBe(200);
    expect(other.headers.get('preference-applied')).toBe('evolve=other-seed');
    expect(other.text).not.toBe(startup.text);
    expect(other.json.id).toBe(startup.json.id);
  });

  it("answers a tenant made with evolve_seed with its seed, over the sandbox's, and a request's Prefer over the tenant's", async () => {
    const made = await server.createTenant({ name: 'evolve test', evolve_seed: 'tenant-seed' });
    const client = made.clients[0];
    if (!client) throw new Error('no client');
    const own = await tokenOf(server, { clientId: client.client_id, clientSecret: client.client_secret, scopes: [] });
    const path = `/identity/accounts/${made.accounts[0]?.id ?? ''}`;
    const tenants = await call(server, 'GET', path, { token: own });
    const byHeader = (seed: string) => call(server, 'GET', path, { token: own, headers: { prefer: `evolve=${seed}` } });
    expect(tenants.status).toBe(200);
    expect(tenants.text).toBe((await byHeader('tenant-seed')).text);
    expect(tenants.text).not.toBe((await byHeader(STARTUP)).text);
    // A documented error asked for with Prefer: code= is the tenant's answer too, evolved with its seed.
    const asked = await call(server, 'GET', path, { token: own, headers: { prefer: 'code=404' } });
    const askedWithSeed = await call(server, 'GET', path, {
      token: own,
      headers: { prefer: 'code=404, evolve=tenant-seed' },
    });
    expect(asked.status).toBe(404);
    expect(asked.text).toBe(askedWithSeed.text);
  });

  it('refuses a Prefer: evolve= that is no seed with a 400 problem at /header/prefer, at the token endpoint too', async () => {
    for (const prefer of ['evolve=not a seed', 'evolve', `evolve=${'x'.repeat(33)}`, 'evolve=a!b']) {
      const answer = await call(server, 'GET', ACCOUNT, { token, headers: { prefer } });
      expect(answer.status, prefer).toBe(400);
      expect(answer.json.type).toMatch(/problems\/validation-failed$/);
      expect(answer.json.meta.errors[0].pointer).toBe('/header/prefer');
    }
    const atToken = await call(server, 'POST', '/oauth2/token', {
      body: 'grant_type=client_credentials&client_id=a&client_secret=b',
      contentType: 'application/x-www-form-urlencoded',
      headers: { prefer: 'evolve=' },
    });
    expect(atToken.status).toBe(400);
    expect(atToken.json.meta.errors[0].pointer).toBe('/header/prefer');
  });

  it('never evolves the Sandbox Control API: it is the test harness, not the API under test', async () => {
    const control = new SandboxControlClient({
      baseUrl: server.origin,
      tokenUrl: server.tokenUrl,
      clientId: server.clients.full.clientId,
      clientSecret: server.clients.full.clientSecret,
      maxRetries: 0,
    });
    const clock = await control.getClock();
    expect(evolvedFields(clock)).toEqual([]);
  });
});

/** Opens a WebSocket with `headers`, subscribes to heartbeats and BTCUSD's book, and collects frames until `count`. */
async function frames(headers: Record<string, string>, count: number): Promise<string[]> {
  const socket = new WebSocket(server.wsUrl, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const seen: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${seen.length} frames within 10 s`)), 10_000);
      socket.on('message', (data) => {
        seen.push(data.toString());
        if (seen.length >= count) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          channels: [{ type: 'heartbeat' }, { type: 'market_data', params: { market: 'BTCUSD' } }],
        }),
      );
    });
  } finally {
    socket.terminate();
  }
  return seen;
}

describe('WebSocket frames of a sandbox started with an evolve seed', () => {
  it('evolves every frame: readServerFrame reads each, the exact validateServerFrame flags each', async () => {
    const seen = await frames({}, 6);
    for (const text of seen) {
      expect(readServerFrame(text).ok, text).toBe(true);
      expect(validateServerFrame(text).ok, text).toBe(false);
      expect(evolvedFields(JSON.parse(text)).length, text).toBeGreaterThan(0);
    }
    const ack = seen.map((t) => readServerFrame(t)).find((r) => r.ok && r.name === 'subscribeResponse');
    expect(ack).toBeDefined();
  });

  it("evolves a connection's frames with its handshake's Prefer: evolve=, and refuses a malformed one with 400", async () => {
    const [ackStartup] = await frames({}, 1);
    const [ackAsked] = await frames({ prefer: 'evolve=ws-seed' }, 1);
    expect(ackAsked).not.toBe(ackStartup);
    expect((await frames({ prefer: 'evolve=ws-seed' }, 1))[0]).toBe(ackAsked);

    const refused = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(server.wsUrl, {
        headers: { authorization: `Bearer ${token}`, prefer: 'evolve=no good' },
      });
      // Terminating a refused handshake reports an error of its own: the status is what is asserted.
      socket.on('error', () => {});
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => reject(new Error('the handshake was accepted')));
    });
    expect(refused).toBe(400);
  });
});

describe('startSandbox({ evolveSeed })', () => {
  it('refuses a seed that is not 1 to 32 of A-Z, a-z, 0-9, _ and -', async () => {
    await expect(startSandbox({ evolveSeed: 'not a seed' })).rejects.toThrow(RangeError);
  });
});

describe('the evolve seed of dap-sandbox: SANDBOX_EVOLVE_SEED and --evolve-seed', () => {
  const start = binPerTest();

  it('takes the flag over the variable, prints it at start, and answers with it', async () => {
    const output = await printed(
      start({ SANDBOX_EVOLVE_SEED: 'from-env' }, ['--evolve-seed', 'from-flag']),
      'Ctrl+C stops it.',
    );
    expect(output).toContain("Tomorrow's API (SANDBOX_EVOLVE_SEED=from-flag)");
    const base = printedUrl(output, 'REST API');
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: server.clients.full.clientId,
      client_secret: server.clients.full.clientSecret,
    });
    const answer = await fetch(printedUrl(output, 'Token endpoint'), { method: 'POST', body: form });
    const body = (await answer.json()) as { access_token: string };
    expect(evolvedFields(body).length).toBeGreaterThan(0);
    const account = await fetch(`${base}${ACCOUNT}`, {
      headers: { authorization: `Bearer ${body.access_token}`, prefer: 'evolve=from-flag' },
    });
    expect(account.headers.get('preference-applied')).toBe('evolve=from-flag');
  }, 60_000);

  it("prints nothing of it and answers today's API when it is not set", async () => {
    const output = await printed(start({ SANDBOX_EVOLVE_SEED: '' }), 'Ctrl+C stops it.');
    expect(output).not.toContain("Tomorrow's API");
  }, 60_000);

  it('refuses a seed that is not 1 to 32 of A-Z, a-z, 0-9, _ and -, with exit code 2, naming the setting', async () => {
    await expectUsageErrors(start, [
      [{ SANDBOX_EVOLVE_SEED: 'not a seed' }, [], /SANDBOX_EVOLVE_SEED must be 1 to 32 of/],
      [{}, ['--evolve-seed', 'x'.repeat(33)], /--evolve-seed must be 1 to 32 of/],
    ]);
  }, 30_000);
});
