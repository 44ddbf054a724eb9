/**
 * The vocabulary of the generated route tables: `ROUTES` (the platform API, generated/routes.ts) and
 * `CONTROL_ROUTES` (the Sandbox Control API, generated/sandbox-control-routes.ts) are both lists of
 * `RouteDefinition`s, which the server mounts the same way.
 */
import type { OperationId } from './generated/routes.js';

/** A JSON Schema (2020-12 dialect, as OpenAPI 3.1 uses). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** One response of an operation: its media type and body schema, when it has a body. */
export interface ResponseDefinition {
  readonly contentType?: string;
  readonly schema?: JsonSchema;
}

/** The JSON schemas of one operation, by request part (Fastify's names) and response status. */
export interface RouteSchemas {
  readonly params?: JsonSchema;
  readonly querystring?: JsonSchema;
  readonly headers?: JsonSchema;
  readonly body?: JsonSchema;
  readonly responses: Readonly<Record<string, ResponseDefinition>>;
}

/**
 * The announcement of a deprecated operation, from its `x-deprecated-at`, `x-sunset` and
 * `x-replaced-by`: every answer of the operation carries it as RFC 9745 `Deprecation`, RFC 8594
 * `Sunset` and a `Link` to the docs page listing deprecations.
 */
export interface RouteDeprecation {
  /** `YYYY-MM-DD`. */
  readonly deprecatedAt: string;
  /** `YYYY-MM-DD`: from that day on, the operation may be removed. */
  readonly sunset: string;
  /** What to call instead. */
  readonly replacedBy: string;
  /** The docs page that lists deprecations (`rel="deprecation"`). */
  readonly link?: string;
}

/** One operation of an OpenAPI document, as the server mounts it (by default, of the platform API). */
export interface RouteDefinition<Id extends string = OperationId> {
  readonly operationId: Id;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
  /** The OpenAPI path template, e.g. `/identity/accounts/{id}`. */
  readonly path: string;
  /** The same path as Fastify routes it, e.g. `/identity/accounts/:id`. */
  readonly fastifyPath: string;
  /**
   * `rest`: served under the REST base path of its document (`/v2`); `origin`: served at its path
   * from the origin, because the operation has servers of its own (the token endpoint) or its
   * document's servers are origins (the Sandbox Control API).
   */
  readonly base: 'rest' | 'origin';
  /** The one OAuth2 scope the operation requires; null for a public operation (`security: []`). */
  readonly scope: string | null;
  /** The media type of the request body, or null when the operation takes none. */
  readonly requestContentType: string | null;
  /**
   * Whether the request body must be sent (its `requestBody.required`). An optional one may be left
   * out: the handler's `body` is then undefined; one that is sent is validated as usual.
   */
  readonly requestBodyRequired: boolean;
  readonly schemas: RouteSchemas;
  /** Present when the operation is deprecated. */
  readonly deprecation?: RouteDeprecation;
}
