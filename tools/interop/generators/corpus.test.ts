/**
 * The corpus restates no spec fact: its edges are the bundle's numbers, read where the spec states
 * them, so a change of a limit in the spec moves the corpus with it.
 */
import { describe, expect, it } from 'vitest';
import { buildCorpus, PROBES, type Entry } from './corpus.js';
import { operation, property, schema } from './spec.js';

const tenant = { profileId: 'profile', memoId: 'memo', clientId: 'client', clientSecret: 'secret' };
const corpus = buildCorpus(tenant);
const entry = (id: string): Entry => {
  const found = corpus.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no corpus entry ${id}`);
  return found;
};
const text = (id: string, field: string) => String(entry(id).value[field]);

describe('the corpus', () => {
  it("sends identifiers at the Identifier schema's maxLength and one past it", () => {
    const max = schema('Identifier').maxLength;
    expect(max).toBeGreaterThan(0);
    expect(text('createCryptoWithdrawal: ref_id at maxLength', 'ref_id')).toHaveLength(max!);
    expect(text('createCryptoWithdrawal: ref_id at maxLength + 1', 'ref_id')).toHaveLength(max! + 1);
  });

  it("sends metadata at the Metadata schema's pair count and key length, and one past each", () => {
    const metadata = schema('Metadata');
    const pairs = (id: string) => Object.keys(entry(id).value.metadata as object);
    expect(pairs(`createCryptoWithdrawal: ${metadata.maxProperties} metadata pairs`)).toHaveLength(
      metadata.maxProperties!,
    );
    expect(pairs(`createCryptoWithdrawal: ${metadata.maxProperties! + 1} metadata pairs`)).toHaveLength(
      metadata.maxProperties! + 1,
    );
    expect(pairs('createCryptoWithdrawal: a metadata key at maxLength + 1')[0]).toHaveLength(
      metadata.propertyNames!.maxLength! + 1,
    );
  });

  it('sends every value of each enum it probes, and values outside it', () => {
    const values = property(operation('createDepositAddress').body!, 'crypto_network').enum!;
    for (const value of values)
      expect(entry(`createDepositAddress: crypto_network ${JSON.stringify(value)}`).value.crypto_network).toBe(value);
    expect(values).not.toContain(entry(`createDepositAddress: crypto_network "NOT_${values[0]}"`).value.crypto_network);
  });

  it("sends limit at its parameter's bounds and one past each", () => {
    const limit = operation('listExecutions').query.limit!;
    expect(entry('listExecutions: limit at its maximum').value.limit).toBe(limit.maximum);
    expect(entry('listExecutions: limit above its maximum').value.limit).toBe(limit.maximum! + 1);
    expect(entry('listExecutions: limit below its minimum').value.limit).toBe(limit.minimum! - 1);
  });

  it('leaves out each required field once, and probes a pattern with every kind of text', () => {
    for (const field of operation('createCryptoWithdrawal').body!.required!)
      expect(entry(`createCryptoWithdrawal: without ${field}`).value).not.toHaveProperty(field);
    for (const [what, probe] of Object.entries(PROBES))
      expect(text(`createCryptoWithdrawal: ref_id with ${what}`, 'ref_id')).toBe(probe);
  });
});
