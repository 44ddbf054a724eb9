/**
 * openapi-fetch middleware that authenticates every request, including those made through the raw
 * client: it attaches a bearer token for the operation's scope and, when the API answers 401 (token
 * revoked or expired early), forgets that token, fetches a new one and sends the request once more.
 */
import type { Middleware } from 'openapi-fetch';
import type { Logger } from './logger.js';
import type { TokenManager } from './token-manager.js';

export interface AuthMiddlewareOptions {
  tokens: TokenManager;
  /** The scope string to request for a call: the operation's scope, or the configured scopes. */
  scopeFor: (method: string, schemaPath: string) => string;
  fetch: (request: Request) => Promise<Response>;
  logger: Logger;
}

interface SentRequest {
  scope: string;
  token: string;
  /** An unread copy of the request: the sent one's body is consumed by the time its 401 arrives. */
  replay: Request;
}

export function authMiddleware({ tokens, scopeFor, fetch, logger }: AuthMiddlewareOptions): Middleware {
  const sent = new Map<string, SentRequest>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const scope = scopeFor(request.method, schemaPath);
      const token = await tokens.getToken(scope, request.signal);
      request.headers.set('authorization', `Bearer ${token}`);
      // A request without a body can be sent again as it is; cloning (a stream tee) only when needed.
      sent.set(id, { scope, token, replay: request.body === null ? request : request.clone() });
      return request;
    },
    async onResponse({ response, schemaPath, id }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !entry) return undefined;
      logger.info('401 from the API: refreshing the token and sending the request once more', {
        method: entry.replay.method,
        path: schemaPath,
        scope: entry.scope,
        requestId: response.headers.get('x-request-id') ?? undefined,
      });
      tokens.invalidate(entry.scope, entry.token);
      const fresh = await tokens.getToken(entry.scope, entry.replay.signal);
      entry.replay.headers.set('authorization', `Bearer ${fresh}`);
      // Release the refused response's body; not awaited, as a cancel can wait on other readers.
      void response.body?.cancel().catch(() => {});
      return fetch(entry.replay);
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
