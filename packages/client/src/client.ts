/**
 * `DapClient`: one typed method per operation (named after its operationId), typed from
 * `@dap/api-types`, adding what openapi-fetch leaves to the caller: tokens, typed errors, retries,
 * timeouts, pagination. The methods build their URLs with openapi-fetch's serializers and call `fetch`
 * directly (see core/http.ts for why); `raw` is the full openapi-fetch client, with the same tokens.
 */
import type {
  Account,
  CryptoWithdrawalRequest,
  DepositAddress,
  DepositAddressRequest,
  EmptyObject,
  Execution,
  ExecutionList,
  MonitoringAddress,
  MonitoringAddressList,
  paths,
  SandboxFiatDepositRequest,
  Transfer,
} from '@dap/api-types';
import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer, type Client } from 'openapi-fetch';
import { authMiddleware, sendAuthorized, type Auth } from './core/auth.js';
import { DapError } from './core/errors.js';
import { readResult, type Fetch } from './core/http.js';
import { redactingLogger, silentLogger, type Logger } from './core/logger.js';
import { CursorPage, PagePromise } from './core/pagination.js';
import { performRequest, type RequestContext, type RequestOptions } from './core/request.js';
import { resolveRetryOptions, type RetryOptions } from './core/retry.js';
import { TokenManager } from './core/token-manager.js';
import { OPERATIONS, operationAt, type OperationId } from './operations.js';
import type {
  ExecutionsPage,
  ListExecutionsQuery,
  ListMonitoringAddressesQuery,
  MonitoringAddressesPage,
} from './types.js';

export interface DapClientOptions {
  /** REST base, ending in the version segment: `https://api.example.com/v2`. */
  baseUrl: string;
  /** Token endpoint: `https://auth.example.com/oauth2/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Scopes to request, in one token used for every call. When omitted, each call gets a token for
   * exactly the scope its operation requires (least privilege; one cached token per scope).
   */
  scopes?: readonly string[];
  /** Bound on each attempt of a call, and on each token request. Default 30 000 ms. */
  timeoutMs?: number;
  /** Retries after a failed attempt, for calls that may be retried. Default 2. */
  maxRetries?: number;
  /** Receives method, path, status, attempt, request id and durations; never credentials. Default: silent. */
  logger?: Logger;
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

/**
 * The client's OAuth2 tokens, for other clients of the same API (the streaming WebSocket of
 * `@dap/stream-client`): they share the REST calls' token cache and its single refresh.
 */
export interface ClientTokens {
  /** A bearer token for `scope` (space-separated), from the cache or one shared token request. */
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  /** Forgets `accessToken` after a server refused it, so the next `getToken(scope)` fetches a new one. */
  invalidate(scope: string, accessToken: string): void;
}

export class DapClient {
  /**
   * Tokens for any scope of this client, e.g. `client.tokens.getToken('exchange:read_aggregated_marketdata_stream')`
   * to open the streaming WebSocket with the same credentials and token cache.
   */
  readonly tokens: ClientTokens;
  /**
   * The underlying openapi-fetch client, typed by path: `client.raw.GET('/executions', …)`. It sends
   * tokens (and refreshes them on 401) but does not retry, time out or throw typed errors.
   */
  readonly raw: Client<paths>;
  readonly #context: RequestContext;
  readonly #auth: Auth;
  readonly #fetch: Fetch;
  readonly #baseUrl: string;
  readonly #scope: (operationId: OperationId) => string;

