import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, call, seen, start, type Running } from './support/app.js';
import { responseErrors } from './support/spec.js';

let server: Running;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

const form = (fields: Record<string, string> | string, contentType = 'application/x-www-form-urlencoded') =>
  call(`${server.origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
const good = { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret };

/** An RFC 6749 §5.2 error: JSON (not problem+json), not cacheable, valid against the spec's OAuthError. */
async function refusal(response: ReturnType<typeof form>, status: number, error: string) {
  const { status: actual, headers, body } = await response;
  expect(actual).toBe(status);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe('string');
  expect(responseErrors('createToken', status, body)).toEqual([]);
}

describe('the token endpoint', () => {
  it('issues a token for a form body, with Cache-Control: no-store', async () => {
    const { status, headers, body } = await form({ ...good, scope: 'exchange:read_order' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('pragma')).toBe('no-cache');
    expect(body).toEqual({
      access_token: 'issued-token',
      expires_in: 3600,
      token_type: 'bearer',
      scope: 'exchange:read_order',
    });
    expect(responseErrors('createToken', 200, body)).toEqual([]);
  });

  it('hands the handler the form fields, ignoring unrecognised ones (RFC 6749 §3.2)', async () => {
    const { status } = await form({ ...good, audience: 'whatever' });
    expect(status).toBe(200);
    expect(seen.body).toMatchObject(good);
  });

  it('refuses a missing client_secret with 400 invalid_request', async () => {
    await refusal(form({ grant_type: 'client_credentials', client_id: CLIENT.id }), 400, 'invalid_request');
  });

  it('refuses a repeated parameter with 400 invalid_request', async () => {
    await refusal(form(`${new URLSearchParams(good).toString()}&client_id=other`), 400, 'invalid_request');
  });

  it('refuses a JSON body, and no body at all, with 400 invalid_request', async () => {
    await refusal(form(JSON.stringify(good), 'application/json'), 400, 'invalid_request');
    await refusal(
      call(`${server.origin}/oauth2/token`, { method: 'POST' }) as ReturnType<typeof form>,
      400,
      'invalid_request',
    );
  });

  it('refuses another grant type with 400 unsupported_grant_type', async () => {
    await refusal(form({ ...good, grant_type: 'password' }), 400, 'unsupported_grant_type');
  });

  it('answers the handler’s invalid_client with 401', async () => {
    await refusal(form({ ...good, client_secret: 'wrong' }), 401, 'invalid_client');
  });

  it('answers the handler’s invalid_scope with 400', async () => {
    await refusal(
      form({ ...good, scope: 'exchange:read_order transfer:write_crypto_withdrawal' }),
      400,
      'invalid_scope',
    );
  });

  it('needs no bearer token', async () => {
    const { status } = await form(good);
    expect(status).toBe(200);
  });
});
