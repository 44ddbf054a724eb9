import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthError, TooManyFailedSecrets } from '../src/common/errors.js';
import {
  FAILED_SECRET_WINDOW_MS,
  FAILED_SECRETS_PER_WINDOW,
  SecretFailureWindows,
} from '../src/rate-limit/secret-failures.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { TokenService, TOKEN_ISSUER } from '../src/auth/tokens.js';
import { allScopesClient, caught, readerClient, tempDir, tenant } from './support/sandbox.js';

let now = Date.parse('2025-11-21T10:00:00.000Z');
const clock = () => new Date(now);
let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox;

const grantOf = (fields: Record<string, string | undefined>) => ({
  grant_type: 'client_credentials',
  client_id: allScopesClient.client_id,
  client_secret: allScopesClient.client_secret,
  ...fields,
});
const grant = (fields: Record<string, string | undefined>) => sandbox.tokens.issueToken(grantOf(fields));

async function oauthError(promise: Promise<unknown>): Promise<string> {
  const error = await caught(promise);
  expect(error).toBeInstanceOf(OAuthError);
  return (error as OAuthError).error;
}

beforeAll(async () => {
  dir = await tempDir();
  sandbox = await createSandbox({ dataDir: dir.path, now: clock, tickMs: 0, heartbeatMs: 0 });
});

afterAll(async () => {
  await sandbox?.close();
  await dir?.remove();
});

