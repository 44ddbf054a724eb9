import { describe, expect, it } from 'vitest';
import { loadBundledSpecs } from '../src/spec/document.js';
import { mediaExamples } from '../src/spec/operations.js';
import { ReceivedValidator, tolerantDocument } from '../src/spec/received.js';

const { openapi } = loadBundledSpecs();
const validator = new ReceivedValidator(openapi);
const WITHDRAWAL_OK = '#/paths/~1transfer~1crypto-withdrawals/post/responses/200/content/application~1json';
const [transfer] = mediaExamples(openapi.resolve(WITHDRAWAL_OK) as Record<string, unknown>) as Record<
  string,
  unknown
>[];
if (!transfer) throw new Error(`no example at ${WITHDRAWAL_OK}`);

describe('validating what clients receive under the evolution rules', () => {
  it('finds the spec example of a withdrawal conforming, with nothing newer', () => {
    expect(validator.validateAt(`${WITHDRAWAL_OK}/schema`, transfer)).toEqual({ violations: [], newer: [] });
  });

  it('reports a crypto network the spec does not list as newer: CryptoNetwork is extensible', () => {
    const found = validator.validateAt(`${WITHDRAWAL_OK}/schema`, { ...transfer, crypto_network: 'AVALANCHE' });
    expect(found.violations).toEqual([]);
    expect(found.newer).toEqual([
      {
        pointer: '/crypto_network',
        keyword: 'enum',
        schema: '#/components/schemas/CryptoNetwork/enum',
        message: 'unknown value "AVALANCHE" of an extensible enum',
      },
    ]);
  });

  it('reports a direction the spec does not list as a violation: TransferDirection is closed', () => {
    const found = validator.validateAt(`${WITHDRAWAL_OK}/schema`, { ...transfer, direction: 'SIDEWAYS' });
    expect(found.violations).toEqual([
      expect.objectContaining({
        pointer: '/direction',
        keyword: 'enum',
        schema: '#/components/schemas/TransferDirection/enum',
      }),
    ]);
    expect(found.newer).toEqual([]);
  });

  it('reports a field added to the closed empty object as newer, and its count beyond maxProperties as a violation', () => {
    const found = validator.validateAt('#/components/schemas/EmptyObject', { deposit_id: 'd-1' });
    expect(found.newer).toEqual([
      expect.objectContaining({
        pointer: '/deposit_id',
        schema: '#/components/schemas/EmptyObject/additionalProperties',
        message: expect.stringMatching(/^field `deposit_id` added/),
      }),
    ]);
    expect(found.violations).toEqual([
      expect.objectContaining({
        pointer: '',
        keyword: 'maxProperties',
        schema: '#/components/schemas/EmptyObject/maxProperties',
      }),
    ]);
  });

  it('makes a tolerant copy that keeps every pointer and example and drops only the closing keywords and extensible enums', () => {
    const copy = tolerantDocument(openapi.document);
    const schemas = copy.components as { schemas: Record<string, Record<string, unknown>> };
    expect(schemas.schemas.CryptoNetwork).toMatchObject({ type: 'string', 'x-extensible-enum': true });
    expect(schemas.schemas.CryptoNetwork).not.toHaveProperty('enum');
    expect(schemas.schemas.TransferDirection?.enum).toEqual(
      openapi.resolve('#/components/schemas/TransferDirection/enum'),
    );
    expect(schemas.schemas.EmptyObject).toEqual({
      ...(openapi.resolve('#/components/schemas/EmptyObject') as object),
      additionalProperties: undefined,
    });
    expect(JSON.stringify(copy.paths)).toContain(
      JSON.stringify((openapi.resolve(WITHDRAWAL_OK) as { examples: unknown }).examples),
    );
    expect(openapi.resolve('#/components/schemas/CryptoNetwork')).toHaveProperty('enum');
  });
});
