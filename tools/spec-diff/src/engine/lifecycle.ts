/**
 * The deprecation lifecycle in the gate: a newly deprecated item is a notice (non-breaking); the
 * removal of an item deprecated with an `x-sunset` is an announced removal (non-breaking) from its
 * sunset on, and stays breaking before it. "Today" is the day the gate runs, or `SPEC_DIFF_TODAY`.
 * The markup is `@dap/redocly-rules/deprecation`'s.
 */
import { deprecationOf, isDeprecated, isIsoDate, REPLACED_BY, type Deprecation } from '@dap/redocly-rules/deprecation';
import type { Finding, Report } from '../findings/findings.js';

/** The environment variable that sets the day the gate compares sunsets with (tests; `YYYY-MM-DD`). */
export const TODAY_VARIABLE = 'SPEC_DIFF_TODAY';

/** `SPEC_DIFF_TODAY` when set (validated), else the current UTC date; `YYYY-MM-DD`. */
export function today(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const set = env[TODAY_VARIABLE];
  if (set === undefined || set === '') return now.toISOString().slice(0, 10);
  if (!isIsoDate(set)) throw new Error(`${TODAY_VARIABLE} must be a date YYYY-MM-DD, found ${JSON.stringify(set)}.`);
  return set;
}

type Reported = Parameters<Report>[0];

const replacement = (d: Deprecation) => `use ${d.replacedBy} instead`;

/**
 * `finding` (a removal) as the lifecycle classes it, given the removed item's deprecation: from its
 * sunset on an announced removal, before it the same breaking removal saying when it may go.
 */
export function removal(deprecation: Deprecation | undefined, finding: Reported): Reported {
  if (!deprecation) return finding;
  if (deprecation.sunset <= today())
    return {
      ...finding,
      severity: 'non-breaking',
      rule: 'removed-after-sunset',
      change: `${finding.change} after its sunset ${deprecation.sunset} (deprecated ${deprecation.deprecatedAt}, ${replacement(deprecation)})`,
      deprecation,
    };
  return {
    ...finding,
    change: `${finding.change} before its sunset ${deprecation.sunset} (deprecated ${deprecation.deprecatedAt}; it may go from that day on)`,
    deprecation,
  };
}

/** The notice for an item deprecated in `after` and not in `before` (nothing otherwise). */
export function deprecationNotice(
  report: Report,
  before: unknown,
  after: unknown,
  what: string,
  where: Pick<Finding, 'direction' | 'pointer' | 'path'>,
): void {
  if (isDeprecated(before) || !isDeprecated(after)) return;
  announce(report, deprecationOf(after), what, where);
}

/** A deprecation notice for `what`, with its dates and replacement when announced. */
export function announce(
  report: Report,
  deprecation: Deprecation | undefined,
  what: string,
  where: Pick<Finding, 'direction' | 'pointer' | 'path'>,
): void {
  report({
    ...where,
    severity: 'non-breaking',
    rule: 'deprecated',
    document: 'new',
    change: deprecation
      ? `${what} deprecated since ${deprecation.deprecatedAt}, sunset ${deprecation.sunset}: ${replacement(deprecation)}`
      : `${what} deprecated (no ${REPLACED_BY} or sunset announced)`,
    ...(deprecation ? { new: deprecation.sunset, deprecation } : {}),
  });
}
