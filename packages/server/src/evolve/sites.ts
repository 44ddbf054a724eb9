// The changes the evolution rules (`EVOLUTION_RULES` of the gate) allow in what a client receives,
// made to real values guided by their schema: a field added to a record at any depth, an extensible
// enum's value replaced by one this version does not list, an optional field left out. The sandbox's
// `Prefer: evolve=` makes them with a seeded choice; the contract tests with fast-check.
import { atPath, isObject, resolveSchema, type Json, type JsonObject, type JsonPath } from './json.js';

const EXTENSIBLE_ENUM = 'x-extensible-enum';

/**
 * Fields that are the client's own data sent back, not the server's: an acknowledgement echoes each
 * entry's `params` exactly as sent, absent only when the request had none (ChannelResult's
 * description). Leaving them out, or changing them, is not a change of what the server says.
 */
const ECHOED: ReadonlyArray<readonly [title: string, field: string]> = [['ChannelResult', 'params']];

/** Where a value may change. */
export type EvolutionSite =
  /** A record (an object schema with fields, not a map); `closed` when it says `additionalProperties: false`. */
  | { kind: 'add-field'; path: JsonPath; closed: boolean }
  | { kind: 'unknown-enum-value'; path: JsonPath; known: readonly string[] }
  | { kind: 'drop-optional'; path: JsonPath };

/** One change, at a site, with its random part. */
export type EvolutionMutation =
  | { kind: 'add-field'; path: JsonPath; closed: boolean; name: string; value: Json }
  | { kind: 'unknown-enum-value'; path: JsonPath; value: string }
  | { kind: 'drop-optional'; path: JsonPath };

const schemaParts = (root: Json, schema: JsonObject): JsonObject[] => [
  schema,
  ...(Array.isArray(schema['allOf']) ? schema['allOf'].map((part) => resolveSchema(root, part)).filter(isObject) : []),
];

/** Where `value` (valid against `schema`, a schema of `root`) can change as the evolution rules allow. */
export function mutationSites(
  root: Json,
  schemaIn: Json | undefined,
  value: Json,
  path: JsonPath = [],
): EvolutionSite[] {
  const schema = resolveSchema(root, schemaIn);
  if (!isObject(schema)) return [];
  if (schema[EXTENSIBLE_ENUM] === true && Array.isArray(schema['enum']) && typeof value === 'string') {
    return [{ kind: 'unknown-enum-value', path, known: schema['enum'].map(String) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => mutationSites(root, schema['items'], item, [...path, i]));
  if (!isObject(value)) return [];

  const parts = schemaParts(root, schema);
  const properties: JsonObject = Object.assign(
    {},
    ...parts.map((p) => (isObject(p['properties']) ? p['properties'] : {})),
  );
  // Required by the schema, also conditionally (`then` / `else`): leaving such a field out is not an allowed change.
  const required = new Set(
    parts
      .flatMap((p) => [p, p['then'], p['else']])
      .flatMap((p) => (isObject(p) && Array.isArray(p['required']) ? p['required'].map(String) : [])),
  );
  const additional = schema['additionalProperties'];
  // A map (`additionalProperties` a schema or `true`) holds data by key, and `maxProperties` bounds the fields: neither gains fields.
  const isRecord =
    (schema['type'] === 'object' || Object.keys(properties).length > 0) &&
    (additional === undefined || additional === false) &&
    schema['maxProperties'] === undefined;
  const sites: EvolutionSite[] = isRecord
    ? [{ kind: 'add-field', path, closed: parts.some((p) => p['additionalProperties'] === false) }]
    : [];
  const title = schema['title'];
  for (const [key, child] of Object.entries(value)) {
    if (!(key in properties) || ECHOED.some(([t, field]) => t === title && field === key)) continue;
    sites.push(...mutationSites(root, properties[key], child, [...path, key]));
    if (!required.has(key)) sites.push({ kind: 'drop-optional', path: [...path, key] });
  }
  return sites;
}

export interface Mutated {
  value: Json;
  /** The mutations that took effect (one inside a field another left out did not). */
  applied: EvolutionMutation[];
  /** Whether the result still matches this version's spec exactly: no field added to a closed record, no unknown enum value. */
  withinSpec: boolean;
}

/** `value` with `mutations` applied to a copy: fields left out first, then the others where they still apply. */
export function applyMutations(value: Json, mutations: readonly EvolutionMutation[]): Mutated {
  const copy = structuredClone(value);
  const applied: EvolutionMutation[] = [];
  const parentOf = (path: JsonPath) => atPath(copy, path.slice(0, -1));
  for (const m of mutations.filter((m) => m.kind === 'drop-optional')) {
    const parent = parentOf(m.path);
    const key = m.path.at(-1);
    if (!isObject(parent) || typeof key !== 'string' || !(key in parent)) continue;
    delete parent[key];
    applied.push(m);
  }
  for (const m of mutations) {
    if (m.kind === 'add-field') {
      const target = atPath(copy, m.path);
      if (!isObject(target) || m.name in target) continue;
      target[m.name] = m.value;
      applied.push(m);
    } else if (m.kind === 'unknown-enum-value') {
      const parent = parentOf(m.path);
      const key = m.path.at(-1);
      if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) parent[key] = m.value;
      else if (isObject(parent) && typeof key === 'string' && key in parent) parent[key] = m.value;
      else continue;
      applied.push(m);
    }
  }
  const withinSpec = applied.every((m) => m.kind === 'drop-optional' || (m.kind === 'add-field' && !m.closed));
  return { value: copy, applied, withinSpec };
}

/** For a failure message or a log: what was done. */
export const describeMutations = (applied: readonly EvolutionMutation[]): string =>
  applied
    .map(
      (m) =>
        `${m.kind} at /${m.path.join('/')}${m.kind === 'add-field' ? ` (${m.name})` : m.kind === 'unknown-enum-value' ? ` (${JSON.stringify(m.value)})` : ''}`,
    )
    .join(', ') || 'none';
