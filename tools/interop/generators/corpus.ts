/**
 * The corpus: requests to the REST operations with bodies or query parameters, valid and invalid
 * at each constraint the spec states. Every edge is read from the bundle (lengths from
 * `maxLength`, the metadata limits from the Metadata schema, enum values, the required fields, the
 * limit parameter's bounds, the operations' examples as the valid base); only the kinds of text
 * that probe a pattern (emoji, NUL, lone surrogates, signs, exponents) are chosen here.
 *
 * A valid-by-schema request must also pass the sandbox's business rules, so that the sandbox's
 * answer reflects the schema alone: bases are the spec's examples with the tenant's real profile,
 * and the fields whose value must name something real (an address of the network, an asset with a
 * fee there) get only their refused edges, never a merely schema-valid but unknown value.
 */
import { operation, property, schema, stated, type OperationInfo, type Schema } from './spec.js';

export type Part = 'body' | 'query' | 'form';

export interface Entry {
  /** Unique and stable: the known-divergence lists name entries by it. */
  id: string;
  operationId: string;
  part: Part;
  value: Record<string, unknown>;
}

/** What a request needs from the tenant it is sent for. */
export interface Tenant {
  profileId: string;
  memoId: string;
  clientId: string;
  clientSecret: string;
}

/** Text that probes a string's pattern. The reversed pair is a low surrogate before a high one. */
export const PROBES = {
  emoji: 'ref-\u{1F600}',
  NUL: 'ref-\u0000',
  'a lone high surrogate': 'ref-\uD83D',
  'a lone low surrogate': 'ref-\uDE00',
  'a reversed surrogate pair': 'ref-\uDE00\uD83D',
} as const;

/** A string of exactly `length` characters (UTF-16 code units, JSON Schema's measure for ASCII). */
export function ofLength(length: number, stem: string): string {
  return (stem + 'x'.repeat(length)).slice(0, length);
}

function without(value: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

function example(info: OperationInfo, name: string): Record<string, unknown> {
  const found = info.examples[name];
  if (!found || typeof found !== 'object') throw new Error(`${info.operationId} has no example ${name}`);
  return structuredClone(found) as Record<string, unknown>;
}

/** The string properties of a body schema that are neither enums nor decimals. */
function textProperties(body: Schema): string[] {
  return Object.keys(body.properties ?? {}).filter((name) => {
    const resolved = property(body, name);
    return resolved.type === 'string' && !resolved.enum;
  });
}

/** Entries shared by every body: each required field missing, an unknown field, empty strings, lengths. */
function shape(
  info: OperationInfo,
  base: Record<string, unknown>,
  options: { free: string[]; business: string[] },
): Entry[] {
  const body = info.body as Schema;
  const entries: Entry[] = [];
  const add = (id: string, value: Record<string, unknown>) =>
    entries.push({ id: `${info.operationId}: ${id}`, operationId: info.operationId, part: 'body', value });
  add('the base request', base);
  for (const name of body.required ?? []) add(`without ${name}`, without(base, name));
  add('with an unknown field', { ...base, unknown_field: 'x' });
  for (const name of textProperties(body)) {
    if (![...options.free, ...options.business].includes(name)) continue;
    add(`${name} empty`, { ...base, [name]: '' });
    const max = stated(property(body, name).maxLength, `maxLength of ${name}`);
    if (options.free.includes(name)) add(`${name} at maxLength`, { ...base, [name]: ofLength(max, `${name}-`) });
    add(`${name} at maxLength + 1`, { ...base, [name]: ofLength(max + 1, `${name}-`) });
  }
  return entries;
}

/** Each probe of a pattern, in one free field. */
function probes(info: OperationInfo, base: Record<string, unknown>, field: string): Entry[] {
  return Object.entries(PROBES).map(([what, text]) => ({
    id: `${info.operationId}: ${field} with ${what}`,
    operationId: info.operationId,
    part: 'body',
    value: { ...base, [field]: text },
  }));
}

/** The Metadata schema's limits: pairs at and past maxProperties, keys and values at and past their maxLength. */
function metadata(info: OperationInfo, base: Record<string, unknown>): Entry[] {
  const limits = schema('Metadata');
  const pairs = stated(limits.maxProperties, 'maxProperties of Metadata');
  const keyMax = stated(limits.propertyNames?.maxLength, 'maxLength of Metadata keys');
  const values = limits.additionalProperties;
  const valueMax = stated(typeof values === 'object' ? values.maxLength : undefined, 'maxLength of Metadata values');
  const pairsOf = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, `v${i}`]));
  const cases: Array<[string, Record<string, string>]> = [
    [`${pairs} metadata pairs`, pairsOf(pairs)],
    [`${pairs + 1} metadata pairs`, pairsOf(pairs + 1)],
    [`a metadata key at maxLength`, { [ofLength(keyMax, 'k')]: 'v' }],
    [`a metadata key at maxLength + 1`, { [ofLength(keyMax + 1, 'k')]: 'v' }],
    [`a metadata value at maxLength`, { k: ofLength(valueMax, 'v') }],
    [`a metadata value at maxLength + 1`, { k: ofLength(valueMax + 1, 'v') }],
  ];
  return cases.map(([id, value]) => ({
    id: `${info.operationId}: ${id}`,
    operationId: info.operationId,
    part: 'body',
    value: { ...base, metadata: value },
  }));
}

