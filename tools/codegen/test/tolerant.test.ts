import { describe, expect, it } from 'vitest';
import { tolerant } from '../src/evolution/tolerant.js';

describe('the tolerant copy of a received schema', () => {
  it('drops what closes a record, at any depth, for draft-07 and 2020-12 keywords alike', () => {
    const closed = {
      type: 'object',
      additionalProperties: false,
      properties: { a: { type: 'object', unevaluatedProperties: false } },
    };
    expect(
      tolerant({ allOf: [closed], prefixItems: [closed], $defs: { c: closed }, dependentSchemas: { a: closed } }),
    ).toEqual({
      allOf: [{ type: 'object', properties: { a: { type: 'object' } } }],
      prefixItems: [{ type: 'object', properties: { a: { type: 'object' } } }],
      $defs: { c: { type: 'object', properties: { a: { type: 'object' } } } },
      dependentSchemas: { a: { type: 'object', properties: { a: { type: 'object' } } } },
    });
  });

  it("keeps a map's value schema, a closed enum and every other constraint", () => {
    const schema = {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 3 },
      maxProperties: 2,
      properties: { side: { enum: ['BUY', 'SELL'], 'x-extensible-enum': false } },
    };
    expect(tolerant(schema)).toEqual(schema);
  });

  it('turns an extensible enum into a string, keeping its marker and annotations', () => {
    expect(tolerant({ title: 'CryptoNetwork', enum: ['BITCOIN'], 'x-extensible-enum': true })).toEqual({
      title: 'CryptoNetwork',
      type: 'string',
      'x-extensible-enum': true,
    });
  });
});
