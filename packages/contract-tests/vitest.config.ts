import { defineConfig } from 'vitest/config';

// Packing and installing tarballs with npm takes a while; the suite stays bounded by these.
export default defineConfig({ test: { testTimeout: 180_000, hookTimeout: 300_000 } });
