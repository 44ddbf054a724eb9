/**
 * `ClientCore`: what every method of `DapClient` (and of `SandboxControlClient`) does, adding what
 * openapi-fetch leaves to the caller: tokens, typed errors, retries, timeouts, pagination. The
 * methods themselves are generated from the spec (../generated/client.ts) and only say which
 * operation to send with which input; the generated class hands the core its operation table.
 * Calls build their URLs with openapi-fetch's serializers and call `fetch` directly (see http.ts for
 * why); `raw` is the full openapi-fetch client, with the same tokens.
 */
import type { paths } from '@dap/api-types';
import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer, type Client } from 'openapi-fetch';
import { APIPromise, type WithResponse } from './api-promise.js';
import { authMiddleware, sendAuthorized, type Auth } from './auth.js';
import { DapError } from './errors.js';
import { readResult, type Fetch } from './http.js';
import { matchesRequest } from './idempotency.js';
import { resolveLogger } from '@dap/core';
import { REST_BASE_PATH } from '../generated/operations.js';
import { deprecationWarnings } from './deprecation.js';
import { redactingLogger, silentLogger, type Logger, type LogLevel } from './logger.js';
import { operationAt, type OperationTable } from './operation.js';
import { CursorPage, PagePromise, type CursorBody, type CursorQuery } from './pagination.js';
import { performRequest, type Call, type RequestContext, type RequestOptions } from './request.js';
import { resolveRetryOptions, type RetryOptions } from './retry.js';
import { providedTokens, type AccessTokenOption, type ProvidedTokens } from './provided-token.js';
import { TokenManager } from './token-manager.js';

/** What every client takes, whichever credentials it is given. */
export interface DapClientBaseOptions {
  /**
   * REST base, ending in the version segment: one of the spec's `servers` (`REST_BASE_PATH`, `/v2`).
   * The Sandbox Control API's operations are called at its origin, so the same options serve
   * `SandboxControlClient`.
   */
  baseUrl: string;
  /** Bound on each attempt of a call, and on each token request. Default 30 000 ms. */
  timeoutMs?: number;
  /** Retries after a failed attempt, for calls that may be retried. Default 2. */
  maxRetries?: number;
  /**
   * Receives method, path, status, attempt, request id and durations, and a warning the first time
   * an operation's answer says it is deprecated (its sunset and docs link); never credentials. Default:
   * `console` when a level is set (`logLevel`, or the `DAP_LOG` environment variable), else silent.
   */
  logger?: Logger;
  /**
   * The lowest level logged: `debug` (each attempt and token response), `info` (a token refreshed
   * after a 401, an existing resource returned for a `ref_id`), `warn` (retries, failed calls),
   * `error`, or `off`. Default: the `DAP_LOG` environment variable (`DAP_LOG=debug`), else every
   * line for a `logger` given and nothing without one.
   */
  logLevel?: LogLevel;
  /**
   * Replaces `globalThis.fetch` for API and token requests (proxies, instrumentation, tests). It is
   * called like `fetch` itself: `(url, init)` by the typed methods and the token manager, `(request)`
   * by `raw`.
   */
  fetch?: Fetch;
  /** Backoff tuning, and the random source and sleep used between retries (inject them in tests). */
  retry?: RetryOptions;
  /** Clock for token expiry and `Retry-After` dates. Default `Date.now`. */
  now?: () => number;
}

/** OAuth2 client credentials: the client requests its own tokens from `tokenUrl`, and renews them. */
export interface ClientCredentialsOptions {
  /** Token endpoint: the spec's OAuth2 `tokenUrl` for the environment. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Scopes to request, in one token used for every call. When omitted, each call gets a token for
   * exactly the scope its operation requires (least privilege; one cached token per scope).
   */
  scopes?: readonly string[];
  accessToken?: never;
}

/** A token from elsewhere (a vault, a gateway): the client requests none itself. */
export interface AccessTokenOptions {
  /**
   * The bearer token sent with every call, or a function giving one: called whenever a call needs a
   * token (so it may return a cached one), and again when the API answers 401 (the call is then sent
   * once more with what it returns). The token must carry the scopes of the operations called.
   */
  accessToken: AccessTokenOption;
  tokenUrl?: never;
  clientId?: never;
  clientSecret?: never;
  scopes?: never;
}

/** A client's options: the base URL and tuning, with client credentials or an access token. */
export type DapClientOptions = DapClientBaseOptions & (ClientCredentialsOptions | AccessTokenOptions);

/**
 * The client's OAuth2 tokens, for other clients of the same API (the streaming WebSocket of
 * `@dap/stream-client`): they share the REST calls' token cache and its single refresh.
 */
