import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Handlers } from './generated/handlers.js';
import { CHANNEL_DEPRECATIONS, LOCAL_STREAM_PATH } from '@dap/stream-models';
import { REST_LIMITS } from './generated/limits.js';
import { REST_BASE_PATH, ROUTES, SHARED_SCHEMAS } from './generated/routes.js';
import type { ControlHandlers } from './generated/sandbox-control-handlers.js';
import { CONTROL_REST_BASE_PATH, CONTROL_ROUTES, CONTROL_SHARED_SCHEMAS } from './generated/sandbox-control-routes.js';
import { clientErrorHandler, onCheckExpectation, onConnect } from './errors/http-server-errors.js';
import { decorateRenderer, problemRenderer, type DocsBase } from './errors/docs-base.js';
import { notFoundHandler } from './errors/not-found.js';
import { problems } from './errors/problems.js';
import { restErrorHandler } from './errors/rest-error-handler.js';
import { sendProblem } from './errors/send-problem.js';
import { requestIdOf } from './request-id.js';
import { mountRestRoutes, type AdmitRequest } from './rest/mount-routes.js';
import { mountTokenRoute } from './rest/token-route.js';
import type { RouteDefinition } from './route-definition.js';
import { Hub } from './stream/hub.js';
import type { ChannelDeprecations, StreamHandlers, StreamHub } from './stream/types.js';
import { upgradeListener, type AdmitUpgrade, type StreamEvolveSeed } from './stream/upgrade.js';
import type { VerifyToken } from './types.js';
import { createValidatorCompiler } from './validation/validator-compiler.js';

export interface ApiServerOptions {
  /** One handler per operation of the spec. */
  handlers: Handlers;
  /**
   * One handler per operation of the Sandbox Control API (a sandbox's test controls). With them,
   * its operations are served at the origin, under `/sandbox-control/` (never under `basePath`),
   * with the same bearer-token and scope checks, validation and problem documents as the REST
   * operations; without them, those paths answer 404.
   */
  control?: ControlHandlers;
  /** The WebSocket handlers; without them every upgrade is answered 404. */
  stream?: StreamHandlers;
  /** Checks bearer tokens, for REST and the WebSocket handshake alike. */
  verifyToken: VerifyToken;
  /** Largest request body in bytes (default the spec's `REST_LIMITS.maxBodyBytes`); larger is a 413 problem. */
  bodyLimit?: number;
  /** Largest request line and headers in bytes (default the spec's `REST_LIMITS.maxHeaderBytes`); larger is a 431 problem. */
  maxHeaderBytes?: number;
  /** Where the REST operations are mounted (default the spec's servers path, `/v2`). */
  basePath?: string;
  /** Fastify's `logger` option (true, pino options) or a logger instance; off by default. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** The WebSocket path (default the AsyncAPI document's local server's, `LOCAL_STREAM_PATH`). */
  wsPath?: string;
  /** Protocol ping interval in ms (default 30 s); a peer that missed the previous ping is terminated. */
  pingIntervalMs?: number;
  /**
   * The clock a principal's `expiresAt` is read against, epoch milliseconds (default `Date.now`):
   * the one `verifyToken` judges expiry by, so that the server refuses a token, and closes a
   * WebSocket opened with it, when `verifyToken` would start refusing it.
   */
  now?: () => number;
  /**
   * Runs for each request to a REST or Sandbox Control API operation once its bearer token and
   * scope have been checked, before its body is read: a problem it returns is the answer, and the
   * handler never runs (see `AdmitRequest`). The token endpoint has no bearer token, so it is not
   * asked there: its handler authenticates the client and may ask the same of it itself.
   */
  admitRequest?: AdmitRequest;
  /**
   * Runs for each upgrade on `wsPath` once its bearer token and the stream scope have been
   * checked: a problem it returns refuses the handshake (see `AdmitUpgrade`).
   */
  admitUpgrade?: AdmitUpgrade;
  /**
   * Whether a browser may send its access token in `Sec-WebSocket-Protocol` on the handshake (it
   * cannot set `Authorization`): the sandbox's alternative, written in the AsyncAPI contract as the
   * `browserToken` security scheme of its servers. Default false: the header only.
   */
  tokenProtocol?: boolean;
  /**
   * Where problem `type` URIs point: the docs base URL under which each type is its page,
   * `problems/<code>`. Default the spec's (`externalDocs.url`, the hosted docs: `PROBLEM_TYPES` as
   * generated), which a production deployment keeps. A URL moves every type under it; a function
   * decides it per request (a server serving its docs itself, at the address its client used),
   * undefined keeping the spec's. Clients identify a problem by the last segment of its type, which
   * every base keeps. An invalid URL throws a TypeError here.
   */
  docsBase?: DocsBase;
  /**
   * The evolve seed of each admitted WebSocket connection (undefined: none): every frame sent on
   * it is answered as a legal next minor version could (`evolveFrame`), for tests of tomorrow's API.
   */
  streamEvolveSeed?: StreamEvolveSeed;
  /**
   * The deprecated channel types, whose successful subscribe results carry `deprecation` (their
   * dates and replacement). Default the spec's, `CHANNEL_DEPRECATIONS`: a deployment keeps it; a
   * test passes a table of its own.
   */
  channelDeprecations?: ChannelDeprecations;
}

