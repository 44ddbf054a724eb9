import { bearerTokenOf, problems, type AdmitUpgrade, type VerifyToken } from '@dap/server';
import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from './token-buckets.js';

/**
 * The `onRequest` hook of the rate limit: applies to the API's operations only (routes with a
 * `config.operationId`: REST and the token endpoint; not the docs, not 404s). A request with a
 * valid bearer token counts against its subject (the client id), so one client's tokens share a
 * bucket; any other request (the token endpoint, a missing or invalid token) counts against the
 * caller's IP address. An empty bucket is answered 429 `rate-limited` with `Retry-After` (whole
 * seconds, rounded up) before anything else is done.
 */
export function rateLimitHook(buckets: RateLimiter, verifyToken: VerifyToken) {
  return async (request: FastifyRequest): Promise<void> => {
    const config = request.routeOptions.config as { operationId?: string } | undefined;
    if (config?.operationId === undefined) return;
    const token = bearerTokenOf(request.headers.authorization);
    const principal = token === undefined ? undefined : await verifyToken(token);
    const key = principal ? `client:${principal.subject}` : `ip:${request.ip}`;
    const wait = await buckets.take(key);
    if (wait > 0)
      throw problems.rateLimited(
        wait,
        `Too many requests from ${principal ? `client ${principal.subject}` : 'this address'}: the limit is ${buckets.perSecond} per second with bursts of ${buckets.burst}; retry after ${Math.ceil(wait)} s.`,
      );
  };
}

/**
 * The rate limit of WebSocket handshakes, for `@dap/server`'s `admitUpgrade`: a handshake
 * authenticated as a client takes a token of the same bucket as the client's REST requests
 * (`client:<subject>`), and an empty bucket refuses it with 429 `rate-limited` and `Retry-After`, as
 * it refuses a REST request. (A handshake without a valid token is refused 401 before it counts.)
 */
export function handshakeRateLimit(buckets: RateLimiter): AdmitUpgrade {
  return async (_request, principal) => {
    const wait = await buckets.take(`client:${principal.subject}`);
    if (wait > 0)
      return problems.rateLimited(
        wait,
        `Too many requests from client ${principal.subject}, WebSocket handshakes included: the limit is ${buckets.perSecond} per second with bursts of ${buckets.burst}; retry after ${Math.ceil(wait)} s.`,
      );
    return undefined;
  };
}
