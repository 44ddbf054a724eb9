/** `accessToken`: a token from the caller's own vault or gateway instead of client credentials, against a real local server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, DapClient, DapError } from '../src/index.js';
import { sendJson, startLocalServer, type LocalServer } from './helpers/local-server.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };
/** Accepts `Bearer good-*` tokens, refuses any other with 401. */
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    if (request.headers.authorization?.startsWith('Bearer good-')) return sendJson(response, 200, ACCOUNT);
    sendJson(response, 401, { title: 'Unauthorized', status: 401 }, 'application/problem+json');
  });
});
afterAll(() => server.close());

const baseUrl = () => `${server.origin}/v2`;
const sent = () => server.requests.splice(0);

describe('a client given an accessToken', () => {
  it('sends a fixed token as the bearer of every call and requests no token', async () => {
    sent();
    const client = new DapClient({ baseUrl: baseUrl(), accessToken: 'good-fixed' });
    await client.getAccount(ACCOUNT.id);
    await client.getAccount(ACCOUNT.id);
    expect(sent().map((request) => [request.path, request.authorization])).toEqual([
      [`/v2/identity/accounts/${ACCOUNT.id}`, 'Bearer good-fixed'],
      [`/v2/identity/accounts/${ACCOUNT.id}`, 'Bearer good-fixed'],
    ]);
  });

  it('calls a token function when a call needs a token, and again after a 401, sending the call once more', async () => {
    sent();
    const tokens = ['revoked', 'good-fresh'];
    let calls = 0;
    const client = new DapClient({
      baseUrl: baseUrl(),
      accessToken: async () => tokens[Math.min(calls++, tokens.length - 1)] ?? '',
    });
    await expect(client.getAccount(ACCOUNT.id)).resolves.toEqual(ACCOUNT);
    expect(calls).toBe(2);
    expect(sent().map((request) => request.authorization)).toEqual(['Bearer revoked', 'Bearer good-fresh']);
  });

  it('fails with AuthenticationError when a fixed token is refused, without sending the call again', async () => {
    sent();
    const client = new DapClient({ baseUrl: baseUrl(), accessToken: 'revoked', maxRetries: 0 });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(AuthenticationError);
    expect(sent()).toHaveLength(1);
  });

  it('hands its token to other clients of the API through tokens.getToken, with no expiry known', async () => {
    const client = new DapClient({ baseUrl: baseUrl(), accessToken: async () => 'good-shared' });
    const token = await client.tokens.getToken('exchange:read_aggregated_marketdata_stream');
    expect(token).toBe('good-shared');
    expect(client.tokens.expiresAt('exchange:read_aggregated_marketdata_stream', token)).toBeUndefined();
  });

  it('fails a call with a DapError when the token function throws or gives no token', async () => {
    const throwing = new DapClient({
      baseUrl: baseUrl(),
      accessToken: () => Promise.reject(new Error('vault sealed')),
    });
    await expect(throwing.getAccount(ACCOUNT.id)).rejects.toMatchObject({ code: 'dap_error' });
    const empty = new DapClient({ baseUrl: baseUrl(), accessToken: async () => '' });
    await expect(empty.getAccount(ACCOUNT.id)).rejects.toMatchObject({ code: 'dap_error' });
  });
});

describe('the credentials a client takes', () => {
  it('refuses options with neither client credentials nor an accessToken', () => {
    // @ts-expect-error -- neither: what the types refuse, checked at run time for JavaScript callers
    expect(() => new DapClient({ baseUrl: baseUrl() })).toThrow(DapError);
  });

  it('refuses options with both client credentials and an accessToken', () => {
    // @ts-expect-error -- both: the types make it one or the other
    const both = () => new DapClient({ baseUrl: baseUrl(), accessToken: 't', clientId: 'c', clientSecret: 's' });
    expect(both).toThrow(DapError);
  });

  it('still requires the tokenUrl with client credentials', () => {
    // @ts-expect-error -- client credentials without tokenUrl
    expect(() => new DapClient({ baseUrl: baseUrl(), clientId: 'c', clientSecret: 's' })).toThrow(DapError);
  });
});
