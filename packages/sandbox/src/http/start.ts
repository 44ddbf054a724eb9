import {
  CONTROL_ROUTES,
  docsBaseUrl as asDocsBase,
  isEvolveSeed,
  REST_BASE_PATH,
  ROUTES,
  type ApiServer,
} from '@dap/server';
import { LOCAL_STREAM_PATH } from '@dap/stream-models';
import { createServer, type AddressInfo } from 'node:net';
import type { NewTenant, TenantRequest } from '@dap/api-types/sandbox-control';
import { ADMIN_SCOPE, OPERATOR_CLIENT_ID, operatorSecretFor } from '../auth/operator.js';
import { demoTenantSeeds, readDemoData, type DemoClient } from '../demo/demo-data.js';
import { createSandbox, DEFAULT_DATA_DIR, type Sandbox, type SandboxOptions } from '../sandbox.js';
import { createSandboxApp } from './app.js';
import { DOCS_PATH } from './docs.js';
import type { RateLimitOptions } from '../rate-limit/token-buckets.js';

/** The scope of the read-only demo client: the one `listExecutions` requires. */
const READ_ORDER_SCOPE = ROUTES.listExecutions.scope;
/** Where the Sandbox Control API's operations live: the first segment their paths share (the control spec's). */
const CONTROL_PATH = `/${Object.values(CONTROL_ROUTES)[0]?.path.split('/')[1] ?? ''}/`;

/** The sandbox's own options, as `createSandbox` documents them. */
type PassedToSandbox =
  | 'databaseUrl'
  | 'seed'
  | 'heartbeatMs'
  | 'tickMs'
  | 'settleAfterMs'
  | 'tokenTtlSeconds'
  | 'now'
  | 'onProgress'
  | 'onMarketLeadership';

export interface SandboxServerOptions extends Pick<SandboxOptions, PassedToSandbox> {
  /** Interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** Port; 0 picks a free one. Default 8080. */
  port?: number;
  /** The store's directory (default `.sandbox-data` under the working directory); `':memory:'` for tests. */
  dataDir?: string;
  /** The docs site served at `/docs/` (default `DEFAULT_DOCS_DIR`: the repository's `docs/dist`, or the installed package's `docs-site/`). */
  docsDir?: string;
  /**
   * The docs base URL problem `type` URIs point under (`<base>problems/<code>`): an absolute http(s)
   * URL, for a sandbox whose clients reach it through a proxy or on HTTPS. Default: the sandbox's
   * own `/docs/`, at the address each request came to (its `Host`), so a type opens its page here.
   */
  docsBaseUrl?: string;
  /** Fastify's request log (pino JSON on stdout); `true` is level info. Default off. */
  logger?: boolean | { level: string };
  /**
   * Per-client rate limit: default 50 requests/s with bursts of 100; `false` turns it off, and the
   * limit of failed client secrets at the token endpoint with it.
   */
  rateLimit?: RateLimitOptions | false;
  /**
   * The operator client's secret (`sandbox-operator`, scope `sandbox:admin`). Without one, a
   * sandbox on a loopback host uses the published demo secret, and one on any other host refuses to
   * start (`OperatorSecretRequired`).
   */
  operatorSecret?: string;
  /**
   * Tomorrow's API: every answer of the platform API (REST responses, WebSocket frames) evolved as a
   * legal next minor version could, with this seed (1 to 32 of `A-Za-z0-9_-`), for the tenants
   * that set no `evolve_seed` of their own; a request's `Prefer: evolve=<seed>` wins over both.
   * Default none.
   */
  evolveSeed?: string;
}

