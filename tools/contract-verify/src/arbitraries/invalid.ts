// Schema-driven arbitraries: a small converter from the JSON Schema subset the bundled OpenAPI
// document uses (2020-12) to fast-check arbitraries of VALID values, and mutations of valid values
// into INVALID ones. Held to the spec by `test/arbitraries.test.ts` (ajv 2020). The verifier and the
// contract tests' fuzz suite both build their requests with it.
import fc from 'fast-check';
import { asSchema, asStrings, type Json, type Schema, type SpecDocument } from '../spec/document.js';

/** Arbitraries used instead of the schema's own for properties of this name (realistic anchors). */
export type Hints = Readonly<Record<string, fc.Arbitrary<Json>>>;

/** An invalid request body: the text sent, its content type, and which rule it breaks. */
export interface InvalidBody {
  kind: string;
  text: string;
  contentType: string;
  /** The parsed value when the text is JSON (checked to be invalid against the schema). */
  value?: Json;
}

export interface Arbitraries {
  /** An arbitrary of values valid against `schema`; `hints` replace the arbitraries of named properties. */
  validArbitrary(schema: Schema, hints?: Hints): fc.Arbitrary<Json>;
  /**
   * Invalid bodies derived from a valid object value of `schema`: a required field dropped, a field of
   * the wrong JSON type, a number where a decimal string belongs, an unknown field where
   * `additionalProperties` is false, a too-long or too-many metadata entries, an unknown enum value, a
   * pattern broken, both/neither branch of a `oneOf`, a body that is not an object, malformed JSON, a
   * wrong content type and a body over the size limit.
   */
  invalidBodyArbitrary(schema: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody>;
  /** Query or path parameter values that break the parameter's schema (wrong format, range, enum or pattern). */
  invalidParameterValues(schema: Schema): string[];
  /**
   * Hostile bodies derived from a valid object value of `schema`: one field anywhere in it (nested
   * objects, metadata keys and values included) replaced by a hostile string (NUL, a lone surrogate,
   * one character over its `maxLength`, 60,000 characters) or a huge number (`1e400`, 400 digits).
   * Some are valid (a NUL in a memo): a server must answer every one without a 5xx, and change
   * nothing when it refuses one. `value` is left out where the text holds a number JSON.parse
   * cannot keep.
   */
  hostileBodyArbitrary(schema: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody>;
  /** Hostile text for a query or path parameter (or a form field): the strings and numbers above, within what fits in a URL. */
  hostileParameterValues(schema: Schema): string[];
}

/** 60,000 characters: a body still under the 64 KiB limit, a key far over any index's row limit. */
const HUGE_STRING_LENGTH = 60_000;
/** Long for a URL, yet under the 16 KiB a request line and its headers may take. */
const LONG_PARAMETER_LENGTH = 8_000;
/** Number literals no JavaScript number holds exactly: past a double, and 400 digits. */
export const HUGE_NUMBER_LITERALS: readonly string[] = ['1e400', '-1e400', '9'.repeat(400), `0.${'0'.repeat(398)}1`, '1.7976931348623157e308'];

/**
 * Hostile strings for a string of at most `maxLength` characters: NUL, lone surrogates (high, low,
 * at the end), a string one character too long and one with NUL at the last allowed place, and
 * `huge` characters.
 */
export function hostileStrings(maxLength: number | undefined, huge = HUGE_STRING_LENGTH): string[] {
  const out = ['\u0000', 'a\u0000b', '\ud800', 'a\udfffb', 'ok\ud83d', `${'x'.repeat(huge)}`];
  if (maxLength !== undefined) out.push('y'.repeat(maxLength + 1), `${'z'.repeat(Math.max(0, maxLength - 1))}\u0000`, '9'.repeat(maxLength));
  return out;
}

/** Where a hostile value goes: a path of property names into the body, and the schema found there (for a key: its `propertyNames`). */
interface Slot {
  path: string[];
  key: boolean;
  schema: Schema;
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const DATE_MIN = new Date('2020-01-01T00:00:00Z');
const DATE_MAX = new Date('2030-12-31T23:59:59Z');
const WRONG_TYPES: readonly Json[] = [42, 1.5, true, null, [], {}, 'text'];

function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The converter for the schemas of one bundled document. */
export function arbitrariesFor(spec: SpecDocument): Arbitraries {
  const deref = (schema: Schema): Schema => spec.deref(schema);

  function validArbitrary(schemaIn: Schema, hints: Hints = {}): fc.Arbitrary<Json> {
    const schema = deref(schemaIn);
    const withDefault = (arb: fc.Arbitrary<Json>): fc.Arbitrary<Json> =>
      schema.default !== undefined ? fc.oneof(fc.constant(schema.default as Json), arb) : arb;

    if ('const' in schema) return fc.constant(schema.const as Json);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
    if (Array.isArray(schema.allOf)) throw new Error('allOf is not supported for request values');

    switch (schema.type) {
      case 'string':
        return withDefault(stringArbitrary(schema));
      case 'integer': {
        const min = asNumber(schema.minimum) ?? -1_000_000;
        const max = asNumber(schema.maximum) ?? 1_000_000;
        return withDefault(fc.integer({ min, max }));
      }
      case 'number':
        return withDefault(fc.double({ min: asNumber(schema.minimum) ?? -1e6, max: asNumber(schema.maximum) ?? 1e6, noNaN: true, noDefaultInfinity: true }));
      case 'boolean':
        return withDefault(fc.boolean());
      case 'array': {
        const items = validArbitrary(asSchema(schema.items), hints);
        const constraints = { minLength: asNumber(schema.minItems) ?? 0, maxLength: asNumber(schema.maxItems) ?? 4 };
        return schema.uniqueItems === true
          ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
          : fc.array(items, constraints);
      }
      case 'object':
      case undefined:
        return objectArbitrary(schema, hints);
      default:
        throw new Error(`unsupported type ${String(schema.type)}`);
    }
  }

  function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
    const minLength = asNumber(schema.minLength) ?? 0;
    const maxLength = asNumber(schema.maxLength);
    const lengthOk = (s: string): boolean => [...s].length >= minLength && (maxLength === undefined || [...s].length <= maxLength);
    if (typeof schema.pattern === 'string') {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(lengthOk);
    }
    switch (schema.format) {
      case 'uuid':
        return fc.uuid();
      case 'uri-reference':
        return fc.oneof(fc.webUrl(), fc.constant('about:blank'));
      case 'date-time':
        return fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true }).map((d) => d.toISOString());
      default:
        return fc.string({ minLength, maxLength: maxLength ?? 24, unit: 'grapheme' }).filter(lengthOk);
    }
  }

