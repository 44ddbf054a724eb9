// Schema-driven arbitraries: a small converter from the JSON Schema subset the bundled OpenAPI
// document uses (2020-12) to fast-check arbitraries of VALID values, and mutations of valid values
// into INVALID ones. The converter is held to the spec by `arbitraries.test.ts` (ajv 2020).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { repoRoot } from '../support/workspace.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: unknown };

export const SPEC_FILE = 'specs/dist/openapi.json';
export const spec = JSON.parse(readFileSync(join(repoRoot, SPEC_FILE), 'utf8')) as Schema;
const SPEC_ID = 'https://dap.example/openapi.json';

// ------------------------------------------------------------------------------------------------
// Schema access

/** Follows a local `#/…` JSON pointer into the bundle. */
export function resolvePointer(pointer: string): unknown {
  const parts = pointer.replace(/^#\/?/, '').split('/').filter((p) => p !== '');
  let node: unknown = spec;
  for (const raw of parts) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') throw new Error(`${SPEC_FILE}: no ${pointer}`);
    node = (node as Record<string, unknown>)[key];
  }
  if (node === undefined) throw new Error(`${SPEC_FILE}: no ${pointer}`);
  return node;
}

/** The schema itself, with `$ref` chains followed (siblings of `$ref` other than annotations are merged). */
export function deref(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; typeof current.$ref === 'string' && i < 20; i++) {
    const { $ref, ...rest } = current;
    current = { ...(resolvePointer($ref as string) as Schema), ...stripAnnotations(rest) };
  }
  return current;
}

function stripAnnotations(schema: Schema): Schema {
  const { description: _d, title: _t, examples: _e, example: _x, ...rest } = schema;
  return rest;
}

const asSchema = (value: unknown): Schema => (value !== null && typeof value === 'object' ? (value as Schema) : {});
const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

// ------------------------------------------------------------------------------------------------
// Validation against the spec (ajv 2020 + ajv-formats)

let ajvInstance: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function ajv(): Ajv2020 {
  if (ajvInstance) return ajvInstance;
  const instance = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  const addFormats = addFormatsModule as unknown as (a: Ajv2020) => void;
  addFormats(instance);
  instance.addFormat('password', true);
  instance.addSchema({ ...spec, $id: SPEC_ID });
  ajvInstance = instance;
  return instance;
}

export interface SchemaIssue {
  pointer: string;
  message: string;
}

