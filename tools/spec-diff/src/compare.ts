import { lstat, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffAsyncApi } from './asyncapi.js';
import { bundleSpec, findTools, type SpecName } from './bundle.js';
import type { Finding } from './findings.js';
import { materialise, resolveRevision } from './git.js';
import { isObject, type JsonObject } from './json.js';
import { diffOpenApi } from './openapi.js';

export interface SpecComparison {
  spec: SpecName;
  /** `info.version` at the base revision and in the working tree (absent where the spec is). */
  oldVersion?: string;
  newVersion?: string;
  /** Why nothing was compared, when nothing was. */
  skipped?: string;
}

export interface Comparison {
  ref: string;
  commit: string;
  specs: SpecComparison[];
  findings: Finding[];
}

const version = (doc: JsonObject | undefined) => {
  const info = doc?.['info'];
  return isObject(info) && typeof info['version'] === 'string' ? info['version'] : undefined;
};

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
    const isDir = (path: string) => stat(path).then((s) => s.isDirectory(), () => false);
    const present = await lstat(linked).then(() => true, () => false);
    if (!present && (await isDir(modules))) await symlink(modules, linked, 'dir');

    const names: SpecName[] = ['openapi', 'asyncapi'];
    // Two CLIs at a time (base and working tree of one spec): the machines here have two cores.
    const bundles: Array<JsonObject | undefined> = [];
    for (const spec of names) {
      bundles.push(
        ...(await Promise.all([
          bundleSpec(tools, oldSpecs, spec, join(work, `base-${spec}.json`)),
          bundleSpec(tools, newSpecs, spec, join(work, `tree-${spec}.json`)),
        ])),
      );
    }

    const specs: SpecComparison[] = [];
    const findings: Finding[] = [];
    names.forEach((spec, i) => {
      const oldDoc = bundles[2 * i];
      const newDoc = bundles[2 * i + 1];
      const oldVersion = version(oldDoc);
      const newVersion = version(newDoc);
      const entry: SpecComparison = { spec, ...(oldVersion ? { oldVersion } : {}), ...(newVersion ? { newVersion } : {}) };
      specs.push(entry);
      if (!oldDoc) {
        entry.skipped = `no ${spec} spec at ${ref}`;
      } else if (!newDoc) {
        findings.push({ severity: 'breaking', spec, direction: 'response', operation: '*', rule: 'spec-removed', pointer: '', document: 'old', path: '', change: `the ${spec} spec was removed`, old: spec });
      } else {
        findings.push(...(spec === 'openapi' ? diffOpenApi(oldDoc, newDoc) : diffAsyncApi(oldDoc, newDoc)));
      }
    });
    return { ref, commit, specs, findings };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