/**
 * Edges of a decimal pattern. The valid ones stay within every asset's precision (business rule)
 * and above zero except `0` itself.
 */
const DECIMAL_EDGES: Record<string, string> = {
  'leading zeros': '007',
  'two fraction digits': '1.25',
  'no integer digits': '.5',
  'a trailing point': '5.',
  '0': '0',
  'a sign': '-1',
  'a plus sign': '+1',
  'an exponent': '1e2',
  'a comma': '1,5',
  'a space': ' 1',
  'empty text': '',
};

/** Whether `text` is valid for the decimal property `field` of the body. */
function isDecimal(info: OperationInfo, field: string, text: string): boolean {
  const decimal = property(info.body as Schema, field);
  return new RegExp(decimal.pattern ?? '', 'u').test(text) && text.length <= (decimal.maxLength ?? 0);
}

function decimals(info: OperationInfo, base: Record<string, unknown>, field: string, extra: Record<string, string>) {
  const max = stated(property(info.body as Schema, field).maxLength, `maxLength of ${field}`);
  const edges = { ...DECIMAL_EDGES, ...extra, 'maxLength + 1 digits': ofLength(max + 1, '1').replace(/x/g, '1') };
  return Object.entries(edges).map(([what, text]) => ({
    id: `${info.operationId}: ${field} with ${what}`,
    operationId: info.operationId,
    part: 'body' as const,
    value: { ...base, [field]: text },
  }));
}

/** Each value of an enum property, one it does not hold, and its first value in lower case. */
function enums(info: OperationInfo, base: Record<string, unknown>, field: string): Entry[] {
  const allowed = property(info.body as Schema, field).enum;
  if (!allowed?.length) throw new Error(`the spec states no enum for ${field}`);
  const first = allowed[0] as string;
  return [...allowed, `NOT_${first}`, first.toLowerCase()].map((text) => ({
    id: `${info.operationId}: ${field} ${JSON.stringify(text)}`,
    operationId: info.operationId,
    part: 'body' as const,
    value: { ...base, [field]: text },
  }));
}

function cryptoWithdrawals(tenant: Tenant): Entry[] {
  const info = operation('createCryptoWithdrawal');
  const byAmount = { ...example(info, 'byAmount'), profile_id: tenant.profileId };
  const byTotal = { ...example(info, 'byTotal'), profile_id: tenant.profileId };
  const base = without(byAmount, 'ref_id', 'identity_id', 'account_id', 'metadata');
  const entry = (id: string, value: Record<string, unknown>): Entry => ({
    id: `createCryptoWithdrawal: ${id}`,
    operationId: info.operationId,
    part: 'body',
    value,
  });
  return [
    entry('the spec example by amount', byAmount),
    entry('the spec example by total', byTotal),
    entry('both amount and total', { ...base, total: base.amount }),
    entry('neither amount nor total', without(base, 'amount')),
    ...shape(info, base, {
      free: ['ref_id', 'identity_id', 'account_id', 'fee_id', 'memo', 'profile_id'],
      business: ['destination_address', 'asset', 'balance_asset'],
    }),
    ...probes(info, base, 'ref_id'),
    ...metadata(info, base),
    ...decimals(info, base, 'amount', {}),
    // A total must exceed the fee (a business rule), so only its refused edges are sent.
    ...decimals(info, without(base, 'amount'), 'total', {}).filter(
      (e) => !isDecimal(info, 'total', String(e.value.total)),
    ),
    entry('crypto_network not in the enum', { ...base, crypto_network: 'NOT_A_NETWORK' }),
    entry('crypto_network in lower case', { ...base, crypto_network: String(base.crypto_network).toLowerCase() }),
    entry('a beneficiary person', { ...base, beneficiary: { person_details: { first_name: 'Ada', last_name: 'L' } } }),
    entry('a beneficiary institution', { ...base, beneficiary: { institution_details: { name: 'Example' } } }),
    entry('a beneficiary both person and institution', {
      ...base,
      beneficiary: { person_details: { first_name: 'Ada', last_name: 'L' }, institution_details: { name: 'E' } },
    }),
    entry('a beneficiary empty', { ...base, beneficiary: {} }),
  ];
}

