// Every error path of the server, over real sockets: each answer must be an RFC 9457 problem
// document (`application/problem+json`, valid against the spec's Problem schema) whose `type` is the
// catalogue's for its status, with an X-Request-Id; the token endpoint's own refusals keep RFC 6749's
// `{error, error_description}`. At the end, every type of the catalogue must have been met.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, PROBLEM_CATALOGUE, type ProblemCode } from '../src/index.js';
import {
  ACCOUNT,
  ACCOUNT_ID,
  ALL,
  BROKE_PROFILE_ID,
  PROFILE_ID,
  start,
  testHandlers,
  TOKENS,
  type Running,
} from './support/app.js';
import { http, RawConnection, rawRequest, type RawResponse } from './support/raw-http.js';
import { schemaErrors } from './support/spec.js';
import { MAX_FAULTS } from './support/control.js';

let server: Running;
let port: number;
const met = new Set<ProblemCode>();

beforeAll(async () => {
  server = await start({ bodyLimit: 4096 });
  port = Number(new URL(server.origin).port);
});
afterAll(() => server.close());

/** Asserts `response` is the problem `code` with its catalogue status, and returns its document. */
function expectProblem(
  response: RawResponse,
  code: ProblemCode,
): { type: string; detail: string; meta?: { errors?: { pointer: string; message: string }[] } } {
  const { type, status, title } = PROBLEM_CATALOGUE[code];
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  const body = JSON.parse(response.body) as { type: string; title: string; status: number; detail: string };
  expect(schemaErrors('Problem', body)).toEqual([]);
  if (code === 'validation-failed') expect(schemaErrors('ValidationProblem', body)).toEqual([]);
  expect(body).toMatchObject({ type, title, status });
  met.add(code);
  return body;
}

const withdrawal = {
  profile_id: PROFILE_ID,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.1',
};
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  authorization: ALL.authorization,
  'content-type': 'application/json',
  ...headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const post = (path: string, { body, ...headers }: { body: string | Buffer } & Record<string, string | Buffer>) =>
  rawRequest(port, http('POST', path, headers as Record<string, string>, body));
const get = (path: string, headers: Record<string, string> = { authorization: ALL.authorization }) =>
  rawRequest(port, http('GET', path, headers));

