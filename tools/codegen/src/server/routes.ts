import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { constName, PLATFORM_API, typeName, type RestApi } from '../openapi/apis.js';
import type { Deprecation } from '@dap/redocly-rules/deprecation';
import { isObject, type Json, type JsonObject } from '../common/json.js';
import { propertyKey } from '../common/property-key.js';
import type { Operation, RestSpec } from '../openapi/operations.js';
import { routeSchema, sharedSchemas, type RuntimeSchemas } from './schemas.js';
import { sharedSchemaNames } from '../openapi/shared-schemas.js';

const addFormats = ajvFormats.default;

/** The OpenAPI formats ajv-formats does not define; the server runtime defines the same ones. */
export const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];

/** `/identity/accounts/{id}` → `/identity/accounts/:id` (a literal `:` doubled, as find-my-way wants). */
export function fastifyPath(path: string): string {
  return path.replaceAll(':', '::').replace(/\{([^}]+)\}/g, ':$1');
}

/** The server's hand-written vocabulary of route tables (relative to src/generated/). */
export const ROUTE_DEFINITION_MODULE = '../route-definition.js';

/** The JSON schemas of one route, as the generated table holds them; `$ref`s point into the shared documents. */
function routeSchemas(op: Operation, file: string, runtime: RuntimeSchemas): JsonObject {
  const where = `${file}#${op.pointer}`;
  const schemas: JsonObject = {};
  for (const part of ['params', 'querystring', 'headers'] as const) {
    const parameters = op.parameters.filter((p) => p.part === part);
    if (parameters.length === 0) continue;
    const required = parameters.filter((p) => p.required || part === 'params').map((p) => p.name);
    schemas[part] = {
      type: 'object',
      properties: Object.fromEntries(
        parameters.map((p) => [p.name, routeSchema(p.schema, `${where}/parameters/${p.name}`, runtime)]),
      ),
      ...(required.length > 0 ? { required } : {}),
    };
  }
  if (op.requestBody) schemas['body'] = routeSchema(op.requestBody.schema, `${where}/requestBody`, runtime);
  const responses: JsonObject = {};
  for (const response of op.responses) {
    const entry: JsonObject = {};
    if (response.contentType !== undefined) entry['contentType'] = response.contentType;
    if (response.schema !== undefined)
      entry['schema'] = routeSchema(response.schema, `${where}/responses/${response.status}`, runtime);
    responses[response.status] = entry;
  }
  schemas['responses'] = responses;
  return schemas;
}

/**
 * Compiles every schema as the server will (ajv's JSON Schema 2020-12 dialect, strict, with
 * ajv-formats and the OpenAPI formats), so that a schema the server would refuse at start-up fails
 * generation instead, naming the operation.
 */
