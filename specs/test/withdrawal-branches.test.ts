import { describe, expect, it } from 'vitest';
import { isObject, loadBundle, type JsonObject } from './support/bundles.js';

const openapi = loadBundle('openapi.json');
const schemas = (openapi['components'] as JsonObject)['schemas'] as JsonObject;
const schema = (name: string) => schemas[name] as JsonObject;
const refs = (name: string) =>
  ((schema(name)['oneOf'] ?? []) as JsonObject[]).map((branch) => String(branch['$ref']).split('/').pop());

describe('unions of complete branches', () => {
  it.each([
    ['CryptoWithdrawalRequest', ['WithdrawalByAmount', 'WithdrawalByTotal']],
    ['Beneficiary', ['BeneficiaryPerson', 'BeneficiaryInstitution']],
    ['FiatAccountOwner', ['FiatAccountOwnerPerson', 'FiatAccountOwnerInstitution']],
  ])('%s is a oneOf of named complete branches and nothing beside it', (name, branches) => {
    expect(Object.keys(schema(name)).filter((key) => !['title', 'description', 'oneOf'].includes(key))).toEqual([]);
    expect(refs(name)).toEqual(branches);
    for (const branch of branches) {
      expect(schema(branch)).toMatchObject({ type: 'object', additionalProperties: false });
      expect(isObject(schema(branch)['properties'])).toBe(true);
    }
  });

  it('gives both withdrawal branches the same fields, required and described the same, but amount for total', () => {
    const byAmount = schema('WithdrawalByAmount');
    const byTotal = schema('WithdrawalByTotal');
    const { amount, ...amountFields } = byAmount['properties'] as JsonObject;
    const { total, ...totalFields } = byTotal['properties'] as JsonObject;
    expect(amount).toBeDefined();
    expect(total).toBeDefined();
    expect(totalFields).toEqual(amountFields);
    const required = (s: JsonObject, own: string) => (s['required'] as string[]).filter((r) => r !== own);
    expect(required(byTotal, 'total')).toEqual(required(byAmount, 'amount'));
    expect(byAmount['required']).toContain('amount');
    expect(byTotal['required']).toContain('total');
  });
});
