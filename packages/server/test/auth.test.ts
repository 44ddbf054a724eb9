import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES, ROUTES, type OperationId } from '../src/index.js';
import { ACCOUNT_ID, SCOPES, TOKENS, call, start, type Running } from './support/app.js';
import { operation, responseErrors, schemaErrors } from './support/spec.js';

let server: Running;
beforeAll(async () => {
  // An asynchronous verifyToken, as a production one (a database, an introspection endpoint) would be.
  server = await start({ verifyToken: async (token) => TOKENS[token] });
});
afterAll(() => server.close());

/** A request to each REST operation that would succeed with the right token (its body is irrelevant: auth comes first). */
const restOperations = (Object.keys(ROUTES) as OperationId[]).filter((id) => ROUTES[id].scope !== null);
const urlOf = (id: OperationId) => `${server.origin}/v2${ROUTES[id].path.replace('{id}', ACCOUNT_ID)}`;
const request = (id: OperationId, headers: Record<string, string> = {}) =>
  call(urlOf(id), {
    method: ROUTES[id].method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(ROUTES[id].method === 'POST' ? { body: '{}' } : {}),
  });

describe('bearer-token authentication', () => {
  it('requires the scope the spec names for each operation, and none for the token endpoint', () => {
    for (const id of Object.keys(ROUTES) as OperationId[]) {
      const security = (operation(id).op as { security?: { oauth2?: string[] }[] }).security ?? [];
      expect(ROUTES[id].scope, id).toBe(security[0]?.oauth2?.[0] ?? null);
    }
    expect(ROUTES.createToken.scope).toBeNull();
    expect(ROUTES.listExecutions.scope).toBe(SCOPES.listExecutions);
  });

  it.each(restOperations)('answers %s without a token with 401 and a Bearer realm challenge', async (id) => {
    const { status, headers, body } = await request(id);
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer realm="dap"');
    expect(body).toMatchObject({ type: PROBLEM_TYPES['unauthorized'].type, status: 401 });
    expect(responseErrors(id, 401, body)).toEqual([]);
  });

  it.each(restOperations)('answers %s with an unknown token with 401 and error="invalid_token"', async (id) => {
    const { status, headers, body } = await request(id, { authorization: 'Bearer not-a-token' });
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer realm="dap", error="invalid_token"');
    expect(body.type).toBe(PROBLEM_TYPES['unauthorized'].type);
    expect(responseErrors(id, 401, body)).toEqual([]);
  });

  it.each(restOperations)(
    'answers %s with a token lacking its scope with 403 insufficient-scope naming the scope',
    async (id) => {
      const { status, headers, body } = await request(id, { authorization: 'Bearer token-none' });
      expect(status).toBe(403);
      expect(headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="${ROUTES[id].scope}"`);
      expect(body).toMatchObject({ type: PROBLEM_TYPES['insufficient-scope'].type, status: 403 });
      expect(responseErrors(id, 403, body)).toEqual([]);
    },
  );

  it('lets a token through to the operations whose scope it carries only', async () => {
    const read = { authorization: 'Bearer token-read' };
    expect((await request('listExecutions', read)).status).toBe(200);
    expect((await request('getAccount', read)).status).toBe(200);
    expect((await request('listMonitoringAddresses', read)).status).toBe(403);
  });

  it('treats another scheme as no token and an empty bearer as no token', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer ', 'token-all']) {
      const { status, headers } = await request('listExecutions', { authorization });
      expect(status, authorization).toBe(401);
      expect(headers.get('www-authenticate'), authorization).toBe('Bearer realm="dap"');
    }
  });

  it('accepts the scheme in any case', async () => {
    expect((await request('listExecutions', { authorization: 'bearer token-all' })).status).toBe(200);
  });

  it('checks the token before the body: a caller without a token learns nothing about validation', async () => {
    const { status } = await call(urlOf('createCryptoWithdrawal'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(status).toBe(401);
  });

  it('answers 500 without internals when verifyToken itself fails', async () => {
    const failing = await start({
      verifyToken: () => {
        throw new Error('token store unreachable at 10.0.0.7');
      },
    });
    try {
      const { status, body, text } = await call(`${failing.origin}/v2/executions`, {
        headers: { authorization: 'Bearer token-all' },
      });
      expect(status).toBe(500);
      expect(body.type).toBe(PROBLEM_TYPES['internal-error'].type);
      expect(text).not.toContain('10.0.0.7');
    } finally {
      await failing.close();
    }
  });
});

describe('unknown routes', () => {
  it('answers an unknown path with a 404 not-found problem', async () => {
    const { status, body } = await call(`${server.origin}/v2/transfers`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ type: PROBLEM_TYPES['not-found'].type, status: 404 });
    expect(schemaErrors('Problem', body)).toEqual([]);
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const post = await call(`${server.origin}/v2/executions`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-all' },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(schemaErrors('Problem', post.body)).toEqual([]);
    const del = await call(`${server.origin}/v2/identity/accounts/${ACCOUNT_ID}`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
    const token = await call(`${server.origin}/oauth2/token`);
    expect(token.status).toBe(405);
    expect(token.headers.get('allow')).toBe('POST');
  });

  it('answers a plain GET of the WebSocket path with 426 Upgrade Required', async () => {
    const { status, headers } = await call(server.wsUrl.replace('ws:', 'http:'));
    expect(status).toBe(426);
    expect(headers.get('upgrade')).toBe('websocket');
  });
});
