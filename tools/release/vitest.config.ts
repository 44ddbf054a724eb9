import { defineConfig } from 'vitest/config';

// Each test applies real changesets in a temporary repository: well under a second idle, far more
// when the machine is busy with other suites.
export default defineConfig({ test: { testTimeout: 60_000 } });
