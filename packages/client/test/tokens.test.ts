/**
 * The token manager: form request, caching per scope set, one shared refresh, 401 handling. The
 * refresh after a real 401 (alone, shared among concurrent calls, for the raw client) runs against
 * the sandbox: packages/sandbox/test/client-token-refresh.test.ts; a refreshed token refused again
 * is scripted here (the sandbox never refuses a fresh token).
 */
import { describe, expect, it } from 'vitest';
import { FIAT_DEPOSIT } from './helpers/bodies.js';
import { APIConnectionError, AuthenticationError, DapError, InternalServerError, OPERATIONS } from '../src/index.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  EXECUTION,
  TOKEN_URL,
  fakeClient,
  fakeFetch,
  json,
  problem,
  tokenResponse,
} from './helpers/fake-fetch.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };
const unauthorized = (): Response =>
  problem(401, { title: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });

describe('token requests', () => {
  it('posts grant_type, client_id, client_secret and the scope as a urlencoded form to the token URL', async () => {
    const fake = fakeFetch({ api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    await client.getAccount(ACCOUNT.id);
    expect(fake.token).toHaveLength(1);
    const request = fake.token[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe(TOKEN_URL);
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      scope: 'identity:read_account',
    });
    expect(fake.api[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('reuses a token until 60 s before it expires, then fetches a new one', async () => {
    let now = 1_000_000;
    const fake = fakeFetch({ api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake, { now: () => now });
    await client.getAccount(ACCOUNT.id);
    now += 3_539_000; // 61 s before expiry
    await client.getAccount(ACCOUNT.id);
    expect(fake.token).toHaveLength(1);
    now += 2_000; // 59 s before expiry
    await client.getAccount(ACCOUNT.id);
    expect(fake.token).toHaveLength(2);
    expect(fake.api.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('refreshes a short-lived token a tenth of its lifetime before it expires', async () => {
    let now = 0;
    const fake = fakeFetch({ token: [tokenResponse('short', 30, 'identity:read_account')], api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake, { now: () => now });
    await client.getAccount(ACCOUNT.id);
    now = 26_000;
    await client.getAccount(ACCOUNT.id);
    expect(fake.token).toHaveLength(1);
    now = 27_500;
    await client.getAccount(ACCOUNT.id);
    expect(fake.token).toHaveLength(2);
  });

  it('says when the token it holds for a scope expires, by its clock, and nothing of a token it no longer holds', async () => {
    let now = 1_000_000;
    const fake = fakeFetch({
      token: [
        tokenResponse('short', 30, 'identity:read_account'),
        tokenResponse('next', 3600, 'identity:read_account'),
      ],
    });
    const { client } = fakeClient(fake, { now: () => now });
    const token = await client.tokens.getToken('identity:read_account');
    expect(client.tokens.expiresAt('identity:read_account', token)).toBe(1_030_000);
    expect(client.tokens.expiresAt('identity:read_account', 'another')).toBeUndefined();
    expect(client.tokens.expiresAt('other:scope', token)).toBeUndefined();
    now = 1_027_500; // past the refresh: a new token replaces it
    const next = await client.tokens.getToken('identity:read_account');
    expect(next).not.toBe(token);
    expect(client.tokens.expiresAt('identity:read_account', token)).toBeUndefined();
    expect(client.tokens.expiresAt('identity:read_account', next)).toBe(1_027_500 + 3_600_000);
  });

  it('shares one token request among concurrent callers', async () => {
    const fake = fakeFetch({ api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    await Promise.all(Array.from({ length: 10 }, () => client.getAccount(ACCOUNT.id)));
    expect(fake.token).toHaveLength(1);
    expect(fake.api).toHaveLength(10);
    expect(new Set(fake.api.map((request) => request.headers.get('authorization')))).toEqual(
      new Set(['Bearer token-1']),
    );
  });

  it('keeps one token per scope, asking each operation for its own scope', async () => {
    const fake = fakeFetch({
      api: [
        (request) => (request.url.includes('/executions') ? json(200, { items: [EXECUTION] }) : json(200, ACCOUNT)),
      ],
    });
    const { client } = fakeClient(fake);
    await client.getAccount(ACCOUNT.id);
    await client.listExecutions();
    await client.getAccount(ACCOUNT.id);
    await client.listExecutions();
    expect(fake.token.map((request) => new URLSearchParams(request.body).get('scope'))).toEqual([
      OPERATIONS.getAccount.scope,
      OPERATIONS.listExecutions.scope,
    ]);
    expect(fake.api.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('asks once for the configured scopes and uses that token for every operation', async () => {
    const fake = fakeFetch({
      api: [(request) => (request.url.includes('/executions') ? json(200, { items: [] }) : json(200, ACCOUNT))],
    });
    const { client } = fakeClient(fake, { scopes: ['identity:read_account', 'exchange:read_order'] });
    await client.getAccount(ACCOUNT.id);
    await client.listExecutions();
    expect(fake.token).toHaveLength(1);
    expect(new URLSearchParams(fake.token[0]?.body).get('scope')).toBe('exchange:read_order identity:read_account');
  });

  it('turns an RFC 6749 invalid_client answer into an AuthenticationError carrying the OAuth code', async () => {
    const fake = fakeFetch({
      token: [json(401, { error: 'invalid_client', error_description: 'Client authentication failed.' })],
    });
    const { client } = fakeClient(fake);
    const error = await client.getAccount(ACCOUNT.id).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).oauthError).toBe('invalid_client');
    expect((error as AuthenticationError).status).toBe(401);
    expect((error as Error).message).toContain('Client authentication failed.');
    expect((error as Error).message).not.toContain(CLIENT_SECRET);
    expect(fake.api).toHaveLength(0);
  });

  it('turns an invalid_scope answer (400) into an AuthenticationError too, and does not retry it', async () => {
    const fake = fakeFetch({ token: [json(400, { error: 'invalid_scope' })] });
    const { client } = fakeClient(fake);
    const error = await client.getAccount(ACCOUNT.id).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).oauthError).toBe('invalid_scope');
    expect((error as AuthenticationError).status).toBe(400);
    expect(fake.token).toHaveLength(1);
  });

  it('treats an unreachable token endpoint as a connection error, retried like the call', async () => {
    const fake = fakeFetch({ token: ['reset', tokenResponse('late', 3600, '')], api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    await expect(client.getAccount(ACCOUNT.id)).resolves.toEqual(ACCOUNT);
    expect(fake.token).toHaveLength(2);
    expect(fake.api[0]?.headers.get('authorization')).toBe('Bearer late');
  });

  it('throws an APIConnectionError when the token endpoint stays unreachable', async () => {
    const fake = fakeFetch({ token: ['reset'] });
    const { client } = fakeClient(fake, { maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('does not cache a failed token request: the next call asks again', async () => {
    const fake = fakeFetch({
      token: [json(500, 'oops'), tokenResponse('second', 3600, '')],
      api: [json(200, ACCOUNT)],
    });
    const { client } = fakeClient(fake, { maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(InternalServerError);
    await expect(client.getAccount(ACCOUNT.id)).resolves.toEqual(ACCOUNT);
    expect(fake.token).toHaveLength(2);
  });

  it('rejects a token answer without an access_token', async () => {
    const fake = fakeFetch({ token: [json(200, { token_type: 'bearer' })] });
    const { client } = fakeClient(fake, { maxRetries: 0 });
    const error = await client.getAccount(ACCOUNT.id).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DapError);
    expect((error as Error).message).toContain('access_token');
  });
});

describe('401 from the API', () => {
  it('throws an AuthenticationError when the refreshed token is refused too', async () => {
    const fake = fakeFetch({ api: [unauthorized()] });
    const { client } = fakeClient(fake);
    const error = await client.getAccount(ACCOUNT.id).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    expect((error as AuthenticationError).oauthError).toBeUndefined();
    expect(fake.token).toHaveLength(2);
    expect(fake.api).toHaveLength(2);
  });

  it('replays a create after a 401 with the same body, even one that is never retried otherwise', async () => {
    const fake = fakeFetch({ api: [unauthorized(), json(200, {})] });
    const { client } = fakeClient(fake);
    const body = FIAT_DEPOSIT;
    await expect(client.createSandboxFiatDeposit(body)).resolves.toEqual({});
    expect(fake.api).toHaveLength(2);
    expect(JSON.parse(fake.api[1]?.body ?? '')).toEqual(body);
  });
});
