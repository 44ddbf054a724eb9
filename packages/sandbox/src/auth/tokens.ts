import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenResponse } from '@dap/api-types';
import { specMaxLength, type Principal } from '@dap/server';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/clock.js';
import { OAuthError } from '../common/errors.js';
import { clientRecord, hashSecret, type ClientRecord, type ClientStore } from './clients.js';

/**
 * The fields of a token request (RFC 6749 §4.4) as the form carried them: anything may be missing,
 * which is `invalid_request`. How the client authenticated (form fields or HTTP Basic) is the HTTP
 * layer's business; it passes the credentials here either way.
 */
export interface TokenGrantRequest {
  grant_type?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  scope?: string | undefined;
}

/** Issuer claim of the sandbox's tokens; tokens of another issuer are refused. */
export const TOKEN_ISSUER = 'urn:dap:sandbox';
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
const CACHE_LIMIT = 10_000;
/** Longer bearer tokens are refused unread (the spec's bound of an access token). */
const MAX_TOKEN_LENGTH = specMaxLength('TokenResponse', 'access_token');

// Compared against when the client id is unknown, so that the answer takes as long as a wrong secret.
const DECOY: ClientRecord = clientRecord('\u0000decoy', randomUUID(), []);

/**
 * Issues and verifies access tokens: HS256-signed JWTs (`sub` = client id, `scope`, `iat`, `exp`,
 * `iss`, `jti`) under a key kept in the store, so tokens stay valid across restarts until they
 * expire.
 */
export class TokenService {
  private readonly cache = new Map<string, { principal: Principal; expiresAtMs: number }>();

  constructor(
    private readonly clients: ClientStore,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
    readonly ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS,
  ) {}

  /**
   * The client-credentials grant. Throws `OAuthError`: `invalid_request` (a parameter missing),
   * `unsupported_grant_type` (not `client_credentials`), `invalid_client` (unknown client or wrong
   * secret), `invalid_scope` (a requested scope the client does not hold). The granted scope is the
   * requested one (duplicates dropped, in request order), or all of the client's when none is asked.
   */
  async issueToken(request: TokenGrantRequest): Promise<TokenResponse> {
    const { grant_type: grantType, client_id: clientId, client_secret: secret, scope } = request;
    if (grantType === undefined || grantType === '')
      throw new OAuthError('invalid_request', 'The grant_type parameter is required.');
    if (grantType !== 'client_credentials')
      throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported.');
    if (clientId === undefined || clientId === '')
      throw new OAuthError('invalid_request', 'The client_id parameter is required.');
    if (secret === undefined || secret === '')
      throw new OAuthError('invalid_request', 'The client_secret parameter is required.');

    const client = await this.clients.find(clientId);
    const candidate = client ?? DECOY;
    const presented = Buffer.from(hashSecret(candidate.secretSalt, secret), 'hex');
    const matches = timingSafeEqual(presented, Buffer.from(candidate.secretHash, 'hex'));
    if (!client || !matches) throw new OAuthError('invalid_client', 'Client authentication failed.');

    const requested = [...new Set((scope ?? '').split(' ').filter((token) => token !== ''))];
    const missing = requested.filter((token) => !client.scopes.includes(token));
    if (missing.length > 0)
      throw new OAuthError('invalid_scope', `The client is not allowed the scope ${missing.join(' ')}.`);
    const granted = requested.length > 0 ? requested : client.scopes;

    const issuedAt = Math.floor(this.clock.nowMs() / 1000);
    const accessToken = await new SignJWT({ scope: granted.join(' ') })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(client.clientId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
    return { access_token: accessToken, expires_in: this.ttlSeconds, token_type: 'bearer', scope: granted.join(' ') };
  }

  /**
   * The principal of a valid, unexpired token of this sandbox (its `expiresAt` the token's `exp`),
   * or undefined. Verified tokens are
   * remembered (up to 10,000, oldest dropped first) until they expire, so a repeat costs a map lookup.
   */
  async verifyToken(token: string): Promise<Principal | undefined> {
    const now = this.clock.nowMs();
    const cached = this.cache.get(token);
    if (cached) {
      if (now < cached.expiresAtMs) return cached.principal;
      this.cache.delete(token);
      return undefined;
    }
    if (token.length > MAX_TOKEN_LENGTH || token.split('.').length !== 3) return undefined;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        currentDate: new Date(now),
      }));
    } catch {
      return undefined;
    }
    if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string' || typeof payload.exp !== 'number')
      return undefined;
    const principal: Principal = Object.freeze({
      subject: payload.sub,
      scopes: Object.freeze(payload.scope.split(' ').filter((s) => s !== '')),
      // When it stops being valid, on `nowMs()`: the server refuses it, and closes its WebSockets, then.
      expiresAt: payload.exp * 1000,
    });
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(token, { principal, expiresAtMs: payload.exp * 1000 });
    return principal;
  }

  /**
   * The time tokens are issued and expire by (epoch ms): the real clock, never the sandbox clock's
   * offset. A principal's `expiresAt` is on it, so the server reads it against this.
   */
  nowMs(): number {
    return this.clock.nowMs();
  }

  /** How many verified tokens are remembered (for tests and diagnostics). */
  get cachedTokens(): number {
    return this.cache.size;
  }
}
