import { defineConfig } from 'vitest/config';

// Prism takes seconds to start, many more on a busy 2-core machine (startMock() bounds it at 60 s);
// a verification run against the sandbox sends a few hundred requests and listens to the WebSocket.
export default defineConfig({ test: { hookTimeout: 90_000, testTimeout: 60_000 } });
