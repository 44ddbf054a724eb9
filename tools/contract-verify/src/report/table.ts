import {
  exitCodeOf,
  VERDICT_LABELS,
  verdictOf,
  violationsOf,
  type Check,
  type Finding,
  type Report,
  type Subject,
} from './model.js';

const HEADER = ['operation / channel', '', 'checks', 'failed', 'violations', 'result'] as const;

/**
 * The report for people: a table per operation and channel, then what is newer than this version as
 * the evolution rules allow (`~`), then every violation (`x`), each with its request.
 */
export function formatTable(report: Report): string {
  const lines: string[] = [];
  const { target } = report;
  lines.push(
    `Contract verification of REST ${target.baseUrl}, token endpoint ${target.tokenUrl}, ${target.wsUrl ? `WebSocket ${target.wsUrl}` : 'no WebSocket'}`,
  );
  lines.push(
    `Seed ${report.seed} (--seed ${report.seed} sends the same requests again); writes ${report.allowWrites ? 'allowed' : 'not allowed (--allow-writes)'}; ${(report.durationMs / 1000).toFixed(1)} s.`,
  );
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
      verdict === 'skipped' ? `skipped: ${subject.skipped ?? ''}` : VERDICT_LABELS[verdict],
    ];
  });
  const table = [[...HEADER], ...rows];
  const widths = HEADER.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const numeric = new Set([2, 3, 4]);
  for (const row of table) {
    lines.push(
      `  ${row.map((cell, i) => (i === row.length - 1 ? cell : numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd(),
    );
  }

  const newer = report.subjects.flatMap(newerBySubject);
  if (newer.length > 0) {
    lines.push(
      '',
      `Within the evolution rules (${newer.length}): newer than this version of the contract, as the rules let a later minor version be; not violations:`,
    );
    for (const { subject, check, notes } of newer) lines.push(...formatCheck(subject, check, notes, '~'));
  }

  const failing = report.subjects.flatMap((subject) =>
    subject.checks.filter((c) => c.violations.length > 0).map((check) => ({ subject, check })),
  );
  const total = failing.reduce((n, { check }) => n + check.violations.length, 0);
  if (total > 0) {
    lines.push('', `Violations (${total}):`);
    for (const { subject, check } of failing) lines.push(...formatCheck(subject, check, check.violations, 'x'));
  }

  const counts = { conforms: 0, 'within-rules': 0, violations: 0, skipped: 0 };
  for (const subject of report.subjects) counts[verdictOf(subject)]++;
  const conforming = `${counts.conforms + counts['within-rules']} conform${counts['within-rules'] > 0 ? ` (${counts['within-rules']} within the evolution rules)` : ''}`;
  lines.push(
    '',
    `${exitCodeOf(report) === 0 ? 'CONFORMS' : 'DOES NOT CONFORM'}: ${conforming}, ${counts.violations} with violations (${total} violation${total === 1 ? '' : 's'}), ${counts.skipped} skipped, of ${report.subjects.length} operations and channels.`,
  );
  return lines.join('\n');
}

/** A check under its operation or channel, its request and response, and `findings` marked `mark`. */
function formatCheck(subject: Subject, check: Check, findings: readonly Finding[], mark: '~' | 'x'): string[] {
  const lines = ['', `${label(subject)} > ${check.name}`];
  if (check.request) lines.push(`  request:  ${check.request}`);
  if (check.response) lines.push(`  response: ${check.response}`);
  for (const finding of findings) lines.push(...formatFinding(finding, mark));
  return lines;
}

/**
 * A subject's newer findings, each once however many answers carry it (every item of every list
 * may), under the first check that met it, its message saying how many other checks did.
 */
function newerBySubject(subject: Subject): Array<{ subject: Subject; check: Check; notes: Finding[] }> {
  const anyItem = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
  const seen = new Map<string, { note: Finding; check: Check; checks: Set<Check> }>();
  for (const check of subject.checks) {
    for (const note of check.newer ?? []) {
      const key = [note.part, anyItem(note.pointer), note.schema, note.message].join('\u0000');
      const entry = seen.get(key) ?? { note, check, checks: new Set<Check>() };
      entry.checks.add(check);
      seen.set(key, entry);
    }
  }
  const byCheck = new Map<Check, Finding[]>();
  for (const { note, check, checks } of seen.values()) {
    const others = checks.size - 1;
    byCheck.set(check, [
      ...(byCheck.get(check) ?? []),
      others === 0
        ? note
        : { ...note, message: `${note.message} (and in ${others} other check${others === 1 ? '' : 's'})` },
    ]);
  }
  return [...byCheck].map(([check, notes]) => ({ subject, check, notes }));
}

const label = (subject: Subject): string => `${subject.kind === 'channel' ? 'ws ' : ''}${subject.id} ${subject.title}`;

/** `x body /items/0/side: must be one of …` (or `~` for what is newer) and the schema location below it. */
function formatFinding(finding: Finding, mark: '~' | 'x'): string[] {
  const where =
    finding.part === 'header'
      ? `header ${finding.pointer}`
      : `${finding.part}${finding.pointer === '' ? '' : ` ${finding.pointer}`}`;
  return [`  ${mark} ${where}: ${finding.message}`, `      spec ${finding.schema}`];
}
