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

/** A schema and the parts of its `allOf`, each resolved, recursively: together they say what a value is. */
function schemaParts(root: Json, schema: Json | undefined): JsonObject[] {
  const resolved = resolveSchema(root, schema);
  if (!isObject(resolved)) return [];
  const all = Array.isArray(resolved['allOf']) ? resolved['allOf'] : [];
  return [resolved, ...all.flatMap((part) => schemaParts(root, part))];
}

/** Where `value` (valid against `schema`, a schema of `root`) can change as the evolution rules allow. */
export function mutationSites(root: Json, schema: Json | undefined, value: Json, path: JsonPath = []): EvolutionSite[] {
  return sitesOf(root, schemaParts(root, schema), value, path);
}

/** Whether `value` plainly is of `parts`: their required fields present, their constants and closed enums matched. */
function fits(parts: readonly JsonObject[], value: Json): boolean {
  if (!isObject(value)) return true;
  return parts.every((p) => {
    const required = Array.isArray(p['required']) ? p['required'].map(String) : [];
    if (!required.every((key) => key in value)) return false;
    const properties = isObject(p['properties']) ? p['properties'] : {};
    return Object.entries(properties).every(([key, child]) => {
      if (!(key in value) || !isObject(child)) return true;
      if ('const' in child) return JSON.stringify(child['const']) === JSON.stringify(value[key]);
      const values = child['enum'];
      return !Array.isArray(values) || child[EXTENSIBLE_ENUM] === true || values.includes(value[key] ?? null);
    });
  });
}

/**
 * The parts of a schema, with the one alternative of each `oneOf` / `anyOf` that `value` is of (the
 * first that fits): the changes are made within it. No alternative fits: nothing may change there.
 */
function withAlternative(root: Json, parts: readonly JsonObject[], value: Json): JsonObject[] | undefined {
  const all = [...parts];
  for (const part of parts) {
    const alternatives = [part['oneOf'], part['anyOf']].find(Array.isArray);
    if (alternatives === undefined) continue;
    const chosen = alternatives.map((a) => schemaParts(root, a)).find((a) => fits(a, value));
    if (chosen === undefined) return undefined;
    all.push(...(withAlternative(root, chosen, value) ?? []));
  }
  return all;
}

function sitesOf(root: Json, partsIn: readonly JsonObject[], value: Json, path: JsonPath): EvolutionSite[] {
  const parts = withAlternative(root, partsIn, value);
  if (parts === undefined || parts.length === 0) return [];
  // An enum is open only when every part that lists values says it is extensible.
  const enums = parts.filter((p) => Array.isArray(p['enum']));
  if (enums.length > 0 && typeof value === 'string') {
    const open = enums.every((p) => p[EXTENSIBLE_ENUM] === true);
    return open
      ? [{ kind: 'unknown-enum-value', path, known: enums.flatMap((p) => (p['enum'] as Json[]).map(String)) }]
      : [];
  }
  if (Array.isArray(value)) {
    const items = parts.flatMap((p) => (p['items'] === undefined ? [] : schemaParts(root, p['items'])));
    return value.flatMap((item, i) => sitesOf(root, items, item, [...path, i]));
  }
  if (!isObject(value)) return [];

  // Each field's schemas, from every part (an `allOf` may narrow a field another part declares).
  const properties = new Map<string, Json[]>();
  for (const p of parts)
    if (isObject(p['properties']))
      for (const [key, child] of Object.entries(p['properties']))
        properties.set(key, [...(properties.get(key) ?? []), child]);
  // Required by the schema, also conditionally (`then` / `else`): leaving such a field out is not an allowed change.
  const required = new Set(
    parts
      .flatMap((p) => [p, p['then'], p['else']])
      .flatMap((p) => (isObject(p) && Array.isArray(p['required']) ? p['required'].map(String) : [])),
  );
  // A map (`additionalProperties` a schema or `true`) holds data by key, and `maxProperties` bounds the fields: neither gains fields.
  const isMap = parts.some(
    (p) =>
      (p['additionalProperties'] !== undefined && p['additionalProperties'] !== false) ||
      p['maxProperties'] !== undefined,
  );
  const isRecord = !isMap && parts.some((p) => p['type'] === 'object' || isObject(p['properties']));
  const sites: EvolutionSite[] = isRecord
    ? [{ kind: 'add-field', path, closed: parts.some((p) => p['additionalProperties'] === false) }]
    : [];
  const titles = parts.map((p) => p['title']);
  for (const [key, child] of Object.entries(value)) {
    const schemas = properties.get(key);
    if (schemas === undefined || ECHOED.some(([t, field]) => titles.includes(t) && field === key)) continue;
    sites.push(
      ...sitesOf(
        root,
        schemas.flatMap((s) => schemaParts(root, s)),
        child,
        [...path, key],
      ),
    );
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
