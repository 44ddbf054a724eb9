import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CATALOGUE, PROBLEM_TYPES, type ProblemError, problems, type ProblemCode } from '../src/index.js';
import { ALL, BROKE_PROFILE_ID, PROFILE_ID, call, postJson, start, type Running } from './support/app.js';
import { openapi, responseErrors, schemaErrors } from './support/spec.js';

const logLines: string[] = [];
let server: Running;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  server = await start({ logger: { level: 'error', stream } });
});
afterAll(() => server.close());

/** The problem types of the spec, read here from the bundled spec's catalogue (`x-problem-types` of the Problem schema). */
const catalogue = openapi.components.schemas['Problem']?.['x-problem-types'] ?? {};
const docsBase = openapi.externalDocs.url;

describe('the problem catalogue', () => {
  it('holds every problem type of the spec, with its URI, status and title, internal-error included', () => {
    expect(Object.keys(catalogue).length).toBeGreaterThanOrEqual(10);
    for (const [code, { type, status, title }] of Object.entries(catalogue)) {
      expect(PROBLEM_CATALOGUE[code as ProblemCode], code).toEqual({ type, status, title });
    }
    expect(Object.keys(PROBLEM_TYPES)).toEqual(Object.keys(catalogue));
    expect(PROBLEM_CATALOGUE['internal-error']).toMatchObject({ status: 500, title: 'Internal server error' });
  });

  it("makes each type URI the docs page of its code, under the spec's externalDocs.url", () => {
    expect(docsBase).toMatch(/^https:\/\/[^/]+\/(.*\/)?$/);
    for (const [code, { type }] of Object.entries(PROBLEM_TYPES)) expect(type).toBe(`${docsBase}problems/${code}`);
  });

  const made: [string, ProblemError][] = [
    ['validationFailed', problems.validationFailed([{ pointer: '/body/amount', message: 'is required' }])],
    ['unauthorized', problems.unauthorized(false)],
    ['insufficientScope', problems.insufficientScope('exchange:read_order')],
    ['insufficientFunds', problems.insufficientFunds('Balance 1.00 cannot cover 2.00.')],
    ['notFound', problems.notFound('No profile with id x.')],
    ['refIdConflict', problems.refIdConflict({ id: 'x' })],
    ['transferNotPending', problems.transferNotPending('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60', 'COMPLETED')],
    ['payloadTooLarge', problems.payloadTooLarge(65536)],
    ['unsupportedMediaType', problems.unsupportedMediaType('application/json', 'text/plain')],
    ['rateLimited', problems.rateLimited(2.5)],
    ['internalError', problems.internalError()],
    ['methodNotAllowed', problems.methodNotAllowed('PUT', '/v2/executions', ['GET'])],
    ['malformedRequest', problems.malformedRequest('The Content-Length header is not a valid length.')],
    ['unsupportedContentEncoding', problems.unsupportedContentEncoding('gzip')],
    ['requestTimeout', problems.requestTimeout()],
    ['expectationFailed', problems.expectationFailed('teapot')],
    ['upgradeRequired', problems.upgradeRequired('/ws')],
    ['headersTooLarge', problems.headersTooLarge(16384)],
    ['serviceUnavailable', problems.serviceUnavailable()],
    ['notFound of a 60 kB path, its detail cut to the spec’s bound', problems.noRoute('GET', `/${'p'.repeat(60_000)}`)],
    [
      'validationFailed at a 60 kB property name, pointing at its object',
      problems.validationFailed([{ pointer: `/body/${'k'.repeat(60_000)}`, message: 'is not allowed' }]),
    ],
  ];

  it.each(made)('makes %s problems that validate against the spec’s Problem schema', (_name, problem) => {
    expect(schemaErrors('Problem', problem.problem)).toEqual([]);
    if (problem.code === 'validation-failed') expect(schemaErrors('ValidationProblem', problem.problem)).toEqual([]);
    expect(problem.code, 'a catalogued type').toBeDefined();
    expect(problem.status).toBe(problem.problem.status);
    expect(problem).toBeInstanceOf(Error);
  });

  it('gives each problem its catalogue code, and the headers that belong to it', () => {
    expect(problems.notFound('x').code).toBe('not-found');
    expect(problems.rateLimited(2.5).headers).toEqual({ 'retry-after': '3' });
    expect(problems.refIdConflict({ id: 'x' }).problem.meta).toEqual({ existing: { id: 'x' } });
    expect(problems.methodNotAllowed('PUT', '/v2/executions', ['GET', 'HEAD']).headers).toEqual({ allow: 'GET, HEAD' });
    expect(
      schemaErrors('ValidationProblem', problems.validationFailed([{ pointer: '/query/limit', message: 'x' }]).problem),
    ).toEqual([]);
  });
});

