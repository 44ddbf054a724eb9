import type { Comparison, SpecComparison } from './compare.js';
import type { Finding } from './findings.js';
import type { Json } from './json.js';

/** Whether the spec's `info.version` went up a major version since the base: it declares its breaking changes. */
export function majorBumped(spec: SpecComparison): boolean {
  const major = (v: string | undefined) => (v === undefined ? undefined : Number.parseInt(v.replace(/^v/, ''), 10));
  const before = major(spec.oldVersion);
  const after = major(spec.newVersion);
  return before !== undefined && after !== undefined && Number.isFinite(before) && Number.isFinite(after) && after > before;
}

export interface Verdict {
  breaking: Finding[];
  /** Breaking changes of a spec whose major version went up, when that is allowed. */
  accepted: Finding[];
  warnings: Finding[];
  exitCode: 0 | 1;
}

export function verdict(comparison: Comparison, allowMajorBump: boolean): Verdict {
  const bumped = new Set(comparison.specs.filter((s) => allowMajorBump && majorBumped(s)).map((s) => s.spec));
  const all = comparison.findings.filter((f) => f.severity === 'breaking');
  const breaking = all.filter((f) => !bumped.has(f.spec));
  const accepted = all.filter((f) => bumped.has(f.spec));
  const warnings = comparison.findings.filter((f) => f.severity === 'warning');
  return { breaking, accepted, warnings, exitCode: breaking.length > 0 ? 1 : 0 };
}

/** Enum values are data, shown as JSON; other values (types, patterns, states) as they read. */
const show = (f: Finding, value: Json | undefined) => {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' && !f.rule.startsWith('enum-') ? value : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

const subject = (f: Finding) => (f.message ? `${f.operation} › ${f.message}` : f.operation);

/** One line per finding: severity, spec, operation (› message), direction, #pointer, what changed: old → new. */
export function formatFinding(f: Finding, label: string = f.severity): string {
  const pointer = f.pointer ? `#${f.pointer}` : '#';
  const where = f.document === 'old' ? ' (base)' : '';
  return `${label.toUpperCase().padEnd(8)}  ${f.spec.padEnd(8)}  ${subject(f)}  ${f.direction.padEnd(8)}  ${pointer}${where}  ${f.change}: ${show(f, f.old)} → ${show(f, f.new)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function formatText(comparison: Comparison, result: Verdict): string {
  const lines = [`Comparing specs/ at ${comparison.ref} (${comparison.commit.slice(0, 12)}) with the working tree.`];
  for (const spec of comparison.specs) {
    const versions = `${spec.oldVersion ?? '-'} → ${spec.newVersion ?? '-'}`;
    const state = spec.skipped ? `skipped: ${spec.skipped}` : `info.version ${versions}`;
    lines.push(`  ${spec.spec}: ${state}${majorBumped(spec) ? ' (major bump)' : ''}`);
  }
  lines.push('');
  for (const f of result.breaking) lines.push(formatFinding(f));
  for (const f of result.accepted) lines.push(formatFinding(f, 'accepted'));
  for (const f of result.warnings) lines.push(formatFinding(f));
  if (comparison.findings.length > 0) lines.push('');
  const summary = `${plural(result.breaking.length, 'breaking change')}, ${plural(result.warnings.length, 'warning')}`;
  const accepted = result.accepted.length > 0 ? `, ${result.accepted.length} accepted by a major version bump` : '';
  lines.push(result.breaking.length === 0 ? `No breaking changes (${summary}${accepted}).` : `${summary}${accepted}.`);
  return lines.join('\n');
}

export function toJson(comparison: Comparison, result: Verdict): object {
  return {
    base: { ref: comparison.ref, commit: comparison.commit },
    specs: comparison.specs,
    summary: { breaking: result.breaking.length, accepted: result.accepted.length, warnings: result.warnings.length },
    findings: comparison.findings.map((f) => ({ ...f, ...(result.accepted.includes(f) ? { accepted: true } : {}) })),
  };
}
