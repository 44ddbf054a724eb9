import { lstat, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffAsyncApi } from '../engine/asyncapi.js';
import { diffOpenApi } from '../engine/openapi.js';
import type { Finding } from '../findings/findings.js';
import { bundleSpec, findTools, SPEC_KINDS, type SpecName } from '../inputs/bundle.js';
import { materialise, resolveRevision } from '../inputs/git.js';
import {
  BUNDLE_DIR,
  readReleasedIfReleased,
  readReleaseInfo,
  readWorkingBundle,
  RELEASED_DIR,
  SPEC_NAMES,
} from '../inputs/released.js';
import { isObject, type JsonObject } from '../json/json.js';

export interface SpecComparison {
  spec: SpecName;
  /** `info.version` at the base revision and in the working tree (absent where the spec is). */
  oldVersion?: string;
  newVersion?: string;
  /** Why nothing was compared, when nothing was. */
  skipped?: string;
  /** The spec is new since the base: every operation of it is reported added. */
  added?: boolean;
}

export interface Comparison {
  /** What the working specs are compared with, in words (the released contract, or a git revision). */
  base: string;
  /** What is compared with it, in words. */
  head: string;
  specs: SpecComparison[];
  findings: Finding[];
}

const version = (doc: JsonObject | undefined) => {
  const info = doc?.['info'];
  return isObject(info) && typeof info['version'] === 'string' ? info['version'] : undefined;
};

/**
 * Diffs each spec's old and new bundle (a spec on neither side is left out). An OpenAPI spec missing on the old side is new: it is
 * compared with itself without its operations, so each is reported added (and nothing else, such as
 * the components it shares, is); any other spec missing there is skipped. A spec missing on the new
 * side is breaking.
 */
export function diffBundles(
  bundles: Partial<Record<SpecName, { old: JsonObject | undefined; new: JsonObject | undefined }>>,
  baseName: string,
): Pick<Comparison, 'specs' | 'findings'> {
  const specs: SpecComparison[] = [];
  const findings: Finding[] = [];
  for (const spec of SPEC_NAMES) {
    const { old: oldDoc, new: newDoc } = bundles[spec] ?? {};
    if (!oldDoc && !newDoc) continue; // on neither side: nothing to say
    const oldVersion = version(oldDoc);
    const newVersion = version(newDoc);
    const entry: SpecComparison = {
      spec,
      ...(oldVersion ? { oldVersion } : {}),
      ...(newVersion ? { newVersion } : {}),
    };
    specs.push(entry);
    const kind = SPEC_KINDS[spec];
    if (!oldDoc && newDoc && kind === 'openapi') {
      entry.added = true;
      findings.push(...diffOpenApi({ ...newDoc, paths: {} }, newDoc, spec));
    } else if (!oldDoc) {
      entry.skipped = `no ${spec} spec in ${baseName}`;
    } else if (!newDoc) {
      findings.push({
        severity: 'breaking',
        spec,
        direction: 'response',
        operation: '*',
        rule: 'spec-removed',
        pointer: '',
        document: 'old',
        path: '',
        change: `the ${spec} spec was removed`,
        old: spec,
      });
    } else {
      findings.push(...(kind === 'openapi' ? diffOpenApi(oldDoc, newDoc, spec) : diffAsyncApi(oldDoc, newDoc)));
    }
  }
  return { specs, findings };
}

/** The working specs (`pnpm build`'s bundles) against the released contract in `specs/released/`. */
export async function compareWithReleased(root: string): Promise<Comparison> {
  const release = await readReleaseInfo(root);
  const bundles = {} as Record<SpecName, { old: JsonObject | undefined; new: JsonObject | undefined }>;
  for (const spec of SPEC_NAMES)
    bundles[spec] = {
      old: await readReleasedIfReleased(root, spec, release),
      new: await readWorkingBundle(root, spec),
    };
  const base = `the released contract ${release.version} (${RELEASED_DIR}/)`;
  return { base, head: `the working specs (${BUNDLE_DIR}/)`, ...diffBundles(bundles, base) };
}

/** Bundles both specs at `ref` and in the work tree of the repository at `root`, and diffs them. */
export async function compareWithRevision(root: string, ref: string): Promise<Comparison> {
  const commit = await resolveRevision(root, ref);
  const tools = findTools(root);
  const work = await mkdtemp(join(tmpdir(), 'dap-spec-diff-'));
  try {
    await materialise(root, commit, 'specs', join(work, 'base'));
    const oldSpecs = join(work, 'base', 'specs');
    const newSpecs = join(root, 'specs');
    // The base's redocly.yaml loads its plugin from node_modules/, as in the work tree.
    const modules = join(newSpecs, 'node_modules');
    const linked = join(oldSpecs, 'node_modules');
    const isDir = (path: string) =>
      stat(path).then(
        (s) => s.isDirectory(),
        () => false,
      );
    const present = await lstat(linked).then(
      () => true,
      () => false,
    );
    if (!present && (await isDir(modules))) await symlink(modules, linked, 'dir');

    // Two CLIs at a time (base and working tree of one spec): the machines here have two cores.
    const bundles = {} as Record<SpecName, { old: JsonObject | undefined; new: JsonObject | undefined }>;
    for (const spec of SPEC_NAMES) {
      const [oldDoc, newDoc] = await Promise.all([
        bundleSpec(tools, oldSpecs, spec, join(work, `base-${spec}.json`)),
        bundleSpec(tools, newSpecs, spec, join(work, `tree-${spec}.json`)),
      ]);
      bundles[spec] = { old: oldDoc, new: newDoc };
    }
    const base = `specs/ at ${ref} (${commit.slice(0, 12)})`;
    return { base, head: 'the working tree', ...diffBundles(bundles, base) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
