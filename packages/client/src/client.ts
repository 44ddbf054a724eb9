/**
 * `DapClient`: one typed method per operation (named after its operationId) on top of an openapi-fetch
 * client typed from `@dap/api-types`. The methods add what openapi-fetch leaves to the caller:
 * typed errors, retries, timeouts, pagination. Authentication lives in middleware, so `raw` has it too.
 */
import type {
  Account,
  CryptoWithdrawalRequest,
  DepositAddress,
  DepositAddressRequest,
  EmptyObject,
  Execution,
  MonitoringAddress,
  paths,
  SandboxFiatDepositRequest,
  Transfer,
} from '@dap/api-types';
import createClient, { type Client } from 'openapi-fetch';
import { authMiddleware } from './core/auth-middleware.js';
import { DapError } from './core/errors.js';
import { redactingLogger, silentLogger, type Logger } from './core/logger.js';
import { CursorPage, PagePromise } from './core/pagination.js';
import { performRequest, type RawResult, type RequestContext, type RequestOptions } from './core/request.js';
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
  /** Replaces `globalThis.fetch` for API and token requests (proxies, instrumentation, tests). */
  fetch?: (request: Request) => Promise<Response>;
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

  constructor(options: DapClientOptions) {
    for (const key of ['baseUrl', 'tokenUrl', 'clientId', 'clientSecret'] as const) {
      if (typeof options[key] !== 'string' || options[key] === '') throw new DapError(`DapClient: \`${key}\` is required`);
    }
    const maxRetries = options.maxRetries ?? 2;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new DapError('DapClient: `maxRetries` must be an integer ≥ 0');
    const timeoutMs = options.timeoutMs ?? 30_000;
    const now = options.now ?? Date.now;
    const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
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
    const scopeFor = (method: string, schemaPath: string): string =>
      configuredScope ?? operationAt(method, schemaPath)?.scope ?? '';

    this.raw = createClient<paths>({ baseUrl: options.baseUrl, fetch });
    this.raw.use(authMiddleware({ tokens, scopeFor, fetch, logger }));
    this.#context = { logger, timeoutMs, maxRetries, retry: resolveRetryOptions(options.retry), now };
  }

  /**
   * Withdraws an asset to an external address. Retried on connection errors, 429 and 5xx only when
   * `body.ref_id` is set (the server deduplicates by it); a retry answered 409 resolves to the
   * withdrawal the earlier attempt created.
   */
  createCryptoWithdrawal(body: CryptoWithdrawalRequest, options?: RequestOptions): Promise<Transfer> {
    return this.#call('createCryptoWithdrawal', options, hasRefId(body), (signal) =>
      this.raw.POST('/transfer/crypto-withdrawals', { body, signal }),
    );
  }

  /** Creates a deposit address. Retried only when `body.ref_id` is set, like `createCryptoWithdrawal`. */
  createDepositAddress(body: DepositAddressRequest, options?: RequestOptions): Promise<DepositAddress> {
    return this.#call('createDepositAddress', options, hasRefId(body), (signal) =>
      this.raw.POST('/transfer/deposit-addresses', { body, signal }),
    );
  }

  /** Sandbox only: simulates an incoming wire deposit. Never retried (nothing deduplicates it). */
  createSandboxFiatDeposit(body: SandboxFiatDepositRequest, options?: RequestOptions): Promise<EmptyObject> {
    return this.#call('createSandboxFiatDeposit', options, false, (signal) =>
      this.raw.POST('/sandbox/fiat-deposits', { body, signal }),
    );
  }

  /** Monitoring addresses: await for the first page, or `for await` for every address of every page. */
  listMonitoringAddresses(
    query: ListMonitoringAddressesQuery = {},
    options?: RequestOptions,
  ): PagePromise<MonitoringAddressesPage, MonitoringAddress> {
    const fetchPage = async (pageQuery: ListMonitoringAddressesQuery): Promise<MonitoringAddressesPage> => {
      const body = await this.#call('listMonitoringAddresses', options, false, (signal) =>
        this.raw.GET('/rewards/monitor/address', { params: { query: pageQuery }, signal }),
      );
      return new CursorPage(body, body.addresses, pageQuery, fetchPage);
    };
    return new PagePromise(() => fetchPage(query));
  }

  /** Executions, newest first: await for the first page, or `for await` for every execution of every page. */
  listExecutions(query: ListExecutionsQuery = {}, options?: RequestOptions): PagePromise<ExecutionsPage, Execution> {
    const fetchPage = async (pageQuery: ListExecutionsQuery): Promise<ExecutionsPage> => {
      const body = await this.#call('listExecutions', options, false, (signal) =>
        this.raw.GET('/executions', { params: { query: pageQuery }, signal }),
      );
      return new CursorPage(body, body.items, pageQuery, fetchPage);
    };
    return new PagePromise(() => fetchPage(query));
  }

  /** One identity account by id (a UUID). */
  getAccount(id: string, options?: RequestOptions): Promise<Account> {
    return this.#call('getAccount', options, false, (signal) =>
      this.raw.GET('/identity/accounts/{id}', { params: { path: { id } }, signal }),
    );
  }

  #call<T>(
    operationId: OperationId,
    options: RequestOptions | undefined,
    refIdGiven: boolean,
    send: (signal: AbortSignal) => Promise<RawResult<T>>,
  ): Promise<T> {
    const operation = OPERATIONS[operationId];
    const retryable = operation.retry === 'always' || (operation.retry === 'with-ref-id' && refIdGiven);
    return performRequest(
      this.#context,
      {
        method: operation.method,
        path: operation.path,
        retryable,
        conflictMeansCreated: operation.retry === 'with-ref-id' && refIdGiven,
        send,
      },
      options,
    );
  }
}

function hasRefId(body: { ref_id?: string }): boolean {
  return typeof body.ref_id === 'string' && body.ref_id !== '';
}
