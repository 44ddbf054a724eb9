import { execFile } from 'node:child_process';
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

/** Lints a fixture with the real Redocly CLI and the house rules only; returns what it reported. */
export async function lintFixture(file: string): Promise<{ exitCode: number; findings: Finding[] }> {
  const args = [cli, 'lint', join(fixtures, file), '--config', join(fixtures, 'redocly.yaml'), '--format=json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  let stdout: string;
  let exitCode = 0;
  try {
    ({ stdout } = await run(process.execPath, args, { env }));
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== 'number' || typeof failed.stdout !== 'string') throw error;
    exitCode = failed.code;
    stdout = failed.stdout;
  }
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
