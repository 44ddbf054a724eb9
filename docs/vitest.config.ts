import { defineConfig } from 'vitest/config';

// test/render.test.ts drives a real Chromium: page loads and clicks take seconds, not milliseconds.
export default defineConfig({ test: { testTimeout: 120_000, hookTimeout: 60_000 } });
