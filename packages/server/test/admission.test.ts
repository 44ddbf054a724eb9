// admitRequest: asked for each request to a REST or Sandbox Control API operation once its bearer
// token and scope have been checked, before the body is read; the problem it returns is the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, problems, type Principal } from '../src/index.js';
import { ALL, CLIENT, PROFILE_ID, TOKENS, call, postJson, seen, start, type Running } from './support/app.js';

/** What admitRequest was asked, in order. */
const asked: { subject: string; operationId: string; path: string }[] = [];
/** The operations admitRequest refuses, with 503 and Retry-After 2. */
const refusing = new Set<string>();

let server: Running;
beforeAll(async () => {
  server = await start({
    admitRequest: (request, principal: Principal, operationId) => {
      asked.push({ subject: principal.subject, operationId, path: request.url });
      if (!refusing.has(operationId)) return undefined;
      // A promise, as a fault that waits first would return.
      return Promise.resolve(problems.serviceUnavailable(2));
    },
  });
});
afterAll(() => server.close());

const executions = () => `${server.origin}/v2/executions`;

describe('admitRequest', () => {
  it('is not asked about a request without a valid token or without the scope: those are answered 401 and 403 first', async () => {
    asked.length = 0;
    refusing.add('listExecutions');
    try {
      expect((await call(executions())).status).toBe(401);
      expect((await call(executions(), { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
      expect((await call(executions(), { headers: { authorization: 'Bearer token-none' } })).status).toBe(403);
      expect(asked).toEqual([]);
    } finally {
      refusing.clear();
    }
  });

  it('is asked with the principal and the operationId, and lets the request go on when it returns nothing', async () => {
    asked.length = 0;
    const answer = await call(`${executions()}?limit=1`, { headers: ALL });
    expect(answer.status).toBe(200);
    expect(asked).toEqual([
      { subject: TOKENS['token-all']?.subject, operationId: 'listExecutions', path: '/v2/executions?limit=1' },
    ]);
  });

  it('answers with the problem it returns, its status and headers, and the handler never runs, whatever the body', async () => {
    refusing.add('createCryptoWithdrawal');
    try {
      delete seen.body;
      const refused = await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, '{"profile_id": 1');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(refused.body.type).toBe(PROBLEM_TYPES['service-unavailable'].type);
      expect(seen.body).toBeUndefined();
    } finally {
      refusing.clear();
    }
    const body = {
      profile_id: PROFILE_ID,
      destination_address: 'x'.repeat(30),
      asset: 'BTC',
      crypto_network: 'BITCOIN',
    };
    expect((await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, body)).status).toBe(400);
  });

  it('is asked about the Sandbox Control API’s operations too', async () => {
    asked.length = 0;
    const answer = await call(`${server.origin}/sandbox-control/clock`, {
      headers: { authorization: 'Bearer token-control' },
    });
    expect(answer.status).toBe(200);
    expect(asked).toEqual([
      { subject: TOKENS['token-control']?.subject, operationId: 'getClock', path: '/sandbox-control/clock' },
    ]);
  });

  it('is not asked at the token endpoint, which has no bearer token', async () => {
    asked.length = 0;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
    expect((await call(`${server.origin}/oauth2/token`, { method: 'POST', body: form })).status).toBe(200);
    expect(asked).toEqual([]);
  });
});