function depositAddresses(tenant: Tenant): Entry[] {
  const info = operation('createDepositAddress');
  const base = {
    ...without(example(info, Object.keys(info.examples)[0] ?? ''), 'ref_id'),
    profile_id: tenant.profileId,
  };
  return [
    ...shape(info, base, { free: ['ref_id', 'identity_id', 'account_id', 'profile_id'], business: [] }),
    ...probes(info, base, 'ref_id'),
    ...metadata(info, base).filter((e) => /pairs/.test(e.id)),
    ...enums(info, base, 'crypto_network'),
    ...enums(info, base, 'conversion_target_asset'),
  ];
}

function fiatDeposits(tenant: Tenant): Entry[] {
  const info = operation('createSandboxFiatDeposit');
  const base = { ...example(info, Object.keys(info.examples)[0] ?? ''), memo_id: tenant.memoId };
  return [
    ...shape(info, base, { free: [], business: [] }),
    ...decimals(info, base, 'amount', { 'three fraction digits': '1.255' }),
    ...enums(info, base, 'asset'),
    {
      id: 'createSandboxFiatDeposit: memo_id at maxLength + 1',
      operationId: info.operationId,
      part: 'body',
      value: {
        ...base,
        memo_id: ofLength(stated(property(info.body as Schema, 'memo_id').maxLength, 'memo_id'), 'm') + 'x',
      },
    },
  ];
}

function executions(): Entry[] {
  const info = operation('listExecutions');
  const limit = info.query.limit as Schema;
  const min = stated(limit.minimum, 'minimum of limit');
  const max = stated(limit.maximum, 'maximum of limit');
  const idMax = stated(info.query.profile_id?.maxLength, 'maxLength of profile_id');
  const cases: Array<[string, Record<string, unknown>]> = [
    ['no parameters', {}],
    ['limit at its minimum', { limit: min }],
    ['limit at its maximum', { limit: max }],
    ['limit below its minimum', { limit: min - 1 }],
    ['limit above its maximum', { limit: max + 1 }],
    ['profile_id at maxLength', { profile_id: ofLength(idMax, 'p') }],
    ['profile_id at maxLength + 1', { profile_id: ofLength(idMax + 1, 'p') }],
    ['since_execution_id numeric', { since_execution_id: '123' }],
    ['since_execution_id not numeric', { since_execution_id: '12a' }],
    ['order_id a UUID', { order_id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }],
    ['order_id not a UUID', { order_id: 'not-a-uuid' }],
    ['range.begin a date-time', { 'range.begin': '2025-11-21T10:00:00Z' }],
    ['range.begin not a date-time', { 'range.begin': '2025-13-01' }],
  ];
  return cases.map(([id, value]) => ({
    id: `listExecutions: ${id}`,
    operationId: info.operationId,
    part: 'query',
    value,
  }));
}

function tokens(tenant: Tenant): Entry[] {
  const base = { grant_type: 'client_credentials', client_id: tenant.clientId, client_secret: tenant.clientSecret };
  const cases: Array<[string, Record<string, unknown>]> = [
    ['the tenant client', base],
    ['grant_type not in the enum', { ...base, grant_type: 'password' }],
    ['without grant_type', without(base, 'grant_type')],
    ['without client_id', without(base, 'client_id')],
  ];
  return cases.map(([id, value]) => ({ id: `createToken: ${id}`, operationId: 'createToken', part: 'form', value }));
}

/** The whole corpus for one tenant; ids are the same for every tenant. */
export function buildCorpus(tenant: Tenant): Entry[] {
  const entries = [
    ...cryptoWithdrawals(tenant),
    ...depositAddresses(tenant),
    ...fiatDeposits(tenant),
    ...executions(),
    ...tokens(tenant),
  ];
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size !== entries.length) throw new Error('two corpus entries share an id');
  return entries;
}