/** A demo client: its credentials for the client-credentials grant, and the scopes it holds. */
export interface DemoCredentials {
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface SandboxServer {
  /** `http://host:port` */
  origin: string;
  /** REST base: the origin and the spec's `REST_BASE_PATH`. */
  baseUrl: string;
  /** Token endpoint: the origin and the path of `createToken`. */
  tokenUrl: string;
  /** WebSocket: `ws://host:port` and the AsyncAPI local server's `LOCAL_STREAM_PATH`. */
  wsUrl: string;
  /** The Sandbox Control API: the origin and the first segment of its paths. */
  controlUrl: string;
  /** The docs site: `origin + '/docs/'`. */
  docsUrl: string;
  /**
   * The configured docs base of problem `type` URIs (`docsBaseUrl`, normalised to end in `/`), or
   * undefined: each answer's types are under this sandbox's `/docs/` at the address the request came to.
   */
  docsBaseUrl: string | undefined;
  /**
   * The first demo tenant's clients (`full` holds every scope, `readOrder` only the one
   * `listExecutions` requires) and the operator's (`sandbox:admin` alone).
   */
  credentials: { full: DemoCredentials; readOrder: DemoCredentials; operator: DemoCredentials };
  /** A fresh tenant, as the operator's `createTenant` makes one: one per test suite, worker or test. */
  createTenant(request?: TenantRequest): Promise<NewTenant>;
  /** The services behind the server (balances, the market simulator, …) for tests and tools. */
  sandbox: Sandbox;
  /** The Fastify instance (its `streams` are the open WebSocket connections). */
  app: ApiServer;
  /** Closes the WebSockets (1001), stops serving, then closes the sandbox (pending writes, the store). Idempotent. */
  close(): Promise<void>;
}

/** Listens on host:port and closes again; rejects with the listen error (EADDRINUSE, EADDRNOTAVAIL, …). */
function probeListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The URL form of the address the server listens on (an unspecified address becomes loopback). */
function urlHost(address: AddressInfo): string {
  if (address.family === 'IPv6' || address.address.includes(':'))
    return address.address === '::' ? '[::1]' : `[${address.address}]`;
  return address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
}

function demoCredentials(
  clients: readonly DemoClient[],
  pick: (client: DemoClient) => boolean,
  what: string,
): DemoCredentials {
  const client = clients.find(pick);
  if (!client) throw new Error(`demo-data.json has no ${what} client`);
  return { clientId: client.client_id, clientSecret: client.client_secret, scopes: [...client.scopes] };
}

/**
 * Starts the sandbox and serves it on one port: REST under the spec's base path, the token
 * endpoint, the WebSocket, the Sandbox Control API and the docs (the URLs it resolves with).
 * Resolves once listening.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const [first] = demoTenantSeeds(readDemoData());
  if (!first) throw new Error('demo-data.json has no tenant');
  const largest = Math.max(...first.clients.map((client) => client.scopes.length));
  const operatorSecret = operatorSecretFor(host, options.operatorSecret);
  const credentials = {
    full: demoCredentials(first.clients, (client) => client.scopes.length === largest, 'every-scope'),
    readOrder: demoCredentials(
      first.clients,
      (client) => client.scopes.length === 1 && client.scopes[0] === READ_ORDER_SCOPE,
      `${READ_ORDER_SCOPE}-only`,
    ),
    operator: { clientId: OPERATOR_CLIENT_ID, clientSecret: operatorSecret, scopes: [ADMIN_SCOPE] },
  };

  if (options.docsBaseUrl !== undefined && asDocsBase(options.docsBaseUrl) === undefined)
    throw new TypeError(
      `docsBaseUrl must be an absolute http or https URL, got ${JSON.stringify(options.docsBaseUrl)}`,
    );
  // Fail fast on an address that cannot be listened on (in use, not local) before the store opens;
  // the real listen below still reports whatever happens in between.
  if (port !== 0) await probeListen(host, port);
  const {
    host: _host,
    port: _port,
    docsDir,
    docsBaseUrl,
    logger,
    rateLimit,
    operatorSecret: _secret,
    evolveSeed,
    ...sandboxOptions
  } = options;
  if (evolveSeed !== undefined && !isEvolveSeed(evolveSeed))
    throw new RangeError(
      `evolveSeed must be 1 to 32 of A-Z, a-z, 0-9, _ and -, got ${JSON.stringify(evolveSeed).slice(0, 80)}.`,
    );
  const sandbox = await createSandbox({
    ...sandboxOptions,
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    operatorSecret,
  });
  let app: ApiServer | undefined;
  try {
    app = await createSandboxApp(sandbox, {
      logger: logger === true ? { level: 'info' } : (logger ?? false),
      ...(docsDir !== undefined ? { docsDir } : {}),
      ...(docsBaseUrl !== undefined ? { docsBaseUrl } : {}),
      ...(rateLimit !== undefined ? { rateLimit } : {}),
      ...(evolveSeed !== undefined ? { evolveSeed } : {}),
    });
    options.onProgress?.('listen');
    await app.listen({ host, port });
  } catch (error) {
    await app?.close().catch(() => {});
    await sandbox.close();
    throw error;
  }

  const server = app;
  const address = server.server.address() as AddressInfo;
  const authority = `${urlHost(address)}:${address.port}`;
  const origin = `http://${authority}`;
  let closing: Promise<void> | undefined;
  return {
    origin,
    baseUrl: `${origin}${REST_BASE_PATH}`,
    tokenUrl: `${origin}${ROUTES.createToken.path}`,
    wsUrl: `ws://${authority}${LOCAL_STREAM_PATH}`,
    controlUrl: `${origin}${CONTROL_PATH}`,
    docsUrl: `${origin}${DOCS_PATH}`,
    docsBaseUrl: docsBaseUrl === undefined ? undefined : asDocsBase(docsBaseUrl),
    credentials,
    createTenant: (request) => sandbox.control.tenants.create(request),
    sandbox,
    app: server,
    close: () =>
      (closing ??= (async () => {
        try {
          await server.close();
        } finally {
          await sandbox.close();
        }
      })()),
  };
}
