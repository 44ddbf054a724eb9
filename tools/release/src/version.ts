/**
 * `pnpm release:version`: cuts a release of the contract. Changesets keep the books (versions,
 * CHANGELOG.md per package); this holds them to the spec diff and makes every other copy of the
 * version follow: every spec's `info.version` (the platform's REST and WebSocket APIs and the Sandbox
 * Control API), the generated packages, and the released contract in `specs/released/` with its
 * change history.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import applyReleasePlan from '@changesets/apply-release-plan';
import { read as readConfig } from '@changesets/config';
import getReleasePlan from '@changesets/get-release-plan';
import type { ReleasePlan } from '@changesets/types';
import { getPackages } from '@manypkg/get-packages';
import { addDeprecationNotes, deprecationNotes } from './deprecations.js';
import {
  atLeast,
  diffBundles,
  higher,
  HISTORY_FILE,
  readHistory,
  readReleasedIfReleased,
  readReleaseInfo,
  readWorkingBundle,
  RELEASED_DIR,
  requiredBump,
  SPEC_FILES,
  SPEC_NAMES,
  type Bump,
  type Finding,
  type ReleaseHistoryEntry,
  type ReleaseInfo,
  type ReleaseNote,
  type SpecName,
} from '@dap/spec-diff';
import { setSpecVersion } from './spec-version.js';

/** Refusals a person acts on: printed without a stack, exit code 1. */
export class ReleaseError extends Error {}

export interface CutOptions {
  /** The release day (YYYY-MM-DD). */
  date: string;
  /** Rebuilds the bundles and the generated packages after the specs' version changed (`pnpm generate`). */
  rebuild: (root: string) => Promise<void>;
  /** Only say what the release would be. */
  dryRun?: boolean;
}

export interface CutResult {
  version: string;
  previous?: string;
  required: Bump;
  declared: Bump;
  findings: Finding[];
  packages: string[];
  /** Files written (none on a dry run). */
  written: string[];
}

async function specVersions(root: string): Promise<Record<SpecName, string>> {
  const versions = {} as Record<SpecName, string>;
  for (const spec of SPEC_NAMES) {
    const info = (await readWorkingBundle(root, spec))['info'] as { version?: unknown } | undefined;
    versions[spec] = String(info?.version);
  }
  return versions;
}

/** The packages the plan versions (dependents it only lists with `none`, the private ones, are not). */
const versioned = (plan: ReleasePlan) => plan.releases.filter((r) => r.type !== 'none');

/** The one version of the release: the contract's packages form a fixed group in the changesets config. */
function releaseVersion(plan: ReleasePlan): string {
  const versions = new Set(versioned(plan).map((r) => r.newVersion));
  if (versions.size !== 1) {
    throw new ReleaseError(
      `The published packages would get different versions (${[...versions].join(', ')}): they speak one contract, so .changeset/config.json must keep them in one fixed group.`,
    );
  }
  return [...versions][0]!;
}

export async function cutRelease(root: string, options: CutOptions): Promise<CutResult> {
  const previous: ReleaseInfo | undefined = await readReleaseInfo(root).catch(() => undefined);
  const bundles = {} as Parameters<typeof diffBundles>[0];
  for (const spec of SPEC_NAMES) {
    // A spec the previous release predates is new in this one: its operations are additions.
    bundles[spec] = {
      old: previous ? await readReleasedIfReleased(root, spec, previous) : undefined,
      new: await readWorkingBundle(root, spec),
    };
  }
  // The first release has nothing to differ from: its history entry lists no changes.
  const { findings } = previous ? diffBundles(bundles, 'the released contract') : { findings: [] };
  const required = previous ? requiredBump(findings) : 'none';

  const plan = await getReleasePlan(root);
  // The order of the changelogs and the release notes: the changesets that concern most packages (the
  // release-wide notes, such as an upgrade guide's) first, then by id; not the order of a directory listing.
  plan.changesets.sort((a, b) => b.releases.length - a.releases.length || a.id.localeCompare(b.id));
  if (versioned(plan).length === 0) {
    throw new ReleaseError(
      required === 'none'
        ? 'Nothing to release: no pending changesets (`pnpm changeset` records a change to the published packages).'
        : `The specs changed since ${previous!.version} (${required}) but no changeset records it: run \`pnpm changeset\`, choose ${required}, and describe the change for consumers.`,
    );
  }
  const declared = plan.releases.reduce<Bump>((bump, r) => higher(bump, r.type), 'none');
  if (!atLeast(declared, required)) {
    throw new ReleaseError(
      `The spec diff since ${previous!.version} needs a ${required} release, but the pending changesets declare ${declared}. ` +
        `Run \`pnpm spec:diff\` to see why, then add a changeset with ${required} (\`pnpm changeset\`).`,
    );
  }
  if (!previous) {
    // The first release carries the version the contract already states, not 0.x from the packages' placeholder 0.0.0.
    const versions = await specVersions(root);
    if (new Set(Object.values(versions)).size !== 1) {
      const stated = SPEC_NAMES.map((spec) => `${spec} ${versions[spec]}`).join(', ');
      throw new ReleaseError(`The first release takes the specs' info.version, and they differ (${stated}).`);
    }
    for (const release of versioned(plan)) release.newVersion = versions.openapi;
  }
  const version = releaseVersion(plan);
  const result: CutResult = {
    version,
    ...(previous ? { previous: previous.version } : {}),
    required,
    declared,
    findings,
    packages: versioned(plan).map((r) => r.name),
    written: [],
  };
  if (options.dryRun) return result;

  const notes: ReleaseNote[] = plan.changesets.map((c) => {
    const releases = c.releases.filter((r) => r.type !== 'none');
    const bump = releases.reduce<Bump>((largest, r) => higher(largest, r.type), 'none');
    return {
      id: c.id,
      summary: c.summary.trim(),
      packages: releases.map((r) => r.name),
      ...(bump === 'none' ? {} : { bump }),
    };
  });
  const packages = await getPackages(root);
  const config = await readConfig(root, packages);
  // The deprecation notices go into the changelogs beside the changesets' notes.
  const deprecations = deprecationNotes(findings);
  if (deprecations) addDeprecationNotes(plan, deprecations);
  const touched = await applyReleasePlan(plan, packages, config, false, root);

  const specFiles = SPEC_NAMES.map((spec) => join(root, 'specs', SPEC_FILES[spec]));
  for (const file of specFiles) await setSpecVersion(file, version);
  await options.rebuild(root);

  const released = join(root, RELEASED_DIR);
  await mkdir(released, { recursive: true });
  const sha256 = {} as Record<SpecName, string>;
  for (const spec of SPEC_NAMES) {
    const bytes = await readFile(join(root, 'specs/dist', `${spec}.json`));
    sha256[spec] = createHash('sha256').update(bytes).digest('hex');
    await writeFile(join(released, `${spec}.json`), bytes);
  }
  const info: ReleaseInfo = { version, date: options.date, sha256 };
  await writeFile(join(released, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  const entry: ReleaseHistoryEntry = {
    version,
    date: options.date,
    ...(previous ? { previous: previous.version } : {}),
    findings,
    notes,
  };
  await writeFile(join(released, HISTORY_FILE), `${JSON.stringify([entry, ...(await readHistory(root))], null, 2)}\n`);

  result.written = [
    ...touched,
    ...specFiles,
    ...[...SPEC_NAMES.map((s) => `${s}.json`), 'release.json', HISTORY_FILE].map((f) => join(released, f)),
  ];
  return result;
}
