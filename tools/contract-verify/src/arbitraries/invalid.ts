// Invalid values: valid bodies mutated into ones the schema (or the wire) refuses, and parameter
// values the parameter's schema refuses.
import fc from 'fast-check';
import {
  asNumber,
  asSchema,
  asStrings,
  completeUnionAsObject,
  oneOfBranches,
  type Json,
  type Schema,
  type SpecDocument,
} from '../spec/document.js';
import { LONG_PARAMETER_LENGTH } from './hostile.js';
import type { Arbitraries, InvalidBody } from './types.js';

const WRONG_TYPES: readonly Json[] = [42, 1.5, true, null, [], {}, 'text'];

function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Invalid bodies and parameter values for the schemas of one bundled document; bodies with a `oneOf` take valid values of its branches from `validArbitrary`. */
export function invalidValuesFor(
  spec: SpecDocument,
  validArbitrary: Arbitraries['validArbitrary'],
): Pick<Arbitraries, 'invalidBodyArbitrary' | 'invalidParameterValues'> {
  const deref = (schema: Schema): Schema => spec.deref(schema);

  /** Whether `candidate` can never satisfy `schema` by its JSON type alone. */
  function wrongTypeFor(schemaIn: Schema, candidate: Json): boolean {
    const schema = deref(schemaIn);
    const t = jsonTypeOf(candidate);
    if (Array.isArray(schema.enum))
      return !(schema.enum as Json[]).some((e) => JSON.stringify(e) === JSON.stringify(candidate));
    switch (schema.type) {
      case 'string':
        return t !== 'string';
      case 'integer':
        return t !== 'integer';
      case 'number':
        return t !== 'integer' && t !== 'number';
      case 'boolean':
        return t !== 'boolean';
      case 'array':
        return t !== 'array';
      case 'object':
        return t !== 'object';
      default:
        return false;
    }
  }

  /** A property whose schema is a decimal string: a `$ref` to a string schema with a numeric pattern. */
  function isDecimal(schemaIn: Schema): boolean {
    if (typeof schemaIn.$ref !== 'string') return false;
    const schema = deref(schemaIn);
    return schema.type === 'string' && typeof schema.pattern === 'string' && /\[0-9\]/.test(schema.pattern);
  }

  function invalidBodyArbitrary(schemaIn: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody> {
    const schema = completeUnionAsObject(deref(schemaIn), deref);
    const properties = asSchema(schema.properties);
    const required = asStrings(schema.required);
    const names = Object.keys(properties);
    const branches = oneOfBranches(schema);
    const exclusive = [...new Set(branches.flatMap((b) => asStrings(b.required)))];
    const json = (kind: string, value: Json): InvalidBody => ({
      kind,
      text: JSON.stringify(value),
      contentType: 'application/json',
      value,
    });
    const obj = valid.map((v) => v as Record<string, Json>);
    /** The value without the properties of every oneOf branch (so neither branch holds). */
    const withoutBranches = (v: Record<string, Json>): Record<string, Json> =>
      Object.fromEntries(Object.entries(v).filter(([k]) => !exclusive.includes(k)));

    const mutations: fc.Arbitrary<InvalidBody>[] = [];
    if (required.length > 0) {
      mutations.push(
        fc.tuple(obj, fc.constantFrom(...required)).map(([v, name]) => {
          const { [name]: _dropped, ...rest } = v;
          return json(`drop required ${name}`, rest);
        }),
      );
    }
    mutations.push(
      fc
        .tuple(obj, fc.constantFrom(...names), fc.constantFrom(...WRONG_TYPES))
        .filter(([, name, bad]) => wrongTypeFor(asSchema(properties[name]), bad))
        .map(([v, name, bad]) => json(`wrong type ${name}=${JSON.stringify(bad)}`, { ...v, [name]: bad })),
    );
    const decimals = names.filter((n) => isDecimal(asSchema(properties[n])));
    if (decimals.length > 0) {
      // A branch property set to a bad value must be the only branch property present, or the
      // request would also break the oneOf and test that instead.
      mutations.push(
        fc
          .tuple(
            obj,
            fc.constantFrom(...decimals),
            fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
          )
          .map(([v, name, n]) =>
            json(`number for decimal ${name}`, { ...(branches.length > 0 ? withoutBranches(v) : v), [name]: n }),
          ),
      );
      mutations.push(
        fc
          .tuple(
            obj,
            fc.constantFrom(...decimals),
            fc.constantFrom('-1', '1e5', '1,000.00', '0x10', ' 1', '1.', '', 'NaN', '١٢٣', '1.234.5'),
          )
          .map(([v, name, s]) =>
            json(`malformed decimal ${name}=${JSON.stringify(s)}`, {
              ...(branches.length > 0 ? withoutBranches(v) : v),
              [name]: s,
            }),
          ),
      );
    }
    if (schema.additionalProperties === false) {
      mutations.push(
        fc
          .tuple(
            obj,
            fc.constantFrom('unknown', 'amount_usd', 'profileId', 'extra_field'),
            fc.constantFrom<Json>('x', 1, true, null),
          )
          .map(([v, key, value]) => json(`extra field ${key}`, { ...v, [key]: value })),
      );
    }
    const enums = names.filter((n) => Array.isArray(deref(asSchema(properties[n])).enum));
    if (enums.length > 0) {
      mutations.push(
        fc
          .tuple(
            obj,
            fc.constantFrom(...enums),
            fc.constantFrom('NOT_A_VALUE', 'bitcoin', 'EUR', '', 'USD ', 'ETHEREUM2'),
          )
          .filter(([, name, bad]) => wrongTypeFor(asSchema(properties[name]), bad))
          .map(([v, name, bad]) => json(`unknown enum ${name}=${bad}`, { ...v, [name]: bad })),
      );
    }
    if ('metadata' in properties) {
      const long = 'x'.repeat(101);
      mutations.push(
        obj.map((v) =>
          json('7 metadata pairs', {
            ...v,
            metadata: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, `v${i}`])),
          }),
        ),
      );
      mutations.push(obj.map((v) => json('metadata value too long', { ...v, metadata: { note: long } })));
      mutations.push(obj.map((v) => json('metadata key too long', { ...v, metadata: { [long]: 'v' } })));
      mutations.push(obj.map((v) => json('metadata value not a string', { ...v, metadata: { n: 1 } })));
    }
    if (branches.length > 0) {
      mutations.push(obj.map((v) => json('neither oneOf branch', withoutBranches(v))));
      mutations.push(
        fc.tuple(obj, ...exclusive.map((n) => validArbitrary(asSchema(properties[n])))).map(([v, ...values]) =>
          json('both oneOf branches', {
            ...v,
            ...Object.fromEntries(exclusive.map((n, i) => [n, values[i] as Json])),
          }),
        ),
      );
    }
    // Nested objects that are closed (fiat_network_instructions).
    for (const name of names) {
      const nested = deref(asSchema(properties[name]));
      if (nested.type === 'object' && nested.additionalProperties === false) {
        mutations.push(
          obj.map((v) =>
            json(`extra field ${name}/unknown`, { ...v, [name]: { ...(v[name] as Record<string, Json>), unknown: 1 } }),
          ),
        );
        for (const req of asStrings(nested.required)) {
          mutations.push(obj.map((v) => json(`drop required ${name}/${req}`, { ...v, [name]: {} })));
          mutations.push(obj.map((v) => json(`wrong type ${name}/${req}`, { ...v, [name]: { [req]: 'text' } })));
        }
      }
    }
    mutations.push(
      fc.constantFrom<Json>([], 'body', 42, null, true).map((v) => json(`body not an object: ${JSON.stringify(v)}`, v)),
    );

    // Not JSON-schema invalid but invalid on the wire.
    const wire: fc.Arbitrary<InvalidBody>[] = [
      fc
        .constantFrom('{', '{"profile_id":', "{'a':1}", '{"a":1,}', 'undefined', '{"a":1}}', '\u0000', '[1,2')
        .map((text) => ({ kind: `malformed JSON ${JSON.stringify(text)}`, text, contentType: 'application/json' })),
      fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
        )
        .map(([v, contentType]) => ({ kind: `content type ${contentType}`, text: JSON.stringify(v), contentType })),
      obj.map((v) => ({
        kind: 'body over 64 KiB',
        text: JSON.stringify({ ...v, memo: 'm'.repeat(70 * 1024) }),
        contentType: 'application/json',
      })),
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
    if (schema.format === 'uuid')
      out.push('not-a-uuid', '1234', '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '');
    if (schema.format === 'date-time')
      out.push('yesterday', '2025-13-01T00:00:00Z', '2025-11-01', '2025-11-01T25:00:00Z', '');
    if (typeof schema.pattern === 'string') {
      // Only what the pattern really refuses (an identifier's pattern takes `abc` and refuses NUL).
      const pattern = new RegExp(schema.pattern, 'u');
      out.push(...['abc', '-1', '1.5', '', '\u0000'].filter((value) => !pattern.test(value)));
    }
    const maxLength = asNumber(schema.maxLength);
    if (maxLength !== undefined && maxLength < LONG_PARAMETER_LENGTH) out.push('x'.repeat(maxLength + 1));
    return out;
  }

  return { invalidBodyArbitrary, invalidParameterValues };
}
