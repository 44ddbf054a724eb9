import { defineConfig } from 'vitest/config';

// Test files that start the Prism mock need time for it to boot; the rest finish in milliseconds.
export default defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
