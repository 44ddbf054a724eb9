import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { specsRoot } from './bundles.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const bin = (pkg: string, path: string) => join(dirname(require.resolve(`${pkg}/package.json`)), path);

export interface CliResult {
  exitCode: number;
  output: string;
}

const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  ASYNCAPI_METRICS_CONFIG_PATH: join(specsRoot, 'asyncapi-analytics.json'),
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

async function runCli(script: string, args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], { env, cwd: specsRoot });
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** `redocly lint` with this package's redocly.yaml, as `pnpm lint` runs it. */
export const redoclyLint = (file: string) =>
  runCli(bin('@redocly/cli', 'bin/cli.js'), ['lint', file, '--config', join(specsRoot, 'redocly.yaml')]);

/** `redocly bundle` with this package's redocly.yaml (its decorators included), as `pnpm build` runs it. */
export const redoclyBundle = (file: string, output: string) =>
  runCli(bin('@redocly/cli', 'bin/cli.js'), [
    'bundle',
    file,
    '--config',
    join(specsRoot, 'redocly.yaml'),
    '--output',
    output,
  ]);

/** `asyncapi validate`, as `pnpm lint` runs it. */
export const asyncapiValidate = (file: string) =>
  runCli(bin('@asyncapi/cli', 'bin/run_bin'), ['validate', file, '--fail-severity=warn']);
