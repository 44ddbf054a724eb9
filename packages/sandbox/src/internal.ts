// @dap/sandbox/internal: the sandbox's parts, for this repository's tools and tests (the benchmarks,
// the contract tests, the stream client's tests, the docs samples). No semver promise: any of it
// may change or go in any release. Partners use `@dap/sandbox` (`startSandbox()`) alone.

// The platform, and its server on a sandbox one opened.
export { createSandbox, DEFAULT_DATA_DIR, type Sandbox, type SandboxOptions } from './sandbox.js';
export { createSandboxApp, type SandboxAppOptions } from './http/app.js';
export { createRestHandlers, type RestHandlerOptions } from './http/rest-handlers.js';
export { createStreamHandlers, type StreamHandlerOptions } from './http/stream-handlers.js';
export { mapDomainErrors, oauthErrorOf, problemOfDomainError } from './http/problems.js';
export { DEFAULT_DOCS_DIR } from './http/docs.js';
export * from './common/errors.js';

// Demo data, time, networks.
export type {
  DemoClient,
  DemoData,
  DemoMarket,
  DemoMonitoringAddress,
  DemoOrder,
  DemoProfile,
  DemoTenant,
} from './demo/demo-data.js';
export { readDemoData, DEMO_DATA_URL } from './demo/demo-data.js';
export { createClock, isoMillis, isoNanos, OffsetClock, type Clock } from './clock/clock.js';
export { ClockControl, type ClockState } from './clock/control.js';
export { TenantClocks } from './clock/tenant-clocks.js';
export {
  ASSETS,
  NATIVE_ASSETS,
  USD_STABLECOINS,
  WITHDRAWAL_FEES,
  withdrawalFee,
  type AssetInfo,
} from './networks/assets.js';
export {
  compatibleNetworks,
  CRYPTO_NETWORKS,
  EVM_NETWORKS,
  isEvmNetwork,
  MONITORING_NETWORKS,
  type CryptoNetwork,
  type MonitoringCryptoNetwork,
} from './networks/networks.js';
export { deriveAddress, deriveTxHash, isValidAddress, isValidTxHash } from './networks/addresses.js';

// The features.
export { TokenService, TOKEN_ISSUER, type TokenGrantRequest } from './auth/tokens.js';
export { TokenBuckets, type RateLimiter } from './rate-limit/token-buckets.js';
export { SqlTokenBuckets } from './rate-limit/sql-token-buckets.js';
export {
  FAILED_SECRET_WINDOW_MS,
  FAILED_SECRETS_PER_WINDOW,
  SecretFailureWindows,
  type SecretFailures,
} from './rate-limit/secret-failures.js';
export { SqlSecretFailures } from './rate-limit/sql-secret-failures.js';
export { secretFailuresFor } from './rate-limit/limiter.js';
export { Ledger } from './profiles/ledger.js';
export { BalanceControl } from './profiles/control.js';
export { TransferService } from './transfers/service.js';
export { TransferControl } from './transfers/control.js';
export { DepositAddressService } from './deposits/deposit-addresses.js';
export { FiatDepositService } from './deposits/fiat.js';
export { CryptoDepositService } from './deposits/crypto.js';
export { MonitoringService } from './read-models/monitoring.js';
export { ExecutionService } from './read-models/executions.js';
export { AccountService } from './read-models/accounts.js';
export { DEFAULT_LIMIT, MAX_LIMIT } from './read-models/pages.js';
export type * from './read-models/types.js';
export { FaultRegistry, STREAM_OPERATION, type FaultAction } from './faults/registry.js';
export {
  createMarketSimulator,
  type BookReplica,
  type ChannelKey,
  type FrameListener,
  type MarketChannel,
  type MarketEventSource,
  type MarketFeed,
  type Markets,
  type MarketSimulation,
  type SimulatorOptions,
  type StreamChannel,
} from './market/simulator.js';
export { MarketControl } from './market/control.js';
export type { ControlEvent, SandboxControl } from './control/control.js';
export { CONTROL_SCOPE } from './control/scope.js';
export { StreamControl } from './control/streams.js';

// The store: the features' stores over one database, on PGlite or PostgreSQL.
export { createStore, openStore, type Store, type Stores } from './stores.js';
export { openPgliteDatabase, IN_MEMORY } from './store/pglite.js';
export { openPostgresDatabase, parseDatabaseUrl } from './store/postgres.js';
export type { Database, Transactional } from './store/database.js';
export { migrate, readMigrations, type Migration } from './store/migrate.js';
export type { Leadership, SqlClient } from './store/sql.js';
export { RefIdTaken } from './store/errors.js';
export {
  startLocalPostgres,
  findPostgresBin,
  LOCAL_DATABASE,
  type LocalPostgres,
  type LocalPostgresOptions,
} from './cluster/local-postgres.js';
export {
  ensurePostgresInstalled,
  startCluster,
  type Cluster,
  type ClusterInstance,
  type ClusterOptions,
} from './cluster/start-cluster.js';
