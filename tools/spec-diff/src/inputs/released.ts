/**
 * The released contract: the bundled OpenAPI and AsyncAPI documents of the last release, committed
 * under `specs/released/` with the release's version. The gate compares the working specs with it
 * (never with a git tag: tags do not travel with every clone); `pnpm release:version` rewrites it.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Finding } from '../findings/findings.js';
import { isObject, type JsonObject } from '../json/json.js';
import { SPEC_SOURCES, type SpecName } from './bundle.js';
import { UsageError } from './errors.js';

export const RELEASED_DIR = 'specs/released';
/** Where `pnpm build` writes the working tree's bundles. */
export const BUNDLE_DIR = 'specs/dist';
export const SPEC_NAMES: readonly SpecName[] = ['openapi', 'asyncapi', 'sandbox-control'];

export interface ReleaseInfo {
  /** The version of the release: every published package's and both specs' `info.version`. */
  version: string;
  /** The day it was cut (YYYY-MM-DD). */
  date: string;
  /**
   * SHA-256 of each released bundle, as the packages of that release export it. A spec the release
   * predates (the Sandbox Control API, before the first release that holds it) has none.
   */
  sha256: Partial<Record<SpecName, string>>;
}

async function readJson(path: string, what: string): Promise<JsonObject> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`${path} is missing: ${what}`);
  }
  const doc: unknown = JSON.parse(text);
  if (!isObject(doc)) throw new UsageError(`${path} is not a JSON object.`);
  return doc;
}

/** One release in the contract's history (`specs/released/changes.json`, newest first): the Changes page's source. */
export interface ReleaseHistoryEntry {
  version: string;
  date: string;
  /** The release it follows; absent for the first. */
  previous?: string;
  /** The spec diff from the previous release's contract to this one's. */
  findings: Finding[];
  /** The changesets the release applied: what the people who made the changes wrote for consumers. */
  notes: ReleaseNote[];
}

/** A changeset a release applied. */
export interface ReleaseNote {
  id: string;
  summary: string;
  packages: string[];
  /** The largest bump it declared (`major`: it asks something of some consumers); absent in 2.0.0's history. */
  bump?: 'major' | 'minor' | 'patch';
}

export const HISTORY_FILE = 'changes.json';

/** The release history, newest first; empty before the first release. */
export async function readHistory(root: string): Promise<ReleaseHistoryEntry[]> {
  const text = await readFile(join(root, RELEASED_DIR, HISTORY_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  const history: unknown = JSON.parse(text);
  if (!Array.isArray(history)) throw new UsageError(`${join(root, RELEASED_DIR, HISTORY_FILE)} is not a JSON array.`);
  return history as ReleaseHistoryEntry[];
}

export async function readReleaseInfo(root: string): Promise<ReleaseInfo> {
  const info = await readJson(
    join(root, RELEASED_DIR, 'release.json'),
    'no contract has been released yet (`pnpm release:version` cuts the first).',
  );
  return info as unknown as ReleaseInfo;
}

/** The released bundle of `spec`. */
export const readReleased = (root: string, spec: SpecName): Promise<JsonObject> =>
  readJson(
    join(root, RELEASED_DIR, `${spec}.json`),
    'the released contract is incomplete; `pnpm release:version` writes it.',
  );

/**
 * The released bundle of `spec`, or undefined when the release predates the spec (its `release.json`
 * names no SHA-256 for it): a spec new since the release, whose operations the diff lists as added.
 */
export const readReleasedIfReleased = (
  root: string,
  spec: SpecName,
  release: ReleaseInfo,
): Promise<JsonObject | undefined> =>
  release.sha256[spec] === undefined ? Promise.resolve(undefined) : readReleased(root, spec);

/** The newest modification time among the files under `dir` (recursively). */
async function newest(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let latest = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return latest;
}

/**
 * The working tree's bundle of `spec` from `pnpm build`; a usage error when it is missing or older
 * than the sources, so a stale bundle is never taken for the working specs.
 */
export async function readWorkingBundle(root: string, spec: SpecName): Promise<JsonObject> {
  const file = join(root, BUNDLE_DIR, `${spec}.json`);
  const built = await stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );
  const folders = SPEC_SOURCES[spec];
  const edited = await Promise.all(folders.map((folder) => newest(join(root, 'specs', folder)).catch(() => 0)));
  const sources = Math.max(
    ...edited,
    (await stat(join(root, 'specs/redocly.yaml')).catch(() => ({ mtimeMs: 0 }))).mtimeMs,
  );
  if (built === undefined || built < sources) {
    const older = `older than ${folders.map((folder) => `specs/${folder}/`).join(', ')}`;
    throw new UsageError(
      `${file} is ${built === undefined ? 'missing' : older}: run \`pnpm spec:diff\` (it builds first) or \`pnpm build\`.`,
    );
  }
  return readJson(file, 'run `pnpm build`.');
}
