// @dap/sandbox: what a partner's test setup needs, under semver. Everything else (the services,
// the stores, the cluster) is `@dap/sandbox/internal`, for this repository's tools and tests only.

// The one way to start it, and what it takes and gives.
export { startSandbox } from './start-sandbox.js';
export type {
  SandboxListenOptions,
  SandboxPlatformOptions,
  SandboxStartHooks,
  SandboxStoreOptions,
  StartedSandbox,
  StartSandboxOptions,
} from './start-options.js';
export type { DemoClients, DemoCredentials } from './http/demo-credentials.js';
export type { RateLimitOptions } from './rate-limit/token-buckets.js';
export type { StartupStep } from './sandbox.js';

// The errors a start throws besides a bad option's RangeError or TypeError and the listen error.
export { OperatorSecretRequired } from './auth/operator.js';
export { StoreLocked, StoreNotPrivate } from './store/errors.js';

// The defaults and bounds its options are documented by.
export { DEMO_OPERATOR_SECRET } from './auth/operator.js';
export { DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens.js';
export { DEFAULT_RATE_LIMIT } from './rate-limit/token-buckets.js';
export { DEFAULT_SETTLE_AFTER_MS } from './transfers/settlement.js';
export { MAX_SETTLE_AFTER_SECONDS } from './tenants/settle-after.js';
export { DEFAULT_HEARTBEAT_MS, DEFAULT_TICK_MS } from './market/simulator.js';
