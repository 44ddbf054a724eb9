import { defineConfig } from 'vitest/config';

// The end-to-end test bundles both specs three times: a few seconds each on two idle cores, far more
// when the machine is busy with other test suites.
export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 60_000 } });
