/**
 * The limit of failed client secrets at the token endpoint (the spec's `failedSecretsPerMinute`),
 * over real HTTP: on the embedded store and on a PostgreSQL server, and across two instances on one
 * PostgreSQL database. Every server of this file keeps to one real clock that the tests move (the
 * `now` option), so a minute passes at once; after each test it moves on by a minute, closing every
 * window the test opened. (Not an `http-*` file: those also run through Prism's proxy, which would
 * start a PostgreSQL server for nothing; the 429's shape is checked here against the rate limit's.)
 */
import { REST_LIMITS } from '@dap/server';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../src/start-sandbox.js';
import type { StartedSandbox, StartSandboxOptions } from '../src/start-options.js';
import { postgresForFile } from './support/postgres.js';

const LIMIT = REST_LIMITS.failedSecretsPerMinute;
const MINUTE_MS = 60_000;

let nowMs = Date.now();
const now = () => new Date(nowMs);

const { emptyDatabase } = postgresForFile();

afterEach(() => {
  nowMs += MINUTE_MS;
});

/** A server on `where` with the limits on (a rate limit no test here reaches unless it sets one) and this file's clock. */
const serve = (where: { dataDir: string } | { databaseUrl: string }, options: StartSandboxOptions = {}) =>
  startSandbox({
    port: 0,
    tickMs: 0,
    heartbeatMs: 0,
    seed: 7,
    now,
    rateLimit: { perSecond: 1_000, burst: 1_000 },
    ...where,
    ...options,
  });

interface Answer {
  status: number;
  headers: Headers;
  json: { error?: string; type?: string; title?: string; status?: number; access_token?: string };
}

/** A client-credentials token request to `server` (fields left undefined are not sent). */
async function tokenRequest(server: StartedSandbox, fields: Record<string, string | undefined>): Promise<Answer> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  const response = await fetch(server.tokenUrl, { method: 'POST', body: form });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer['json'] };
}

const right = (server: StartedSandbox, who: 'full' | 'readOrder' = 'full', scope?: string) =>
  tokenRequest(server, {
    client_id: server.clients[who].clientId,
    client_secret: server.clients[who].clientSecret,
    scope,
  });
const wrong = (server: StartedSandbox, clientId = server.clients.full.clientId) =>
  tokenRequest(server, { client_id: clientId, client_secret: `wrong-${randomUUID()}` });

/** Sends `LIMIT` wrong secrets for `clientId` one after the other; each is answered 401 invalid_client. */
async function failUpToTheLimit(server: StartedSandbox, clientId = server.clients.full.clientId): Promise<void> {
  for (let i = 0; i < LIMIT; i++) {
    const answer = await wrong(server, clientId);
    expect([answer.status, answer.json.error]).toEqual([401, 'invalid_client']);
  }
}

/** The seconds of `Retry-After` of a 429 `rate-limited` problem document (checked to be one). */
function retryAfterOf(answer: Answer): number {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.json).toMatchObject({ status: 429, type: expect.stringMatching(/\/problems\/rate-limited$/) });
  const seconds = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  return seconds;
}

const backends = [
  { name: 'the embedded store (PGlite)', where: async () => ({ dataDir: ':memory:' }) },
  { name: 'a PostgreSQL server', where: async () => ({ databaseUrl: await emptyDatabase() }) },
];

