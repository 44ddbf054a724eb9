import { describe, expect, it } from 'vitest';
import { diffSchema } from '../src/engine/schema-diff.js';
import type { Direction, Finding } from '../src/findings/findings.js';
import { Findings } from '../src/findings/findings.js';
import type { Json } from '../src/json/json.js';

/** Diffs two standalone schemas in one direction. */
function diff(direction: Direction, before: Json, after: Json): Finding[] {
  const findings = new Findings();
  diffSchema(
    {
      oldDoc: before,
      newDoc: after,
      direction,
      report: findings.reporter({ spec: 'openapi', operation: 'op' }),
      visited: new Set(),
    },
    { value: before, pointer: '' },
    { value: after, pointer: '' },
    '',
  );
  return findings.list;
}

const rules = (findings: Finding[]) => findings.map((f) => `${f.severity} ${f.rule} ${f.pointer}`);

describe('schema compositions and edge cases', () => {
  const amountOrTotal = {
    type: 'object',
    properties: { amount: { type: 'string' }, total: { type: 'string' } },
    oneOf: [{ required: ['amount'] }, { required: ['total'] }],
  };

  it('reports a removed oneOf alternative in a request as breaking', () => {
    expect(rules(diff('request', amountOrTotal, { ...amountOrTotal, oneOf: [{ required: ['amount'] }] }))).toEqual([
      'breaking alternative-removed /oneOf',
    ]);
  });

  it('compares oneOf alternatives by position', () => {
    const after = { ...amountOrTotal, oneOf: [{ required: ['amount', 'asset'] }, { required: ['total'] }] };
    expect(rules(diff('request', amountOrTotal, after))).toEqual(['breaking required-field-added /oneOf/0/required']);
  });

  it('reports an added oneOf alternative as breaking in a response and non-breaking in a request', () => {
    const after = { ...amountOrTotal, oneOf: [...amountOrTotal.oneOf, { required: ['fee'] }] };
    expect(rules(diff('response', amountOrTotal, after))).toEqual(['breaking alternative-added /oneOf']);
    expect(rules(diff('request', amountOrTotal, after))).toEqual(['non-breaking alternative-added /oneOf']);
  });

  it('reports an allOf member that goes from a response, and one that comes to a request, as breaking', () => {
    const a = { type: 'object', properties: { a: { type: 'string' } } };
    const b = { type: 'object', properties: { b: { type: 'string' } } };
    const base = { allOf: [a, b] };
    const fewer = { allOf: [a] };
    expect(rules(diff('response', base, fewer))).toEqual(['breaking all-of-member-removed /allOf']);
    expect(rules(diff('request', fewer, base))).toEqual(['breaking all-of-member-added /allOf']);
    expect(rules(diff('request', base, fewer))).toEqual(['non-breaking all-of-member-removed /allOf']);
  });

  it('reports a nullable response field that loses its null the other way round', () => {
    expect(rules(diff('response', { type: 'string' }, { type: ['string', 'null'] }))).toEqual([
      'breaking type-changed /type',
    ]);
    expect(rules(diff('request', { type: ['string', 'null'] }, { type: 'string' }))).toEqual([
      'breaking type-changed /type',
    ]);
    expect(rules(diff('request', { type: 'integer' }, { type: 'number' }))).toEqual([
      'non-breaking type-changed /type',
    ]);
    expect(rules(diff('response', { type: 'string' }, { type: 'integer' }))).toEqual(['breaking type-changed /type']);
  });

  it('reports a const that changed as a removed and an added enum value', () => {
    expect(
      diff('request', { const: 'a' }, { const: 'b' }).map((f) => [f.severity, f.rule, f.pointer, f.old ?? f.new]),
    ).toEqual([
      ['breaking', 'enum-value-removed', '/const', 'a'],
      ['non-breaking', 'enum-value-added', '/const', 'b'],
    ]);
  });

  it('reports an array item change by direction', () => {
    const before = { type: 'array', items: { type: 'string', enum: ['x', 'y'] } };
    const after = { type: 'array', items: { type: 'string', enum: ['x'] } };
    expect(rules(diff('request', before, after))).toEqual(['breaking enum-value-removed /items/enum']);
    expect(rules(diff('request', after, before))).toEqual(['non-breaking enum-value-added /items/enum']);
  });

  it('reports a boolean schema that stops accepting values', () => {
    expect(rules(diff('request', true, false))).toEqual(['breaking schema-disallowed ']);
    expect(rules(diff('response', true, false))).toEqual(['non-breaking schema-disallowed ']);
  });
});
