import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each test file opens its own embedded Postgres (PGlite, a copy of the store template: under a
// second, a few on a busy machine); most of a file's time is that start, so files run side by side
// even on two cores.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: Math.max(2, availableParallelism()) },
});