export interface ClientTokens {
  /** A bearer token for `scope` (space-separated), from the cache or one shared token request. */
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  /** Forgets `accessToken` after a server refused it, so the next `getToken(scope)` fetches a new one. */
  invalidate(scope: string, accessToken: string): void;
  /**
   * When `accessToken`, the token last handed out for `scope`, expires (epoch ms by the client's
   * `now`); `undefined` once another has replaced it, or when the token response had no `expires_in`.
   * The stream client reads it to move to a new connection before the token expires.
   */
  expiresAt(scope: string, accessToken: string): number | undefined;
}

/**
 * The core of a generated client: `Operations` is its operation table, `Paths` the openapi-typescript
 * `paths` its `raw` client is typed with (by default the platform API's).
 */
export class ClientCore<Operations extends OperationTable = OperationTable, Paths extends object = paths> {
  /**
   * Tokens for any scope of this client, e.g. `client.tokens.getToken(STREAM_SCOPE)` (from
   * `@dap/stream-models`) to open the streaming WebSocket with the same credentials and token cache.
   */
  readonly tokens: ClientTokens;
  /**
   * The underlying openapi-fetch client, typed by the spec's paths (`client.raw.GET(path, …)`). It sends
   * tokens (and refreshes them on 401) but does not retry, time out or throw typed errors.
   */
  readonly raw: Client<Paths>;
  readonly #context: RequestContext;
  readonly #auth: Auth;
  readonly #fetch: Fetch;
  readonly #baseUrl: string;
  readonly #origin: string;
  readonly #operations: Operations;
  readonly #scope: (operationId: keyof Operations & string) => string;
  /** `REST_BASE_PATH` when `baseUrl` does not end with it (a 404 then hints at it); else undefined. */
  readonly #missingBasePath: string | undefined;

  /** `operations`: the table of the API it calls, which the generated subclass passes. */
  constructor(options: DapClientOptions, operations: Operations = {} as Operations) {
    if (typeof options.baseUrl !== 'string' || options.baseUrl === '')
      throw new DapError('DapClient: `baseUrl` is required');
    const credentials = credentialsOf(options);
    const maxRetries = options.maxRetries ?? 2;
    if (!Number.isInteger(maxRetries) || maxRetries < 0)
      throw new DapError('DapClient: `maxRetries` must be an integer ≥ 0');
    const timeoutMs = options.timeoutMs ?? 30_000;
    const now = options.now ?? Date.now;
    // Looked up per call, so a `globalThis.fetch` replaced later (instrumentation) is still used.
    const fetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    // The logger asks the token manager for the tokens to scrub, so it is wired before it exists.
    let tokens: TokenManager | ProvidedTokens | undefined;
    let logging: ReturnType<typeof resolveLogger>;
    try {
      logging = resolveLogger(options);
    } catch (error) {
      throw new DapError(`DapClient: ${(error as Error).message}`);
    }
    const secret = 'clientSecret' in credentials ? credentials.clientSecret : '';
    // Without a logger nothing is printed, so nothing needs scrubbing: the hot path stays free of it.
    const logger = logging
      ? redactingLogger(logging.logger, () => [secret, ...(tokens?.heldTokens() ?? [])])
      : silentLogger;
    tokens =
      'accessToken' in credentials
        ? providedTokens(credentials.accessToken)
        : new TokenManager({ ...credentials, fetch, timeoutMs, now, logger });
    this.tokens = tokens;
    const configuredScope = options.scopes ? [...new Set(options.scopes)].sort().join(' ') : undefined;
    this.#operations = operations;
    this.#scope = (operationId) => configuredScope ?? operations[operationId]?.scope ?? '';
    this.#auth = { tokens, logger };
    this.#fetch = fetch;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    const basePath = new URL(this.#baseUrl, 'http://base.invalid').pathname.replace(/\/+$/, '');
    const spec: string = REST_BASE_PATH;
    this.#missingBasePath = spec !== '' && !basePath.endsWith(spec) ? spec : undefined;
    this.#origin = URL.canParse(this.#baseUrl) ? new URL(this.#baseUrl).origin : this.#baseUrl;
    this.#context = {
      logger,
      deprecations: deprecationWarnings(logger),
      timeoutMs,
      maxRetries,
      retry: resolveRetryOptions(options.retry),
      now,
    };