/** The Fastify instance of the API, with its WebSocket connections. */
export type ApiServer = FastifyInstance & {
  /**
   * The open WebSocket connections, `closeWhere()` to close some (a client's, with 1008), and
   * `closeAll()` (1001) for shutdown; `close()` calls it too.
   */
  readonly streams: StreamHub;
};

const isLogger = (value: unknown): value is FastifyBaseLogger =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FastifyBaseLogger).child === 'function' &&
  typeof (value as FastifyBaseLogger).info === 'function';

/** The routes of one API and the handlers that answer them, mounted alike. */
interface MountedApi {
  routes: readonly RouteDefinition<string>[];
  handlers: object;
  /** Where its `rest` routes are served. */
  basePath: string;
}

/**
 * The API on Fastify, not yet listening: every REST operation under `basePath`, the token endpoint
 * at the origin (`/oauth2/token`), the Sandbox Control API's operations at the origin when `control`
 * handlers are given, the WebSocket at `wsPath` on the same HTTP server. Call
 * `listen()` to serve and `close()` to stop: it closes WebSocket connections with 1001, lets the
 * requests already received finish (new ones are refused with 503), and resolves once the last
 * connection is closed.
 */
export function createApiServer(options: ApiServerOptions): ApiServer {
  const {
    handlers,
    control,
    stream,
    verifyToken,
    bodyLimit = REST_LIMITS.maxBodyBytes,
    maxHeaderBytes = REST_LIMITS.maxHeaderBytes,
    basePath = REST_BASE_PATH,
    wsPath = LOCAL_STREAM_PATH,
    pingIntervalMs = 30_000,
    now = Date.now,
  } = options;
  const apis: MountedApi[] = [
    { routes: Object.values(ROUTES), handlers, basePath },
    ...(control
      ? [{ routes: Object.values(CONTROL_ROUTES), handlers: control, basePath: CONTROL_REST_BASE_PATH }]
      : []),
  ];
  // Each API's component schemas, under its own $id, for validation (ajv) and serialisation (fast-json-stringify).
  const sharedSchemas = control ? [SHARED_SCHEMAS, CONTROL_SHARED_SCHEMAS] : [SHARED_SCHEMAS];
  const logger = options.logger ?? false;
  const render = problemRenderer(options.docsBase);
  const app = Fastify({
    ...(isLogger(logger) ? { loggerInstance: logger } : { logger }),
    bodyLimit,
    http: { maxHeaderSize: maxHeaderBytes },
    // What Node's HTTP parser refuses (431, a bad Content-Length, …) never reaches Fastify: answered here.
    clientErrorHandler: clientErrorHandler(maxHeaderBytes, render),
    // Fastify's own 503 while closing is not a problem document; the onRequest hook below answers instead.
    return503OnClosing: false,
    // X-Request-Id: the client's when it is a sane token, otherwise a UUID (request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Router-level failures (a path that is not valid percent-encoding) are the client's too.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'request refused by the router');
      const why =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'has a segment longer than any path parameter of this API'
          : 'is not a valid URL path';
      const problem = problems.validationFailed([{ pointer: '/path', message: why }]);
      void sendProblem((reply as FastifyReply).header('x-request-id', request.id), problem);
    },
  });

  decorateRenderer(app, render);
  app.setValidatorCompiler(createValidatorCompiler(sharedSchemas));
  // The component schemas, once, for fast-json-stringify to resolve the response schemas' $refs.
  for (const schemas of sharedSchemas) app.addSchema(schemas);
  let closing = false;
  // The requests being answered: once none is left while closing, no connection can carry an answer
  // any more, so all are closed (a connection whose client gave up mid-request is not idle to Node,
  // and kept close() waiting for the keep-alive timeout).
  const inFlight = new Set<FastifyRequest>();
  const settled = (request: FastifyRequest): void => {
    inFlight.delete(request);
    if (!closing) return;
    if (inFlight.size === 0) app.server.closeAllConnections();
    else app.server.closeIdleConnections();
  };
  app.addHook('onRequest', (request, reply, done) => {
    inFlight.add(request);
    reply.header('x-request-id', request.id);
    // Requests arriving on open connections while the server closes are not started.
    done(closing ? problems.serviceUnavailable() : undefined);
  });
  app.setErrorHandler(restErrorHandler(bodyLimit));

  const mounted = new Map<string, string[]>();
  for (const api of apis) {
    for (const route of api.routes) {
      const path = (route.base === 'rest' ? api.basePath : '') + route.path;
      mounted.set(path, [...(mounted.get(path) ?? []), route.method]);
    }
  }
  app.setNotFoundHandler(
    notFoundHandler(
      [...mounted].map(([path, methods]) => ({ path, methods })),
      stream ? wsPath : undefined,
    ),
  );

  const mountOptions = { verifyToken, admitRequest: options.admitRequest, now, bodyLimit };
  const isTokenEndpoint = (route: RouteDefinition<string>) => route.operationId === 'createToken';
  const token = Object.values(ROUTES).find(isTokenEndpoint);
  for (const api of apis) {
    const rest = api.routes.filter((route) => route.base === 'rest' && !isTokenEndpoint(route));
    const atOrigin = api.routes.filter((route) => route.base === 'origin' && !isTokenEndpoint(route));
    if (rest.length > 0)
      void app.register(async (scope) => mountRestRoutes(scope, rest, api.handlers, mountOptions), {
        prefix: api.basePath,
      });
    if (atOrigin.length > 0)
      void app.register(async (scope) => mountRestRoutes(scope, atOrigin, api.handlers, mountOptions));
  }
  if (token) void app.register(async (scope) => mountTokenRoute(scope, token, handlers));

  const channelDeprecations = options.channelDeprecations ?? CHANNEL_DEPRECATIONS;
  const hub = stream
    ? new Hub({ handlers: stream, log: app.log, pingIntervalMs, now, render, channelDeprecations })
    : undefined;
  // How long a request may take to arrive (Node's HTTP server enforces them; 408 past either).
  app.server.headersTimeout = REST_LIMITS.headersTimeoutSeconds * 1000;
  app.server.requestTimeout = REST_LIMITS.requestTimeoutSeconds * 1000;
  app.server.on(
    'upgrade',
    upgradeListener({
      hub,
      path: wsPath,
      verifyToken,
      now,
      log: app.log,
      admit: options.admitUpgrade,
      tokenProtocol: options.tokenProtocol,
      render,
      evolveSeed: options.streamEvolveSeed,
    }),
  );
  app.server.on('connect', onConnect(render));
  app.server.on('checkExpectation', onCheckExpectation(render));
  // Draining: from close() on, new requests are refused (503, above), every answer closes its
  // connection, and a keep-alive connection that went idle after its answer is closed too (Node's
  // close() reaps the idle ones only once; one still answering kept the server open for the 72 s
  // keep-alive timeout).
  app.addHook('preClose', async () => {
    closing = true;
    await hub?.shutdown();
    if (inFlight.size === 0) app.server.closeAllConnections();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    settled(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settled(request);
    done();
  });
  const streams: StreamHub = hub ?? { connections: new Set(), closeAll: async () => {}, closeWhere: () => 0 };
  app.decorate('streams', { getter: () => streams });
  return app as unknown as ApiServer;
}
