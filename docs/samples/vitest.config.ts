import { defineConfig } from 'vitest/config';

// One sandbox for every sample; compiling the samples and running each as a process take seconds, not
// milliseconds. Only the sources: the test compiles itself into dist/ along with the samples.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } });
