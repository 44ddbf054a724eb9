import { defineConfig } from 'vitest/config';

// Each test file opens its own embedded Postgres (PGlite: ~2 s the first time in a new directory).
export default defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
