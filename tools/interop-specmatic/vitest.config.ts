import { defineConfig } from 'vitest/config';

// Each specmatic run starts a JVM and sends its requests one after another: seconds on a quiet
// machine, many more on a busy 2-core one. runSpecmatic() bounds a run at 150 s.
export default defineConfig({ test: { hookTimeout: 60_000, testTimeout: 180_000 } });
