/**
 * Problem types that resolve: the `type` of every problem a sandbox answers is the URL of its page on
 * that sandbox (`/docs/problems/<code>` at the address the client used), so following it, with no
 * redirect, opens the page; with a configured docs base URL, the types are under it instead.
 */
import { REST_LIMITS, type ProblemCode } from '@dap/server';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_DIR } from '../src/http/docs.js';
import type { StartedSandbox } from '../src/start-options.js';
import { main } from './support/sandbox.js';
import { APIError } from '@dap/client';
import { call, clientOf, startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let token: string;
const ACCOUNT = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let refs = 0;

beforeAll(async () => {
  server = await startTestServer({ docsDir: DEFAULT_DOCS_DIR, settleAfterSeconds: 0 });
  token = await tokenOf(server, server.clients.full);
});
afterAll(() => server?.stop());

/** A request to the server's origin (the Sandbox Control API, the WebSocket path), JSON body parsed. */
async function atOrigin(method: string, path: string, body?: unknown, bearer: string | undefined = token) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      ...(bearer !== undefined ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text === '' ? {} : JSON.parse(text)) as { type: string; status: number } };
}

const withdrawal = (fields: Record<string, unknown>) => ({
  profile_id: main.id,
  destination_address: ETH_ADDRESS,
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.01',
  ref_id: `problem-types-${++refs}`,
  ...fields,
});

/** Follows a type URI as a browser would its first hop: a plain GET, no redirect followed. */
async function expectPageAt(type: string, code: ProblemCode): Promise<void> {
  const page = await fetch(type, { redirect: 'manual' });
  expect(page.status, type).toBe(200);
  expect(page.headers.get('content-type'), type).toMatch(/^text\/html/);
  expect(await page.text(), type).toContain(`<code>${code}</code>`);
}

describe("a sandbox's problem types", () => {
  it('are pages of its own docs that open with one GET, for every problem it answers that a request can bring about', async () => {
    const expectAnswer = async (code: ProblemCode, answer: Promise<{ status: number; json: any }>) => {
      const { json } = await answer;
      expect(json.type, code).toBe(`${server.docsUrl}problems/${code}`);
      await expectPageAt(json.type, code);
    };
    const reader = await tokenOf(server, server.clients.readOrder);

    await expectAnswer('validation-failed', call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: '{' }));
    await expectAnswer('unauthorized', call(server, 'GET', '/executions'));
    await expectAnswer(
      'insufficient-scope',
      call(server, 'POST', '/transfer/crypto-withdrawals', { token: reader, body: withdrawal({}) }),
    );
    await expectAnswer(
      'insufficient-funds',
      call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: withdrawal({ amount: '1000000' }) }),
    );
    await expectAnswer(
      'not-found',
      call(server, 'GET', `/identity/accounts/${ACCOUNT.replace('4e8d', '0000')}`, { token }),
    );
    await expectAnswer('not-found', call(server, 'GET', '/no-such-path', { token }));
    const first = withdrawal({});
    const created = await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: first });
    expect(created.status).toBe(200);
    await expectAnswer('ref-id-conflict', call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: first }));
    expect((await atOrigin('POST', `/sandbox-control/transfers/${created.json.id}/complete`)).status).toBe(200);
    await expectAnswer(
      'transfer-not-pending',
      atOrigin('POST', `/sandbox-control/transfers/${created.json.id}/complete`),
    );
    await expectAnswer('not-found', atOrigin('GET', `/sandbox-control/transfers/${ACCOUNT}`));
    await expectAnswer('validation-failed', atOrigin('POST', '/sandbox-control/faults', { operation: 'getAccount' }));
    await expectAnswer('method-not-allowed', call(server, 'DELETE', '/executions', { token }));
    await expectAnswer('upgrade-required', call(server, 'GET', '/ws'));
    await expectAnswer(
      'unsupported-media-type',
      call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: 'x', contentType: 'text/plain' }),
    );
    await expectAnswer(
      'payload-too-large',
      call(server, 'POST', '/transfer/crypto-withdrawals', {
        token,
        body: `"${'x'.repeat(REST_LIMITS.maxBodyBytes)}"`,
      }),
    );
    // Faults armed through the Sandbox Control API: each answers its problem once.
    for (const [status, code] of [
      [429, 'rate-limited'],
      [500, 'internal-error'],
      [503, 'service-unavailable'],
    ] as const) {
      expect((await atOrigin('POST', '/sandbox-control/faults', { operation: 'getAccount', status })).status).toBe(201);
      await expectAnswer(code, call(server, 'GET', `/identity/accounts/${ACCOUNT}`, { token }));
    }
    // As many faults as a tenant may hold, then one more.
    let refused: { status: number; json: { type: string; status: number } } | undefined;
    for (let armed = 0; armed < 1000 && refused === undefined; armed++) {
      const answer = await atOrigin('POST', '/sandbox-control/faults', { operation: 'listExecutions', delay_ms: 1 });
      if (answer.status === 409) refused = answer;
    }
    expect(refused, 'a fault past the limit is refused').toBeDefined();
    await expectAnswer('fault-limit-reached', Promise.resolve(refused!));
    expect((await atOrigin('DELETE', '/sandbox-control/faults')).status).toBeLessThan(300);
  });

  it('are under the host the client named, and under the address it connected to when its Host is no plain host', async () => {
    const port = new URL(server.origin).port;
    const typeFor = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/v2/no-such-path', headers: { host } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve((JSON.parse(body) as { type: string }).type));
          },
        );
        request.on('error', reject);
        request.end();
      });
    expect(await typeFor(`localhost:${port}`)).toBe(`http://localhost:${port}/docs/problems/not-found`);
    for (const hostile of ['evil.test/<script>', 'a b', 'user@evil.test', `"><x`])
      expect(await typeFor(hostile), hostile).toBe(`${server.docsUrl}problems/not-found`);
  });
});

