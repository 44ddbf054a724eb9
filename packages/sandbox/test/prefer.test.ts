// `Prefer: code=NNN`, as Prism's mock honours it: the documented example of an error status, the
// usual answer for a success status, a 400 for a status the operation does not document.
import { DOCUMENTED_RESPONSES, PROBLEM_TYPES_BASE } from '@dap/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { main, tenant } from './support/sandbox.js';
import { call, startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenOf(server, server.clients.full);
});
afterAll(() => server?.stop());

const ACCOUNT = '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';

describe('Prefer: code=NNN on the platform API', () => {
  it("answers a documented error status with the spec's example of it, as a problem document with this request's id and its type on this sandbox's docs", async () => {
    const answer = await call(server, 'GET', ACCOUNT, { token, headers: { prefer: 'code=404' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const documented = DOCUMENTED_RESPONSES['getAccount']?.['404']?.body as { type: string };
    expect(answer.json).toEqual({ ...documented, type: documented.type.replace(PROBLEM_TYPES_BASE, server.docsUrl) });
    expect(answer.headers.get('x-request-id')).not.toBe(
      DOCUMENTED_RESPONSES['getAccount']?.['404']?.headers?.['x-request-id'],
    );
  });

  it("carries the example's headers, such as a 429's Retry-After, and reads Prism's other preferences beside code", async () => {
    const answer = await call(server, 'GET', '/executions', { token, headers: { prefer: 'dynamic=false, code=429' } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe(
      DOCUMENTED_RESPONSES['listExecutions']?.['429']?.headers?.['retry-after'],
    );
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('creates nothing when a create is answered with an error example', async () => {
    const balances = () => server.sandbox.control.balances.list(tenant, main.id);
    const before = await balances();
    const body = {
      profile_id: main.id,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '1.00',
      ref_id: 'prefer-409',
    };
    expect(
      (await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body, headers: { prefer: 'code=409' } }))
        .status,
    ).toBe(409);
    expect(await balances()).toEqual(before);
    // The ref_id was never used: the real create with it succeeds.
    expect((await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body })).status).toBe(200);
    expect(await balances()).not.toEqual(before);
  });

  it('answers a documented success status as usual, with real data', async () => {
    const answer = await call(server, 'GET', ACCOUNT, { token, headers: { prefer: 'code=200' } });
    expect(answer.status).toBe(200);
    expect(answer.json.id).toBe('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
  });

  it('refuses a status the operation does not document with 400, naming the documented ones', async () => {
    const answer = await call(server, 'GET', ACCOUNT, { token, headers: { prefer: 'code=418' } });
    expect(answer.status).toBe(400);
    expect(answer.json.meta.errors).toEqual([
      {
        pointer: '/header/prefer',
        message: expect.stringContaining(Object.keys(DOCUMENTED_RESPONSES['getAccount'] ?? {}).join(', ')),
      },
    ]);
  });

  it('is honoured only after authentication: without a valid token the answer is 401, without the scope 403, whatever the status asked', async () => {
    const anonymous = await call(server, 'GET', ACCOUNT, { headers: { prefer: 'code=404' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.type).toMatch(/\/unauthorized$/);
    const readOrder = await tokenOf(server, server.clients.readOrder);
    const unscoped = await call(server, 'GET', ACCOUNT, { token: readOrder, headers: { prefer: 'code=200' } });
    expect(unscoped.status).toBe(403);
  });

  it('leaves the token endpoint and the Sandbox Control API alone', async () => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: server.clients.full.clientId,
      client_secret: server.clients.full.clientSecret,
    });
    expect(
      (await fetch(`${server.origin}/oauth2/token`, { method: 'POST', body: form, headers: { prefer: 'code=401' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await fetch(`${server.origin}/sandbox-control/clock`, {
          headers: { authorization: `Bearer ${token}`, prefer: 'code=401' },
        })
      ).status,
    ).toBe(200);
  });
});
