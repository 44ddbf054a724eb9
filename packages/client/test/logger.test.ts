/** The pluggable logger: what it reports, and that credentials never reach it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redactingLogger, REDACTED, type LogFields, type Logger } from '../src/core/logger.js';
import { CLIENT_SECRET, fakeClient, fakeFetch, json, problem, tokenResponse } from './helpers/fake-fetch.js';

const TOKEN_1 = 'eyJhbGciOiJSUzI1NiJ9.first-token.sig1';
const TOKEN_2 = 'eyJhbGciOiJSUzI1NiJ9.second-token.sig2';
const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };

interface Line {
  level: keyof Logger;
  message: string;
  fields: LogFields | undefined;
}

function capturingLogger(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const at =
    (level: keyof Logger) =>
    (message: string, fields?: LogFields): void => {
      lines.push({ level, message, fields });
    };
  return { lines, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logging', () => {
  it('logs method, path, status, attempt, request id and duration of each attempt', async () => {
    const fake = fakeFetch({
      api: [problem(503, {}, { 'x-request-id': 'req-a' }), json(200, ACCOUNT, { 'x-request-id': 'req-b' })],
    });
    const { logger, lines } = capturingLogger();
    const { client } = fakeClient(fake, { logger });
    await client.getAccount(ACCOUNT.id);
    const responses = lines.filter((line) => line.message === 'response').map((line) => line.fields);
    expect(responses).toEqual([
      {
        method: 'GET',
        path: '/identity/accounts/{id}',
        status: 503,
        attempt: 1,
        requestId: 'req-a',
        durationMs: expect.any(Number),
      },
      {
        method: 'GET',
        path: '/identity/accounts/{id}',
        status: 200,
        attempt: 2,
        requestId: 'req-b',
        durationMs: expect.any(Number),
      },
    ]);
    const retry = lines.find((line) => line.message === 'retrying');
    expect(retry?.level).toBe('warn');
    expect(retry?.fields).toMatchObject({ status: 503, attempt: 1, delayMs: 250 });
  });

  it('never hands the client secret, a token or an Authorization header to the logger', async () => {
    const leaky = `upstream proxy echoed: Authorization: Bearer ${TOKEN_2} client_secret=${CLIENT_SECRET}`;
    const fake = fakeFetch({
      token: [
        tokenResponse(TOKEN_1, 3600, 'identity:read_account'),
        tokenResponse(TOKEN_2, 3600, 'identity:read_account'),
      ],
      api: [
        problem(401, { title: 'Unauthorized' }),
        () => {
          // A failure whose message quotes credentials, as some proxies and fetch wrappers do.
          throw new Error(leaky);
        },
        problem(503, { detail: `token ${TOKEN_2} rejected` }),
        json(200, ACCOUNT),
      ],
    });
    const { logger, lines } = capturingLogger();
    const { client } = fakeClient(fake, { logger, maxRetries: 3 });
    await client.getAccount(ACCOUNT.id);

    const printed = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(5);
    expect(printed).toContain('connection error');
    expect(printed).toContain(REDACTED);
    expect(printed).not.toContain(CLIENT_SECRET);
    expect(printed).not.toContain(TOKEN_1);
    expect(printed).not.toContain(TOKEN_2);
    expect(printed).not.toMatch(/bearer\s+(?!\[REDACTED\])/i);
    // The run did go through a token refresh, so there were tokens to leak.
    expect(fake.token).toHaveLength(2);
  });

  it('scrubs credential-named fields and bearer credentials from anything logged', () => {
    const { logger, lines } = capturingLogger();
    const safe = redactingLogger(logger, () => ['hunter2']);
    safe.error('Authorization: Bearer abc.def.ghi failed for hunter2', {
      headers: { Authorization: 'Bearer abc.def.ghi', 'content-type': 'application/json' },
      client_secret: 'hunter2',
      access_token: 'abc.def.ghi',
      nested: [{ note: 'pw is hunter2' }],
      status: 401,
    });
    expect(lines).toEqual([
      {
        level: 'error',
        message: `Authorization: Bearer ${REDACTED} failed for ${REDACTED}`,
        fields: {
          headers: { Authorization: REDACTED, 'content-type': 'application/json' },
          client_secret: REDACTED,
          access_token: REDACTED,
          nested: [{ note: `pw is ${REDACTED}` }],
          status: 401,
        },
      },
    ]);
  });

  it('is silent by default', async () => {
    const spies = (['debug', 'info', 'warn', 'error', 'log'] as const).map((level) => vi.spyOn(console, level));
    const fake = fakeFetch({ api: [problem(503, {}), json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    await client.getAccount(ACCOUNT.id);
    expect(fake.api).toHaveLength(2);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