describe('errors an operation answers', () => {
  it('answers a body the schema refuses, at its pointer, with 400 validation-failed', async () => {
    const problem = expectProblem(
      await post('/v2/transfer/crypto-withdrawals', json({ ...withdrawal, ref_id: 'a\u0000b' })),
      'validation-failed',
    );
    expect(problem.meta?.errors).toEqual([{ pointer: '/body/ref_id', message: expect.any(String) }]);
  });

  it('answers malformed JSON, an empty JSON body, bytes that are not UTF-8 and a __proto__ key with 400 validation-failed at /body', async () => {
    // A valid withdrawal but for its memo, whose bytes are an encoded surrogate (not UTF-8): refused, not stored as U+FFFD.
    const [before, after] = JSON.stringify({ ...withdrawal, memo: 'MEMO' }).split('MEMO') as [string, string];
    const notUtf8 = Buffer.concat([Buffer.from(before), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(after)]);
    for (const body of ['{"profile_id": ', '', notUtf8, '{"__proto__": {"x": 1}}']) {
      const problem = expectProblem(
        await post('/v2/transfer/crypto-withdrawals', { ...json(''), body }),
        'validation-failed',
      );
      expect(problem.meta?.errors, String(body)).toEqual([{ pointer: '/body', message: expect.any(String) }]);
    }
  });

  it('answers NUL or a lone surrogate in any string or key of a body with 400 validation-failed at it, and takes paired surrogates', async () => {
    for (const [body, pointer] of [
      [{ ...withdrawal, memo: 'a\udfffb' }, '/body/memo'],
      [{ ...withdrawal, memo: 'a\u0000b' }, '/body/memo'],
      [{ ...withdrawal, metadata: { note: 'v\u0000' } }, '/body/metadata/note'],
      [{ ...withdrawal, metadata: { 'k/\ud800': 'v' } }, '/body/metadata/k~1\ud800'],
    ] as const) {
      const problem = expectProblem(await post('/v2/transfer/crypto-withdrawals', json(body)), 'validation-failed');
      expect(problem.meta?.errors).toEqual([{ pointer, message: expect.stringContaining('NUL') }]);
    }
    expect(
      (await post('/v2/transfer/crypto-withdrawals', json({ ...withdrawal, memo: '😀', metadata: { note: '𝄞' } })))
        .status,
    ).toBe(200);
  });

  it('answers a bad query, path parameter, percent-encoding or over-long path segment with 400 validation-failed', async () => {
    expect(expectProblem(await get('/v2/executions?limit=abc'), 'validation-failed').meta?.errors?.[0]?.pointer).toBe(
      '/query/limit',
    );
    expect(
      expectProblem(await get('/v2/identity/accounts/not-a-uuid'), 'validation-failed').meta?.errors?.[0]?.pointer,
    ).toBe('/path/id');
    expect(
      expectProblem(await get('/v2/identity/accounts/%E0%A4%A'), 'validation-failed').meta?.errors?.[0]?.pointer,
    ).toBe('/path');
    expect(
      expectProblem(await get(`/v2/identity/accounts/${'a'.repeat(300)}`), 'validation-failed').meta?.errors?.[0]
        ?.pointer,
    ).toBe('/path');
  });

  it('keeps a pointer at an unknown property with a 60 kB name within the spec’s bound, at the enclosing value', async () => {
    const server4k = await start({});
    try {
      const wide = Number(new URL(server4k.origin).port);
      const response = await rawRequest(
        wide,
        http(
          'POST',
          '/v2/transfer/crypto-withdrawals',
          { authorization: ALL.authorization, 'content-type': 'application/json' },
          JSON.stringify({ ...withdrawal, ['k'.repeat(60_000)]: 1 }),
        ),
      );
      const problem = expectProblem(response, 'validation-failed');
      expect(problem.meta?.errors).toEqual([
        { pointer: '/body', message: expect.stringContaining('too long to quote') },
      ]);
    } finally {
      await server4k.close();
    }
  });

  it('answers no token with 401 unauthorized and a token without the scope with 403 insufficient-scope', async () => {
    const unauthorized = await get('/v2/executions', {});
    expectProblem(unauthorized, 'unauthorized');
    expect(unauthorized.headers['www-authenticate']).toMatch(/^Bearer/);
    const forbidden = await get('/v2/executions', { authorization: 'Bearer token-none' });
    expectProblem(forbidden, 'insufficient-scope');
    expect(forbidden.headers['www-authenticate']).toContain('insufficient_scope');
  });

  it('answers what a handler refuses with its problem: 403 insufficient-funds, 404 not-found, 409 ref-id-conflict, 429 rate-limited', async () => {
    expectProblem(
      await post('/v2/transfer/crypto-withdrawals', json({ ...withdrawal, profile_id: BROKE_PROFILE_ID })),
      'insufficient-funds',
    );
    expectProblem(
      await post('/v2/transfer/crypto-withdrawals', json({ ...withdrawal, profile_id: 'nobody' })),
      'not-found',
    );
    const once = { ...withdrawal, ref_id: 'walk-1' };
    expect((await post('/v2/transfer/crypto-withdrawals', json(once))).status).toBe(200);
    expectProblem(await post('/v2/transfer/crypto-withdrawals', json(once)), 'ref-id-conflict');
    const limited = await get('/v2/executions?profile_id=rate-limited');
    expectProblem(limited, 'rate-limited');
    expect(limited.headers['retry-after']).toBe('7');
  });

  it('answers a handler that throws with 500 internal-error that says nothing of the cause', async () => {
    const problem = expectProblem(await get('/v2/executions?profile_id=boom'), 'internal-error');
    expect(problem.detail).not.toContain('hunter2');
  });

  it('answers a body over the limit with 413 payload-too-large', async () => {
    expectProblem(
      await post('/v2/transfer/crypto-withdrawals', json({ ...withdrawal, memo: 'm'.repeat(5000) })),
      'payload-too-large',
    );
  });

  it('answers a body in another media type, another charset or compressed with 415 unsupported-media-type', async () => {
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/json; charset=iso-8859-1' },
      { 'content-encoding': 'gzip' },
    ]) {
      expectProblem(await post('/v2/transfer/crypto-withdrawals', json(withdrawal, headers)), 'unsupported-media-type');
    }
  });
});

