import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitrariesFor } from '../src/arbitraries/arbitraries.js';
import { loadBundledSpecs, type Schema } from '../src/spec/document.js';
import { operations } from '../src/spec/operations.js';
import { SchemaValidator } from '../src/spec/validator.js';

const SEED = 20261121;
const { openapi: spec } = loadBundledSpecs();
const SPEC_FILE = spec.name;
const { validArbitrary, invalidBodyArbitrary, hostileBodyArbitrary, hostileParameterValues } = arbitrariesFor(spec);
const validator = new SchemaValidator(spec);
const validateAt = (pointer: string, value: unknown) => validator.validateAt(pointer, value);
const schemas = (spec.document.components as { schemas: Record<string, Schema> }).schemas;

describe('the schema-to-arbitrary converter, held to the spec by ajv 2020', () => {
  const convertible = Object.keys(schemas).filter((name) => !Array.isArray(schemas[name]?.allOf));

  it.each(convertible)('generates only values valid against %s', (name) => {
    const pointer = `#/components/schemas/${name}`;
    const samples = fc.sample(validArbitrary({ $ref: pointer }), { numRuns: 150, seed: SEED });
    for (const value of samples) {
      const issues = validateAt(pointer, value);
      expect(issues, `${SPEC_FILE} ${pointer}: generated ${JSON.stringify(value)}`).toEqual([]);
    }
  });

  const bodies = operations(spec).filter((op) => op.body?.contentType === 'application/json');

  it.each(bodies.map((op) => [op.operationId, op] as const))(
    'mutates valid %s bodies into values the schema rejects',
    (_id, op) => {
      const schema = op.body?.schema ?? {};
      const pointer = String(schema.$ref);
      const invalid = fc.sample(invalidBodyArbitrary(schema, validArbitrary(schema)), { numRuns: 300, seed: SEED });
      let checked = 0;
      for (const body of invalid) {
        if (body.value === undefined) continue;
        checked++;
        expect(
          validateAt(pointer, body.value),
          `${op.operationId} ${SPEC_FILE} ${pointer}: ${body.kind} ${body.text.slice(0, 200)}`,
        ).not.toEqual([]);
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  it.each(bodies.map((op) => [op.operationId, op] as const))(
    'puts NUL, lone surrogates, over-long strings and huge numbers into every field of %s bodies, nested ones and metadata keys included',
    (_id, op) => {
      const schema = op.body?.schema ?? {};
      const hostile = fc.sample(hostileBodyArbitrary(schema, validArbitrary(schema)), { numRuns: 3000, seed: SEED });
      const kinds = hostile.map((body) => body.kind);
      for (const trait of ['NUL', 'lone surrogate', '60000 chars', 'huge number 1e400', 'huge number 999999999999']) {
        expect(
          kinds.some((kind) => kind.includes(trait)),
          `${op.operationId}: ${trait}`,
        ).toBe(true);
      }
      for (const body of hostile) {
        expect(() => JSON.parse(body.text), body.kind).not.toThrow();
        expect(Buffer.byteLength(body.text), body.kind).toBeLessThan(65_536);
      }
      const fields = new Set(kinds.map((kind) => /at (key of )?(\/\S*)/.exec(kind)?.[0]));
      const expected: Record<string, string[]> = {
        createCryptoWithdrawal: [
          'at /ref_id',
          'at /profile_id',
          'at /memo',
          'at key of /metadata/k',
          'at /metadata/k',
          'at /beneficiary/person_details/first_name',
        ],
        createDepositAddress: ['at /profile_id', 'at /ref_id', 'at key of /metadata/k'],
        createSandboxFiatDeposit: [
          'at /memo_id',
          'at /fiat_network_instructions/wire/routing_details/bank_name',
          'at /fiat_network_instructions/wire/fiat_account_owner_address/city',
        ],
      };
      for (const field of expected[op.operationId] ?? [])
        expect(fields, `${op.operationId}: ${field}`).toContain(field);
    },
  );

  it('gives every parameter NUL, lone surrogates, over-long text that still fits a URL, and huge numbers', () => {
    const values = hostileParameterValues({ $ref: '#/components/schemas/Identifier' });
    expect(values).toEqual(expect.arrayContaining(['\u0000', '\ud800', 'y'.repeat(129), '1e400', '9'.repeat(400)]));
    expect(Math.max(...values.map((v) => v.length))).toBeLessThan(16_384 / 2);
  });

  it('derives every operation of the bundle with its declared responses, headers and scope', () => {
    const ops = operations(spec);
    expect(ops.map((op) => op.operationId).sort()).toEqual([
      'createCryptoWithdrawal',
      'createDepositAddress',
      'createSandboxFiatDeposit',
      'createToken',
      'getAccount',
      'listExecutions',
      'listMonitoringAddresses',
    ]);
    for (const op of ops) {
      expect(op.responses.size).toBeGreaterThan(1);
      expect(op.security.length, op.operationId).toBe(op.tokenEndpoint ? 0 : 1);
      for (const [, response] of op.responses) {
        if (response.content) expect(() => spec.deref({ $ref: response.content?.schemaPointer })).not.toThrow();
        expect(response.headers.map((h) => h.name)).toContain('X-Request-Id');
      }
    }
    expect(ops.filter((op) => op.tokenEndpoint).map((op) => op.operationId)).toEqual(['createToken']);
  });
});
