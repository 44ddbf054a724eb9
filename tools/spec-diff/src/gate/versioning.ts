/**
 * Versions follow the spec diff: a breaking change needs a major release, an additive one at least a
 * minor. What the next release will be is declared with changesets (`.changeset/*.md`); this reads
 * the release plan changesets would apply, so the gate and `changeset version` agree.
 */
import getReleasePlan from '@changesets/get-release-plan';
import type { Finding } from '../findings/findings.js';

export type Bump = 'none' | 'patch' | 'minor' | 'major';

const RANK: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

export const atLeast = (declared: Bump, required: Bump): boolean => RANK[declared] >= RANK[required];
export const higher = (a: Bump, b: Bump): Bump => (RANK[a] >= RANK[b] ? a : b);

/** The smallest release the findings allow: major for a breaking change, minor for an additive one. */
export function requiredBump(findings: readonly Finding[]): Bump {
  if (findings.some((f) => f.severity === 'breaking')) return 'major';
  return findings.length > 0 ? 'minor' : 'none';
}

export interface Declared {
  /** The highest bump the pending changesets give a published package. */
  bump: Bump;
  /** The changesets that declare it (file names without `.md`). */
  changesets: string[];
}

/** The release the pending changesets of the repository at `root` declare for its published packages. */
export async function declaredBump(root: string): Promise<Declared> {
  const plan = await getReleasePlan(root);
  let bump: Bump = 'none';
  for (const release of plan.releases) bump = higher(bump, release.type);
  const changesets = plan.changesets.filter((c) => c.releases.some((r) => r.type === bump)).map((c) => c.id);
  return { bump, changesets: bump === 'none' ? [] : changesets };
}