describe('errors raised before a request reaches an operation', () => {
  it('answers an unknown path with 404 not-found, quoting at most the spec’s bound of a 12 kB path', async () => {
    const problem = expectProblem(await get(`/v2/${'x'.repeat(12_000)}`), 'not-found');
    expect(problem.detail.length).toBeLessThanOrEqual(4096);
  });

  it('answers another method on a known path with 405 method-not-allowed and Allow, CONNECT included', async () => {
    const response = await rawRequest(port, http('DELETE', '/v2/executions', { authorization: ALL.authorization }));
    expectProblem(response, 'method-not-allowed');
    expect(response.headers['allow']).toBe('GET, HEAD');
    expectProblem(await rawRequest(port, http('GET', '/oauth2/token')), 'method-not-allowed');
    expectProblem(
      await rawRequest(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
      'method-not-allowed',
    );
  });

  it('answers a plain GET of the WebSocket path with 426 upgrade-required', async () => {
    const response = await get('/ws', {});
    expectProblem(response, 'upgrade-required');
    expect(response.headers['upgrade']).toBe('websocket');
  });

  it('answers an Expect it does not meet with 417 expectation-failed', async () => {
    expectProblem(
      await post('/v2/transfer/crypto-withdrawals', json(withdrawal, { expect: 'teapot' })),
      'expectation-failed',
    );
  });

  it.each([
    [
      'a Content-Length that is not a number',
      'POST /v2/transfer/crypto-withdrawals HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v2/transfer/crypto-withdrawals HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    ],
    [
      'two different Content-Lengths',
      'POST /v2/transfer/crypto-withdrawals HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    ['a header name with a space', 'GET /v2/executions HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['a NUL in the request target', 'GET /v2/exec\u0000utions HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'a broken chunked body',
      'POST /v2/transfer/crypto-withdrawals HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer token-all\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    ],
  ])('answers %s with 400 malformed-request and closes the connection', async (_what, bytes) => {
    const connection = await RawConnection.open(port);
    try {
      connection.write(bytes);
      expectProblem(await connection.response(), 'malformed-request');
      await connection.closed();
    } finally {
      connection.close();
    }
  });

  it('answers headers over 16 KiB with 431 headers-too-large, on the token endpoint too', async () => {
    expectProblem(await get(`/v2/executions?profile_id=${'x'.repeat(20_000)}`), 'headers-too-large');
    expectProblem(
      await post('/oauth2/token', {
        body: 'grant_type=client_credentials',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'c'.repeat(20_000),
      }),
      'headers-too-large',
    );
  });

  it('answers a request whose headers do not arrive in time with 408 request-timeout', async () => {
    const app = createApiServer({ handlers: testHandlers(), verifyToken: (token) => TOKENS[token] });
    // Node's own timers, shortened for the test (its defaults are 60 s for headers, checked every 30 s).
    Object.assign(app.server, { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const connection = await RawConnection.open((app.server.address() as { port: number }).port);
      connection.write('GET /v2/executions HTTP/1.1\r\nHost: x\r\n');
      expectProblem(await connection.response(), 'request-timeout');
      connection.close();
    } finally {
      await app.close();
    }
  });

  it('refuses a request that arrives while the server closes with a 503 service-unavailable problem, and finishes the one in flight, closing its connection after it', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = { ...testHandlers(), getAccount: async () => (entered(), await gate, ACCOUNT) };
    const app = createApiServer({ handlers, verifyToken: (token) => TOKENS[token] });
    // What the server answers the refused request: on the wire it goes unsent, since the answer in
    // flight says `Connection: close` and Node ends the connection after it (a pipelined request
    // left unanswered is the client's to send again, RFC 9112 §9.3.2).
    let refusal!: (response: RawResponse) => void;
    const refused = new Promise<RawResponse>((resolve) => (refusal = resolve));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 503) {
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
        );
        refusal({ status: reply.statusCode, headers, body: String(payload) });
      }
      return payload;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const connection = await RawConnection.open((app.server.address() as { port: number }).port);
    try {
      const keepAlive = { authorization: ALL.authorization, connection: 'keep-alive' };
      connection.write(http('GET', `/v2/identity/accounts/${ACCOUNT_ID}`, keepAlive));
      await inHandler;
      const closed = app.close();
      // Pipelined behind the request in flight, so its connection is not idle and stays open.
      connection.write(http('GET', '/v2/executions', keepAlive));
      const problem = await refused;
      expectProblem(problem, 'service-unavailable');
      expect(problem.headers['retry-after']).toBe('1');
      release();
      const answered = await connection.response();
      expect(answered.status).toBe(200);
      expect(answered.headers['connection']).toBe('close');
      await connection.closed();
      await closed;
    } finally {
      connection.close();
    }
  });
});

describe('errors of the WebSocket handshake', () => {
  const upgrade = (headers: Record<string, string>, method = 'GET', path = '/ws') =>
    rawRequest(
      port,
      http(method, path, {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      }),
    );

  it('answers no token with 401, a token without the stream scope with 403, another path with 404', async () => {
    expectProblem(await upgrade({}), 'unauthorized');
    expectProblem(await upgrade({ authorization: 'Bearer token-read' }), 'insufficient-scope');
    expectProblem(await upgrade(ALL, 'GET', '/v2/executions'), 'not-found');
  });

  it('answers a malformed handshake with 400 validation-failed at the header, and a POST upgrade with 405', async () => {
    const key = await upgrade({ ...ALL, 'sec-websocket-key': 'short' });
    expect(expectProblem(key, 'validation-failed').meta?.errors?.[0]?.pointer).toBe('/header/sec-websocket-key');
    const version = await upgrade({ ...ALL, 'sec-websocket-version': '12' });
    expect(expectProblem(version, 'validation-failed').meta?.errors?.[0]?.pointer).toBe(
      '/header/sec-websocket-version',
    );
    expect(version.headers['sec-websocket-version']).toBe('13');
    const posted = await upgrade(ALL, 'POST');
    expectProblem(posted, 'method-not-allowed');
    expect(posted.headers['allow']).toBe('GET');
  });
});

describe('the token endpoint', () => {
  const form = (body: string, headers: Record<string, string> = {}) =>
    post('/oauth2/token', { body, 'content-type': 'application/x-www-form-urlencoded', ...headers });
  const oauth = (response: RawResponse) => {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(response.body) as { error: string; error_description: string };
    expect(schemaErrors('OAuthError', body)).toEqual([]);
    return body;
  };

  it('keeps RFC 6749’s {error, error_description} for its own refusals: a NUL in client_id, a huge grant_type, not a form, too large', async () => {
    const nul = await form('grant_type=client_credentials&client_id=a%00b&client_secret=s');
    expect(nul.status).toBe(400);
    expect(oauth(nul)).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('client_id'),
    });
    const grant = await form(`grant_type=${'g'.repeat(3000)}&client_id=a&client_secret=s`);
    expect(grant.status).toBe(400);
    expect(oauth(grant).error).toBe('unsupported_grant_type');
    const notForm = await post('/oauth2/token', { body: '{}', 'content-type': 'application/json' });
    expect(oauth(notForm).error).toBe('invalid_request');
    const large = await form(`grant_type=client_credentials&client_id=a&client_secret=${'s'.repeat(5000)}`);
    expect(oauth(large).error).toBe('invalid_request');
  });
});

describe('errors a Sandbox Control API operation answers', () => {
  it('answers a control that would settle a settled transfer with 409 transfer-not-pending', async () => {
    const problem = expectProblem(
      await post('/sandbox-control/transfers/settled-transfer/complete', {
        authorization: 'Bearer token-control',
        body: '',
      }),
      'transfer-not-pending',
    );
    expect(problem).toMatchObject({ meta: { status: 'COMPLETED' } });
  });

  it('answers a fault armed beyond what a tenant may hold with 409 fault-limit-reached', async () => {
    const arm = () =>
      post('/sandbox-control/faults', {
        authorization: 'Bearer token-control',
        'content-type': 'application/json',
        body: JSON.stringify({ operation: 'getAccount', status: 500 }),
      });
    // Armed until refused (other tests of the file may have armed some): the refusal is the limit's.
    let answer = await arm();
    for (let armed = 1; answer.status === 201 && armed <= MAX_FAULTS; armed++) answer = await arm();
    expectProblem(answer, 'fault-limit-reached');
  });
});

describe('the walk', () => {
  it('met every problem type of the catalogue', () => {
    expect([...met].sort()).toEqual(Object.keys(PROBLEM_CATALOGUE).sort());
  });
});