  function objectArbitrary(schema: Schema, hints: Hints): fc.Arbitrary<Json> {
    const properties = asSchema(schema.properties);
    const required = new Set(asStrings(schema.required));
    const branches = oneOfBranches(schema);
    // oneOf of required-only branches: each branch names properties that only it may carry.
    const exclusive = new Set(branches.flatMap((b) => asStrings(b.required)));
    const propertyArb = (name: string): fc.Arbitrary<Json> => hints[name] ?? validArbitrary(asSchema(properties[name]), hints);

    const names = Object.keys(properties).filter((n) => !exclusive.has(n));
    const base = names.length > 0
      ? fc.record(Object.fromEntries(names.map((n) => [n, propertyArb(n)])), { requiredKeys: names.filter((n) => required.has(n)) })
      : fc.constant({});
    let arb: fc.Arbitrary<Record<string, Json>> = base as fc.Arbitrary<Record<string, Json>>;

    // Open maps (additionalProperties a schema, no declared properties): Metadata and friends.
    const additional = schema.additionalProperties;
    if (names.length === 0 && additional !== undefined && additional !== false) {
      const valueSchema = additional === true ? { type: 'string' } : asSchema(additional);
      const keyMax = asNumber(asSchema(schema.propertyNames).maxLength) ?? 24;
      const maxKeys = asNumber(schema.maxProperties) ?? 4;
      arb = fc.dictionary(fc.string({ minLength: 1, maxLength: Math.min(keyMax, 24) }).filter((k) => k !== '__proto__'), validArbitrary(valueSchema, hints), { maxKeys, noNullPrototype: true });
      if (maxKeys === 0) arb = fc.constant({});
    }

    if (branches.length === 0) return arb;
    return fc.oneof(
      ...branches.map((branch) => {
        const own = asStrings(branch.required);
        const extra = fc.record(Object.fromEntries(own.map((n) => [n, propertyArb(n)])));
        return fc.tuple(arb, extra).map(([a, b]) => ({ ...a, ...b }) as Json);
      }),
    );
  }

