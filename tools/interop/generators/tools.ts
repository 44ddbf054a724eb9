/**
 * The third-party generators under test. Each one writes zod validators from the bundle, as its
 * documentation shows, and says where in its output the validator of an operation's body or query
 * is. To add a generator: pin it in package.json, add an entry here, run the suite, and record in
 * divergences.ts what it cannot express (with its issue).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Part } from './corpus.js';
import { OPENAPI_BUNDLE } from './spec.js';

const run = promisify(execFile);
const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What a zod schema of any major version offers. */
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

export type Validator = (value: Record<string, unknown>) => boolean;
type Module = Record<string, unknown>;

export interface Generator {
  name: string;
  /** The npm package, pinned in package.json; its version is read from what is installed. */
  npmPackage: string;
  /** Writes the validators into `dir`; resolves to the file to import. */
  generate(dir: string): Promise<string>;
  /** The validator of an operation's body, query or form, or undefined when the output has none. */
  validator(module: Module, operationId: string, part: Part): Validator | undefined;
}

export function versionOf(npmPackage: string): string {
  const manifest = join(PACKAGE_ROOT, 'node_modules', npmPackage, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function bin(name: string, args: string[], cwd: string): Promise<void> {
  await run(join(PACKAGE_ROOT, 'node_modules/.bin', name), args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
}

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && typeof (value as ZodLike).safeParse === 'function';
}

function parser(schema: unknown): ((value: unknown) => boolean) | undefined {
  return isZod(schema) ? (value) => schema.safeParse(value).success : undefined;
}

const pascal = (operationId: string) => operationId[0]?.toUpperCase() + operationId.slice(1);

const orval: Generator = {
  name: 'orval',
  npmPackage: 'orval',
  async generate(dir) {
    const config = join(dir, 'orval.config.mjs');
    const target = join(dir, 'orval/api.zod.ts');
    // `strict` is orval's way to honour `additionalProperties: false` (its zod objects strip unknown keys otherwise).
    const override = { zod: { strict: { body: true, query: true } } };
    const options = { input: { target: OPENAPI_BUNDLE }, output: { client: 'zod', target, mode: 'single', override } };
    writeFileSync(config, `export default ${JSON.stringify({ dap: options })};\n`);
    await bin('orval', ['--config', config], dir);
    return target;
  },
  validator(module, operationId, part) {
    const suffix = { body: 'Body', query: 'QueryParams', form: 'Body' }[part];
    return parser(module[`${pascal(operationId)}${suffix}`]);
  },
};

const heyApi: Generator = {
  name: '@hey-api/openapi-ts',
  npmPackage: '@hey-api/openapi-ts',
  async generate(dir) {
    const out = join(dir, 'hey-api');
    await bin('openapi-ts', ['--input', OPENAPI_BUNDLE, '--output', out, '--plugins', 'zod'], dir);
    return join(out, 'zod.gen.ts');
  },
  validator(module, operationId, part) {
    const suffix = { body: 'Body', query: 'Query', form: 'Body' }[part];
    return parser(module[`z${pascal(operationId)}${suffix}`]);
  },
};

interface ZodiosEndpoint {
  alias: string;
  parameters: Array<{ name: string; type: string; schema: unknown }>;
}

const openapiZodClient: Generator = {
  name: 'openapi-zod-client',
  npmPackage: 'openapi-zod-client',
  async generate(dir) {
    const target = join(dir, 'openapi-zod-client/validators.ts');
    const template = fileURLToPath(new URL('openapi-zod-client/validators.hbs', import.meta.url));
    mkdirSync(join(dir, 'openapi-zod-client'), { recursive: true });
    await bin(
      'openapi-zod-client',
      [
        OPENAPI_BUNDLE,
        ...['--output', target, '--template', template],
        // The options that honour the spec: an alias per operationId, `additionalProperties: false` as `.strict()`.
        ...['--with-alias', '--strict-objects'],
      ],
      dir,
    );
    return target;
  },
  validator(module, operationId, part) {
    const endpoint = (module.endpoints as ZodiosEndpoint[]).find((candidate) => candidate.alias === operationId);
    const wanted = part === 'query' ? 'Query' : 'Body';
    const parameters = endpoint?.parameters.filter((parameter) => parameter.type === wanted) ?? [];
    if (parameters.length === 0) return undefined;
    const checks = parameters.map((parameter) => ({ ...parameter, check: parser(parameter.schema) }));
    if (wanted === 'Body') return checks[0]?.check;
    // One schema per query parameter: the query passes when each parameter does (absent as undefined).
    return (value) => checks.every((parameter) => parameter.check?.(value[parameter.name]) ?? false);
  },
};

const kubb: Generator = {
  name: 'kubb',
  npmPackage: '@kubb/plugin-zod',
  async generate(dir) {
    const build = fileURLToPath(new URL('kubb/build.mjs', import.meta.url));
    await run(process.execPath, [build, OPENAPI_BUNDLE], { cwd: dir });
    return join(dir, 'kubb/zod/index.ts');
  },
  validator(module, operationId, part) {
    const suffix = { body: 'MutationRequestSchema', query: 'QueryParamsSchema', form: 'MutationRequestSchema' }[part];
    return parser(module[`${operationId}${suffix}`]);
  },
};

export const GENERATORS: readonly Generator[] = [orval, heyApi, openapiZodClient, kubb];