describe("@dap/client on a sandbox's problem types", () => {
  it('identifies the problem by the last segment of its type, whatever the base', async () => {
    const client = clientOf(server, server.clients.full);
    const error = await client.getAccount(ACCOUNT.replace('4e8d', '0000')).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).type).toBe(`${server.docsUrl}problems/not-found`);
    expect((error as APIError).problemType).toBe('not-found');
    expect((error as APIError).isProblem('not-found')).toBe(true);
  });
});

describe('a sandbox with a docs base URL', () => {
  let configured: StartedSandbox;
  const base = 'https://docs.partner.test/dap/';
  beforeAll(async () => {
    configured = await startTestServer({
      docsDir: DEFAULT_DOCS_DIR,
      docsBaseUrl: 'https://docs.partner.test/dap',
      rateLimit: {},
    });
  });
  afterAll(() => configured?.stop());

  it('sends every type under it: REST, the Sandbox Control API, unknown paths, and the token endpoint’s 429', async () => {
    expect(configured.docsBaseUrl).toBe(base);
    expect((await call(configured, 'GET', '/executions')).json.type).toBe(`${base}problems/unauthorized`);
    expect((await call(configured, 'GET', '/no-such-path')).json.type).toBe(`${base}problems/not-found`);
    const control = await fetch(`${configured.origin}/sandbox-control/clock`);
    expect(((await control.json()) as { type: string }).type).toBe(`${base}problems/unauthorized`);
    const wrong = {
      grant_type: 'client_credentials',
      client_id: configured.clients.full.clientId,
      client_secret: 'wrong',
    };
    let limited: { status: number; json: any } | undefined;
    for (let attempt = 0; attempt <= REST_LIMITS.failedSecretsPerMinute && limited === undefined; attempt++) {
      const answer = await fetch(configured.tokenUrl, { method: 'POST', body: new URLSearchParams(wrong) });
      if (answer.status === 429) limited = { status: 429, json: await answer.json() };
      else await answer.body?.cancel();
    }
    expect(limited?.json.type).toBe(`${base}problems/rate-limited`);
  });

  it('refuses to start with a docs base URL that is no absolute http(s) URL', async () => {
    await expect(startTestServer({ docsBaseUrl: 'docs/' })).rejects.toThrow(TypeError);
  });
});
