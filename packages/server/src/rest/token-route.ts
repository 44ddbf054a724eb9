import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandlerInputs, Handlers } from '../generated/handlers.js';
import type { RouteDefinition } from '../route-definition.js';
import { OAuthTokenError } from '../errors/oauth-token-error.js';
import { ProblemError } from '../errors/problem-error.js';
import { problems } from '../errors/problems.js';
import { sendProblem } from '../errors/send-problem.js';
import { fastifySchemaOf, successStatusOf } from './route-options.js';

/** RFC 6749 §5.1: token responses, errors included, must not be cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/**
 * Mounts the token endpoint (an operation with servers of its own, at the origin) in the plugin
 * scope `app`. The scope parses `application/x-www-form-urlencoded` only (@fastify/formbody), and
 * its errors are RFC 6749 §5.2 `{error, error_description}` JSON, not problem documents: a body that
 * is missing, malformed, not a form, or whose fields are missing or repeated is `invalid_request`; a
 * `grant_type` other than `client_credentials` is `unsupported_grant_type`; the handler throws
 * `OAuthTokenError` for the rest (`invalid_client` 401, `invalid_scope` 400).
 */
export async function mountTokenRoute(app: FastifyInstance, route: RouteDefinition, handlers: Handlers): Promise<void> {
  app.removeAllContentTypeParsers();
  await app.register(formbody);
  app.setErrorHandler(tokenErrorHandler);
  const status = successStatusOf(route);

  app.route({
    method: route.method,
    url: route.fastifyPath,
    schema: fastifySchemaOf(route),
    config: { operationId: route.operationId, scope: null },
    onRequest: async (_request, reply) => {
      reply.headers(NO_STORE);
    },
    handler: async (request, reply) => {
      const input = { requestId: request.id, log: request.log, body: request.body } as HandlerInputs['createToken'];
      const result = await handlers.createToken(input);
      return reply.code(status).send(result);
    },
  });
}

function tokenErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(NO_STORE);
  if (error instanceof OAuthTokenError) return reply.code(error.status).type('application/json').send(error.toJSON());
  if (error instanceof ProblemError) return sendProblem(reply, error); // e.g. a 429 the handler decided on
  const e = (typeof error === 'object' && error !== null ? error : {}) as { statusCode?: number; validation?: unknown };
  if (e.validation !== undefined || (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)) {
    const refusal = refusalOf(request.body, error);
    return reply.code(refusal.status).type('application/json').send(refusal.toJSON());
  }
  request.log.error({ err: error }, 'unexpected error in the token endpoint; answered 500');
  return sendProblem(reply, problems.internalError());
}

/** Why a token request that failed validation or parsing is refused. */
function refusalOf(body: unknown, error: unknown): OAuthTokenError {
  const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  if (!form) {
    const code = (error as { code?: string }).code;
    const why =
      code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'the body must be application/x-www-form-urlencoded'
        : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'the body is too large'
          : 'the body must be a form with grant_type, client_id and client_secret';
    return new OAuthTokenError('invalid_request', `Invalid token request: ${why}.`);
  }
  const grantType = form['grant_type'];
  if (typeof grantType === 'string' && grantType !== 'client_credentials') {
    return new OAuthTokenError(
      'unsupported_grant_type',
      `grant_type ${JSON.stringify(grantType)} is not supported; use client_credentials.`,
    );
  }
  for (const field of ['grant_type', 'client_id', 'client_secret', 'scope']) {
    const value = form[field];
    if (Array.isArray(value)) return new OAuthTokenError('invalid_request', `${field} is repeated.`);
    if (value === undefined && field !== 'scope')
      return new OAuthTokenError('invalid_request', `${field} is required.`);
  }
  // A field the schema refuses (too long; NUL or a lone surrogate in client_id): name it, not its value.
  const field = (error as { validation?: { instancePath?: string }[] }).validation?.[0]?.instancePath?.split('/')[1];
  if (field !== undefined && field !== '')
    return new OAuthTokenError(
      'invalid_request',
      `The ${field} parameter is malformed or too long (see the token request's schema).`,
    );
  return new OAuthTokenError('invalid_request', 'Invalid token request.');
}
