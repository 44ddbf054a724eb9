import { AuthenticationError, PermissionDeniedError } from '@dap/client';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_ISSUER } from '../src/auth/tokens.js';
import type { StartedSandbox } from '../src/start-options.js';
import { call, clientOf, startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

describe('the token endpoint', () => {
  it('grants a bearer token with every scope of the client when no scope is asked', async () => {
    const { clientId, clientSecret, scopes } = server.clients.full;
    const response = await call(server, 'POST', '/oauth2/token', {
      body: form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
      contentType: FORM,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(String(response.json.scope).split(' ').sort()).toEqual([...scopes].sort());
    expect(await server.sandbox.tokens.verifyToken(response.json.access_token)).toMatchObject({ subject: clientId });
  });

  it('grants exactly the scope asked for when the client holds it', async () => {
    const { clientId, clientSecret } = server.clients.full;
    const response = await call(server, 'POST', '/oauth2/token', {
      body: form({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope: 'exchange:read_order identity:read_account',
      }),
      contentType: FORM,
    });
    expect(response.status).toBe(200);
    expect(response.json.scope).toBe('exchange:read_order identity:read_account');
  });

  it('answers a wrong secret or an unknown client with invalid_client 401', async () => {
    for (const [id, secret] of [
      [server.clients.full.clientId, 'wrong-secret'],
      ['no-such-client', 'whatever'],
    ] as const) {
      const response = await call(server, 'POST', '/oauth2/token', {
        body: form({ grant_type: 'client_credentials', client_id: id, client_secret: secret }),
        contentType: FORM,
      });
      expect(response.status).toBe(401);
      expect(response.json.error).toBe('invalid_client');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers a scope the client does not hold with invalid_scope 400', async () => {
    const { clientId, clientSecret } = server.clients.readOrder;
    const response = await call(server, 'POST', '/oauth2/token', {
      body: form({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        scope: 'transfer:write_crypto_withdrawal',
      }),
      contentType: FORM,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('invalid_scope');
  });

  it('answers another grant type with unsupported_grant_type 400', async () => {
    const { clientId, clientSecret } = server.clients.full;
    const response = await call(server, 'POST', '/oauth2/token', {
      body: form({ grant_type: 'password', client_id: clientId, client_secret: clientSecret }),
      contentType: FORM,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('unsupported_grant_type');
  });

  it('takes a form body only: JSON and a missing field are invalid_request 400', async () => {
    const { clientId, clientSecret } = server.clients.full;
    const json = await call(server, 'POST', '/oauth2/token', {
      body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
    expect(json.status).toBe(400);
    expect(json.json.error).toBe('invalid_request');
    const missing = await call(server, 'POST', '/oauth2/token', {
      body: form({ grant_type: 'client_credentials', client_id: clientId }),
      contentType: FORM,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('invalid_request');
  });

  it('lets the generated client authenticate and call with the tokens it issues', async () => {
    const account = await clientOf(server, server.clients.full).getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
    expect(account.id).toBe('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
  });

  it('makes the generated client throw AuthenticationError for wrong credentials', async () => {
    const client = clientOf(server, { ...server.clients.full, clientSecret: 'nope' });
    const error = await client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).oauthError).toBe('invalid_client');
  });
});

describe('bearer tokens and scopes on REST', () => {
  it('answers a request without a token 401 with WWW-Authenticate', async () => {
    const response = await call(server, 'GET', '/executions');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(response.json.type).toMatch(/\/unauthorized$/);
  });

  it('answers a forged or tampered token 401 invalid_token', async () => {
    const token = await tokenOf(server, server.clients.full);
    const tampered = `${token.slice(0, -4)}AAAA`;
    for (const bad of [tampered, 'not-a-jwt', 'a.b.c']) {
      const response = await call(server, 'GET', '/executions', { token: bad });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('answers every operation the read-order client lacks the scope of 403 insufficient-scope, and serves the one it has', async () => {
    const token = await tokenOf(server, server.clients.readOrder);
    const refused = [
      ['POST', '/transfer/crypto-withdrawals', 'transfer:write_crypto_withdrawal'],
      ['POST', '/transfer/deposit-addresses', 'transfer:write_deposit_address'],
      ['POST', '/sandbox/fiat-deposits', 'transfer:write_sandbox_fiat_deposit'],
      ['GET', '/rewards/monitor/address', 'rewards:read_monitoring_address'],
      ['GET', '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', 'identity:read_account'],
    ] as const;
    for (const [method, path, scope] of refused) {
      const response = await call(server, method, path, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json.type).toMatch(/\/insufficient-scope$/);
      expect(response.headers.get('www-authenticate')).toContain(`scope="${scope}"`);
    }
    expect((await call(server, 'GET', '/executions?limit=1', { token })).status).toBe(200);
  });

  it('makes the generated client throw PermissionDeniedError when the read-order client withdraws', async () => {
    const client = clientOf(server, server.clients.readOrder);
    const error = await client
      .createCryptoWithdrawal({
        profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'ETH',
        crypto_network: 'ETHEREUM',
        amount: '1',
      })
      .catch((e: unknown) => e);
    // The client asks the token endpoint for the operation's scope, which this client does not hold.
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).oauthError).toBe('invalid_scope');
    const withItsOwnScope = clientOf(server, server.clients.readOrder, { scopes: ['exchange:read_order'] });
    const refused = await withItsOwnScope
      .createCryptoWithdrawal({
        profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'ETH',
        crypto_network: 'ETHEREUM',
        amount: '1',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect((refused as PermissionDeniedError).type).toMatch(/\/insufficient-scope$/);
  });

  it('refuses a token granted a narrower scope than the operation needs, even for the full client', async () => {
    const token = await tokenOf(server, server.clients.full, 'exchange:read_order');
    const response = await call(server, 'GET', '/identity/accounts/4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', { token });
    expect(response.status).toBe(403);
  });
});

describe('tokens the sandbox did not issue as they stand', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  /** GET /executions and GET the control clock with `token`: their statuses. */
  async function statuses(token: string): Promise<[number, number]> {
    const rest = await call(server, 'GET', '/executions?limit=1', { token });
    if (rest.status === 401) expect(rest.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const control = await fetch(`${server.controlUrl}clock`, { headers: { authorization: `Bearer ${token}` } });
    await control.arrayBuffer();
    return [rest.status, control.status];
  }

  /** A token signed with the sandbox's own key (kept in its store): what someone who read the store could make. */
  async function signedWithTheKey(claims: { iat: number; exp: number }): Promise<string> {
    const key = await server.sandbox.store.settings.get('token_signing_key');
    const { clientId, scopes } = server.clients.full;
    return new SignJWT({ scope: scopes.join(' ') })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(clientId)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .setJti(crypto.randomUUID())
      .sign(Buffer.from(key ?? '', 'base64url'));
  }

  it('answers a token signed with the sandbox’s key but living longer than the configured lifetime 401 invalid_token, on REST and the Sandbox Control API', async () => {
    const ttl = server.sandbox.tokens.ttlSeconds;
    const iat = Math.floor(Date.now() / 1000) - 5;
    // Signed as the sandbox signs: accepted at the configured lifetime.
    expect(await statuses(await signedWithTheKey({ iat, exp: iat + ttl }))).toEqual([200, 200]);
    const before = server.sandbox.tokens.cachedTokens;
    for (const claims of [
      { iat, exp: iat + 365 * 24 * 3600 }, // a year
      { iat, exp: iat + ttl + 1 },
      { iat: iat + 24 * 3600, exp: iat + 24 * 3600 + ttl }, // issued tomorrow: valid a day longer
    ])
      expect(await statuses(await signedWithTheKey(claims)), JSON.stringify(claims)).toEqual([401, 401]);
    expect(server.sandbox.tokens.cachedTokens).toBe(before);
  });

  it('answers every other spelling of a valid token 401 invalid_token (padding, spare bits, characters outside base64url), caching none of them', async () => {
    const token = await tokenOf(server, server.clients.full);
    expect(decodeJwt(token).scope).toContain('sandbox:control');
    const parts = token.split('.');
    const spelt = (index: number, part: string) => parts.map((p, i) => (i === index ? part : p)).join('.');
    const variants: string[] = [];
    parts.forEach((part, index) => {
      // Base64url leaves 2 or 4 bits of the last character unused when the length is 3 or 2 modulo 4.
      const spareBits = [0, 0, 4, 2][part.length % 4] ?? 0;
      const last = BASE64URL.indexOf(part.at(-1) ?? '');
      if (spareBits > 0) {
        variants.push(spelt(index, `${part}${'='.repeat(4 - (part.length % 4))}`));
        for (let bits = 1; bits < 2 ** spareBits; bits++)
          variants.push(spelt(index, `${part.slice(0, -1)}${BASE64URL[last ^ bits]}`));
      }
      variants.push(spelt(index, `${part.slice(0, 4)} ${part.slice(4)}`));
      variants.push(spelt(index, `${part.slice(0, 4)}+${part.slice(5)}`));
    });
    // The signature, 32 bytes, is 43 characters: 2 spare bits.
    expect(parts[2]).toHaveLength(43);
    expect(variants).toContain(`${token}=`);
    const before = server.sandbox.tokens.cachedTokens;
    for (const variant of variants) expect(await statuses(variant), variant).toEqual([401, 401]);
    expect(server.sandbox.tokens.cachedTokens).toBe(before);
    expect(await statuses(token)).toEqual([200, 200]);
  });
});