/** Validates `value` against the schema at `pointer` (a `#/…` pointer into the bundle); the issues found. */
export function validateAt(pointer: string, value: unknown): SchemaIssue[] {
  let validate = validators.get(pointer);
  if (!validate) {
    const found = ajv().getSchema(`${SPEC_ID}${pointer}`);
    if (!found) throw new Error(`${SPEC_FILE}: no schema at ${pointer}`);
    validate = found;
    validators.set(pointer, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => ({
    pointer: e.instancePath === '' ? '/' : e.instancePath,
    message: `${e.message ?? 'is invalid'}${e.params && Object.keys(e.params).length > 0 ? ` ${JSON.stringify(e.params)}` : ''} (schema ${e.schemaPath})`,
  }));
}

// ------------------------------------------------------------------------------------------------
// Valid values

/** Arbitraries used instead of the schema's own for properties of this name (realistic anchors). */
export type Hints = Readonly<Record<string, fc.Arbitrary<Json>>>;

const DATE_MIN = new Date('2020-01-01T00:00:00Z');
const DATE_MAX = new Date('2030-12-31T23:59:59Z');

/** An arbitrary of values valid against `schema`; `hints` replace the arbitraries of named properties. */
export function validArbitrary(schemaIn: Schema, hints: Hints = {}): fc.Arbitrary<Json> {
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
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter(lengthOk);
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
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : [];
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

// ------------------------------------------------------------------------------------------------
// Invalid values: mutations of valid ones

/** An invalid request body: the text sent, its content type, and which rule it breaks. */
export interface InvalidBody {
  kind: string;
  text: string;
  contentType: string;
  /** The parsed value when the text is JSON (checked to be invalid against the schema). */
  value?: Json;
}

const WRONG_TYPES: readonly Json[] = [42, 1.5, true, null, [], {}, 'text'];

function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
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

const isDecimalRef = (s: Schema): boolean => s.$ref === '#/components/schemas/Decimal' || s.$ref === '#/components/schemas/FiatAmount';

/**
 * Invalid bodies derived from a valid object value of `schema`: a required field dropped, a field of
 * the wrong JSON type, a number where a decimal string belongs, an unknown field where
 * `additionalProperties` is false, a too-long or too-many metadata entries, an unknown enum value, a
 * pattern broken, both/neither branch of a `oneOf`, a body that is not an object, malformed JSON, a
 * wrong content type and a body over the size limit.
 */
export function invalidBodyArbitrary(schemaIn: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody> {
  const schema = deref(schemaIn);
  const properties = asSchema(schema.properties);
  const required = asStrings(schema.required);
  const names = Object.keys(properties);
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : [];
  const json = (kind: string, value: Json): InvalidBody => ({ kind, text: JSON.stringify(value), contentType: 'application/json', value });
  const obj = valid.map((v) => v as Record<string, Json>);

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
  const decimals = names.filter((n) => isDecimalRef(asSchema(properties[n])));
  if (decimals.length > 0) {
    mutations.push(fc.tuple(obj, fc.constantFrom(...decimals), fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })))
      .map(([v, name, n]) => {
        const { amount: _a, total: _t, ...rest } = v;
        return json(`number for decimal ${name}`, { ...(branches.length > 0 ? rest : v), [name]: n });
      }));
    mutations.push(fc.tuple(obj, fc.constantFrom(...decimals), fc.constantFrom('-1', '1e5', '1,000.00', '0x10', ' 1', '1.', '', 'NaN', '١٢٣', '1.234.5'))
      .map(([v, name, s]) => {
        const { amount: _a, total: _t, ...rest } = v;
        return json(`malformed decimal ${name}=${JSON.stringify(s)}`, { ...(branches.length > 0 ? rest : v), [name]: s });
      }));
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
    mutations.push(obj.map((v) => {
      const { amount: _a, total: _t, ...rest } = v;
      return json('neither oneOf branch', rest);
    }));
    mutations.push(obj.map((v) => json('both oneOf branches', { ...v, amount: '1', total: '2' })));
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

/** Query or path parameter values that break the parameter's schema (wrong format, range, enum or pattern). */
export function invalidParameterValues(schemaIn: Schema): string[] {
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
  if (typeof schema.pattern === 'string') out.push('abc', '-1', '1.5', '');
  return out;
}

// ------------------------------------------------------------------------------------------------
// Operations, derived from the bundle

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** `#/paths/…/<method>` in the bundle. */
  pointer: string;
  /** The hand-written file the operation comes from, for messages. */
  sourceFile: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  /** Declared statuses → the pointer of the response body schema (undefined when the response has no body). */
  responses: Map<number, { contentType: string; schemaPointer: string } | undefined>;
  security: string[];
}

const escape = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

function sourceFileOf(operationId: string): string {
  const dir = join(repoRoot, 'specs/openapi/operations');
  for (const group of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, group))) {
      if (readFileSync(join(dir, group, file), 'utf8').includes(`operationId: ${operationId}`)) return relative(repoRoot, join(dir, group, file));
    }
  }
  return SPEC_FILE;
}

/** Every operation of the bundle: method, path, parameters, body and declared responses. */
export function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(asSchema(spec.paths))) {
    const pathItem = asSchema(item);
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = pathItem[method] as Schema | undefined;
      if (!op) continue;
      const pointer = `#/paths/${escape(path)}/${method}`;
      const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])]
        .map((p) => deref(asSchema(p)))
        .map((p) => ({ name: String(p.name), in: p.in as Parameter['in'], required: p.required === true, schema: asSchema(p.schema) }));
      const responses: Operation['responses'] = new Map();
      for (const [status, responseIn] of Object.entries(asSchema(op.responses))) {
        const response = asSchema(responseIn);
        const responsePointer = typeof response.$ref === 'string' ? response.$ref : `${pointer}/responses/${status}`;
        const content = asSchema(deref(response).content);
        const [contentType] = Object.keys(content);
        responses.set(Number(status), contentType === undefined ? undefined : { contentType, schemaPointer: `${responsePointer}/content/${escape(contentType)}/schema` });
      }
      const requestBody = op.requestBody ? deref(asSchema(op.requestBody)) : undefined;
      const bodyContent = requestBody ? Object.entries(asSchema(requestBody.content))[0] : undefined;
      const security = Array.isArray(op.security) ? (op.security as Schema[]).flatMap((s) => Object.values(s).flatMap(asStrings)) : [];
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pointer,
        sourceFile: sourceFileOf(String(op.operationId)),
        parameters,
        ...(bodyContent ? { body: { contentType: bodyContent[0], schema: asSchema(asSchema(bodyContent[1]).schema), required: requestBody?.required === true } } : {}),
        responses,
        security,
      });
    }
  }
  return out;
}