  constructor(options: DapClientOptions) {
    for (const key of ['baseUrl', 'tokenUrl', 'clientId', 'clientSecret'] as const) {
      if (typeof options[key] !== 'string' || options[key] === '') throw new DapError(`DapClient: \`${key}\` is required`);
    }
    const maxRetries = options.maxRetries ?? 2;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new DapError('DapClient: `maxRetries` must be an integer ≥ 0');
    const timeoutMs = options.timeoutMs ?? 30_000;
    const now = options.now ?? Date.now;
    // Looked up per call, so a `globalThis.fetch` replaced later (instrumentation) is still used.
    const fetch: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    // The logger asks the token manager for the tokens to scrub, so it is wired before it exists.
    let tokens: TokenManager | undefined;
    // Without a logger nothing is printed, so nothing needs scrubbing: the hot path stays free of it.
    const logger = options.logger
      ? redactingLogger(options.logger, () => [options.clientSecret, ...(tokens?.heldTokens() ?? [])])
      : silentLogger;
    tokens = new TokenManager({
      tokenUrl: options.tokenUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      fetch,
      timeoutMs,
      now,
      logger,
    });
    this.tokens = tokens;
    const configuredScope = options.scopes ? [...new Set(options.scopes)].sort().join(' ') : undefined;
    this.#scope = (operationId) => configuredScope ?? OPERATIONS[operationId].scope;
    this.#auth = { tokens, logger };
    this.#fetch = fetch;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#context = { cancelOnTimeout: false, logger, timeoutMs, maxRetries, retry: resolveRetryOptions(options.retry), now };

    this.raw = createClient<paths>({ baseUrl: this.#baseUrl, fetch });
    const scopeFor = (method: string, schemaPath: string): string => configuredScope ?? operationAt(method, schemaPath)?.scope ?? '';
    this.raw.use(authMiddleware(this.#auth, scopeFor, fetch));
  }

  /**
   * Withdraws an asset to an external address. Retried on connection errors, 429 and 5xx only when
   * `body.ref_id` is set (the server deduplicates by it); a retry answered 409 resolves to the
   * withdrawal the earlier attempt created.
   */
  createCryptoWithdrawal(body: CryptoWithdrawalRequest, options?: RequestOptions): Promise<Transfer> {
    return this.#call('createCryptoWithdrawal', { body }, options);
  }

  /** Creates a deposit address. Retried only when `body.ref_id` is set, like `createCryptoWithdrawal`. */
  createDepositAddress(body: DepositAddressRequest, options?: RequestOptions): Promise<DepositAddress> {
    return this.#call('createDepositAddress', { body }, options);
  }

  /** Sandbox only: simulates an incoming wire deposit. Never retried (nothing deduplicates it). */
  createSandboxFiatDeposit(body: SandboxFiatDepositRequest, options?: RequestOptions): Promise<EmptyObject> {
    return this.#call('createSandboxFiatDeposit', { body }, options);
  }

  /** Monitoring addresses: await for the first page, or `for await` for every address of every page. */
  listMonitoringAddresses(
    query: ListMonitoringAddressesQuery = {},
    options?: RequestOptions,
  ): PagePromise<MonitoringAddressesPage, MonitoringAddress> {
    const fetchPage = async (pageQuery: ListMonitoringAddressesQuery): Promise<MonitoringAddressesPage> => {
      const body = await this.#call<MonitoringAddressList>('listMonitoringAddresses', { query: pageQuery }, options);
      // An empty last page may leave its list out (the spec says so): it reads as empty.
      return new CursorPage(body, body.addresses ?? [], pageQuery, fetchPage);
    };
    return new PagePromise(() => fetchPage(query));
  }

  /** Executions, newest first: await for the first page, or `for await` for every execution of every page. */
  listExecutions(query: ListExecutionsQuery = {}, options?: RequestOptions): PagePromise<ExecutionsPage, Execution> {
    const fetchPage = async (pageQuery: ListExecutionsQuery): Promise<ExecutionsPage> => {
      const body = await this.#call<ExecutionList>('listExecutions', { query: pageQuery }, options);
      return new CursorPage(body, body.items ?? [], pageQuery, fetchPage);
    };
    return new PagePromise(() => fetchPage(query));
  }

  /** One identity account by id (a UUID). */
  getAccount(id: string, options?: RequestOptions): Promise<Account> {
    return this.#call('getAccount', { path: { id } }, options);
  }

  /**
   * Sends one operation: URL and body serialised as openapi-fetch would, a bearer token for the
   * operation's scope, and the retry policy of the operation (see operations.ts).
   */
  #call<T>(operationId: OperationId, input: CallInput, options: RequestOptions | undefined): Promise<T> {
    const operation = OPERATIONS[operationId];
    const refIdGiven = operation.retry === 'with-ref-id' && hasRefId(input.body);
    const method = operation.method.toUpperCase();
    const where = { method, path: operation.path };
    const url = createFinalURL(operation.path, {
      baseUrl: this.#baseUrl,
      params: input,
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const scope = this.#scope(operationId);
    const fetch = this.#fetch;
    return performRequest<T>(
      this.#context,
      {
        ...where,
        retryable: operation.retry === 'always' || refIdGiven,
        conflictMeansCreated: refIdGiven,
        send: async (signal) => {
          const response = await sendAuthorized(this.#auth, scope, signal, where, (authorization) =>
            fetch(
              url,
              body === undefined
                ? { method, headers: { authorization }, signal: signal ?? null }
                : { method, headers: { authorization, 'content-type': 'application/json' }, body, signal: signal ?? null },
            ),
          );
          return readResult<T>(response);
        },
      },
      options,
    );
  }
}

/** The parameters and body of one call, as its typed method received them. */
interface CallInput {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: object;
}

const querySerializer = createQuerySerializer();

function hasRefId(body: object | undefined): boolean {
  const refId: unknown = body && 'ref_id' in body ? body.ref_id : undefined;
  return typeof refId === 'string' && refId !== '';
}
