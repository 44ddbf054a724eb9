/**
 * Vitest's global setup (vitest.config.ts): the one compile of every sample, before any test file
 * runs. It empties dist/ and runs strict tsc once (this package's tsconfig, the workspace packages' own
 * types) into it, and provides what tsc answered to the test files (`inject('compiled')`): the compile
 * check reads it, and every TypeScript sample is run from dist/ only if it is 0. Test files never
 * compile, so files run in parallel never write into the same dist/ at once.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { inherited, out, require, root, run, type Run } from './common.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one tsc run of every sample into dist/: its exit code and what it printed. */
    compiled: Run;
  }
}

export default async function compileSamples(project: TestProject): Promise<void> {
  await rm(out, { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  // Every sample in one compile: on a busy CI machine it took longer than a sample's 30 s.
  const compiled = await run(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--noEmit', 'false', '--outDir', out],
    inherited(),
    root,
    110_000,
  );
  project.provide('compiled', compiled);
}