describe('problems thrown by handlers', () => {
  const withdrawal = {
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '1',
  };

  it('answers notFound with 404 as the spec declares it', async () => {
    const { status, body } = await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      ...withdrawal,
      profile_id: 'nobody',
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ type: PROBLEM_TYPES['not-found'].type, detail: 'No profile with id nobody.' });
    expect(responseErrors('createCryptoWithdrawal', 404, body)).toEqual([]);
  });

  it('answers insufficientFunds with 403 and no WWW-Authenticate challenge', async () => {
    const { status, headers, body } = await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      ...withdrawal,
      profile_id: BROKE_PROFILE_ID,
    });
    expect(status).toBe(403);
    expect(headers.get('www-authenticate')).toBeNull();
    expect(body.type).toBe(PROBLEM_TYPES['insufficient-funds'].type);
    expect(responseErrors('createCryptoWithdrawal', 403, body)).toEqual([]);
  });

  it('answers a reused ref_id with 409 and the first transfer in meta.existing', async () => {
    const first = await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      ...withdrawal,
      profile_id: PROFILE_ID,
      ref_id: 'wd-1',
    });
    const again = await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      ...withdrawal,
      profile_id: PROFILE_ID,
      ref_id: 'wd-1',
      amount: '2',
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe(PROBLEM_TYPES['ref-id-conflict'].type);
    expect(again.body.meta.existing).toEqual(first.body);
    expect(responseErrors('createCryptoWithdrawal', 409, again.body)).toEqual([]);
  });

  it('answers rateLimited with 429 and Retry-After', async () => {
    const { status, headers, body } = await call(`${server.origin}/v2/executions?profile_id=rate-limited`, {
      headers: ALL,
    });
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('7');
    expect(responseErrors('listExecutions', 429, body)).toEqual([]);
  });

  it('answers an unexpected handler error with a 500 problem that leaks nothing, and logs it with the request id', async () => {
    const { status, headers, body, text } = await call(`${server.origin}/v2/executions?profile_id=boom`, {
      headers: { ...ALL, 'x-request-id': 'boom-1' },
    });
    expect(status).toBe(500);
    expect(body.type).toBe(PROBLEM_TYPES['internal-error'].type);
    expect(schemaErrors('Problem', body)).toEqual([]);
    expect(text).not.toMatch(/hunter2|stack|Error:/);
    expect(headers.get('x-request-id')).toBe('boom-1');
    const logged = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string } })
      .find((entry) => entry.reqId === 'boom-1');
    expect(logged?.err?.message).toBe('database password is hunter2');
  });
});

describe('hooks the application adds', () => {
  it('run on every route when added before listening, see the operationId, and may answer with a problem', async () => {
    const { createApiServer } = await import('../src/index.js');
    const { testHandlers, TOKENS } = await import('./support/app.js');
    const app = createApiServer({ handlers: testHandlers(), verifyToken: (token) => TOKENS[token] });
    const operations: unknown[] = [];
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config as { operationId?: string };
      operations.push(config.operationId);
      if (request.headers['x-flood'] === 'yes') throw problems.rateLimited(3);
    });
    try {
      const limited = await app.inject({ method: 'GET', url: '/v2/executions', headers: { ...ALL, 'x-flood': 'yes' } });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3');
      expect(limited.json().type).toBe(PROBLEM_TYPES['rate-limited'].type);
      const ok = await app.inject({ method: 'GET', url: '/v2/executions', headers: ALL });
      expect(ok.statusCode).toBe(200);
      expect(operations).toEqual(['listExecutions', 'listExecutions']);
    } finally {
      await app.close();
    }
  });
});
