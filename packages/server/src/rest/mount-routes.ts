import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, hasScope } from '../auth.js';
import type { ProblemError } from '../errors/problem-error.js';
import { problems } from '../errors/problems.js';
import { restErrorHandler } from '../errors/rest-error-handler.js';
import { isRawJson } from '../raw-json.js';
import type { RouteDefinition } from '../route-definition.js';
import type { Principal, VerifyToken } from '../types.js';
import { deprecationHeaders } from './deprecation-headers.js';
import { strictJsonBodies } from './json-body.js';
import { fastifySchemaOf, successStatusOf } from './route-options.js';

/** Where the principal of an authenticated request is kept (a decoration: no global type augmentation). */
interface AuthenticatedRequest extends FastifyRequest {
  dapPrincipal: Principal | null;
}

/**
 * Mounts REST operations of one API (the platform API's under its base path, or those served at the
 * origin: the Sandbox Control API's) in the plugin scope `app`, which the caller registered with the
 * routes' prefix. `handlers` has one handler per operation, by operationId (`Handlers`,
 * `ControlHandlers`). The scope parses JSON bodies only, so any other media type is a 415; every
 * route checks its bearer token and scope first (onRequest: nothing is parsed for a caller who may
 * not call), then asks `admitRequest`, then validates, then calls the handler.
 */
/**
 * Decides whether an authenticated request goes on to its operation, once its bearer token and the
 * operation's scope have been checked (an unauthenticated one is refused 401/403 first and never
 * gets here), before its body is read and validated: a problem answers the request with it (and
 * the handler never runs); undefined lets it go on. `operationId` names the operation (the
 * platform API's or the Sandbox Control API's); `principal` is the caller. It may take its time (a
 * delay it was asked to inject). A sandbox's armed faults and `Prefer: code=` are its use.
 */
export type AdmitRequest = (
  request: FastifyRequest,
  principal: Principal,
  operationId: string,
) => ProblemError | undefined | Promise<ProblemError | undefined>;

export interface RestMountOptions {
  verifyToken: VerifyToken;
  admitRequest: AdmitRequest | undefined;
  /** The clock a principal's `expiresAt` is read against. */
  now: () => number;
  bodyLimit: number;
}

export function mountRestRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition<string>[],
  handlers: object,
  { verifyToken, admitRequest, now, bodyLimit }: RestMountOptions,
): void {
  // Fastify also parses text/plain by default; a JSON API answers such a body with 415.
  app.removeContentTypeParser('text/plain');
  strictJsonBodies(app);
  app.decorateRequest('dapPrincipal', null);
  app.setErrorHandler(restErrorHandler(bodyLimit));

  for (const route of routes) {
    const { operationId, scope } = route;
    const status = successStatusOf(route);
    const deprecation = route.deprecation && deprecationHeaders(route.deprecation);
    const call = (handlers as Record<string, unknown>)[operationId] as ((input: object) => unknown) | undefined;
    if (typeof call !== 'function') throw new Error(`createApiServer: handlers.${operationId} is missing`);

    app.route({
      method: route.method,
      url: route.fastifyPath,
      schema: fastifySchemaOf(route),
      config: { operationId, scope },
      onRequest: async (request, reply) => {
        // First, so that every answer carries them, problems included.
        if (deprecation) reply.headers(deprecation);
        if (scope === null) return;
        const result = await authenticate(verifyToken, request.headers.authorization, now);
        if (!result.ok) throw problems.unauthorized(result.tokenSent);
        if (!hasScope(result.principal, scope)) throw problems.insufficientScope(scope);
        (request as AuthenticatedRequest).dapPrincipal = result.principal;
        const refusal = admitRequest && (await admitRequest(request, result.principal, operationId));
        if (refusal) throw refusal;
      },
      handler: async (request, reply) => {
        const principal = (request as AuthenticatedRequest).dapPrincipal;
        const input = {
          requestId: request.id,
          log: request.log,
          ...(route.schemas.params !== undefined ? { params: request.params } : {}),
          ...(route.schemas.querystring !== undefined ? { query: request.query } : {}),
          ...(route.schemas.headers !== undefined ? { headers: request.headers } : {}),
          // An optional body left out (or sent as JSON null) is undefined.
          ...(route.schemas.body !== undefined ? { body: request.body ?? undefined } : {}),
          ...(principal ? { auth: principal } : {}),
        };
        // `call` keeps `handlers` as `this`, so handlers may be methods of a class.
        const result = await call.call(handlers, input);
        // Bytes already JSON: sent as they are (a Buffer skips the serialiser).
        if (isRawJson(result)) return reply.code(status).type('application/json; charset=utf-8').send(result.rawJson);
        if (result === undefined && route.schemas.responses[String(status)]?.schema !== undefined) {
          throw new Error(`handlers.${operationId} returned nothing; it must return the ${status} response body`);
        }
        return reply.code(status).send(result);
      },
    });
  }
}
