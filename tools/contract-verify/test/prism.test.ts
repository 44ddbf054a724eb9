import { startMock, type RunningMock } from '@dap/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, verdictOf, type Report, type Violation } from '../src/report/model.js';
import { formatTable } from '../src/report/table.js';
import { loadBundledSpecs } from '../src/spec/document.js';
import { verify } from '../src/verify.js';
import { altered, ALTERATIONS } from './support/alterations.js';

/**
 * Prism serves a deliberately altered copy of the bundle (schemas and the examples it answers with)
 * while the verifier holds it to the real one: each alteration must come out at its JSON pointer.
 */
describe('pnpm contract:verify against Prism serving an altered copy of the spec', () => {
  let prism: RunningMock;
  let report: Report;
  const violations: Array<Violation & { subject: string }> = [];

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
    for (const subject of report.subjects) for (const check of subject.checks) for (const v of check.violations) violations.push({ ...v, subject: subject.id });
  });

  afterAll(async () => {
    await prism?.close();
  });

  it.each(ALTERATIONS.map((a) => [a.what, a] as const))('reports %s at its JSON pointer and schema location', (_what, { expected }) => {
    const found = violations.filter((v) => v.subject === expected.subject && v.part === expected.part && v.pointer === expected.pointer && v.schema === expected.schema);
    expect(found, `${expected.subject} ${expected.part} ${expected.pointer} ${expected.schema} among\n${violations.map((v) => `${v.subject} ${v.part} ${v.pointer} ${v.schema}: ${v.message}`).join('\n')}`).not.toEqual([]);
    if (expected.message) expect(found.map((v) => v.message)).toContainEqual(expect.stringMatching(expected.message));
  });

  it('reports no body, header or content-type violation the alterations do not explain', () => {
    // Prism's own quirks are about invalid requests (it checks no scopes, never answers malformed JSON); the answers to valid requests are the altered spec's.
    // Any item of a list counts: the alteration is in every item of the example.
    const anyItem = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
    const explained = (v: Violation) => ALTERATIONS.some(({ expected }) => v.part === expected.part && anyItem(v.pointer) === anyItem(expected.pointer) && v.schema === expected.schema);
    const unexplained = violations.filter((v) => (v.part === 'body' || v.part === 'header' || v.part === 'content-type') && !explained(v));
    expect(unexplained).toEqual([]);
  });

  it('fails the run and lists each violation under its operation in the table', () => {
    expect(exitCodeOf(report)).toBe(1);
    const table = formatTable(report);
    for (const { expected } of ALTERATIONS) {
      const subject = report.subjects.find((s) => s.id === expected.subject);
      expect(subject && verdictOf(subject)).toBe('violations');
      expect(table).toContain(`spec ${expected.schema}`);
    }
    expect(table).toContain('x body /items/0/execution_id: must be string');
    expect(table).toMatch(/^ {2}ws heartbeat .* skipped: no --ws-url given$/m);
  });
});