    // An API served at the origin (every operation `origin`: the Sandbox Control API) is raw-called there too.
    const atOrigin =
      Object.values(operations).length > 0 && Object.values(operations).every((op) => op.base === 'origin');
    this.raw = createClient<Paths>({ baseUrl: atOrigin ? this.#origin : this.#baseUrl, fetch });
    const scopeFor = (method: string, schemaPath: string): string =>
      configuredScope ?? operationAt(operations, method, schemaPath)?.scope ?? '';
    this.raw.use(authMiddleware(this.#auth, scopeFor, fetch));
  }

  /**
   * Sends one operation: URL and body serialised as openapi-fetch would, a bearer token for the
   * operation's scope, and the retry policy of the operation (see operation.ts).
   */
  protected request<T>(
    operationId: keyof Operations & string,
    input: CallInput,
    options?: RequestOptions,
  ): APIPromise<T> {
    return new APIPromise(this.#send<T>(operationId, input, options));
  }

  /**
   * Sends a list operation as pages: await the result for the first page, or `for await` it for
   * every item of every page. An empty last page may leave its list out (the spec says so): it
   * reads as empty.
   */
  protected paginate<Item, Body extends CursorBody, Query extends CursorQuery>(
    operationId: keyof Operations & string,
    itemsKey: string,
    query: Query,
    options?: RequestOptions,
  ): PagePromise<CursorPage<Item, Body, Query>, Item> {
    const fetchPage = async (pageQuery: Query): Promise<CursorPage<Item, Body, Query>> => {
      const { data, response, requestId } = await this.#send<Body>(operationId, { query: pageQuery }, options);
      const items = (data as Record<string, unknown>)[itemsKey];
      return new CursorPage(data, Array.isArray(items) ? (items as Item[]) : [], pageQuery, fetchPage, {
        response,
        requestId,
      });
    };
    return new PagePromise(() => fetchPage(query));
  }

  #send<T>(
    operationId: keyof Operations & string,
    input: CallInput,
    options: RequestOptions | undefined,
  ): Promise<WithResponse<T>> {
    const operation = this.#operations[operationId];
    if (operation === undefined) return Promise.reject(new DapError(`DapClient: no operation ${operationId}`));
    const refIdGiven = operation.retry === 'with-ref-id' && hasRefId(input.body);
    const method = operation.method.toUpperCase();
    const rest = operation.base !== 'origin';
    const url = createFinalURL(operation.path, {
      baseUrl: rest ? this.#baseUrl : this.#origin,
      // openapi-fetch's serializers read the query as a record of parameters.
      params: input as { path?: Record<string, string>; query?: Record<string, unknown> },
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const scope = this.#scope(operationId);
    const fetch = this.#fetch;
    const auth = this.#auth;
    const call: Call<T> = {
      operationId,
      method,
      path: operation.path,
      url,
      missingBasePath: rest ? this.#missingBasePath : undefined,
      retryable: operation.retry === 'always' || refIdGiven,
      conflictMeansCreated: refIdGiven,
      matchesExisting:
        refIdGiven && options?.acceptExisting ? (existing) => matchesRequest(input.body, existing) : undefined,
      send: (signal) =>
        sendAuthorized(auth, scope, signal, call, (authorization) =>
          fetch(
            url,
            body === undefined
              ? { method, headers: { authorization }, signal: signal ?? null }
              : {
                  method,
                  headers: { authorization, 'content-type': 'application/json' },
                  body,
                  signal: signal ?? null,
                },
          ),
        ).then(readResult<T>),
    };
    return performRequest<T>(this.#context, call, options);
  }
}

/** The parameters and body of one call, as its typed method received them. */
export interface CallInput {
  path?: Record<string, string>;
  query?: object;
  /** Undefined, or absent, when the operation's body is optional and left out: nothing is sent. */
  body?: object | undefined;
}

const querySerializer = createQuerySerializer();

function hasRefId(body: object | undefined): boolean {
  const refId: unknown = body && 'ref_id' in body ? body.ref_id : undefined;
  return typeof refId === 'string' && refId !== '';
}

/** The credentials of `options`: client credentials or an access token, one or the other (throws otherwise). */
function credentialsOf(options: DapClientOptions): ClientCredentialsOptions | AccessTokenOptions {
  const { accessToken, tokenUrl, clientId, clientSecret, scopes } = options as Partial<ClientCredentialsOptions> & {
    accessToken?: AccessTokenOption;
  };
  const ok = (value: unknown) => typeof value === 'string' && value !== '';
  if (accessToken !== undefined && clientId === undefined && clientSecret === undefined && tokenUrl === undefined) {
    if (ok(accessToken) || typeof accessToken === 'function') return { accessToken };
  } else if (accessToken === undefined && ok(tokenUrl) && ok(clientId) && ok(clientSecret)) {
    return { tokenUrl: tokenUrl!, clientId: clientId!, clientSecret: clientSecret!, ...(scopes ? { scopes } : {}) };
  }
  throw new DapError(
    'DapClient: give `tokenUrl`, `clientId` and `clientSecret`, or `accessToken` (a token or a function)',
  );
}