function checkSchemas(spec: RestSpec, shared: readonly JsonObject[], routes: Record<string, JsonObject>): void {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  try {
    for (const document of shared) ajv.addSchema(document as object);
  } catch (error) {
    throw new Error(
      `${spec.bundlePath}#/components/schemas: ajv refused the component schemas: ${(error as Error).message}`,
      { cause: error },
    );
  }
  for (const op of spec.operations) {
    const schemas = routes[op.operationId] ?? {};
    const parts: [string, Json | undefined][] = [
      ['params', schemas['params']],
      ['querystring', schemas['querystring']],
      ['headers', schemas['headers']],
      ['body', schemas['body']],
      ...Object.entries((schemas['responses'] ?? {}) as Record<string, { schema?: Json }>).map(
        ([status, r]) => [`responses/${status}`, r.schema] as [string, Json | undefined],
      ),
    ];
    for (const [part, schema] of parts) {
      if (schema === undefined) continue;
      try {
        ajv.compile(schema as object);
      } catch (error) {
        throw new Error(
          `${spec.bundlePath}#${op.pointer}: ajv refused the ${part} schema of ${op.operationId}: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
  }
}

/**
 * What the server tells a caller of a deprecated operation: its dates and replacement, and the docs
 * page listing deprecations (the docs site's Changes page, under the spec's `externalDocs.url`).
 */
function deprecationOf(spec: RestSpec, deprecation: Deprecation): JsonObject {
  const docs = isObject(spec.raw['externalDocs']) ? spec.raw['externalDocs']['url'] : undefined;
  return {
    ...deprecation,
    ...(typeof docs === 'string' ? { link: new URL('changes.html', docs).href } : {}),
  };
}

/**
 * routes.ts: the route table of one API (`sandbox-control-routes.ts` for the Sandbox Control API, its
 * names prefixed: `CONTROL_ROUTES`). For each operation: its operationId, method, OpenAPI path and
 * the Fastify form of it, whether it is served under the REST base path or at the origin, its one
 * scope, its request media type and the JSON schemas of its path, query, header and body and of
 * each response status; plus the component schemas as one shared document (`SHARED_SCHEMAS`, under
 * the API's own `$id`) that those schemas reference, and the REST base path of the document's
 * servers. The types of the table are the server's (`RouteDefinition`, route-definition.ts).
 *
 * With an `owner` (the platform API, for the Sandbox Control API), the schemas the two share (see
 * openapi/shared-schemas.ts) are not copied: they are referenced in the owner's shared document
 * (`dap-openapi#/$defs/Transfer`), which the server registers too.
 */
export function serverRoutesModule(
  spec: RestSpec,
  api: RestApi = PLATFORM_API,
  owner?: RestSpec & { api: RestApi },
): string {
  const runtime: RuntimeSchemas = {
    id: api.schemasId,
    ...(owner ? { imported: { names: sharedSchemaNames(spec.raw, owner.raw), ownerId: owner.api.schemasId } } : {}),
  };
  const shared = sharedSchemas(spec.raw, spec.bundlePath, runtime);
  const schemas: Record<string, JsonObject> = {};
  for (const op of spec.operations) schemas[op.operationId] = routeSchemas(op, spec.bundlePath, runtime);
  const owners = owner ? [sharedSchemas(owner.raw, owner.bundlePath, { id: owner.api.schemasId })] : [];
  checkSchemas(spec, [...owners, shared], schemas);

  const json = (value: unknown, indent: string) => JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
  const routes = spec.operations.map((op) => {
    const lines = [
      `operationId: ${JSON.stringify(op.operationId)},`,
      `method: ${JSON.stringify(op.method)},`,
      `path: ${JSON.stringify(op.path)},`,
      `fastifyPath: ${JSON.stringify(fastifyPath(op.path))},`,
      `base: ${JSON.stringify(op.base)},`,
      `scope: ${JSON.stringify(op.scope)},`,
      `requestContentType: ${JSON.stringify(op.requestBody?.contentType ?? null)},`,
      `requestBodyRequired: ${JSON.stringify(op.requestBody?.required ?? false)},`,
      `schemas: ${json(schemas[op.operationId], '    ')},`,
      ...(op.deprecation ? [`deprecation: ${json(deprecationOf(spec, op.deprecation), '    ')},`] : []),
    ];
    const doc = `  /** \`${op.method} ${op.path}\`${op.summary ? `: ${op.summary.replaceAll('*/', '*\\/')}` : ''} */`;
    return `${doc}\n  ${propertyKey(op.operationId)}: {\n${lines.map((line) => `    ${line}`).join('\n')}\n  },`;
  });
  const ids = spec.operations.map((op) => JSON.stringify(op.operationId));
  const operationId = typeName(api, 'OperationId');
  const sharedId = constName(api, 'SHARED_SCHEMAS_ID');

  return `import type { JsonSchema, RouteDefinition } from '${ROUTE_DEFINITION_MODULE}';

/** Every operationId of ${spec.info.title}. */
export type ${operationId} = ${ids.length > 0 ? ids.join(' | ') : 'never'};

/** The path of the document's servers: where its \`rest\` operations are served (its \`origin\` ones are served at their paths). */
export const ${constName(api, 'REST_BASE_PATH')} = ${JSON.stringify(spec.basePath)};

/** The \`$id\` of {@link ${constName(api, 'SHARED_SCHEMAS')}}; route schemas reference \`${api.schemasId}#/$defs/<Name>\`. */
export const ${sharedId} = ${JSON.stringify(api.schemasId)};

/** The component schemas of the document${owner ? ` not shared with the ${owner.info.title} (those are its \`${constName(owner.api, 'SHARED_SCHEMAS')}\`, which must be registered too)` : ''}, to register once (ajv, Fastify's serializer) under their \`$id\`. */
export const ${constName(api, 'SHARED_SCHEMAS')}: { readonly $id: string; readonly $defs: Readonly<Record<string, JsonSchema>> } = ${json(shared, '')};

/** Every operation of ${spec.info.title}, by operationId, in document order. */
export const ${constName(api, 'ROUTES')}: Readonly<Record<${operationId}, RouteDefinition<${operationId}>>> = {
${routes.join('\n')}
};
`;
}
