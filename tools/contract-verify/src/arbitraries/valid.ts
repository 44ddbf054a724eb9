// Values valid against a schema: strings (patterns, formats, lengths), numbers within their bounds,
// arrays, objects with their required properties and open maps, one branch of a `oneOf` at a time.
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
import type { Arbitraries, Hints } from './types.js';

const DATE_MIN = new Date('2020-01-01T00:00:00Z');
const DATE_MAX = new Date('2030-12-31T23:59:59Z');

/** The arbitrary of valid values for the schemas of one bundled document. */
export function validArbitraryFor(spec: SpecDocument): Arbitraries['validArbitrary'] {
  const deref = (schema: Schema): Schema => spec.deref(schema);

  function validArbitrary(schemaIn: Schema, hints: Hints = {}): fc.Arbitrary<Json> {
    const schema = completeUnionAsObject(deref(schemaIn), deref);
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
        return withDefault(
          fc.double({
            min: asNumber(schema.minimum) ?? -1e6,
            max: asNumber(schema.maximum) ?? 1e6,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
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
    const lengthOk = (s: string): boolean =>
      [...s].length >= minLength && (maxLength === undefined || [...s].length <= maxLength);
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
    const propertyArb = (name: string): fc.Arbitrary<Json> =>
      hints[name] ?? validArbitrary(asSchema(properties[name]), hints);

    const names = Object.keys(properties).filter((n) => !exclusive.has(n));
    const base =
      names.length > 0
        ? fc.record(Object.fromEntries(names.map((n) => [n, propertyArb(n)])), {
            requiredKeys: names.filter((n) => required.has(n)),
          })
        : fc.constant({});
    let arb: fc.Arbitrary<Record<string, Json>> = base as fc.Arbitrary<Record<string, Json>>;

    // Open maps (additionalProperties a schema, no declared properties): Metadata and friends.
    const additional = schema.additionalProperties;
    if (names.length === 0 && additional !== undefined && additional !== false) {
      const valueSchema = additional === true ? { type: 'string' } : asSchema(additional);
      const keyMax = asNumber(asSchema(schema.propertyNames).maxLength) ?? 24;
      const maxKeys = asNumber(schema.maxProperties) ?? 4;
      arb = fc.dictionary(
        fc.string({ minLength: 1, maxLength: Math.min(keyMax, 24) }).filter((k) => k !== '__proto__'),
        validArbitrary(valueSchema, hints),
        { maxKeys, noNullPrototype: true },
      );
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

  return validArbitrary;
}
