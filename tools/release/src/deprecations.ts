/**
 * The deprecation notices of a release, for the changelogs: what the gate reports as newly
 * deprecated (with its sunset and replacement) and what was removed after its announced sunset.
 * Changesets write the changelogs from changesets, so the notices travel as one more, written by
 * this tool rather than by hand (the spec owns the dates).
 */
import type { ReleasePlan } from '@changesets/types';
import type { Finding } from '@dap/spec-diff';

/** The id of the changeset that carries the notices; no file of that name exists, so none is deleted. */
export const DEPRECATIONS_CHANGESET = 'contract-deprecations';

const subject = (f: Finding) => (f.message ? `${f.operation} › ${f.message}` : f.operation);

/** The notices as a changelog entry (markdown), or undefined when the release has none. */
export function deprecationNotes(findings: readonly Finding[]): string | undefined {
  const line = (f: Finding) =>
    f.deprecation
      ? `- \`${subject(f)}\`: ${f.change} (deprecated ${f.deprecation.deprecatedAt}, sunset ${f.deprecation.sunset}, use \`${f.deprecation.replacedBy}\` instead).`
      : `- \`${subject(f)}\`: ${f.change}.`;
  const removed = findings.filter((f) => f.rule === 'removed-after-sunset').map(line);
  const deprecated = findings.filter((f) => f.rule === 'deprecated').map(line);
  if (removed.length === 0 && deprecated.length === 0) return undefined;
  return [
    ...(removed.length > 0 ? ['Removed after their announced sunset:', '', ...removed] : []),
    ...(removed.length > 0 && deprecated.length > 0 ? [''] : []),
    ...(deprecated.length > 0
      ? ['Deprecated (they keep working until their sunset; move to the replacement):', '', ...deprecated]
      : []),
  ].join('\n');
}

/** Adds the notices to every package the plan versions, under the bump each one gets, before every other note. */
export function addDeprecationNotes(plan: ReleasePlan, notes: string): void {
  const releases = plan.releases.filter((r) => r.type !== 'none');
  plan.changesets.unshift({
    id: DEPRECATIONS_CHANGESET,
    summary: notes,
    releases: releases.map((r) => ({ name: r.name, type: r.type })),
  });
  for (const release of releases) release.changesets.unshift(DEPRECATIONS_CHANGESET);
}
