import { RateLimitError } from '@dap/client';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../src/http/app.js';
import type { StartedSandbox } from '../src/start-options.js';
import { demo, main } from './support/sandbox.js';
import { call, clientOf, startTestServer, tokenOf } from './support/server.js';
import { handshake } from '@dap/test-support/ws';

let server: StartedSandbox;
let token: string;
/** Extra apps on the same sandbox (other options), closed at the end. */
const apps: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  // Withdrawals stay PENDING for the whole file, so the pending list counts every one created.
  server = await startTestServer({ settleAfterSeconds: 3_600 });
  token = await tokenOf(server, server.clients.full);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server?.stop();
});

/** Another app on the test server's sandbox, listening on a free port; its origin. */
async function appWith(options: Parameters<typeof createSandboxApp>[1]): Promise<string> {
  const app = await createSandboxApp(server.sandbox, options);
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Text that does not compress (a store's index limit is on the stored, compressed key). */
const randomText = (length: number): string =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

const withdrawal = {
  profile_id: main.id,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.1',
};

describe('request bodies', () => {
  it('answers a body over 64 KiB with 413 payload-too-large', async () => {
    const response = await call(server, 'POST', '/transfer/crypto-withdrawals', {
      token,
      body: { ...withdrawal, memo: 'x'.repeat(70_000) },
    });
    expect(response.status).toBe(413);
    expect(response.json.type).toMatch(/\/payload-too-large$/);
  });

  it('answers malformed JSON with 400 validation-failed at /body', async () => {
    const response = await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: '{"profile_id": ' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.json.meta.errors).toEqual([{ pointer: '/body', message: expect.any(String) }]);
  });

  it('answers an unknown field with 400 pointing at it', async () => {
    const response = await call(server, 'POST', '/transfer/crypto-withdrawals', {
      token,
      body: { ...withdrawal, surprise: true },
    });
    expect(response.status).toBe(400);
    expect(response.json.meta.errors.map((e: { pointer: string }) => e.pointer)).toContain('/body/surprise');
  });

  it('answers both amount and total with one 400 error at /body', async () => {
    const response = await call(server, 'POST', '/transfer/crypto-withdrawals', {
      token,
      body: { ...withdrawal, total: '0.2' },
    });
    expect(response.status).toBe(400);
    expect(response.json.meta.errors).toEqual([{ pointer: '/body', message: expect.stringContaining('exactly one') }]);
  });
});

describe("the schema's rules, checked once by the generated validators before any service runs", () => {
  const pointers = async (method: string, path: string, body?: object): Promise<string[]> => {
    const response = await call(server, method, path, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status, `${method} ${path}`).toBe(400);
    return (response.json.meta.errors as { pointer: string }[]).map((error) => error.pointer);
  };
  const deposit = { amount: '10.00', asset: 'USD', memo_id: main.memo_id };

  it('refuses a withdrawal without amount or total, and an amount that is not a decimal string', async () => {
    const { amount: _amount, ...neither } = withdrawal;
    expect(await pointers('POST', '/transfer/crypto-withdrawals', neither)).toEqual(['/body']);
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, amount: '1e-3' })).toContain(
      '/body/amount',
    );
  });

  it('refuses metadata over the limits of the spec', async () => {
    const seven = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, 'v']));
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, metadata: seven })).toEqual([
      '/body/metadata',
    ]);
    expect(
      await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, metadata: { note: 'x'.repeat(101) } }),
    ).toEqual(['/body/metadata/note']);
  });

  it('refuses a withdrawal whose other side, with the fee, would be longer than a decimal of the API, at the field it gave', async () => {
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, amount: '9'.repeat(64) })).toEqual([
      '/body/amount',
    ]);
    const { amount: _amount, ...byTotal } = withdrawal;
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...byTotal, total: '9'.repeat(64) })).toEqual([
      '/body/total',
    ]);
  });

  it('refuses a zero amount or total by the schema (PositiveDecimal), at its pointer', async () => {
    for (const amount of ['0', '0.00', '.0'])
      expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, amount })).toEqual([
        '/body/amount',
      ]);
    const { amount: _amount, ...byTotal } = withdrawal;
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...byTotal, total: '0' })).toEqual(['/body/total']);
  });

  it('refuses an empty id, asset code or address by the schema, at its pointer', async () => {
    for (const field of ['ref_id', 'profile_id', 'identity_id', 'balance_asset', 'asset', 'destination_address'])
      expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, [field]: '' })).toEqual([
        `/body/${field}`,
      ]);
    expect(
      await pointers('POST', '/transfer/deposit-addresses', {
        profile_id: main.id,
        crypto_network: 'ETHEREUM',
        ref_id: '',
      }),
    ).toEqual(['/body/ref_id']);
  });

  it('refuses identifiers holding NUL or a lone surrogate, and over-long ones, before the store sees them', async () => {
    expect(await pointers('POST', '/transfer/crypto-withdrawals', { ...withdrawal, ref_id: 'wd\u0000' })).toEqual([
      '/body/ref_id',
    ]);
    expect(
      await pointers('POST', '/transfer/deposit-addresses', {
        profile_id: `${main.id}\ud800`,
        crypto_network: 'ETHEREUM',
      }),
    ).toEqual(['/body/profile_id']);
    expect(
      await pointers('POST', '/transfer/crypto-withdrawals', {
        ...withdrawal,
        destination_address: randomText(60_000),
      }),
    ).toEqual(['/body/destination_address']);
  });

  it('refuses a sandbox fiat deposit of more than two fraction digits or in another asset than USD', async () => {
    expect(await pointers('POST', '/sandbox/fiat-deposits', { ...deposit, amount: '10.001' })).toContain(
      '/body/amount',
    );
    expect(await pointers('POST', '/sandbox/fiat-deposits', { ...deposit, asset: 'EUR' })).toContain('/body/asset');
  });

  it('refuses a monitoring address limit outside 1..1000 and an unknown order', async () => {
    for (const limit of ['0', '1001', '1.5', '-1'])
      expect(await pointers('GET', `/rewards/monitor/address?limit=${limit}`)).toEqual(['/query/limit']);
    expect(await pointers('GET', '/rewards/monitor/address?order=UP')).toEqual(['/query/order']);
  });
});

