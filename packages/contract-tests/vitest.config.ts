import { defineConfig } from 'vitest/config';

// Publishing to Verdaccio and installing with npm take a while on a busy machine; the suite stays bounded by these.
export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 300_000 } });
