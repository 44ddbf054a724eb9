import { describe, expect, it } from 'vitest';
import type { Direction, Finding } from '../src/findings.js';
import { Findings } from '../src/findings.js';
import type { Json } from '../src/json.js';
import { diffSchema } from '../src/schema-diff.js';

/** Diffs two standalone schemas in one direction. */
function diff(direction: Direction, before: Json, after: Json): Finding[] {
  const findings = new Findings();
  diffSchema(
    { oldDoc: before, newDoc: after, direction, report: findings.reporter({ spec: 'openapi', operation: 'op' }), visited: new Set() },
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
    expect(rules(diff('request', amountOrTotal, { ...amountOrTotal, oneOf: [{ required: ['amount'] }] }))).toEqual(['breaking alternative-removed /oneOf']);
  });

  it('compares oneOf alternatives by position', () => {
    const after = { ...amountOrTotal, oneOf: [{ required: ['amount', 'asset'] }, { required: ['total'] }] };
    expect(rules(diff('request', amountOrTotal, after))).toEqual(['breaking required-field-added /oneOf/0/required']);
  });

  it('reports an added oneOf alternative in a response as a warning', () => {
    const after = { ...amountOrTotal, oneOf: [...amountOrTotal.oneOf, { required: ['fee'] }] };
    expect(rules(diff('response', amountOrTotal, after))).toEqual(['warning alternative-added /oneOf']);
  });

  it('reports an allOf member that goes from a response, and one that comes to a request, as breaking', () => {
    const a = { type: 'object', properties: { a: { type: 'string' } } };
    const b = { type: 'object', properties: { b: { type: 'string' } } };
    const base = { allOf: [a, b] };
    const fewer = { allOf: [a] };
    expect(rules(diff('response', base, fewer))).toEqual(['breaking all-of-member-removed /allOf']);
    expect(rules(diff('request', fewer, base))).toEqual(['breaking all-of-member-added /allOf']);
  });

  it('reports a nullable response field that loses its null the other way round', () => {
    expect(rules(diff('response', { type: 'string' }, { type: ['string', 'null'] }))).toEqual(['breaking type-changed /type']);
    expect(rules(diff('request', { type: ['string', 'null'] }, { type: 'string' }))).toEqual(['breaking type-changed /type']);
    expect(diff('request', { type: 'integer' }, { type: 'number' })).toEqual([]);
  });

  it('reports a const that changed in a request as a removed enum value', () => {
    expect(diff('request', { const: 'a' }, { const: 'b' }).map((f) => [f.rule, f.pointer, f.old])).toEqual([['enum-value-removed', '/const', 'a']]);
  });

  it('reports an array item change by direction', () => {
    const before = { type: 'array', items: { type: 'string', enum: ['x', 'y'] } };
    const after = { type: 'array', items: { type: 'string', enum: ['x'] } };
    expect(rules(diff('request', before, after))).toEqual(['breaking enum-value-removed /items/enum']);
    expect(diff('response', before, after)).toEqual([]);
  });

  it('reports a boolean schema that stops accepting values', () => {
    expect(rules(diff('request', true, false))).toEqual(['breaking schema-disallowed ']);
    expect(diff('response', true, false)).toEqual([]);
  });
});
