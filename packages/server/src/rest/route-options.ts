import type { FastifySchema } from 'fastify';
import type { RouteDefinition } from '../route-definition.js';

/** The 2xx status of an operation (the generator guarantees there is exactly one). */
export function successStatusOf(route: RouteDefinition<string>): number {
  const status = Object.keys(route.schemas.responses).find((s) => /^2\d\d$/.test(s));
  if (status === undefined) throw new Error(`${route.operationId} has no 2xx response`);
  return Number(status);
}

/**
 * The Fastify schema of a route: the request parts for validation, and the 2xx response for
 * serialisation with fast-json-stringify (fast, and a field the schema does not declare is not
 * sent). Error responses are left out on purpose: they are problem documents the catalogue builds,
 * sent with JSON.stringify, so a mistake in one can never turn an error into a serialisation 500.
 */
export function fastifySchemaOf(route: RouteDefinition<string>): FastifySchema {
  const { params, querystring, headers, body, responses } = route.schemas;
  const status = successStatusOf(route);
  const success = responses[String(status)];
  return {
    ...(params !== undefined ? { params } : {}),
    ...(querystring !== undefined ? { querystring } : {}),
    ...(headers !== undefined ? { headers } : {}),
    // Fastify validates a body left out as null: an optional one lets that through (ajv's `if`
    // error is not reported), and checks one that was sent against its schema alone.
    ...(body !== undefined
      ? { body: route.requestBodyRequired ? body : { if: { type: 'null' }, then: true, else: body } }
      : {}),
    ...(success?.schema !== undefined && success.contentType !== undefined
      ? { response: { [status]: { content: { [success.contentType]: { schema: success.schema } } } } }
      : {}),
  };
}