  /** Whether `candidate` can never satisfy `schema` by its JSON type alone. */
  function wrongTypeFor(schemaIn: Schema, candidate: Json): boolean {
    const schema = deref(schemaIn);
    const t = jsonTypeOf(candidate);
    if (Array.isArray(schema.enum)) return !(schema.enum as Json[]).some((e) => JSON.stringify(e) === JSON.stringify(candidate));
    switch (schema.type) {
      case 'string': return t !== 'string';
      case 'integer': return t !== 'integer';
      case 'number': return t !== 'integer' && t !== 'number';
      case 'boolean': return t !== 'boolean';
      case 'array': return t !== 'array';
      case 'object': return t !== 'object';
      default: return false;
    }
  }

  /** A property whose schema is a decimal string: a `$ref` to a string schema with a numeric pattern. */
  function isDecimal(schemaIn: Schema): boolean {
    if (typeof schemaIn.$ref !== 'string') return false;
    const schema = deref(schemaIn);
    return schema.type === 'string' && typeof schema.pattern === 'string' && /\[0-9\]/.test(schema.pattern);
  }

  function invalidBodyArbitrary(schemaIn: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody> {
    const schema = deref(schemaIn);
    const properties = asSchema(schema.properties);
    const required = asStrings(schema.required);
    const names = Object.keys(properties);
    const branches = oneOfBranches(schema);
    const exclusive = [...new Set(branches.flatMap((b) => asStrings(b.required)))];
    const json = (kind: string, value: Json): InvalidBody => ({ kind, text: JSON.stringify(value), contentType: 'application/json', value });
    const obj = valid.map((v) => v as Record<string, Json>);
    /** The value without the properties of every oneOf branch (so neither branch holds). */
    const withoutBranches = (v: Record<string, Json>): Record<string, Json> => Object.fromEntries(Object.entries(v).filter(([k]) => !exclusive.includes(k)));

    const mutations: fc.Arbitrary<InvalidBody>[] = [];
    if (required.length > 0) {
      mutations.push(fc.tuple(obj, fc.constantFrom(...required)).map(([v, name]) => {
        const { [name]: _dropped, ...rest } = v;
        return json(`drop required ${name}`, rest);
      }));
    }
    mutations.push(fc.tuple(obj, fc.constantFrom(...names), fc.constantFrom(...WRONG_TYPES))
      .filter(([, name, bad]) => wrongTypeFor(asSchema(properties[name]), bad))
      .map(([v, name, bad]) => json(`wrong type ${name}=${JSON.stringify(bad)}`, { ...v, [name]: bad })));
    const decimals = names.filter((n) => isDecimal(asSchema(properties[n])));
    if (decimals.length > 0) {
      // A branch property set to a bad value must be the only branch property present, or the
      // request would also break the oneOf and test that instead.
      mutations.push(fc.tuple(obj, fc.constantFrom(...decimals), fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })))
        .map(([v, name, n]) => json(`number for decimal ${name}`, { ...(branches.length > 0 ? withoutBranches(v) : v), [name]: n })));
      mutations.push(fc.tuple(obj, fc.constantFrom(...decimals), fc.constantFrom('-1', '1e5', '1,000.00', '0x10', ' 1', '1.', '', 'NaN', '١٢٣', '1.234.5'))
        .map(([v, name, s]) => json(`malformed decimal ${name}=${JSON.stringify(s)}`, { ...(branches.length > 0 ? withoutBranches(v) : v), [name]: s })));
    }
    if (schema.additionalProperties === false) {
      mutations.push(fc.tuple(obj, fc.constantFrom('unknown', 'amount_usd', 'profileId', 'extra_field'), fc.constantFrom<Json>('x', 1, true, null))
        .map(([v, key, value]) => json(`extra field ${key}`, { ...v, [key]: value })));
    }
    const enums = names.filter((n) => Array.isArray(deref(asSchema(properties[n])).enum));
    if (enums.length > 0) {
      mutations.push(fc.tuple(obj, fc.constantFrom(...enums), fc.constantFrom('NOT_A_VALUE', 'bitcoin', 'EUR', '', 'USD ', 'ETHEREUM2'))
        .filter(([, name, bad]) => wrongTypeFor(asSchema(properties[name]), bad))
        .map(([v, name, bad]) => json(`unknown enum ${name}=${bad}`, { ...v, [name]: bad })));
    }
    if ('metadata' in properties) {
      const long = 'x'.repeat(101);
      mutations.push(obj.map((v) => json('7 metadata pairs', { ...v, metadata: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, `v${i}`])) })));
      mutations.push(obj.map((v) => json('metadata value too long', { ...v, metadata: { note: long } })));
      mutations.push(obj.map((v) => json('metadata key too long', { ...v, metadata: { [long]: 'v' } })));
      mutations.push(obj.map((v) => json('metadata value not a string', { ...v, metadata: { n: 1 } })));
    }
    if (branches.length > 0) {
      mutations.push(obj.map((v) => json('neither oneOf branch', withoutBranches(v))));
      mutations.push(fc.tuple(obj, ...exclusive.map((n) => validArbitrary(asSchema(properties[n]))))
        .map(([v, ...values]) => json('both oneOf branches', { ...v, ...Object.fromEntries(exclusive.map((n, i) => [n, values[i] as Json])) })));
    }
    // Nested objects that are closed (fiat_network_instructions).
    for (const name of names) {
      const nested = deref(asSchema(properties[name]));
      if (nested.type === 'object' && nested.additionalProperties === false) {
        mutations.push(obj.map((v) => json(`extra field ${name}/unknown`, { ...v, [name]: { ...(v[name] as Record<string, Json>), unknown: 1 } })));
        for (const req of asStrings(nested.required)) {
          mutations.push(obj.map((v) => json(`drop required ${name}/${req}`, { ...v, [name]: {} })));
          mutations.push(obj.map((v) => json(`wrong type ${name}/${req}`, { ...v, [name]: { [req]: 'text' } })));
        }
      }
    }
    mutations.push(fc.constantFrom<Json>([], 'body', 42, null, true).map((v) => json(`body not an object: ${JSON.stringify(v)}`, v)));

    // Not JSON-schema invalid but invalid on the wire.
    const wire: fc.Arbitrary<InvalidBody>[] = [
      fc.constantFrom('{', '{"profile_id":', "{'a':1}", '{"a":1,}', 'undefined', '{"a":1}}', '\u0000', '[1,2')
        .map((text) => ({ kind: `malformed JSON ${JSON.stringify(text)}`, text, contentType: 'application/json' })),
      fc.tuple(valid, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'))
        .map(([v, contentType]) => ({ kind: `content type ${contentType}`, text: JSON.stringify(v), contentType })),
      obj.map((v) => ({ kind: 'body over 64 KiB', text: JSON.stringify({ ...v, memo: 'm'.repeat(70 * 1024) }), contentType: 'application/json' })),
    ];
    return fc.oneof({ weight: 6, arbitrary: fc.oneof(...mutations) }, { weight: 1, arbitrary: fc.oneof(...wire) });
  }

  function invalidParameterValues(schemaIn: Schema): string[] {
    const schema = deref(schemaIn);
    const out: string[] = [];
    if (Array.isArray(schema.enum)) out.push('NOT_A_VALUE', 'desc', '', `${String(schema.enum[0])}X`);
    if (schema.type === 'integer') {
      const min = asNumber(schema.minimum);
      const max = asNumber(schema.maximum);
      if (min !== undefined) out.push(String(min - 1), String(min - 1000));
      if (max !== undefined) out.push(String(max + 1), '99999999999999999999');
      out.push('abc', '1.5', '', '1e2x', '0x10');
    }
    if (schema.format === 'uuid') out.push('not-a-uuid', '1234', '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '');
    if (schema.format === 'date-time') out.push('yesterday', '2025-13-01T00:00:00Z', '2025-11-01', '2025-11-01T25:00:00Z', '');
    if (typeof schema.pattern === 'string') {
      // Only what the pattern really refuses (an identifier's pattern takes `abc` and refuses NUL).
      const pattern = new RegExp(schema.pattern, 'u');
      out.push(...['abc', '-1', '1.5', '', '\u0000'].filter((value) => !pattern.test(value)));
    }
    const maxLength = asNumber(schema.maxLength);
    if (maxLength !== undefined && maxLength < LONG_PARAMETER_LENGTH) out.push('x'.repeat(maxLength + 1));
    return out;
  }

  /** Every place of a body a hostile value can go: each property at any depth, and the keys and values of open maps. */
  function slotsOf(schemaIn: Schema, path: string[] = [], depth = 0): Slot[] {
    const schema = deref(schemaIn);
    if (depth > 6) return [];
    const slots: Slot[] = [];
    const properties = asSchema(schema.properties);
    for (const [name, child] of Object.entries(properties)) {
      const childSchema = deref(asSchema(child));
      slots.push({ path: [...path, name], key: false, schema: childSchema });
      if (childSchema.type === 'object' || childSchema.properties !== undefined) slots.push(...slotsOf(childSchema, [...path, name], depth + 1));
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
    if (slots.length === 0) return fc.constant({ kind: 'body with nothing to change', text: '{}', contentType: 'application/json', value: {} });
    const placeholder = '\u0001HUGE-NUMBER\u0001';
    const put = (base: Json, slot: Slot, hostile: Json): Json => {
      const root = (typeof base === 'object' && base !== null && !Array.isArray(base) ? structuredClone(base) : {}) as Record<string, Json>;
      let parent = root;
      for (const name of slot.path.slice(0, -1)) {
        const next = parent[name];
        parent = parent[name] = (typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Record<string, Json>;
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
      const strings = hostileStrings(asNumber(slot.schema.maxLength)).map((text) => ({ kind: `hostile string at ${where} (${describeHostile(text)})`, hostile: text as Json, number: undefined as string | undefined }));
      const numbers = slot.key ? [] : HUGE_NUMBER_LITERALS.map((literal) => ({ kind: `huge number ${literal.slice(0, 12)} at ${where}`, hostile: placeholder as Json, number: literal as string | undefined }));
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

  return { validArbitrary, invalidBodyArbitrary, invalidParameterValues, hostileBodyArbitrary, hostileParameterValues };
}

/** A short description of a hostile string for test labels (never the string itself: it may be 60 kB). */
function describeHostile(text: string): string {
  const traits = [
    text.includes('\u0000') ? 'NUL' : '',
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text) ? 'lone surrogate' : '',
  ].filter(Boolean);
  return `${text.length} chars${traits.length > 0 ? `, ${traits.join(', ')}` : ''}`;
}

function oneOfBranches(schema: Schema): Schema[] {
  return Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : [];
}
