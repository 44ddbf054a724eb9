#!/usr/bin/env node
// Launcher committed beside the package so pnpm can link the bin before dist/ is built.
await import('../dist/cli/sandbox.js');
