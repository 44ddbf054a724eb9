import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenResponse } from '@dap/api-types';
import { specMaxLength, type Principal } from '@dap/server';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock/clock.js';
import { OAuthError, TooManyFailedSecrets } from '../common/errors.js';
import { FAILED_SECRETS_PER_WINDOW, type SecretFailures } from '../rate-limit/secret-failures.js';
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
const DECOY: ClientRecord = clientRecord('\u0000decoy', randomUUID(), [], null);

/**
 * Whether `part` (of a compact JWS: header, payload or signature) is base64url as RFC 7515 §2
 * defines it, the one spelling of its bytes: no padding, no character outside the alphabet, and the
 * unused low bits of the last character zero. jose decodes leniently (on Node 20 through `atob`:
 * padding accepted, whitespace skipped, spare bits ignored). The signature covers the first two
 * parts as written, so jose refuses those spelt another way; but it compares the signature part as
 * bytes, so a token whose signature is spelt another way (a trailing `=`, other spare bits, a space)
 * verified. Decoding drops what is not base64url and the spare bits, so re-encoding gives `part`
 * back exactly when it is canonical.
 */
function isCanonicalBase64url(part: string): boolean {
  return Buffer.from(part, 'base64url').toString('base64url') === part;
}

/**
 * Issues and verifies access tokens: HS256-signed JWTs (`sub` = client id, `scope`, `iat`, `exp`,
 * `iss`, `jti`) under a key kept in the store, so tokens stay valid across restarts until they
 * expire, or until their client is deleted with its tenant. A principal carries its client's
 * tenant (`tenant`, the customer id), which every read and write is scoped to.
 */
export class TokenService {
  private readonly cache = new Map<string, { principal: Principal; expiresAtMs: number }>();
  /** Each client a valid token named, with its tenant (null: the operator's): a token of a client not here, nor in the store, is refused. */
  readonly #owners = new Map<string, string | null>();

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
   *
   * With `failures` (the HTTP server passes the platform's, `secretFailuresFor`), a wrong secret is
   * counted against the client id, and once its window holds the spec's `failedSecretsPerMinute`,
   * every request of that client id that gets as far as its secret throws `TooManyFailedSecrets`
   * until the window closes: a wrong secret (counted, past the limit), the right one, or the right
   * one with a scope it does not hold alike, so that the answer says nothing of the secret.
   */
  async issueToken(request: TokenGrantRequest, failures?: SecretFailures): Promise<TokenResponse> {
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
    const authenticated = client !== undefined && matches;
    if (failures) await this.#keepToFailedSecretLimit(failures, clientId, authenticated);
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
   * Counts a failed secret, and throws `TooManyFailedSecrets` when the client id's window was full
   * before this request: the secret is checked first and counted after, in one step of `failures`,
   * so that concurrent requests (on every instance) are counted one after the other and no more
   * than the limit are ever answered as failures.
   */
  async #keepToFailedSecretLimit(failures: SecretFailures, clientId: string, authenticated: boolean): Promise<void> {
    const nowMs = this.clock.nowMs();
    const wait = authenticated ? await failures.lockedFor(clientId, nowMs) : await failures.fail(clientId, nowMs);
    if (wait > 0) throw new TooManyFailedSecrets(clientId, FAILED_SECRETS_PER_WINDOW, wait);
  }

  /**
   * The principal of a valid, unexpired token of this sandbox, or undefined. Valid: three canonical
   * base64url parts, HS256 under this sandbox's key, its issuer, `sub` and `scope`, and a lifetime
   * as this sandbox issues: `iat` not in the future and `exp - iat` at most `ttlSeconds` (a token
   * signed with the key but claiming a longer life was not issued here). Verified tokens are
   * remembered (up to 10,000, oldest dropped first) until they expire, so a repeat costs a map
   * lookup; a refused one never is. Its `expiresAt` is the token's `exp`.
   */
  async verifyToken(token: string): Promise<Principal | undefined> {
    const now = this.clock.nowMs();
    const cached = this.cache.get(token);
    if (cached) {
      if (now < cached.expiresAtMs) return cached.principal;
      this.cache.delete(token);
      return undefined;
    }
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every(isCanonicalBase64url)) return undefined;
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
    const { sub, scope, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof scope !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
      return undefined;
    if (iat > now / 1000 || exp - iat > this.ttlSeconds) return undefined;
    const tenant = await this.#tenantOf(sub);
    // The client is gone (deleted with its tenant): its tokens went with it.
    if (tenant === undefined) return undefined;
    const principal: Principal = Object.freeze({
      subject: sub,
      scopes: Object.freeze(scope.split(' ').filter((s) => s !== '')),
      ...(tenant === null ? {} : { tenant }),
      // When it stops being valid, on `nowMs()`: the server refuses it, and closes its WebSockets, then.
      expiresAt: exp * 1000,
    });
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(token, { principal, expiresAtMs: exp * 1000 });
    return principal;
  }

  /**
   * Forgets what it knew of `tenant` (deleted: its clients are gone), so that its tokens are refused
   * from now on; without a tenant, forgets everything (what was missed while not listening).
   */
  forget(tenant?: string): void {
    for (const [client, owner] of this.#owners)
      if (tenant === undefined || owner === tenant) this.#owners.delete(client);
    for (const [token, { principal }] of this.cache) {
      if (tenant === undefined || principal.tenant === tenant) this.cache.delete(token);
    }
  }

  /** The tenant of a client (null: the operator's), or undefined when it does not exist. */
  async #tenantOf(clientId: string): Promise<string | null | undefined> {
    const known = this.#owners.get(clientId);
    if (known !== undefined) return known;
    const client = await this.clients.find(clientId);
    if (!client) return undefined;
    if (this.#owners.size >= CACHE_LIMIT) this.#owners.clear();
    this.#owners.set(clientId, client.customerId);
    return client.customerId;
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
