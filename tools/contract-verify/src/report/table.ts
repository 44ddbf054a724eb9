import { exitCodeOf, verdictOf, violationsOf, type Report, type Subject, type Violation } from './model.js';

const HEADER = ['operation / channel', '', 'checks', 'failed', 'violations', 'result'] as const;

/** The report for people: a table per operation and channel, then every violation with its request. */
export function formatTable(report: Report): string {
  const lines: string[] = [];
  const { target } = report;
  lines.push(`Contract verification of REST ${target.baseUrl}, token endpoint ${target.tokenUrl}, ${target.wsUrl ? `WebSocket ${target.wsUrl}` : 'no WebSocket'}`);
  lines.push(`Seed ${report.seed} (--seed ${report.seed} sends the same requests again); writes ${report.allowWrites ? 'allowed' : 'not allowed (--allow-writes)'}; ${(report.durationMs / 1000).toFixed(1)} s.`);
  lines.push('');

  const rows = report.subjects.map((subject) => {
    const verdict = verdictOf(subject);
    const failed = subject.checks.filter((c) => c.violations.length > 0).length;
    const skipped = verdict === 'skipped';
    return [
      subject.kind === 'channel' ? `ws ${subject.id}` : subject.id,
      subject.title,
      skipped ? '-' : String(subject.checks.length),
      skipped ? '-' : String(failed),
      skipped ? '-' : String(violationsOf(subject).length),
      skipped ? `skipped: ${subject.skipped ?? ''}` : verdict,
    ];
  });
  const table = [[...HEADER], ...rows];
  const widths = HEADER.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const numeric = new Set([2, 3, 4]);
  for (const row of table) {
    lines.push(`  ${row.map((cell, i) => (i === row.length - 1 ? cell : numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd());
  }

  const failing = report.subjects.flatMap((subject) => subject.checks.filter((c) => c.violations.length > 0).map((check) => ({ subject, check })));
  const total = failing.reduce((n, { check }) => n + check.violations.length, 0);
  if (total > 0) {
    lines.push('', `Violations (${total}):`);
    for (const { subject, check } of failing) {
      lines.push('', `${label(subject)} > ${check.name}`);
      if (check.request) lines.push(`  request:  ${check.request}`);
      if (check.response) lines.push(`  response: ${check.response}`);
      for (const violation of check.violations) lines.push(...formatViolation(violation));
    }
  }

  const counts = { conforms: 0, violations: 0, skipped: 0 };
  for (const subject of report.subjects) counts[verdictOf(subject)]++;
  lines.push('', `${exitCodeOf(report) === 0 ? 'CONFORMS' : 'DOES NOT CONFORM'}: ${counts.conforms} conform, ${counts.violations} with violations (${total} violation${total === 1 ? '' : 's'}), ${counts.skipped} skipped, of ${report.subjects.length} operations and channels.`);
  return lines.join('\n');
}

const label = (subject: Subject): string => `${subject.kind === 'channel' ? 'ws ' : ''}${subject.id} ${subject.title}`;

/** `x body /items/0/side: must be one of …` and the schema location below it. */
function formatViolation(violation: Violation): string[] {
  const where = violation.part === 'header' ? `header ${violation.pointer}` : `${violation.part}${violation.pointer === '' ? '' : ` ${violation.pointer}`}`;
  return [`  x ${where}: ${violation.message}`, `      spec ${violation.schema}`];
}
