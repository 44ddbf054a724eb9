import { isObject, type Json, type JsonObject } from './asyncapi-messages.js';

/**
 * The `$id` under which the server registers the platform API's component schemas once (ajv and
 * Fastify's serializer alike); routes reference them as `dap-openapi#/$defs/<Name>`. Each API has
 * its own (`RestApi.schemasId`).
 */
export const SCHEMAS_ID = 'dap-openapi';

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);
/**
 * Dropped from the runtime schemas: prose and examples (the spec is where people read them; they
 * would only make the route table larger) and the OpenAPI-only annotations ajv does not know,
 * specification extensions (`x-…`, such as the Problem schema's `x-problem-types`) included.
 */
const DROPPED_KEYWORDS = new Set(['description', 'example', 'examples', '$comment', 'discriminator', 'xml', 'externalDocs']);
const dropped = (keyword: string) => DROPPED_KEYWORDS.has(keyword) || keyword.startsWith('x-');

/**
 * A copy of an OpenAPI 3.1 schema for the runtime: annotations dropped, and every
 * `#/components/schemas/<Name>…` reference rewritten with `refPrefix` (`#/$defs/` inside the shared
 * document, `dap-openapi#/$defs/` in a route). Throws on any other reference.
 */
export function runtimeSchema(schema: Json, refPrefix: string, where: string): Json {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) throw new Error(`${where}: a schema must be an object or a boolean`);
  const copy: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (dropped(keyword)) continue;
    if (keyword === '$ref') {
      const ref = String(value);
      const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
      if (!match) throw new Error(`${where}: only references to #/components/schemas/ are supported, found ${ref}`);
      copy[keyword] = refPrefix + match[1];
    } else if (SCHEMA_KEYWORDS.has(keyword)) {
      copy[keyword] = runtimeSchema(value, refPrefix, `${where}/${keyword}`);
    } else if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) {
      copy[keyword] = value.map((item, i) => runtimeSchema(item, refPrefix, `${where}/${keyword}/${i}`));
    } else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, runtimeSchema(item, refPrefix, `${where}/${keyword}/${name}`)]));
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}

/** The component schemas as one document, `{ $id, $defs }`, that the server registers once. */
export function sharedSchemas(raw: JsonObject, bundlePath: string, id = SCHEMAS_ID): JsonObject {
  const components = isObject(raw['components']) ? raw['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const defs: JsonObject = {};
  for (const [name, schema] of Object.entries(schemas)) {
    defs[name] = runtimeSchema(schema, '#/$defs/', `${bundlePath}#/components/schemas/${name}`);
  }
  return { $id: id, $defs: defs };
}

/** A route-level schema: references point into the shared document `id`. */
export function routeSchema(schema: Json, where: string, id = SCHEMAS_ID): Json {
  return runtimeSchema(schema, `${id}#/$defs/`, where);
}
