import { readFile } from 'node:fs/promises';
import { EXTENSIBLE_ENUM } from '../evolution/extensible-enums.js';
import { isObject, lookup, type Json, type JsonObject } from '../common/json.js';
import type { RestSpec } from '../openapi/operations.js';

/**
 * What a legal next minor version may change in what a client reads, depends on these keywords
 * alone (where a record may gain fields, which fields are required, which enums are extensible);
 * the rest of a schema (bounds, formats, prose) is left out of the evolution tables.
 */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'if',
  'then',
  'else',
  'enum',
  'const',
  'title',
  '$ref',
  EXTENSIBLE_ENUM,
]);

/** A schema with only the keywords of {@link KEPT}, its `#/components/schemas/…` references kept. */
function evolutionSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(evolutionSchema);
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!KEPT.has(keyword)) continue;
    if (keyword === 'properties' && isObject(value))
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, evolutionSchema(s)]));
    else if (keyword === 'enum' || keyword === 'const' || keyword === 'required') copy[keyword] = value;
    else copy[keyword] = evolutionSchema(value);
  }
  return copy;
}

const componentSchemas = (raw: JsonObject): JsonObject => {
  const schemas = lookup(raw, '#/components/schemas');
  return isObject(schemas)
    ? Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, evolutionSchema(s)]))
    : {};
};

const TABLE_TYPE = `/** What the evolution of a response or frame reads: its schema, and the document its \`#/components/schemas/…\` references resolve in. */
export interface EvolutionTable<Key extends string> {
  readonly root: unknown;
  readonly schemas: Readonly<Record<Key, unknown>>;
}`;

/**
 * evolution.ts of \`@dap/server\`: every JSON response of the platform API by operationId and status
 * (\`createCryptoWithdrawal 200\`), its schema reduced to what the evolution rules read, for
 * \`evolveResponse\` (the sandbox's \`Prefer: evolve=\`).
 */
export function restEvolutionModule(spec: RestSpec): string {
  const schemas: JsonObject = {};
  for (const op of spec.operations)
    for (const response of op.responses)
      if (response.schema !== undefined && response.contentType?.endsWith('json'))
        schemas[`${op.operationId} ${response.status}`] = evolutionSchema(response.schema);
  const root = { components: { schemas: componentSchemas(spec.raw) } };
  return `${TABLE_TYPE}

/**
 * The JSON responses of the platform API, by \`<operationId> <status>\`, with the component schemas
 * they reference: only the keywords the evolution rules read (records, required fields, extensible enums).
 */
export const REST_EVOLUTION: EvolutionTable<string> = ${JSON.stringify({ root, schemas }, null, 2)};
`;
}

/** stream-evolution.ts of \`@dap/server\`: the payload of every message of the AsyncAPI document, by name, reduced likewise. */
export async function streamEvolutionModule(bundlePath: string): Promise<string> {
  const raw = JSON.parse(await readFile(bundlePath, 'utf8')) as JsonObject;
  const messages = lookup(raw, '#/components/messages');
  const schemas: JsonObject = {};
  if (isObject(messages))
    for (const [name, message] of Object.entries(messages))
      if (isObject(message) && message['payload'] !== undefined) schemas[name] = evolutionSchema(message['payload']);
  const root = { components: { schemas: componentSchemas(raw) } };
  return `import type { EvolutionTable } from './evolution.js';

/** The payload of every message of the streaming API, by message name, with the component schemas they reference (as \`REST_EVOLUTION\`). */
export const STREAM_EVOLUTION: EvolutionTable<string> = ${JSON.stringify({ root, schemas }, null, 2)};
`;
}
