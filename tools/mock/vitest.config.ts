import { defineConfig } from 'vitest/config';

// Prism takes seconds to start, many more on a busy 2-core machine; startMock() bounds it at 60 s.
export default defineConfig({ test: { hookTimeout: 90_000, testTimeout: 30_000 } });