describe('bad input never becomes a 5xx, and a rejected request changes nothing', () => {
  const bodies: unknown[] = [
    null,
    [],
    'text',
    42,
    {},
    { ...withdrawal, amount: 1 },
    { ...withdrawal, amount: '-1' },
    { ...withdrawal, amount: '0' },
    { ...withdrawal, amount: '0.0' },
    { ...withdrawal, amount: '1e5' },
    { ...withdrawal, amount: '99999999999999999999999999999999999999' },
    { ...withdrawal, amount: '0.0000000000000000001' },
    { ...withdrawal, amount: undefined, total: '0.0021' },
    { ...withdrawal, amount: undefined, total: '0.001' },
    { ...withdrawal, crypto_network: 'DOGE' },
    { ...withdrawal, asset: 'DOGE' },
    { ...withdrawal, asset: 'BTC' },
    { ...withdrawal, destination_address: '' },
    { ...withdrawal, destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    { ...withdrawal, profile_id: '' },
    { ...withdrawal, profile_id: 'x'.repeat(5000) },
    { ...withdrawal, ref_id: '' },
    { ...withdrawal, balance_asset: 'USD' },
    { ...withdrawal, balance_asset: '' },
    { ...withdrawal, metadata: { a: 1 } },
    { ...withdrawal, metadata: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, 'v'])) },
    { ...withdrawal, metadata: { ['k'.repeat(101)]: 'v' } },
    { ...withdrawal, metadata: [] },
    { ...withdrawal, identity_id: 7 },
    { ...withdrawal, beneficiary: 'x' },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    { ...withdrawal, amount: '\u0661' },
    { ...withdrawal, memo: 5 },
    { ...withdrawal, asset: 'USDC', amount: '1.0000001', balance_asset: 'USD' },
    // What the store cannot hold as text (NUL, lone surrogates) and what it cannot index (60 kB keys).
    { ...withdrawal, ref_id: 'wd-\u00001' },
    { ...withdrawal, profile_id: `${main.id}\u0000` },
    { ...withdrawal, ref_id: 'wd-\ud800' },
    { ...withdrawal, identity_id: '\udc00' },
    { ...withdrawal, memo: 'a\udfff' },
    { ...withdrawal, metadata: { ['\ud800']: 'v' } },
    { ...withdrawal, beneficiary: { person_details: { first_name: '\udc00', last_name: 'x' } } },
    { ...withdrawal, ref_id: randomText(60_000) },
    { ...withdrawal, destination_address: randomText(60_000) },
    { ...withdrawal, memo: randomText(129) },
    // Huge numbers: a 64-digit amount, whose total with the fee no decimal of the API can hold; a JSON number past a double.
    { ...withdrawal, amount: '9'.repeat(64) },
    { ...withdrawal, amount: undefined, total: '9'.repeat(64) },
    JSON.parse(`{"amount": 1e400}`),
  ];
  const queries = [
    '/executions?limit=abc',
    '/executions?limit=-1',
    '/executions?limit=1.5',
    '/executions?limit=99999999999999999999',
    '/executions?since_execution_id=abc',
    '/executions?range.begin=2025-02-30T00:00:00Z',
    '/executions?range.begin=yesterday',
    '/executions?range.end=2025-01-01T25:00:00Z',
    '/executions?page_cursor=',
    '/executions?page_cursor=%00%01',
    `/executions?page_cursor=${'A'.repeat(5000)}.${'B'.repeat(30)}`,
    '/executions?limit=1&limit=2',
    '/rewards/monitor/address?order=SIDEWAYS',
    '/rewards/monitor/address?crypto_network=BITCOIN',
    '/rewards/monitor/address?address=%F0%9F%92%A9',
    '/rewards/monitor/address?address=0xZZ&crypto_network=ETHEREUM',
    '/identity/accounts/%2e%2e%2f%2e%2e',
    '/identity/accounts/%E0%A4%A',
    '/identity/accounts/' + 'a'.repeat(3000),
    '/identity/accounts/',
    '/executions?since_execution_id=99999999999999999999999999999999999999999999999',
    '/executions?profile_id=%00',
    `/executions?profile_id=${'p'.repeat(8000)}`,
    '/rewards/monitor/address?address=%00',
    `/executions?page_cursor=${'c'.repeat(1025)}`,
  ];

  it('answers every bad request with a 4xx problem and leaves balances, withdrawals and deposit addresses as they were', async () => {
    const balancesBefore = await Promise.all(demo.profiles.map((p) => server.sandbox.ledger.balances(p.id)));
    const pendingBefore = (await server.sandbox.store.transfers.listPending()).length;
    let checked = 0;
    const check = (what: string, response: { status: number; headers: Headers }) => {
      checked++;
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      // Problem documents, but for the token endpoint's own refusals (RFC 6749 §5.2).
      expect(response.headers.get('content-type'), what).toMatch(
        what.startsWith('token ') ? /^application\/json/ : /^application\/problem\+json/,
      );
    };
    for (const [i, body] of bodies.entries()) {
      const text = JSON.stringify(body) ?? 'null';
      check(
        `withdrawal #${i} ${text.slice(-60)}`,
        await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: text }),
      );
      const depositBody =
        typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ref_id: `bad-${i}` } : body;
      check(
        `deposit address ${text.slice(0, 80)}`,
        await call(server, 'POST', '/transfer/deposit-addresses', {
          token,
          body: JSON.stringify(depositBody) ?? 'null',
        }),
      );
      check(
        `fiat deposit ${text.slice(0, 80)}`,
        await call(server, 'POST', '/sandbox/fiat-deposits', { token, body: text }),
      );
    }
    for (const path of queries) check(`GET ${path}`, await call(server, 'GET', path, { token }));
    // Odd but valid (unknown query parameters are ignored; a percent-escape that is not UTF-8 is kept as text): answered 200.
    for (const path of [
      '/executions?since_execution_id=99999999999999999999999999999999',
      '/executions?account_id=%ED%A0%80',
      '/executions?range.begin=2025-01-01T00:00:00.123456789%2B14:00',
      '/executions?profile_id[]=x',
    ]) {
      const response = await call(server, 'GET', path, { token });
      expect(response.status, path).toBe(200);
    }
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      check(
        `withdrawal as ${contentType}`,
        await call(server, 'POST', '/transfer/crypto-withdrawals', {
          token,
          body: JSON.stringify(withdrawal),
          contentType,
        }),
      );
    }
    const client = `grant_type=client_credentials&client_secret=${server.clients.full.clientSecret}`;
    for (const body of [
      '',
      'grant_type=client_credentials&grant_type=x',
      'client_id=%ZZ',
      'a'.repeat(70_000),
      '{"json":true}',
      `${client}&client_id=a%00b`,
      `${client}&client_id=${server.clients.full.clientId}%ED%A0%80`,
      `${client}&client_id=${'c'.repeat(60_000)}`,
      `grant_type=${'g'.repeat(60_000)}`,
    ]) {
      check(
        `token ${body.slice(0, 40)}`,
        await call(server, 'POST', '/oauth2/token', { body, contentType: 'application/x-www-form-urlencoded' }),
      );
    }
    check('DELETE withdrawals', await call(server, 'DELETE', '/transfer/crypto-withdrawals', { token }));
    check('unknown path', await call(server, 'GET', '/nope', { token }));
    check('bearer with 10 kB', await call(server, 'GET', '/executions', { token: 'x'.repeat(10_000) }));

    expect(await Promise.all(demo.profiles.map((p) => server.sandbox.ledger.balances(p.id)))).toEqual(balancesBefore);
    expect((await server.sandbox.store.transfers.listPending()).length).toBe(pendingBefore);
    for (let i = 0; i < bodies.length; i++)
      expect(await server.sandbox.store.depositAddresses.findByRefId(main.customer_id, `bad-${i}`)).toBeUndefined();
    expect(await server.sandbox.store.transfers.findByRefId(main.customer_id, 'wd-\ufffd')).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the rate limit', () => {
  it('answers a client over its burst with 429 rate-limited and Retry-After, and not another client', async () => {
    const origin = await appWith({ rateLimit: { perSecond: 0.5, burst: 3 } });
    const readOrder = await tokenOf(server, server.clients.readOrder);
    const get = (bearer: string) =>
      fetch(`${origin}/v2/executions?limit=1`, { headers: { authorization: `Bearer ${bearer}` } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(token)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { type: string }).type).toMatch(/\/rate-limited$/);
    expect((await get(readOrder)).status).toBe(200);
  });

  it('counts every token of a client in one bucket, and makes the generated client throw RateLimitError with retryAfter', async () => {
    const origin = await appWith({ rateLimit: { perSecond: 0.2, burst: 2 } });
    const other = await tokenOf(server, server.clients.full, 'exchange:read_order');
    const get = (bearer: string) =>
      fetch(`${origin}/v2/executions?limit=1`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await get(token)).status).toBe(200);
    expect((await get(other)).status).toBe(200);
    expect((await get(token)).status).toBe(429);
    const client = clientOf(
      { ...server, url: `${origin}/v2`, tokenUrl: `${origin}/oauth2/token` },
      server.clients.full,
    );
    const error = await client.getAccount(demo.accounts[0]?.id ?? '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBeGreaterThanOrEqual(1);
  });
});

