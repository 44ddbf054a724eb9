import { defineConfig } from 'vitest/config';

// One test file per page or folder of samples, each with a sandbox of its own, run in parallel (two
// at a time: each runs its samples as processes, and a 2-core machine stays responsive). The samples
// are compiled once, by the global setup, before any file runs; compiling and running each sample as
// a process take seconds, not milliseconds. Only the sources: the global setup compiles the tests into
// dist/ along with the samples.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