describe.each(backends)('failed client secrets on $name', ({ where }) => {
  let server: StartedSandbox;
  beforeAll(async () => {
    server = await serve(await where());
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers a client id 401 for its first ten wrong secrets in a minute, then 429 rate-limited with Retry-After, the right secret too, until the minute is over', async () => {
    await failUpToTheLimit(server);
    expect(retryAfterOf(await right(server))).toBe(MINUTE_MS / 1000);
    expect(retryAfterOf(await wrong(server))).toBe(MINUTE_MS / 1000);
    nowMs += MINUTE_MS - 1_000;
    expect(retryAfterOf(await right(server))).toBe(1);
    nowMs += 1_000;
    const granted = await right(server);
    expect(granted.status).toBe(200);
    expect(await server.sandbox.tokens.verifyToken(granted.json.access_token ?? '')).toMatchObject({
      subject: server.clients.full.clientId,
    });
  });

  it('leaves the other clients behind the same address alone while one client id is locked', async () => {
    await failUpToTheLimit(server);
    expect((await right(server)).status).toBe(429);
    expect((await right(server, 'readOrder')).status).toBe(200);
    expect((await wrong(server, server.clients.readOrder.clientId)).status).toBe(401);
  });

  it('answers a locked client id 429 whatever else its request says: the right secret with a scope the client does not hold too', async () => {
    const reader = server.clients.readOrder.clientId;
    expect((await right(server, 'readOrder', 'identity:read_account')).json.error).toBe('invalid_scope');
    await failUpToTheLimit(server, reader);
    expect(retryAfterOf(await right(server, 'readOrder', 'identity:read_account'))).toBeGreaterThan(0);
  });

  it('counts an unknown client id like a known one, so that the answers never tell whether a client exists', async () => {
    const unknown = `no-such-client-${randomUUID()}`;
    await failUpToTheLimit(server, unknown);
    expect(retryAfterOf(await wrong(server, unknown))).toBe(MINUTE_MS / 1000);
  });

  it('counts no request refused with 400, and takes no failure back for a token granted in between', async () => {
    const { clientId } = server.clients.full;
    for (let i = 0; i < LIMIT - 1; i++) expect((await wrong(server)).status).toBe(401);
    expect((await tokenRequest(server, { client_id: clientId })).json.error).toBe('invalid_request');
    expect((await tokenRequest(server, { client_id: clientId, client_secret: '' })).json.error).toBe('invalid_request');
    expect((await right(server, 'full', 'no-such:scope')).json.error).toBe('invalid_scope');
    expect((await right(server)).status).toBe(200);
    expect((await wrong(server)).status).toBe(401);
    expect((await right(server)).status).toBe(429);
  });

  it('counts wrong secrets sent at once one after the other: of three times the limit, exactly the limit are answered 401 and the rest 429', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, () => wrong(server)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
    expect((await right(server)).status).toBe(429);
  });
});

describe('the lock of a client id and the rate limit of an address, at the token endpoint', () => {
  let server: StartedSandbox;
  beforeAll(async () => {
    // Room for the failures, the locked request and another client's token; the next is over it.
    server = await serve({ dataDir: ':memory:' }, { rateLimit: { perSecond: 0.001, burst: LIMIT + 2 } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('are the same answer: 429 rate-limited, a problem document with Retry-After, Cache-Control and X-Request-Id', async () => {
    await failUpToTheLimit(server);
    const locked = await right(server);
    expect((await right(server, 'readOrder')).status).toBe(200);
    const limited = await right(server, 'readOrder');
    for (const answer of [locked, limited]) expect(retryAfterOf(answer)).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ type: locked.json.type, title: locked.json.title });
    const headers = (answer: Answer) =>
      [...answer.headers.keys()].filter((name) => !/^(date|content-length)$/.test(name));
    expect(headers(locked).sort()).toEqual(headers(limited).sort());
  });
});

describe('instances on one PostgreSQL database', () => {
  let one: StartedSandbox;
  let two: StartedSandbox;
  beforeAll(async () => {
    const databaseUrl = await emptyDatabase();
    one = await serve({ databaseUrl });
    two = await serve({ databaseUrl });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it('count the wrong secrets sent through either together: the client id is locked on both after ten in all, and both grant again after the minute', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await wrong(i % 2 === 0 ? one : two)).status).toBe(401);
    expect(retryAfterOf(await right(one))).toBe(MINUTE_MS / 1000);
    expect(retryAfterOf(await right(two))).toBe(MINUTE_MS / 1000);
    expect((await right(two, 'readOrder')).status).toBe(200);
    nowMs += MINUTE_MS;
    expect((await right(two)).status).toBe(200);
    expect((await right(one)).status).toBe(200);
  });

  it('count wrong secrets sent through both at once one after the other: exactly the limit are answered 401', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, i) => wrong(i % 2 === 0 ? one : two)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(LIMIT);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(2 * LIMIT);
  });
});
