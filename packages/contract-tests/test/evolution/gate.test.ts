// The gate holds to the evolution rules: the bundled specs, changed at random places in ways the rules
// call breaking, are reported breaking by diffOpenApi / diffAsyncApi, by the rule of the change; changed
// in ways the rules allow, nothing breaking is reported. Every finding is one the rules describe.
import { diffAsyncApi, diffOpenApi, evolutionRulesFor, type Finding } from '@dap/spec-diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBundle, type JsonObject } from './json.js';
import { asyncapiMutations, openapiMutations, type SpecMutation } from './spec-mutations.js';

const SEED = Number(process.env.EVOLUTION_SEED ?? 20261125);
const RUNS = Number(process.env.EVOLUTION_RUNS ?? 100);

const specs = {
  openapi: {
    doc: loadBundle('openapi.json'),
    diff: (a: JsonObject, b: JsonObject) => diffOpenApi(a as never, b as never),
    mutations: openapiMutations,
  },
  asyncapi: {
    doc: loadBundle('asyncapi.json'),
    diff: (a: JsonObject, b: JsonObject) => diffAsyncApi(a as never, b as never),
    mutations: asyncapiMutations,
  },
} as const;

const all = [...specs.openapi.mutations(specs.openapi.doc), ...specs.asyncapi.mutations(specs.asyncapi.doc)];

function findingsOf(m: SpecMutation): Finding[] {
  const { doc, diff } = specs[m.spec];
  const changed = structuredClone(doc);
  m.apply(changed);
  return diff(doc, changed);
}

const show = (findings: Finding[]) =>
  findings
    .map(
      (f) => `${f.severity} ${f.rule} ${f.direction} ${f.operation}${f.message ? ` › ${f.message}` : ''} #${f.pointer}`,
    )
    .join('\n  ');

/** The findings are ones the rules describe, in their direction and class. */
function expectDescribed(m: SpecMutation, findings: Finding[]): void {
  const undescribed = findings.filter((f) => evolutionRulesFor(f).length === 0);
  expect(
    undescribed,
    `${m.spec} ${m.kind} at ${m.where}: findings no evolution rule describes:\n  ${show(undescribed)}`,
  ).toEqual([]);
}

describe('the breaking-change gate against the evolution rules, on the real specs', () => {
  it('has places in both specs for every kind of change the rules name, breaking and not', () => {
    const kinds = (spec: string, breaking: boolean) =>
      new Set(all.filter((m) => m.spec === spec && m.breaking === breaking).map((m) => m.kind));
    for (const spec of ['openapi', 'asyncapi']) {
      for (const kind of [
        'remove a response field',
        'make a response field optional',
        'remove an enum value',
        'add a value to a closed response enum',
        'add a required request field',
        'narrow a request constraint',
        'change a type',
        'remove an operation',
      ]) {
        expect(kinds(spec, true), `${spec}: ${kind}`).toContain(kind);
      }
      for (const kind of ['add a field', 'add an operation'])
        expect(kinds(spec, false), `${spec}: ${kind}`).toContain(kind);
    }
    expect(kinds('asyncapi', true)).toContain('remove a message');
    expect(kinds('asyncapi', true)).toContain('change a channel address');
    expect(kinds('openapi', false)).toContain('add a value to an extensible enum');
    expect(kinds('asyncapi', false)).toContain('add a value to an extensible enum');
  });

  it('reports every breaking change as breaking, by the rule of the change', () => {
    const breaking = all.filter((m) => m.breaking);
    fc.assert(
      fc.property(fc.constantFrom(...breaking), (m) => {
        const findings = findingsOf(m);
        const reported = findings.filter((f) => f.severity === 'breaking' && f.rule === m.rule);
        expect(
          reported.length,
          `${m.spec} ${m.kind} at ${m.where} was not reported as breaking ${m.rule}; found:\n  ${show(findings)}`,
        ).toBeGreaterThan(0);
        expectDescribed(m, findings);
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
  });

  it('reports no change the rules allow as breaking, and sees each one by its rule', () => {
    const allowed = all.filter((m) => !m.breaking);
    fc.assert(
      fc.property(fc.constantFrom(...allowed), (m) => {
        const findings = findingsOf(m);
        const breaking = findings.filter((f) => f.severity === 'breaking');
        expect(breaking, `${m.spec} ${m.kind} at ${m.where} was reported breaking:\n  ${show(breaking)}`).toEqual([]);
        expect(
          findings.map((f) => f.rule),
          `${m.spec} ${m.kind} at ${m.where}`,
        ).toContain(m.rule);
        expectDescribed(m, findings);
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
  });
});
