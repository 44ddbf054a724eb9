import type { Finding } from '../findings/findings.js';
import type { Json } from '../json/json.js';
import type { Comparison } from './compare.js';
import { atLeast, requiredBump, type Bump, type Declared } from './versioning.js';

export interface Verdict {
  /** Breaking changes no declared major version covers: these fail the gate. */
  breaking: Finding[];
  /** Breaking changes of a release declared major. */
  accepted: Finding[];
  nonBreaking: Finding[];
  /** The smallest release the changes allow, and the one the pending changesets declare. */
  required: Bump;
  declared: Declared;
  exitCode: 0 | 1;
}

export function verdict(comparison: Comparison, declared: Declared): Verdict {
  const all = comparison.findings.filter((f) => f.severity === 'breaking');
  const major = declared.bump === 'major';
  const breaking = major ? [] : all;
  return {
    breaking,
    accepted: major ? all : [],
    nonBreaking: comparison.findings.filter((f) => f.severity !== 'breaking'),
    required: requiredBump(comparison.findings),
    declared,
    exitCode: breaking.length > 0 ? 1 : 0,
  };
}

/** Enum values are data, shown as JSON; other values (types, patterns, states) as they read. */
const show = (f: Finding, value: Json | undefined) => {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' && !f.rule.startsWith('enum-') ? value : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

const subject = (f: Finding) => (f.message ? `${f.operation} › ${f.message}` : f.operation);

/** One line per finding: class, spec, operation (› message), direction, #pointer, what changed: old → new. */
export function formatFinding(f: Finding, label: string = f.severity): string {
  const pointer = f.pointer ? `#${f.pointer}` : '#';
  const where = f.document === 'old' ? ' (base)' : '';
  return `${label.toUpperCase().padEnd(12)}  ${f.spec.padEnd(8)}  ${subject(f)}  ${f.direction.padEnd(8)}  ${pointer}${where}  ${f.change}: ${show(f, f.old)} → ${show(f, f.new)}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the next release must be, against what the pending changesets say it will be. */
function releaseLine(result: Verdict): string {
  const { required, declared } = result;
  const by =
    declared.changesets.length > 0 ? ` (${declared.changesets.map((id) => `.changeset/${id}.md`).join(', ')})` : '';
  const stated =
    declared.bump === 'none'
      ? 'no changeset declares a release yet'
      : `the pending changesets declare ${declared.bump}${by}`;
  if (required === 'none') return `Release: no contract change; ${stated}.`;
  if (atLeast(declared.bump, required)) return `Release: the contract changes need a ${required} version; ${stated}.`;
  const how = `run \`pnpm changeset\` and choose ${required} for the @dap packages, describing the change and the migration for consumers`;
  return required === 'major'
    ? `Release: these breaking changes need a major version, and ${stated}. Revert them, or declare the major release: ${how}.`
    : `Release: these additions need at least a minor version, and ${stated}; \`pnpm release:version\` will refuse a smaller one: ${how}.`;
}

export function formatText(comparison: Comparison, result: Verdict): string {
  const lines = [`Comparing ${comparison.base} with ${comparison.head}.`];
  for (const spec of comparison.specs) {
    const versions = `${spec.oldVersion ?? '-'} → ${spec.newVersion ?? '-'}`;
    lines.push(
      `  ${spec.spec}: ${spec.skipped ? `skipped: ${spec.skipped}` : spec.added ? `new (info.version ${spec.newVersion ?? '-'}): every operation added` : `info.version ${versions}`}`,
    );
  }
  lines.push('');
  // Announced removals first: a consumer who missed the notice looks here; then what breaks.
  const announced = (f: Finding) => f.rule === 'removed-after-sunset';
  for (const f of result.nonBreaking.filter(announced)) lines.push(formatFinding(f, 'announced'));
  for (const f of result.breaking) lines.push(formatFinding(f));
  for (const f of result.accepted) lines.push(formatFinding(f, 'accepted'));
  for (const f of result.nonBreaking.filter((f) => !announced(f)))
    lines.push(formatFinding(f, f.rule === 'deprecated' ? 'deprecated' : f.severity));
  if (comparison.findings.length > 0) lines.push('');
  const summary = `${plural(result.breaking.length, 'breaking change')}, ${result.nonBreaking.length} non-breaking`;
  const accepted = result.accepted.length > 0 ? `, ${result.accepted.length} accepted by a major version` : '';
  lines.push(result.breaking.length === 0 ? `No breaking changes (${summary}${accepted}).` : `${summary}${accepted}.`);
  lines.push(releaseLine(result));
  return lines.join('\n');
}

export function toJson(comparison: Comparison, result: Verdict): object {
  return {
    base: comparison.base,
    head: comparison.head,
    specs: comparison.specs,
    summary: {
      breaking: result.breaking.length,
      accepted: result.accepted.length,
      nonBreaking: result.nonBreaking.length,
    },
    release: { required: result.required, declared: result.declared.bump, changesets: result.declared.changesets },
    findings: comparison.findings.map((f) => ({ ...f, ...(result.accepted.includes(f) ? { accepted: true } : {}) })),
  };
}
