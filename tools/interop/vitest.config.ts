import { defineConfig } from 'vitest/config';

// Three generators run (a few seconds each, many more on a busy 2-core machine), tsc checks their
// output, and a sandbox answers a few hundred requests: all of it in beforeAll.
export default defineConfig({ test: { include: ['**/*.test.ts'], hookTimeout: 240_000, testTimeout: 120_000 } });
