import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
export const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../fixtures');

export interface Finding {
  ruleId: string;
  pointer: string;
  message: string;
}

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };

/** Runs the Redocly CLI (in `cwd`, by default this process's); a non-zero exit is returned, not thrown. */
async function redocly(args: string[], cwd?: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env, ...(cwd ? { cwd } : {}) });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number' || typeof failed.stdout !== 'string') throw error;
    return { exitCode: failed.code, stdout: failed.stdout, stderr: failed.stderr ?? '' };
  }
}

/** Lints a fixture with the real Redocly CLI and the house rules only (or `config`, relative to fixtures/); returns what it reported. */
export async function lintFixture(
  file: string,
  config = 'redocly.yaml',
): Promise<{ exitCode: number; findings: Finding[] }> {
  const { exitCode, stdout } = await redocly([
    'lint',
    join(fixtures, file),
    '--config',
    join(fixtures, config),
    '--format=json',
  ]);
  const report = JSON.parse(stdout) as {
    problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
  };
  const findings = report.problems.map((problem) => ({
    ruleId: problem.ruleId,
    pointer: problem.location[0]?.pointer ?? '',
    message: problem.message,
  }));
  return { exitCode, findings };
}

/**
 * Bundles a fixture with the real Redocly CLI and the house decorator (by default
 * fixtures/redocly-bundle.yaml, run in this process's directory; `config` and `cwd` relative to
 * fixtures/); returns the bundle (undefined when none was written) and what the CLI printed.
 */
export async function bundleFixture(
  file: string,
  options: { config?: string; cwd?: string } = {},
): Promise<{ exitCode: number; bundle: any; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'dap-redocly-rules-'));
  try {
    const out = join(dir, 'bundle.json');
    const config = join(fixtures, options.config ?? 'redocly-bundle.yaml');
    const cwd = options.cwd === undefined ? undefined : join(fixtures, options.cwd);
    const { exitCode, stdout, stderr } = await redocly(
      ['bundle', join(fixtures, file), '--config', config, '--output', out],
      cwd,
    );
    const bundle: unknown = await readFile(out, 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    );
    return { exitCode, bundle, output: stdout + stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
