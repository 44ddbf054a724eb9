import { defineConfig } from 'vitest/config';

// test/render.test.ts drives a real Chromium: page loads and clicks take seconds, not milliseconds.
// Only test/: samples/ is a package of its own, with its own tests.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 60_000 } });
