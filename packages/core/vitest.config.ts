import { defineConfig } from 'vitest/config';

// Unit tests only: no server, no socket; the two-copies test loads the built package twice from a temporary folder.
export default defineConfig({ test: { testTimeout: 20_000 } });
