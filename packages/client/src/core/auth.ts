/**
 * Bearer tokens on API requests, for the typed methods and the raw openapi-fetch client alike: a token
 * for the operation's scope goes on each request and, when the API answers 401 (a token revoked or
 * expired early), that token is forgotten and the request is sent once more with a fresh one.
 */
import type { Middleware } from 'openapi-fetch';
import type { Fetch } from './http.js';
import type { Logger } from './logger.js';
import type { ProvidedTokens } from './provided-token.js';
import type { TokenManager } from './token-manager.js';

export interface Auth {
  /** The client-credentials token manager, or the tokens the caller hands the client (`accessToken`). */
  tokens: TokenManager | ProvidedTokens;
  logger: Logger;
}

/** Method and templated path, for the log line of a refresh (only these two are logged of it). */
export interface Where {
  method: string;
  path: string;
}

/** Sends with `authorization` from `send`, once, or twice when the first answer is a 401. */
export async function sendAuthorized(
  auth: Auth,
  scope: string,
  signal: AbortSignal | undefined,
  where: Where,
  send: (authorization: string) => Promise<Response>,
): Promise<Response> {
  const token = auth.tokens.cachedToken(scope) ?? (await auth.tokens.getToken(scope, signal));
  const response = await send(`Bearer ${token}`);
  if (response.status !== 401) return response;
  const authorization = await authorizationAfter401(auth, scope, token, response, signal, where);
  return authorization === undefined ? response : send(authorization);
}

/**
 * openapi-fetch middleware giving the raw client the same authentication. `scopeFor` names the scope
 * of a call from its method and templated path.
 */
export function authMiddleware(
  auth: Auth,
  scopeFor: (method: string, schemaPath: string) => string,
  fetch: Fetch,
): Middleware {
  const sent = new Map<string, { scope: string; token: string; replay: Request }>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const scope = scopeFor(request.method, schemaPath);
      const token = auth.tokens.cachedToken(scope) ?? (await auth.tokens.getToken(scope, request.signal));
      request.headers.set('authorization', `Bearer ${token}`);
      // The sent request's body is consumed by the time its 401 arrives: keep an unread copy (a
      // stream tee) when there is a body; a body-less request is sent again as it is.
      sent.set(id, { scope, token, replay: request.body === null ? request : request.clone() });
      return request;
    },
    async onResponse({ response, schemaPath, id }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !entry) return undefined;
      const { scope, token, replay } = entry;
      const authorization = await authorizationAfter401(auth, scope, token, response, replay.signal, {
        method: replay.method,
        path: schemaPath,
      });
      if (authorization === undefined) return undefined;
      replay.headers.set('authorization', authorization);
      return fetch(replay);
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}

async function authorizationAfter401(
  { tokens, logger }: Auth,
  scope: string,
  refused: string,
  response: Response,
  signal: AbortSignal | undefined,
  where: Where,
): Promise<string | undefined> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  const fields = { method: where.method, path: where.path, scope, requestId };
  tokens.invalidate(scope, refused);
  const token = await tokens.getToken(scope, signal);
  // A fixed `accessToken` gives the refused token back: the 401 stands, with its body.
  if (token === refused) {
    logger.warn('401 from the API, and no other token to send', fields);
    return undefined;
  }
  logger.info('401 from the API: refreshing the token and sending the request once more', fields);
  // Release the refused response's body; not awaited, as a cancel can wait on other readers.
  void response.body?.cancel().catch(() => {});
  return `Bearer ${token}`;
}
