import { VERDICT_LABELS, verdictOf, type Finding, type Report } from './model.js';

/** The note a passed testcase carries when its answer is newer than this version, as the evolution rules allow. */
export const WITHIN_RULES_NOTE = 'within the evolution rules';

/**
 * The report as JUnit XML for CI: one `<testsuite>` per operation and channel, one `<testcase>` per
 * check (a skipped subject is one skipped testcase), a `<failure>` per failing check listing each
 * violation with its pointer and schema location. What is newer than this version, as the evolution
 * rules allow, fails nothing: its testcase passes with a note in `<system-out>`, and its suite says
 * `conforms within the evolution rules` in a `result` property.
 */
export function formatJunit(report: Report): string {
  const suites = report.subjects.map((subject) => {
    const name = `${subject.kind === 'channel' ? 'ws ' : ''}${subject.id}`;
    if (verdictOf(subject) === 'skipped') {
      return [
        `  <testsuite name="${xml(name)}" tests="1" failures="0" skipped="1">`,
        `    <testcase classname="${xml(name)}" name="${xml(subject.title)}">`,
        `      <skipped message="${xml(subject.skipped ?? '')}"/>`,
        '    </testcase>',
        '  </testsuite>',
      ].join('\n');
    }
    const failures = subject.checks.filter((c) => c.violations.length > 0).length;
    const cases = subject.checks.map((check, i) => {
      const open = `    <testcase classname="${xml(name)}" name="${xml(`${i + 1}. ${check.name}`)}">`;
      const newer = check.newer ?? [];
      const note =
        newer.length === 0
          ? ''
          : `${WITHIN_RULES_NOTE}: ${newer.length} newer than this version\n${newer.map((n) => `  ${describe(n)}`).join('\n')}\n`;
      const out = `      <system-out>${xml(`${note}request: ${check.request}\nresponse: ${check.response}`)}</system-out>`;
      if (check.violations.length === 0) return [open, out, '    </testcase>'].join('\n');
      const [first] = check.violations;
      const message = `${check.violations.length} violation${check.violations.length === 1 ? '' : 's'}: ${first ? describe(first) : ''}`;
      return [
        open,
        `      <failure message="${xml(message)}" type="contract">${xml(check.violations.map(describe).join('\n'))}</failure>`,
        out,
        '    </testcase>',
      ].join('\n');
    });
    const verdict = verdictOf(subject);
    const properties =
      verdict === 'within-rules'
        ? [`    <properties><property name="result" value="${xml(VERDICT_LABELS[verdict])}"/></properties>`]
        : [];
    return [
      `  <testsuite name="${xml(name)}" tests="${subject.checks.length}" failures="${failures}" skipped="0">`,
      ...properties,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const tests = report.subjects.reduce((n, s) => n + (verdictOf(s) === 'skipped' ? 1 : s.checks.length), 0);
  const failures = report.subjects.reduce((n, s) => n + s.checks.filter((c) => c.violations.length > 0).length, 0);
  const skipped = report.subjects.filter((s) => verdictOf(s) === 'skipped').length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract verification" tests="${tests}" failures="${failures}" skipped="${skipped}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/** `body /items/0/side: must be one of … [spec #/components/schemas/…]` */
function describe(violation: Finding): string {
  const where =
    violation.part === 'header' ? `header ${violation.pointer}` : `${violation.part} ${violation.pointer || '(whole)'}`;
  return `${where}: ${violation.message} [spec ${violation.schema}]`;
}

/** Escapes text for XML attributes and content; drops characters XML 1.0 cannot carry. */
function xml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot carry are what it removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\n/g, '&#10;')
  );
}
