/**
 * Bundles a `specs/` folder the way `pnpm build` does (`redocly bundle`, for the OpenAPI and the
 * AsyncAPI documents alike), with the CLI the repository's specs package installed and telemetry off.
 */
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { isObject, type JsonObject } from '../json/json.js';
import { UsageError } from './errors.js';

const run = promisify(execFile);

export const SPEC_FILES = {
  openapi: 'openapi/openapi.yaml',
  asyncapi: 'asyncapi/asyncapi.yaml',
  'sandbox-control': 'sandbox-control/openapi.yaml',
} as const;
export type SpecName = keyof typeof SPEC_FILES;

/** The kind of document each spec is: the diff engine it takes. */
export const SPEC_KINDS: Readonly<Record<SpecName, 'openapi' | 'asyncapi'>> = {
  openapi: 'openapi',
  asyncapi: 'asyncapi',
  'sandbox-control': 'openapi',
};

/**
 * The folders of specs/ each spec's bundle is made from: its own, and those its `$ref`s reach (the
 * Sandbox Control API reuses the platform's components, REST and WebSocket).
 */
export const SPEC_SOURCES: Readonly<Record<SpecName, readonly string[]>> = {
  openapi: ['openapi'],
  asyncapi: ['asyncapi'],
  'sandbox-control': ['sandbox-control', 'openapi', 'asyncapi'],
};

export interface Tools {
  redocly: string;
  env: NodeJS.ProcessEnv;
}

/** The Redocly CLI from `<root>/specs/node_modules`, so both sides are bundled like `pnpm build` bundles. */
export function findTools(root: string): Tools {
  const specs = join(root, 'specs');
  const require = createRequire(join(specs, 'package.json'));
  const bin = (pkg: string, path: string) => {
    try {
      return join(dirname(require.resolve(`${pkg}/package.json`)), path);
    } catch {
      throw new UsageError(`${pkg} is not installed in ${specs}: run pnpm install first.`);
    }
  };
  return {
    redocly: bin('@redocly/cli', 'bin/cli.js'),
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Bundles one spec of the `specs/` folder `dir` into `output` and reads it back; undefined when
 * that folder has no such spec. The folder's own `redocly.yaml` applies, as in `pnpm build`.
 */
export async function bundleSpec(
  tools: Tools,
  dir: string,
  spec: SpecName,
  output: string,
): Promise<JsonObject | undefined> {
  const source = SPEC_FILES[spec];
  if (!(await exists(join(dir, source)))) return undefined;
  const args = [tools.redocly, 'bundle', source, '--output', output];
  try {
    await run(process.execPath, args, { cwd: dir, env: tools.env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`Bundling ${join(dir, source)} failed:\n${failed.stdout ?? ''}${failed.stderr ?? String(error)}`, {
      cause: error,
    });
  }
  const doc: unknown = JSON.parse(await readFile(output, 'utf8'));
  if (!isObject(doc)) throw new Error(`${output} is not a JSON object`);
  return doc;
}
