// Tomorrow's API: a response or frame answered the way a legal next minor version could, chosen
// from the seed and where the answer can change (its fields and records, not their values), so the
// same seed changes two answers of the same shape alike, whatever ids, amounts and times they hold:
// a run against a fresh sandbox, with ids of its own, meets the same changes as the run it replays.
import { createHash } from 'node:crypto';
import { readServerFrame } from '@dap/stream-models';
import { REST_EVOLUTION } from '../generated/evolution.js';
import { CONTROL_SHARED_SCHEMAS } from '../generated/sandbox-control-routes.js';
import { STREAM_EVOLUTION } from '../generated/stream-evolution.js';
import type { EvolutionTable } from '../generated/evolution.js';
import type { Json } from './json.js';
import { applyMutations, mutationSites, type EvolutionMutation, type EvolutionSite, type Mutated } from './sites.js';

type SeedSchema = { properties?: Record<string, { pattern?: string } | undefined> };

/**
 * What an evolve seed may be: the control spec's pattern of a tenant's `evolve_seed`, 1 to 32 of
 * `A-Z a-z 0-9 _ -` (a test run's name, a number), which `Prefer: evolve=` is held to as well.
 */
export const EVOLVE_SEED_PATTERN = new RegExp(
  (CONTROL_SHARED_SCHEMAS.$defs['TenantRequest'] as SeedSchema | undefined)?.properties?.['evolve_seed']?.pattern ??
    '^[A-Za-z0-9_-]{1,32}$',
);

/** Whether `seed` is a valid evolve seed ({@link EVOLVE_SEED_PATTERN}). */
export const isEvolveSeed = (seed: unknown): seed is string =>
  typeof seed === 'string' && EVOLVE_SEED_PATTERN.test(seed);

/** How often each kind of site changes; every evolved record of the top level gains one field at least. */
const CHANCE = { 'add-field': 0.4, 'unknown-enum-value': 0.35, 'drop-optional': 0.25 } as const;

/** A small PRNG (sfc32) seeded from a SHA-256: reproducible on every platform, no dependency. */
function random(...parts: string[]): () => number {
  const digest = createHash('sha256').update(parts.join('\0')).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const word = (next: () => number, length: number) =>
  Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)] ?? 'a').join('');

/** A value of a new field: any JSON, money-like decimal strings among them (never JS numbers for those). */
function fieldValue(next: () => number, depth = 0): Json {
  const pick = Math.floor(next() * (depth > 1 ? 5 : 7));
  switch (pick) {
    case 0:
      return word(next, 6);
    case 1:
      return `${Math.floor(next() * 10000)}.${Math.floor(next() * 100)}`;
    case 2:
      return Math.floor(next() * 1000);
    case 3:
      return next() < 0.5;
    case 4:
      return null;
    case 5:
      return { [`evolved_${word(next, 4)}`]: fieldValue(next, depth + 1) };
    default:
      return [fieldValue(next, depth + 1)];
  }
}

/** A value the enum does not list, in its own style (`NEW_RAIL` beside `WIRE_DEPOSIT`, `new_code` beside `invalid_scope`). */
function enumValue(next: () => number, known: readonly string[]): string {
  const lower = known.every((v) => v === v.toLowerCase());
  for (;;) {
    const value = `EVOLVED_${word(next, 5).toUpperCase()}`;
    const styled = lower ? value.toLowerCase() : value;
    if (!known.includes(styled)) return styled;
  }
}

function chooseMutations(sites: readonly EvolutionSite[], next: () => number): EvolutionMutation[] {
  const chosen: EvolutionMutation[] = [];
  for (const site of sites) {
    // The answer's own record always gains a field: every evolved answer shows it was evolved.
    const always = site.kind === 'add-field' && site.path.length === 0;
    if (!always && next() >= CHANCE[site.kind]) continue;
    if (site.kind === 'add-field') chosen.push({ ...site, name: `evolved_${word(next, 6)}`, value: fieldValue(next) });
    else if (site.kind === 'unknown-enum-value')
      chosen.push({ kind: site.kind, path: site.path, value: enumValue(next, site.known) });
    else chosen.push(site);
  }
  return chosen;
}

/** Where an answer can change, as text: the sites' kinds and paths, none of the answer's values. */
const placesOf = (sites: readonly EvolutionSite[]) => JSON.stringify(sites.map((site) => [site.kind, site.path]));

/**
 * `value`, valid against the table's schema `key`, changed as a legal next minor version could:
 * chosen from `seed`, `key` and the places `value` can change, so values of the same shape change alike.
 */
export function evolveValue(table: EvolutionTable<string>, key: string, value: Json, seed: string): Mutated {
  const schema = table.schemas[key] as Json | undefined;
  if (schema === undefined) return { value, applied: [], withinSpec: true };
  const sites = mutationSites(table.root as Json, schema, value);
  return applyMutations(value, chooseMutations(sites, random(seed, key, placesOf(sites))));
}

/**
 * The JSON text of a platform API response (`operationId`, `status`), evolved: a field added to its
 * records, an extensible enum's new value, an optional field left out, chosen from `seed` and the
 * answer's shape. Decimal strings stay strings (the text is parsed and written as JSON, numbers untouched).
 * Text that is not JSON, or a status the operation does not document, comes back as it is.
 */
export function evolveResponse(operationId: string, status: number, text: string, seed: string): string {
  const key = `${operationId} ${status}`;
  if (!(key in REST_EVOLUTION.schemas)) return text;
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return text;
  }
  return JSON.stringify(evolveValue(REST_EVOLUTION, key, value, seed).value);
}

/** A frame of the streaming API, evolved as {@link evolveResponse} evolves a response; text that is no server message comes back as it is. */
export function evolveFrame(text: string, seed: string): string {
  const read = readServerFrame(text);
  if (!read.ok) return text;
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return text;
  }
  return JSON.stringify(evolveValue(STREAM_EVOLUTION, read.name, value, seed).value);
}

/** `evolve=<seed>` of a `Prefer` header (RFC 7240), quoted or not. */
const PREFER_EVOLVE = /(?:^|[\s;,])evolve(?:\s*=\s*(?:"([^"]*)"|([^;,]*)))?\s*(?=$|[;,])/i;

/**
 * The evolve seed a `Prefer` header asks for: `undefined` when it does not mention `evolve`, `{ seed }`
 * for a valid one, `{ invalid }` (the value as sent) for one that is not {@link EVOLVE_SEED_PATTERN}.
 */
export function preferredEvolveSeed(
  prefer: string | readonly string[] | undefined,
): { seed: string } | { invalid: string } | undefined {
  if (prefer === undefined) return undefined;
  const match = PREFER_EVOLVE.exec(typeof prefer === 'string' ? prefer : prefer.join(','));
  if (!match) return undefined;
  const value = (match[1] ?? match[2] ?? '').trim();
  return isEvolveSeed(value) ? { seed: value } : { invalid: value };
}
