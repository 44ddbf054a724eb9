import { createApiServer, type ApiServer, type ApiServerOptions } from '@dap/server';
import type { Sandbox } from '../sandbox.js';
import { DEFAULT_DOCS_DIR, DOCS_PATH, registerDocs } from './docs.js';
import { ownDocsBase } from './docs-base.js';
import { createControlHandlers } from './control-handlers.js';
import { faultAdmission, lostAnswerHook, streamFaultAdmission } from '../faults/hooks.js';
import { requestAdmissions, upgradeAdmissions } from './admission.js';
import { preferCodeAdmission } from './prefer.js';
import { evolveAdmission, evolveUpgradeAdmission, registerEvolution, streamEvolveSeed } from './evolve.js';
import { EvolveSeeds } from '../tenants/evolve-seeds.js';
import { createRestHandlers } from './rest-handlers.js';
import type { RateLimitOptions } from '../rate-limit/token-buckets.js';
import { handshakeRateLimit, rateLimitHook } from '../rate-limit/hook.js';
import { rateLimiterFor, secretFailuresFor } from '../rate-limit/limiter.js';
import { createStreamHandlers, type StreamHandlerOptions } from './stream-handlers.js';

export interface SandboxAppOptions {
  /** The docs site to serve at `/docs/` (default: the repository's `docs/dist`). */
  docsDir?: string;
  /**
   * The docs base URL of problem `type` URIs (`<base>problems/<code>`), for a sandbox whose docs
   * clients reach elsewhere (behind a proxy, on HTTPS). Default: this sandbox's own `/docs/`, at
   * the address each request came to.
   */
  docsBaseUrl?: string;
  /**
   * Per-client rate limit (default 50 requests/s, bursts of 100); `false` turns it off, and the limit
   * of failed client secrets at the token endpoint (the spec's `failedSecretsPerMinute`) with it.
   */
  rateLimit?: RateLimitOptions | false;
  /** Told about each event dropped for, and each close of, a slow WebSocket consumer (see `createStreamHandlers`). */
  onBackpressure?: StreamHandlerOptions['onBackpressure'];
  /**
   * Send list pages as the bytes the services assemble from items serialised once (default true)
   * rather than serialising the page object per request with fast-json-stringify.
   */
  preSerialisedLists?: boolean;
  /** Fastify's logger option (default off). */
  logger?: ApiServerOptions['logger'];
  /** Largest request body, bytes (default 64 KiB). */
  bodyLimit?: number;
  /** WebSocket protocol ping interval, ms (default 30 s). */
  pingIntervalMs?: number;
  /**
   * Tomorrow's API for every tenant that sets no `evolve_seed` of its own: the platform API's answers
   * evolved with this seed (see evolve.ts). Default none.
   */
  evolveSeed?: string;
}

/**
 * The sandbox's HTTP server, not yet listening: `@dap/server`'s routes and WebSocket on the
 * sandbox's services, the Sandbox Control API under `/sandbox-control/`, the rate limit, faults,
 * and the docs site. `listen()` it; `close()` closes the
 * WebSockets (1001) and the server, not the sandbox.
 */
export async function createSandboxApp(sandbox: Sandbox, options: SandboxAppOptions = {}): Promise<ApiServer> {
  const preSerialisedLists = options.preSerialisedLists ?? true;
  const verifyToken = (token: string) => sandbox.tokens.verifyToken(token);
  const faults = sandbox.control.faults;
  const rateLimiter =
    options.rateLimit === false ? undefined : rateLimiterFor(sandbox.store.database, options.rateLimit ?? {});
  const evolveSeeds = new EvolveSeeds(sandbox.store, options.evolveSeed);
  const app = createApiServer({
    handlers: createRestHandlers(sandbox, {
      preSerialisedLists,
      ...(options.rateLimit !== false ? { secretFailures: secretFailuresFor(sandbox.store.database) } : {}),
    }),
    control: createControlHandlers(sandbox),
    stream: createStreamHandlers(sandbox.markets, {
      connections: sandbox.control.streams,
      ...(options.onBackpressure ? { onBackpressure: options.onBackpressure } : {}),
    }),
    verifyToken,
    // A browser (the docs' console) cannot set Authorization on a WebSocket: it may offer its token
    // as a subprotocol, the sandbox servers' `browserToken` scheme of the AsyncAPI contract.
    tokenProtocol: true,
    // A problem's type opens its page: the configured docs, else this sandbox's, where the client reached it.
    docsBase: options.docsBaseUrl ?? ownDocsBase(DOCS_PATH),
    // Tokens expire on the real clock (the sandbox clock's offset logs nobody out): so do their WebSockets.
    now: () => sandbox.tokens.nowMs(),
    // Once a request's token and scope have passed: its tenant noted, whose evolve seed its answer
    // takes, even a refusal's (this admits every request); an armed fault (a test that armed it gets
    // it whatever else the request would meet), then `Prefer: code=NNN`, Prism's way to ask for a
    // documented answer. The token endpoint takes its faults in its handler (rest-handlers.ts).
    admitRequest: requestAdmissions(evolveAdmission(), faultAdmission(faults), preferCodeAdmission()),
    // Once a handshake's token and scope have passed: the client's rate limit, which handshakes
    // count against as REST requests do, then the faults armed for `stream`.
    admitUpgrade: upgradeAdmissions(
      ...(rateLimiter ? [handshakeRateLimit(rateLimiter)] : []),
      streamFaultAdmission(faults),
      evolveUpgradeAdmission(),
    ),
    // Each connection's frames evolve with its handshake's `Prefer: evolve=`, its tenant's seed or the sandbox's.
    streamEvolveSeed: streamEvolveSeed(evolveSeeds),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.pingIntervalMs !== undefined ? { pingIntervalMs: options.pingIntervalMs } : {}),
  });

  // An `after_processing` fault's answer is replaced once the request was carried out.
  app.addHook('onSend', lostAnswerHook);
  // Hooks of the root scope reach every route and run before the routes' own (authentication): the
  // rate limit counts every call, those refused 401 included (by address when no token is valid).
  if (rateLimiter) app.addHook('onRequest', rateLimitHook(rateLimiter, verifyToken));
  // Then tomorrow's API: a malformed `Prefer: evolve=` is refused once the call is counted, and
  // whatever is answered (a lost answer's problem too) evolves when asked to.
  registerEvolution(app, evolveSeeds);

  await registerDocs(app, options.docsDir ?? DEFAULT_DOCS_DIR);
  return app;
}