describe('token issuing', () => {
  it('grants all of the client’s scopes when none is requested', async () => {
    const token = await grant({});
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: allScopesClient.scopes.join(' ') });
    expect(await sandbox.tokens.verifyToken(token.access_token)).toEqual({
      subject: allScopesClient.client_id,
      scopes: allScopesClient.scopes,
      tenant,
      expiresAt: now + 3_600_000,
    });
  });

  it('gives the principal the token’s expiry, its exp in epoch milliseconds on the clock tokens keep', async () => {
    const token = await grant({ scope: 'exchange:read_order' });
    const principal = await sandbox.tokens.verifyToken(token.access_token);
    expect(principal?.expiresAt).toBe((decodeJwt(token.access_token).exp ?? 0) * 1000);
    expect(principal?.expiresAt).toBe(sandbox.tokens.nowMs() + token.expires_in * 1000);
  });

  it('grants exactly the requested scopes when they are a subset of the client’s', async () => {
    const token = await grant({ scope: 'exchange:read_order transfer:write_crypto_withdrawal exchange:read_order' });
    expect(token.scope).toBe('exchange:read_order transfer:write_crypto_withdrawal');
    expect((await sandbox.tokens.verifyToken(token.access_token))?.scopes).toEqual([
      'exchange:read_order',
      'transfer:write_crypto_withdrawal',
    ]);
  });

  it('grants sandbox:control with the full-access client’s other scopes when none is requested, and alone when asked', async () => {
    expect((await grant({})).scope.split(' ')).toContain('sandbox:control');
    const control = await grant({ scope: 'sandbox:control' });
    expect(control.scope).toBe('sandbox:control');
    expect((await sandbox.tokens.verifyToken(control.access_token))?.scopes).toEqual(['sandbox:control']);
  });

  it('refuses sandbox:control to the exchange:read_order client, and leaves it out of that client’s tokens', async () => {
    const reader = {
      grant_type: 'client_credentials',
      client_id: readerClient.client_id,
      client_secret: readerClient.client_secret,
    };
    expect(await oauthError(sandbox.tokens.issueToken({ ...reader, scope: 'sandbox:control' }))).toBe('invalid_scope');
    expect((await sandbox.tokens.issueToken(reader)).scope).toBe('exchange:read_order');
  });

  it('grants the stream scope to the client that holds it', async () => {
    const token = await grant({ scope: 'exchange:read_aggregated_marketdata_stream' });
    expect(token.scope).toBe('exchange:read_aggregated_marketdata_stream');
  });

  it('refuses a scope the client does not hold, or an unknown one, with invalid_scope', async () => {
    const reader = { client_id: readerClient.client_id, client_secret: readerClient.client_secret };
    expect(await oauthError(grant({ ...reader, scope: 'identity:read_account' }))).toBe('invalid_scope');
    expect(await oauthError(grant({ ...reader, scope: 'exchange:read_order identity:read_account' }))).toBe(
      'invalid_scope',
    );
    expect(await oauthError(grant({ scope: 'admin:everything' }))).toBe('invalid_scope');
    expect((await grant({ ...reader })).scope).toBe('exchange:read_order');
  });

  it('refuses a wrong secret and an unknown client with invalid_client', async () => {
    expect(await oauthError(grant({ client_secret: `${allScopesClient.client_secret}x` }))).toBe('invalid_client');
    expect(await oauthError(grant({ client_secret: readerClient.client_secret }))).toBe('invalid_client');
    expect(await oauthError(grant({ client_id: 'nobody' }))).toBe('invalid_client');
  });

  it('counts wrong secrets only against the failures it is given: past their limit TooManyFailedSecrets with the seconds left of the window, the right secret too; without, invalid_client each time', async () => {
    const failures = new SecretFailureWindows();
    const wrong = { client_secret: `${allScopesClient.client_secret}x` };
    for (let i = 0; i < FAILED_SECRETS_PER_WINDOW + 1; i++)
      expect(await oauthError(grant(wrong))).toBe('invalid_client');
    for (let i = 0; i < FAILED_SECRETS_PER_WINDOW; i++)
      expect(await oauthError(sandbox.tokens.issueToken(grantOf(wrong), failures))).toBe('invalid_client');
    for (const fields of [wrong, {}]) {
      const refused = await caught(sandbox.tokens.issueToken(grantOf(fields), failures));
      expect(refused).toBeInstanceOf(TooManyFailedSecrets);
      expect(refused).toMatchObject({
        code: 'TOO_MANY_FAILED_SECRETS',
        retryAfterSeconds: FAILED_SECRET_WINDOW_MS / 1000,
      });
    }
    now += FAILED_SECRET_WINDOW_MS;
    expect((await sandbox.tokens.issueToken(grantOf({}), failures)).access_token).toBeTruthy();
  });

  it('refuses another grant type with unsupported_grant_type', async () => {
    expect(await oauthError(grant({ grant_type: 'password' }))).toBe('unsupported_grant_type');
    expect(await oauthError(grant({ grant_type: 'authorization_code' }))).toBe('unsupported_grant_type');
  });

  it('refuses a request missing a parameter with invalid_request', async () => {
    expect(await oauthError(grant({ grant_type: undefined }))).toBe('invalid_request');
    expect(await oauthError(grant({ client_id: undefined }))).toBe('invalid_request');
    expect(await oauthError(grant({ client_secret: '' }))).toBe('invalid_request');
  });

  it('issues an HS256 JWT carrying sub, scope, iat and exp', async () => {
    const token = await grant({ scope: 'exchange:read_order' });
    expect(decodeProtectedHeader(token.access_token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token.access_token);
    expect(claims).toMatchObject({
      sub: allScopesClient.client_id,
      scope: 'exchange:read_order',
      iss: TOKEN_ISSUER,
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
  });

  it('keeps client secrets only as salted hashes', async () => {
    const record = await sandbox.store.clients.find(allScopesClient.client_id);
    expect(record?.scopes).toEqual(allScopesClient.scopes);
    expect(JSON.stringify(record)).not.toContain(allScopesClient.client_secret);
    expect(record?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('token verification', () => {
  it('refuses a token whose payload or signature was altered, or that another key signed', async () => {
    const { access_token: token } = await grant({ scope: 'exchange:read_order' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const widened = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), scope: allScopesClient.scopes.join(' ') }),
    ).toString('base64url');
    expect(await sandbox.tokens.verifyToken(`${header}.${widened}.${signature}`)).toBeUndefined();
    expect(await sandbox.tokens.verifyToken(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeUndefined();
    const foreign = await new SignJWT({ scope: 'exchange:read_order' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(allScopesClient.client_id)
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 60)
      .sign(new Uint8Array(32).fill(7));
    expect(await sandbox.tokens.verifyToken(foreign)).toBeUndefined();
    expect(await sandbox.tokens.verifyToken('not-a-token')).toBeUndefined();
    expect(await sandbox.tokens.verifyToken(token)).toBeDefined();
  });

  it('answers a repeated verification from its cache, with the same principal', async () => {
    const { access_token: token } = await grant({});
    const before = sandbox.tokens.cachedTokens;
    const first = await sandbox.tokens.verifyToken(token);
    expect(sandbox.tokens.cachedTokens).toBe(before + 1);
    expect(await sandbox.tokens.verifyToken(token)).toBe(first);
    expect(sandbox.tokens.cachedTokens).toBe(before + 1);
  });

  it('stops accepting a token when it expires, whether verified before or not', async () => {
    const seen = (await grant({})).access_token;
    const unseen = (await grant({ scope: 'exchange:read_order' })).access_token;
    expect(await sandbox.tokens.verifyToken(seen)).toBeDefined();
    now += 3_599_000;
    expect(await sandbox.tokens.verifyToken(seen)).toBeDefined();
    now += 1_000;
    expect(await sandbox.tokens.verifyToken(seen)).toBeUndefined();
    expect(await sandbox.tokens.verifyToken(unseen)).toBeUndefined();
  });

  it('uses the configured lifetime', async () => {
    const key = new Uint8Array(32).fill(1);
    const shortLived = new TokenService(sandbox.store.clients, sandbox.clock, key, 60);
    const token = await shortLived.issueToken({
      grant_type: 'client_credentials',
      client_id: readerClient.client_id,
      client_secret: readerClient.client_secret,
    });
    expect(token.expires_in).toBe(60);
    expect(await shortLived.verifyToken(token.access_token)).toBeDefined();
    now += 60_000;
    expect(await shortLived.verifyToken(token.access_token)).toBeUndefined();
  });

  it('accepts its tokens after a restart (the signing key is kept in the store)', async () => {
    const { access_token: token } = await grant({ scope: 'identity:read_account' });
    await sandbox.close();
    sandbox = await createSandbox({ dataDir: dir.path, now: clock, tickMs: 0, heartbeatMs: 0 });
    expect(await sandbox.tokens.verifyToken(token)).toEqual({
      subject: allScopesClient.client_id,
      scopes: ['identity:read_account'],
      tenant,
      expiresAt: (decodeJwt(token).exp ?? 0) * 1000,
    });
  });
});
