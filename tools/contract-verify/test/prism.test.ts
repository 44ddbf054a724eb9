import { startMock, type RunningMock } from '@dap/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, verdictOf, type Finding, type Report } from '../src/report/model.js';
import { formatTable } from '../src/report/table.js';
import { loadBundledSpecs } from '../src/spec/document.js';
import { verify } from '../src/verify.js';
import { altered, ALTERATIONS, type Alteration } from './support/alterations.js';

type Found = Finding & { subject: string };

/**
 * Prism serves a deliberately altered copy of the bundle (schemas and the examples it answers with)
 * while the verifier holds it to the real one: each alteration beyond the evolution rules must come
 * out as a violation at its JSON pointer, each one the rules allow as newer at its pointer, and no other.
 */
describe('pnpm contract:verify against Prism serving an altered copy of the spec', () => {
  let prism: RunningMock;
  let report: Report;
  const violations: Found[] = [];
  const newer: Found[] = [];
  const of = (kind: Alteration['expected']['finding']) =>
    ALTERATIONS.filter((a) => a.expected.finding === kind).map((a) => [a.what, a] as const);
  const at = (found: readonly Found[], expected: Alteration['expected']) =>
    found.filter(
      (v) =>
        v.subject === expected.subject &&
        v.part === expected.part &&
        v.pointer === expected.pointer &&
        v.schema === expected.schema,
    );
  const list = (found: readonly Found[]) =>
    found.map((v) => `${v.subject} ${v.part} ${v.pointer} ${v.schema}: ${v.message}`).join('\n');

  beforeAll(async () => {
    const { openapi } = loadBundledSpecs();
    prism = await startMock({ document: altered(openapi.document) });
    ({ report } = await verify({
      baseUrl: new URL(prism.baseUrl),
      tokenUrl: new URL(prism.tokenUrl),
      credentials: { clientId: 'any-client', clientSecret: 'any-secret' },
      // Prism changes nothing: the writes' answers are checked too.
      allowWrites: true,
      wsSeconds: 0,
      requests: 3,
      seed: 3,
      // Prism never answers a malformed JSON body (seed 3 sends none, but another seed might).
      timeoutMs: 10_000,
    }));
    for (const subject of report.subjects) {
      for (const check of subject.checks) {
        for (const v of check.violations) violations.push({ ...v, subject: subject.id });
        for (const n of check.newer ?? []) newer.push({ ...n, subject: subject.id });
      }
    }
  });

  afterAll(async () => {
    await prism?.close();
  });

  it.each(of('violation'))(
    'reports %s as a violation at its JSON pointer and schema location',
    (_what, { expected }) => {
      const found = at(violations, expected);
      expect(
        found,
        `${expected.subject} ${expected.part} ${expected.pointer} ${expected.schema} among\n${list(violations)}`,
      ).not.toEqual([]);
      if (expected.message) expect(found.map((v) => v.message)).toContainEqual(expect.stringMatching(expected.message));
    },
  );

  it.each(of('newer'))(
    'reports %s as newer within the evolution rules at its pointer, not as a violation',
    (_what, { expected }) => {
      const found = at(newer, expected);
      expect(
        found,
        `${expected.subject} ${expected.part} ${expected.pointer} ${expected.schema} among\n${list(newer)}`,
      ).not.toEqual([]);
      if (expected.message) expect(found.map((v) => v.message)).toContainEqual(expect.stringMatching(expected.message));
      expect(violations.filter((v) => v.subject === expected.subject && v.pointer === expected.pointer)).toEqual([]);
    },
  );

  it.each(of('conforms'))('reports nothing about %s', (_what, { expected }) => {
    expect(
      [...violations, ...newer].filter((v) => v.subject === expected.subject && v.pointer === expected.pointer),
    ).toEqual([]);
  });

  it('reports no body, header or content-type violation, and nothing newer, that the alterations do not explain', () => {
    // Prism's own quirks are about invalid requests (it checks no scopes, never answers malformed JSON); the answers to valid requests are the altered spec's.
    // Any item of a list counts: the alteration is in every item of the example.
    const anyItem = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
    const explainedAs = (finding: Alteration['expected']['finding']) => (v: Found) =>
      ALTERATIONS.some(
        ({ expected }) =>
          expected.finding === finding &&
          v.part === expected.part &&
          anyItem(v.pointer) === anyItem(expected.pointer) &&
          v.schema === expected.schema,
      );
    expect(
      violations.filter(
        (v) => (v.part === 'body' || v.part === 'header' || v.part === 'content-type') && !explainedAs('violation')(v),
      ),
    ).toEqual([]);
    expect(newer.filter((v) => !explainedAs('newer')(v))).toEqual([]);
  });

  it('fails the run and lists each violation under its operation, and what is newer once per operation', () => {
    expect(exitCodeOf(report)).toBe(1);
    const table = formatTable(report);
    for (const [, { expected }] of of('violation')) {
      const subject = report.subjects.find((s) => s.id === expected.subject);
      expect(subject && verdictOf(subject)).toBe('violations');
      expect(table).toContain(`spec ${expected.schema}`);
    }
    expect(table).toContain('x body /items/0/execution_id: must be string');
    // Prism checks no token, so every operation has violations of its own: the verdict `conforms within the evolution rules` is the sandbox test's.
    expect(
      table.match(/~ body \/summary_status: unknown value "ACTIVE" of an extensible enum \(and in \d+ other checks\)/g),
    ).toHaveLength(1);
    expect(table).toMatch(/^ {2}ws heartbeat .* skipped: no --ws-url given$/m);
  });
});
