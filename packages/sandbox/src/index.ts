export { createSandbox, DEFAULT_DATA_DIR, type Sandbox, type SandboxOptions, type StartupStep } from './sandbox.js';
export * from './errors.js';
export type * from './types.js';
export type { DemoClient, DemoData, DemoMarket, DemoOrder, DemoProfile } from './demo-data.js';
export { readDemoData, DEMO_DATA_URL } from './demo-data.js';
export { createClock, isoMillis, isoNanos, OffsetClock, type Clock } from './clock.js';
export { ASSETS, NATIVE_ASSETS, USD_STABLECOINS, WITHDRAWAL_FEES, withdrawalFee, type AssetInfo } from './fees.js';
export { compatibleNetworks, CRYPTO_NETWORKS, EVM_NETWORKS, isEvmNetwork, MONITORING_NETWORKS, type CryptoNetwork, type MonitoringCryptoNetwork } from './networks.js';
export { deriveAddress, deriveTxHash, isValidAddress, isValidTxHash } from './addresses.js';
export {
  createMarketSimulator,
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_TICK_MS,
  type ChannelKey,
  type FrameListener,
  type MarketChannel,
  type MarketEventSource,
  type SimulatorOptions,
  type StreamChannel,
} from './market/simulator.js';
export { TokenService, TOKEN_ISSUER, DEFAULT_TOKEN_TTL_SECONDS, type TokenGrantRequest } from './services/tokens.js';
export { Ledger, TransferService } from './services/transfers.js';
export { CryptoDepositService } from './services/crypto-deposits.js';
export type { SandboxControl } from './control/control.js';
export { CONTROL_SCOPE } from './control/scope.js';
export { ClockControl, CLOCK_OFFSET_SETTING } from './control/clock.js';
export { TransferControl } from './control/transfers.js';
export { BalanceControl } from './control/balances.js';
export { FaultRegistry, STREAM_OPERATION } from './control/faults.js';
export { StreamControl } from './control/streams.js';
export { MarketControl } from './control/markets.js';
export type * from './control/types.js';
export { DepositAddressService } from './services/deposit-addresses.js';
export { FiatDepositService } from './services/fiat-deposits.js';
export { MonitoringService } from './services/monitoring.js';
export { ExecutionService } from './services/executions.js';
export { AccountService } from './services/accounts.js';
export { DEFAULT_LIMIT, MAX_LIMIT } from './services/pages.js';
export { DEFAULT_SETTLE_AFTER_MS } from './services/settlement.js';
export { openPgliteStore, IN_MEMORY } from './store/pglite.js';
export { openPostgresStore, parseDatabaseUrl } from './store/postgres.js';
export { startLocalPostgres, findPostgresBin, LOCAL_DATABASE, type LocalPostgres, type LocalPostgresOptions } from './cluster/local-postgres.js';
export { ensurePostgresInstalled, startCluster, type Cluster, type ClusterInstance, type ClusterOptions } from './cluster/start-cluster.js';
export { SqlStore } from './store/sql-store.js';
export { migrate, readMigrations, type Migration } from './store/migrate.js';
export type { Leadership, SqlClient } from './store/sql.js';
export { RefIdTaken, StoreLocked, type Store, type StoreOperations } from './store/store.js';
export { startSandboxServer, type DemoCredentials, type SandboxServer, type SandboxServerOptions } from './app/start.js';
export { createSandboxApp, type SandboxAppOptions } from './app/app.js';
export { createRestHandlers, type RestHandlerOptions } from './app/handlers.js';
export { createStreamHandlers, type StreamHandlerOptions } from './app/stream.js';
export { DEFAULT_RATE_LIMIT, TokenBuckets, type RateLimiter, type RateLimitOptions } from './rate-limit/token-buckets.js';
export { SqlTokenBuckets } from './rate-limit/sql-token-buckets.js';
export { mapDomainErrors, oauthErrorOf, problemOfDomainError } from './app/problems.js';
export { DEFAULT_DOCS_DIR } from './app/docs.js';
