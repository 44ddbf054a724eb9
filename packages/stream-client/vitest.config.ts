import { defineConfig } from 'vitest/config';

// The integration tests start the real sandbox (an in-memory store) per file; the rest finish in milliseconds.
export default defineConfig({ test: { testTimeout: 20_000, hookTimeout: 60_000 } });
