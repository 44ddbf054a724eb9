/**
 * The bundled REST contract, read once: what the corpus derives its edges from (lengths, patterns'
 * meaning, enums, the metadata limits) and where each operation lives. Nothing here restates a
 * spec fact; it only looks facts up.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The path of `specs/dist/openapi.json`, the file every generator reads. */
export const OPENAPI_BUNDLE = require.resolve('@dap/specs/openapi.json');

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: string[];
  maxLength?: number;
  minLength?: number;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  propertyNames?: Schema;
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  examples?: unknown[];
}

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema: Schema;
}

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; examples?: Record<string, { value: unknown }> }> };
}

interface Bundle {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

const bundle = JSON.parse(readFileSync(OPENAPI_BUNDLE, 'utf8')) as Bundle;

/** Follows `$ref`s within the bundle until a schema that is not a reference. */
export function resolve<T extends { $ref?: string }>(node: T): T {
  let current = node;
  while (current.$ref) {
    const [, group, name] = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(current.$ref) ?? [];
    const found = group && name ? (bundle.components[group as 'schemas'][name] as unknown as T) : undefined;
    if (!found) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = found;
  }
  return current;
}

export function schema(name: string): Schema {
  const found = bundle.components.schemas[name];
  if (!found) throw new Error(`the bundle has no schema ${name}`);
  return resolve(found);
}

/**
 * A body's fields: an object schema's own, or, for a union of complete branches (`oneOf`), every
 * branch's properties, required where every branch requires them.
 */
function fieldsOf(body: Schema): Schema {
  if (!body.oneOf) return body;
  const branches = body.oneOf.map((branch) => resolve(branch));
  const properties = Object.assign({}, ...branches.map((branch) => branch.properties)) as Record<string, Schema>;
  const required = (branches[0]?.required ?? []).filter((name) =>
    branches.every((branch) => branch.required?.includes(name)),
  );
  return { type: 'object', properties, required };
}

/** A property of an object schema, its `$ref` resolved. */
export function property(of: Schema, name: string): Schema {
  const found = of.properties?.[name];
  if (!found) throw new Error(`no property ${name}`);
  return resolve(found);
}

/** A number the spec states, or a loud failure (the corpus is derived, never guessed). */
export function stated(value: number | undefined, what: string): number {
  if (value === undefined) throw new Error(`the spec states no ${what}`);
  return value;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  scope: string;
  contentType: string | undefined;
  body: Schema | undefined;
  /** The query parameters, by name, their schemas resolved. */
  query: Record<string, Schema>;
  /** The examples of the request body, by name. */
  examples: Record<string, unknown>;
}

export function operation(operationId: string): OperationInfo {
  for (const [path, methods] of Object.entries(bundle.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId !== operationId) continue;
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const query = Object.fromEntries(
        (op.parameters ?? [])
          .map((parameter) => resolve(parameter))
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, resolve(parameter.schema)]),
      );
      return {
        operationId,
        method: method.toUpperCase(),
        path,
        scope: Object.values(op.security?.[0] ?? {})[0]?.[0] ?? '',
        contentType,
        body: media ? fieldsOf(resolve(media.schema)) : undefined,
        query,
        examples: Object.fromEntries(
          Object.entries(media?.examples ?? {}).map(([name, example]) => [name, example.value]),
        ),
      };
    }
  throw new Error(`the bundle has no operation ${operationId}`);
}
