/**
 * OAuth 2.0 client-credentials tokens (RFC 6749 §4.4), one per scope set. A token is reused until
 * shortly before it expires; concurrent callers that find no usable token wait on ONE shared request
 * instead of each asking the token endpoint.
 */
import { raceAbort } from './abort.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  AuthenticationError,
  DapError,
  isRecord,
  siteOf,
  tokenRequestFailure,
  unanswered,
} from './errors.js';
import { jsonOrText, type Fetch } from './http.js';
import type { Logger } from './logger.js';

export interface TokenManagerOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: Fetch;
  /** Bound on one token request, so a token endpoint that never answers cannot hang every call. */
  timeoutMs: number;
  now: () => number;
  logger: Logger;
}

interface CachedToken {
  accessToken: string;
  /** Epoch ms when the token expires: when the token response arrived plus its `expires_in`. */
  expiresAt: number;
  /** Epoch ms after which the token is no longer handed out (expiry minus a safety margin). */
  refreshAt: number;
}

/** Refresh this long before expiry, but never more than a tenth of the lifetime (short-lived tokens). */
const MAX_MARGIN_MS = 60_000;

export class TokenManager {
  readonly #options: TokenManagerOptions;
  readonly #cache = new Map<string, CachedToken>();
  readonly #inFlight = new Map<string, Promise<CachedToken>>();

  constructor(options: TokenManagerOptions) {
    this.#options = options;
  }

  /** The cached token for `scope` while it is still fresh: the no-wait path of every call. */
  cachedToken(scope: string): string | undefined {
    const cached = this.#cache.get(scope);
    return cached && this.#options.now() < cached.refreshAt ? cached.accessToken : undefined;
  }

  /** A bearer token for `scope` (space-separated; '' for the client's default scopes). */
  async getToken(scope: string, signal?: AbortSignal): Promise<string> {
    const cached = this.cachedToken(scope);
    if (cached !== undefined) return cached;
    let pending = this.#inFlight.get(scope);
    if (!pending) {
      pending = this.#request(scope).finally(() => this.#inFlight.delete(scope));
      this.#inFlight.set(scope, pending);
    }
    // One caller giving up must not cancel the refresh the others are waiting on.
    const token = signal ? await raceAbort(pending, signal) : await pending;
    return token.accessToken;
  }

  /**
   * Forgets `accessToken` after the API refused it (401). Only that exact token: a caller holding a
   * stale one must not throw away the fresh token another caller already obtained.
   */
  invalidate(scope: string, accessToken: string): void {
    if (this.#cache.get(scope)?.accessToken === accessToken) this.#cache.delete(scope);
  }

  /**
   * When `accessToken`, the token held for `scope`, expires (epoch ms by the client's `now`), so that
   * a long-lived user of it (the stream client) can move to a fresh one in time; `undefined` for a
   * token it does not hold (one answered without `expires_in` is never held).
   */
  expiresAt(scope: string, accessToken: string): number | undefined {
    const cached = this.#cache.get(scope);
    return cached?.accessToken === accessToken ? cached.expiresAt : undefined;
  }

  /** The tokens currently held, so the logger can scrub them from anything it prints. */
  heldTokens(): string[] {
    return [...this.#cache.values()].map((token) => token.accessToken);
  }

  /**
   * One token request. Whatever fails (no answer, a 404 of a wrong `tokenUrl`, a 5xx, a body without
   * a token) fails as the token request: typed as usual, with `tokenRequest` and the token URL on it.
   */
  async #request(scope: string): Promise<CachedToken> {
    try {
      return await this.#send(scope);
    } catch (error) {
      throw error instanceof DapError ? tokenRequestFailure(error, siteOf('POST', this.#options.tokenUrl)) : error;
    }
  }

  async #send(scope: string): Promise<CachedToken> {
    const { tokenUrl, clientId, clientSecret, timeoutMs, now, logger } = this.#options;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (scope !== '') form.set('scope', scope);
    const started = now();
    const timeout = Number.isFinite(timeoutMs) ? AbortSignal.timeout(timeoutMs) : new AbortController().signal;
    let response: Response;
    let body: unknown;
    try {
      response = await raceAbort(
        this.#options.fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: timeout,
        }),
        timeout,
      );
      body = jsonOrText(await raceAbort(response.text(), timeout));
    } catch (error) {
      if (error instanceof DapError) throw error;
      const site = siteOf('POST', tokenUrl);
      if (timeout.aborted)
        throw new APIConnectionTimeoutError(
          `token request timed out after ${timeoutMs} ms: ${site.method} ${site.url}`,
          {
            cause: error,
          },
        );
      throw new APIConnectionError(`token request failed: no response: ${unanswered(site, error)}`, { cause: error });
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    logger.debug('token response', { scope, status: response.status, requestId, durationMs: now() - started });

    if (!response.ok) {
      // RFC 6749 §5.2 errors ({error, error_description}) are authentication failures whatever the status.
      if (response.status < 500 && isRecord(body) && typeof body['error'] === 'string') {
        throw new AuthenticationError(response.status, body, response.headers);
      }
      throw APIError.from(response.status, body, response.headers);
    }
    if (!isRecord(body) || typeof body['access_token'] !== 'string' || body['access_token'] === '') {
      throw new DapError(
        `token request failed: the token endpoint answered ${response.status} without an access_token`,
      );
    }
    const lifetimeMs = typeof body['expires_in'] === 'number' && body['expires_in'] > 0 ? body['expires_in'] * 1000 : 0;
    const received = now();
    const token = {
      accessToken: body['access_token'],
      expiresAt: received + lifetimeMs,
      refreshAt: received + lifetimeMs - Math.min(MAX_MARGIN_MS, lifetimeMs / 10),
    };
    // A token without a lifetime is used for the calls waiting on it, never cached.
    if (lifetimeMs > 0) this.#cache.set(scope, token);
    return token;
  }
}