describe('the rate limit of WebSocket handshakes', () => {
  it('takes a handshake from the client’s REST bucket, and answers a handshake that finds it empty 429 rate-limited with Retry-After', async () => {
    const origin = await appWith({ rateLimit: { perSecond: 0.2, burst: 3 } });
    const wsUrl = `${origin.replace('http:', 'ws:')}/ws`;
    const authorization = `Bearer ${token}`;
    expect((await fetch(`${origin}/v2/executions?limit=1`, { headers: { authorization } })).status).toBe(200);
    expect((await handshake(wsUrl, { authorization })).status).toBe(101);
    expect((await handshake(wsUrl, { authorization })).status).toBe(101);
    const refused = await handshake(wsUrl, { authorization });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((JSON.parse(refused.body) as { type: string }).type).toMatch(/\/rate-limited$/);
    // The handshakes spent the REST bucket too.
    expect((await fetch(`${origin}/v2/executions?limit=1`, { headers: { authorization } })).status).toBe(429);
  });
});

describe('the docs site', () => {
  let docs: string;
  beforeAll(async () => {
    docs = await mkdtemp(join(tmpdir(), 'dap-docs-'));
    await writeFile(
      join(docs, 'index.html'),
      '<!doctype html><title>DAP docs</title><a href="rest/index.html">REST</a>',
    );
  });
  afterAll(() => rm(docs, { recursive: true, force: true }));

  it('redirects /docs to /docs/ and serves index.html there, and its pages', async () => {
    await writeFile(join(docs, 'page.html'), '<p>page</p>');
    const origin = await appWith({ docsDir: docs, rateLimit: false });
    const redirect = await fetch(`${origin}/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/');
    const index = await fetch(`${origin}/docs/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('DAP docs');
    expect(await (await fetch(`${origin}/docs/page.html`)).text()).toContain('page');
    const missing = await fetch(`${origin}/docs/nope.html`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    // The static files' own refusal of a path with NUL is a problem of a type that says so, not a scope's.
    const nul = await fetch(`${origin}/docs/page.html%00`);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { type: string }).type).toMatch(/\/malformed-request$/);
  });

  it('answers /docs with a 404 problem saying to run pnpm run docs when the site is not built', async () => {
    const origin = await appWith({ docsDir: join(docs, 'not-built'), rateLimit: false });
    for (const path of ['/docs', '/docs/', '/docs/rest/index.html']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      const problem = (await response.json()) as { type: string; detail: string };
      expect(problem.type).toMatch(/\/not-found$/);
      expect(problem.detail).toContain('pnpm run docs');
    }
  });
});
