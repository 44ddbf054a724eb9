import { isObject, type Json, type JsonObject } from '../common/json.js';

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
const DROPPED_KEYWORDS = new Set([
  'description',
  'example',
  'examples',
  '$comment',
  'discriminator',
  'xml',
  'externalDocs',
]);
const dropped = (keyword: string) => DROPPED_KEYWORDS.has(keyword) || keyword.startsWith('x-');

/** Where a reference to the component schema `name` points in the runtime schemas. */
export type RefTarget = (name: string) => string;

/**
 * The runtime schemas of one API: registered under `id`, and referring to the schemas it shares with
 * another API (`imported`, see openapi/shared-schemas.ts) in that API's document (`ownerId`) instead of
 * holding copies of them.
 */
export interface RuntimeSchemas {
  id: string;
  imported?: { names: ReadonlySet<string>; ownerId: string };
}

/** References inside the shared document (`#/$defs/<Name>`) or from a route (`<id>#/$defs/<Name>`); an imported schema is the owner's (`<ownerId>#/$defs/<Name>`). */
const refTarget =
  ({ id, imported }: RuntimeSchemas, inside: boolean): RefTarget =>
  (name) =>
    imported?.names.has(name) ? `${imported.ownerId}#/$defs/${name}` : `${inside ? '' : id}#/$defs/${name}`;

/**
 * A copy of an OpenAPI 3.1 schema for the runtime: annotations dropped, and every
 * `#/components/schemas/<Name>…` reference rewritten to `target(Name)` (`#/$defs/Name` inside the
 * shared document, `dap-openapi#/$defs/Name` in a route). Throws on any other reference.
 */
export function runtimeSchema(schema: Json, target: RefTarget, where: string): Json {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) throw new Error(`${where}: a schema must be an object or a boolean`);
  const copy: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (dropped(keyword)) continue;
    if (keyword === '$ref') {
      const ref = String(value);
      const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
      if (!match) throw new Error(`${where}: only references to #/components/schemas/ are supported, found ${ref}`);
      copy[keyword] = target(match[1] ?? '');
    } else if (SCHEMA_KEYWORDS.has(keyword)) {
      copy[keyword] = runtimeSchema(value, target, `${where}/${keyword}`);
    } else if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) {
      copy[keyword] = value.map((item, i) => runtimeSchema(item, target, `${where}/${keyword}/${i}`));
    } else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, runtimeSchema(item, target, `${where}/${keyword}/${name}`)]),
      );
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}

/** The component schemas as one document, `{ $id, $defs }`, that the server registers once; imported ones are left to their owner's. */
export function sharedSchemas(
  raw: JsonObject,
  bundlePath: string,
  runtime: RuntimeSchemas = { id: SCHEMAS_ID },
): JsonObject {
  const components = isObject(raw['components']) ? raw['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const defs: JsonObject = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (runtime.imported?.names.has(name)) continue;
    defs[name] = runtimeSchema(schema, refTarget(runtime, true), `${bundlePath}#/components/schemas/${name}`);
  }
  return { $id: runtime.id, $defs: defs };
}

/** A route-level schema: references point into the shared document (or the owner's, for an imported schema). */
export function routeSchema(schema: Json, where: string, runtime: RuntimeSchemas = { id: SCHEMAS_ID }): Json {
  return runtimeSchema(schema, refTarget(runtime, false), where);
}
