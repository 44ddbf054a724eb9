// Hostile values: strings and numbers a server must survive (NUL, lone surrogates, one character
// too long, 60,000 characters, numbers past a double) put in every place of a body or parameter.
import fc from 'fast-check';
import {
  asNumber,
  asSchema,
  completeUnionAsObject,
  type Json,
  type Schema,
  type SpecDocument,
} from '../spec/document.js';
import type { Arbitraries, InvalidBody } from './types.js';

/** 60,000 characters: a body still under the 64 KiB limit, a key far over any index's row limit. */
const HUGE_STRING_LENGTH = 60_000;
/** Long for a URL, yet under the 16 KiB a request line and its headers may take. */
export const LONG_PARAMETER_LENGTH = 8_000;
/** Number literals no JavaScript number holds exactly: past a double, and 400 digits. */
export const HUGE_NUMBER_LITERALS: readonly string[] = [
  '1e400',
  '-1e400',
  '9'.repeat(400),
  `0.${'0'.repeat(398)}1`,
  '1.7976931348623157e308',
];

/**
 * Hostile strings for a string of at most `maxLength` characters: NUL, lone surrogates (high, low,
 * at the end), a string one character too long and one with NUL at the last allowed place, and
 * `huge` characters.
 */
export function hostileStrings(maxLength: number | undefined, huge = HUGE_STRING_LENGTH): string[] {
  const out = ['\u0000', 'a\u0000b', '\ud800', 'a\udfffb', 'ok\ud83d', `${'x'.repeat(huge)}`];
  if (maxLength !== undefined)
    out.push('y'.repeat(maxLength + 1), `${'z'.repeat(Math.max(0, maxLength - 1))}\u0000`, '9'.repeat(maxLength));
  return out;
}

/** Where a hostile value goes: a path of property names into the body, and the schema found there (for a key: its `propertyNames`). */
interface Slot {
  path: string[];
  key: boolean;
  schema: Schema;
}

/** Hostile bodies and parameter values for the schemas of one bundled document. */
export function hostileValuesFor(
  spec: SpecDocument,
): Pick<Arbitraries, 'hostileBodyArbitrary' | 'hostileParameterValues'> {
  const deref = (schema: Schema): Schema => spec.deref(schema);

  /** Every place of a body a hostile value can go: each property at any depth, and the keys and values of open maps. */
  function slotsOf(schemaIn: Schema, path: string[] = [], depth = 0): Slot[] {
    const schema = completeUnionAsObject(deref(schemaIn), deref);
    if (depth > 6) return [];
    const slots: Slot[] = [];
    const properties = asSchema(schema.properties);
    for (const [name, child] of Object.entries(properties)) {
      const childSchema = completeUnionAsObject(deref(asSchema(child)), deref);
      slots.push({ path: [...path, name], key: false, schema: childSchema });
      if (childSchema.type === 'object' || childSchema.properties !== undefined)
        slots.push(...slotsOf(childSchema, [...path, name], depth + 1));
    }
    const additional = schema.additionalProperties;
    if (Object.keys(properties).length === 0 && additional !== undefined && additional !== false) {
      slots.push({ path: [...path, 'k'], key: false, schema: additional === true ? {} : deref(asSchema(additional)) });
      slots.push({ path: [...path, 'k'], key: true, schema: deref(asSchema(schema.propertyNames)) });
    }
    return slots;
  }

  function hostileBodyArbitrary(schemaIn: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody> {
    const slots = slotsOf(schemaIn);
    if (slots.length === 0)
      return fc.constant({
        kind: 'body with nothing to change',
        text: '{}',
        contentType: 'application/json',
        value: {},
      });
    const placeholder = '\u0001HUGE-NUMBER\u0001';
    const put = (base: Json, slot: Slot, hostile: Json): Json => {
      const root = (
        typeof base === 'object' && base !== null && !Array.isArray(base) ? structuredClone(base) : {}
      ) as Record<string, Json>;
      let parent = root;
      for (const name of slot.path.slice(0, -1)) {
        const next = parent[name];
        parent = parent[name] = (
          typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}
        ) as Record<string, Json>;
      }
      const last = slot.path.at(-1) as string;
      if (slot.key) {
        // An open map: a hostile key, among at most its allowed number of entries.
        for (const key of Object.keys(parent)) delete parent[key];
        parent[String(hostile)] = 'v';
      } else {
        parent[last] = hostile;
      }
      return root;
    };
    return fc.tuple(valid, fc.constantFrom(...slots)).chain(([base, slot]) => {
      const where = `${slot.key ? 'key of ' : ''}/${slot.path.join('/')}`;
      const strings = hostileStrings(asNumber(slot.schema.maxLength)).map((text) => ({
        kind: `hostile string at ${where} (${describeHostile(text)})`,
        hostile: text as Json,
        number: undefined as string | undefined,
      }));
      const numbers = slot.key
        ? []
        : HUGE_NUMBER_LITERALS.map((literal) => ({
            kind: `huge number ${literal.slice(0, 12)} at ${where}`,
            hostile: placeholder as Json,
            number: literal as string | undefined,
          }));
      return fc.constantFrom(...strings, ...numbers).map(({ kind, hostile, number }): InvalidBody => {
        const value = put(base, slot, hostile);
        const text = JSON.stringify(value);
        return number === undefined
          ? { kind, text, contentType: 'application/json', value }
          : { kind, text: text.replace(JSON.stringify(placeholder), number), contentType: 'application/json' };
      });
    });
  }

  function hostileParameterValues(schemaIn: Schema): string[] {
    const schema = deref(schemaIn);
    return [...hostileStrings(asNumber(schema.maxLength), LONG_PARAMETER_LENGTH), ...HUGE_NUMBER_LITERALS];
  }

  return { hostileBodyArbitrary, hostileParameterValues };
}

/** A short description of a hostile string for test labels (never the string itself: it may be 60 kB). */
function describeHostile(text: string): string {
  const traits = [
    text.includes('\u0000') ? 'NUL' : '',
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text) ? 'lone surrogate' : '',
  ].filter(Boolean);
  return `${text.length} chars${traits.length > 0 ? `, ${traits.join(', ')}` : ''}`;
}
