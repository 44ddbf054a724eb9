import { defineConfig } from 'vitest/config';

// turbo's dry run hashes every file of the workspace: a second or two idle, more on a busy machine.
export default defineConfig({ test: { testTimeout: 120_000 } });
