import type { NewTenant, TenantRequest } from '@dap/api-types/sandbox-control';
import type { ApiServer } from '@dap/server';
import type { DemoClients } from './http/demo-credentials.js';
import type { RateLimitOptions } from './rate-limit/token-buckets.js';
import type { Sandbox, StartupStep } from './sandbox.js';

/** Where a sandbox listens and what its answers point at. */
export interface SandboxListenOptions {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port; default 0, a free one (`url` says which). */
  port?: number;
  /**
   * The docs base URL problem `type` URIs point under (`<base>problems/<code>`), an absolute http(s)
   * URL. Default: this sandbox's own `/docs/`, at the address each request came to, so the `type` of
   * an answer opens its page. The same setting as `dap-sandbox`'s `SANDBOX_DOCS_BASE_URL`.
   */
  docsBaseUrl?: string;
  /**
   * The docs site served at `/docs/`. Default the repository's `docs/dist`, or the installed
   * package's `docs-site/`.
   */
  docsDir?: string;
  /** Fastify's request log (pino JSON on stdout); `true` is level info. Default off. */
  logger?: boolean | { level: string };
}

/** Where a sandbox keeps its data. */
export interface SandboxStoreOptions {
  /**
   * The store's directory, resolved against the working directory. Default `':memory:'`: a store of
   * its own, gone at `stop()`, so runs never meet each other's data and need no clean-up (a
   * directory keeps the data, as `dap-sandbox`'s `.sandbox-data` does).
   */
  dataDir?: string;
  /**
   * A PostgreSQL server to keep everything in (`postgres://user@host:port/database`) instead of the
   * embedded store: instances on one database are one platform, and `dataDir` is not used.
   */
  databaseUrl?: string;
}

/** How the platform a sandbox runs behaves: settlement, markets, tokens, limits, tomorrow's API. */
export interface SandboxPlatformOptions {
  /**
   * When withdrawals settle by themselves: that many seconds of their tenant's clock after their
   * creation, as a tenant's `settle_after_seconds` (its own setting wins). A whole number from 0 to
   * `MAX_SETTLE_AFTER_SECONDS` (a year); default 2 (`DEFAULT_SETTLE_AFTER_MS`); `0`: never by
   * themselves, only when `completeTransfer` or `failTransfer` settles them. The same setting as
   * `dap-sandbox`'s `SANDBOX_SETTLE_AFTER_SECONDS`.
   */
  settleAfterSeconds?: number;
  /** Market simulator seed, 0 to 2³¹−1 (the same seed gives the same order books). Default random. */
  seed?: number;
  /**
   * Interval of the WebSocket heartbeats, ms; 0 turns the timer off. Default 5,000
   * (`DEFAULT_HEARTBEAT_MS`). Suites that wait for heartbeats set it lower.
   */
  heartbeatMs?: number;
  /**
   * Interval of the market simulator's steps, ms; 0 turns the timer off (the books stand still).
   * Default 100 (`DEFAULT_TICK_MS`).
   */
  tickMs?: number;
  /** Lifetime of access tokens, seconds. Default 3,600 (`DEFAULT_TOKEN_TTL_SECONDS`). */
  tokenTtlSeconds?: number;
  /**
   * The real clock. Default the system clock. Each tenant's clock runs ahead of it by what
   * `advanceClock` moves; tokens and market data keep to this one.
   */
  now?: () => Date;
  /**
   * Per-client rate limit: default the contract's (50 requests/s, bursts of 100); `false` turns it
   * off, and the limit of failed client secrets at the token endpoint with it, for suites that hammer it.
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * The operator client's secret (`sandbox-operator`, scope `sandbox:admin`). Without one, a sandbox
   * on a loopback host uses the published demo secret, and one on any other host refuses to start
   * (`OperatorSecretRequired`).
   */
  operatorSecret?: string;
  /**
   * Tomorrow's API for the whole run: every REST response and WebSocket frame of the platform API
   * answered as a legal next minor version could (unknown fields, new values of extensible enums,
   * optional fields left out), chosen from this seed (1 to 32 of `A-Za-z0-9_-`). A tenant's
   * `evolve_seed` and a request's `Prefer: evolve=<seed>` win over it. The same setting as
   * `dap-sandbox`'s `SANDBOX_EVOLVE_SEED`. Default none: today's API.
   */
  evolveSeed?: string;
}

/** What a start tells its caller as it goes. */
export interface SandboxStartHooks {
  /** Told when each step of the start begins (opening a new store can take seconds). */
  onProgress?: (step: StartupStep) => void;
  /** Told when this instance takes and loses the lead of the market simulator (one instance of a database runs it). */
  onMarketLeadership?: (leading: boolean) => void;
}

/**
 * What a sandbox is started with: every option may be left out. The defaults are a test's (a free
 * port, a store of its own in memory); `dap-sandbox` passes its own (port 8080, `.sandbox-data`).
 * One flat object, its options grouped by what they are about.
 */
export interface StartSandboxOptions
  extends SandboxListenOptions, SandboxStoreOptions, SandboxPlatformOptions, SandboxStartHooks {}

/** A sandbox running in this process. */
export interface StartedSandbox {
  /** The REST API's base URL, ending in `/v2`: `DapClient`'s `baseUrl`. */
  url: string;
  /** The OAuth2 token endpoint: `DapClient`'s `tokenUrl`. */
  tokenUrl: string;
  /** The WebSocket: `StreamClient`'s `url`. */
  wsUrl: string;
  /** The Sandbox Control API (`SandboxControlClient` calls it through `url`'s origin). */
  controlUrl: string;
  /** The docs site it serves. */
  docsUrl: string;
  /** `http://host:port`: where the paths outside the REST base (`/docs/`, `/ws`) are. */
  origin: string;
  /**
   * The `docsBaseUrl` it was started with, normalised to end in `/`; undefined: problem types are
   * under this sandbox's own `/docs/`, at the address each request came to.
   */
  docsBaseUrl: string | undefined;
  /**
   * The demo credentials: the first demo tenant's clients (`full` holds every scope and
   * `sandbox:control`, `readOrder` only `exchange:read_order`) and the operator's (`sandbox:admin`).
   */
  clients: DemoClients;
  /** A fresh tenant of its own for a suite, a worker or a test, as the operator's `createTenant` makes one. */
  createTenant(request?: TenantRequest): Promise<NewTenant>;
  /**
   * Stops it: WebSockets closed with 1001, the port closed, then the sandbox (pending writes, the
   * store). Idempotent.
   */
  stop(): Promise<void>;
  /**
   * The services behind the server (balances, the market simulator, tenants' clocks, …), for this
   * repository's tests and tools: their types come from `@dap/sandbox/internal`, with no semver promise.
   */
  sandbox: Sandbox;
  /**
   * The Fastify server (its `streams` are the open WebSocket connections), for this repository's
   * tests and tools; no semver promise either.
   */
  app: ApiServer;
}
