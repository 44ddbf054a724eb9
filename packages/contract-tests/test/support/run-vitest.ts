import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface VitestRun {
  code: number | null;
  output: string;
}

/** Runs another package's vitest (`vitest run …args`) in its directory with extra environment, collecting its output. */
export function runVitest(packageDir: string, args: string[], env: Record<string, string>): Promise<VitestRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(packageDir, 'node_modules/.bin/vitest'), ['run', ...args], {
      cwd: packageDir,
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
