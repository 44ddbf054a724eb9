import type { NewTenant, TenantRequest } from '@dap/api-types/sandbox-control';
import { startSandboxServer, type DemoCredentials, type SandboxServer } from './http/start.js';
import { IN_MEMORY } from './store/pglite.js';
import { settleAfterMsOf } from './tenants/settle-after.js';

/** What a test runner starts a sandbox with: every option may be left out. */
export interface StartSandboxOptions {
  /** Port; default 0, a free one (`url` says which). */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /**
   * The store's directory. Default `':memory:'`: a store of its own, gone at `stop()`, so runs never
   * meet each other's data and need no clean-up (a directory keeps the data, as `dap-sandbox` does).
   */
  dataDir?: string;
  /**
   * When withdrawals settle by themselves: that many seconds of their tenant's clock after their
   * creation, as a tenant's `settle_after_seconds` (its own setting wins). Default 2; `0`: never by
   * themselves, only when `completeTransfer` or `failTransfer` settles them. The same setting as
   * `dap-sandbox`'s `SANDBOX_SETTLE_AFTER_SECONDS`.
   */
  settleAfterSeconds?: number;
  /**
   * The docs base URL problem `type` URIs point under (`<base>problems/<code>`), an absolute http(s)
   * URL. Default: this sandbox's own `/docs/`, at the address each request came to, so the `type` of
   * an answer opens its page. The same setting as `dap-sandbox`'s `SANDBOX_DOCS_BASE_URL`.
   */
  docsBaseUrl?: string;
  /** Market simulator seed, 0 to 2³¹−1 (the same seed gives the same order books). Default random. */
  seed?: number;
  /** Per-client rate limit, as `dap-sandbox` has it (default on); `false` turns it off, for suites that hammer it. */
  rateLimit?: false;
  /** The operator client's secret (`sandbox-operator`); default the demo secret on a loopback host. */
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

/** A sandbox running in this process, for a test runner's setup. */
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
  /**
   * The demo credentials: the first demo tenant's clients (`full` holds every scope and
   * `sandbox:control`, `readOrder` only `exchange:read_order`) and the operator's (`sandbox:admin`).
   */
  clients: { full: DemoCredentials; readOrder: DemoCredentials; operator: DemoCredentials };
  /** A fresh tenant of its own for a suite, a worker or a test, as the operator's `createTenant` makes one. */
  createTenant(request?: TenantRequest): Promise<NewTenant>;
  /** Stops it: WebSockets closed with 1001, the port closed, the store closed. Idempotent. */
  stop(): Promise<void>;
  /** The server underneath, for what this object does not name (its services, its Fastify instance). */
  server: SandboxServer;
}

/**
 * Starts a sandbox in this process, for a test runner (vitest's `globalSetup`, a Jest or Mocha hook):
 * on a free port of 127.0.0.1 with an in-memory store unless told otherwise, no container, no
 * clone of the repository. Resolves once it answers, with its URLs, the demo credentials,
 * `createTenant` and `stop`. A thin layer over `startSandboxServer`, with the defaults a test wants.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const { settleAfterSeconds, port = 0, dataDir = IN_MEMORY, ...rest } = options;
  const server = await startSandboxServer({
    ...rest,
    port,
    dataDir,
    ...(settleAfterSeconds !== undefined ? { settleAfterMs: settleAfterMsOf(settleAfterSeconds) } : {}),
  });
  return {
    url: server.baseUrl,
    tokenUrl: server.tokenUrl,
    wsUrl: server.wsUrl,
    controlUrl: server.controlUrl,
    docsUrl: server.docsUrl,
    clients: server.credentials,
    createTenant: (request) => server.createTenant(request),
    stop: () => server.close(),
    server,
  };
}
