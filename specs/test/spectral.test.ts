import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { specsRoot, type BundleFile } from './support/bundles.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist/index.js');

interface Finding {
  code: string | number;
  message: string;
  path: string[];
  severity: number;
}

/** Spectral (the CLI, as a team using it runs it) on a bundle with the ruleset `.spectral.yaml`; every finding at any severity. */
async function spectral(file: BundleFile): Promise<Finding[]> {
  const args = [cli, 'lint', join('dist', file), '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'];
  const result = await run(process.execPath, [...args, '--fail-severity', 'hint'], {
    cwd: specsRoot,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; code?: number }) => {
    if (typeof error.stdout !== 'string' || error.code !== 1) throw error;
    return { stdout: error.stdout };
  });
  const text = result.stdout.trim();
  return text === '' ? [] : (JSON.parse(text) as Finding[]);
}

describe('Spectral (spectral:oas, spectral:asyncapi, the OWASP ruleset) on the bundles', () => {
  it.each<BundleFile>(['openapi.json', 'sandbox-control.json', 'asyncapi.json'])(
    'finds nothing in %s at any severity',
    async (file) => {
      const findings = await spectral(file);
      expect(findings.map((f) => `${f.code} ${f.path.join('/')}: ${f.message}`)).toEqual([]);
    },
  );
});
