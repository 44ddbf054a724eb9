/**
 * The loop every typed method runs: send one attempt under its own timeout, turn the outcome into the
 * success body or a typed error, and decide whether to try again. Logging of method, path, status,
 * attempt, request id and duration happens here, once per attempt.
 */
import { startAttempt, type Attempt } from './abort.js';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ConflictError,
  DapError,
  locate,
  NotFoundError,
  RateLimitError,
  siteOf,
  unanswered,
  type RequestSite,
} from './errors.js';
import type { WithResponse } from './api-promise.js';
import type { RawResult } from './http.js';
import type { deprecationWarnings } from './deprecation.js';
import { silentLogger, type Logger } from './logger.js';
import { isRetryableError, retryDelay, type ResolvedRetryOptions } from './retry.js';

/** Options every method accepts as its last argument. */
export interface RequestOptions {
  /** Cancels the call, including any wait between retries; the call rejects with APIUserAbortError. */
  signal?: AbortSignal;
  /** Bound on each attempt (not on the whole call with its retries); overrides the client's. */
  timeoutMs?: number;
  /** Retries after the first attempt, for calls that may be retried; overrides the client's. */
  maxRetries?: number;
  /**
   * For a create with a `ref_id`: a 409 whose existing resource matches this request (every field of
   * the request that the resource has, equal; amounts compared as decimals) resolves to that
   * resource instead of throwing `ConflictError`. Makes a create safe to repeat across process
   * restarts; a 409 for a different resource under the same `ref_id` still throws.
   */
  acceptExisting?: boolean;
}

export interface RequestContext {
  logger: Logger;
  /** Warns once per operation whose answers say it is deprecated. */
  deprecations: ReturnType<typeof deprecationWarnings>;
  timeoutMs: number;
  maxRetries: number;
  retry: ResolvedRetryOptions;
  now: () => number;
}

export interface Call<T> {
  /** The operation sent, named on the errors it throws. */
  operationId: string;
  /** Upper case, as sent. */
  method: string;
  /** The templated path, logged instead of the concrete one (ids in paths are nobody's business). */
  path: string;
  /**
   * The URL it is sent to, query included. Errors name it without its query (`siteOf`), worked out
   * only when one is thrown: nothing of it runs on a call that succeeds.
   */
  url: string;
  /**
   * The API's base path (`/v2`, from the spec) when the configured `baseUrl` does not end with it: a
   * 404 then asks whether the `baseUrl` is missing it.
   */
  missingBasePath: string | undefined;
  /** Whether this call may be sent again at all (see RetryPolicy). */
  retryable: boolean;
  /**
   * Creates deduplicated by `ref_id`: a 409 answering a repeat after an attempt whose outcome is
   * unknown means that attempt did create the resource, so the existing one is the result.
   */
  conflictMeansCreated: boolean;
  /** With `acceptExisting`: whether a 409's existing resource is what this call asked for. */
  matchesExisting: ((existing: unknown) => boolean) | undefined;
  send(signal: AbortSignal | undefined): Promise<RawResult<T>>;
}

export async function performRequest<T>(
  ctx: RequestContext,
  call: Call<T>,
  options: RequestOptions = {},
): Promise<WithResponse<T>> {
  const { logger, now } = ctx;
  // Per-attempt debug lines cost objects: without a logger they are not even built.
  const trace = logger === silentLogger ? undefined : logger;
  const maxRetries = call.retryable ? (options.maxRetries ?? ctx.maxRetries) : 0;
  const timeoutMs = options.timeoutMs ?? ctx.timeoutMs;
  const userSignal = options.signal;
  const where = { method: call.method, path: call.path };
  // Set once an attempt failed in a way that leaves open whether the server acted on it
  // (no response, a timeout, a 5xx). A 429 is not one: the server refused without acting.
  let outcomeUnknown = false;

  for (let attempt = 1; ; attempt++) {
    if (userSignal?.aborted) throw named(new APIUserAbortError(undefined, { cause: userSignal.reason }), call);
    const current = startAttempt(userSignal, timeoutMs);
    const started = now();
    trace?.debug('request', { ...where, attempt });
    let error: DapError;
    let answered: Response | undefined;
    try {
      const { data, error: body, response } = await current.race(call.send(current.signal));
      const requestId = response.headers.get('x-request-id') ?? undefined;
      ctx.deprecations(call, response.headers);
      trace?.debug('response', { ...where, status: response.status, attempt, requestId, durationMs: now() - started });
      if (response.ok) return { data: data as T, response, requestId };
      answered = response;
      error = APIError.from(response.status, body, response.headers);
      if (error instanceof NotFoundError && call.missingBasePath !== undefined)
        error.message += ` (${call.method} ${siteOf(call.method, call.url).url}: is the baseUrl missing ${call.missingBasePath}?)`;
    } catch (thrown) {
      error = asClientError(thrown, current, userSignal, timeoutMs, siteOf(call.method, call.url));
      trace?.debug('no response', { ...where, attempt, error: error.name, durationMs: now() - started });
    } finally {
      current.dispose();
    }

    if (error instanceof ConflictError && answered && error.existing !== undefined) {
      // A repeat after an attempt whose outcome is unknown: that attempt created the resource.
      const createdEarlier = call.conflictMeansCreated && attempt > 1 && outcomeUnknown;
      // Opted in: an earlier call (another process, before a restart) created what this one asks for.
      const matches = call.matchesExisting?.(error.existing) === true;
      if (createdEarlier || matches) {
        logger.info(
          createdEarlier
            ? 'ref_id already used by an earlier attempt of this call: returning the existing resource'
            : 'ref_id already used for this same request: returning the existing resource',
          {
            ...where,
            attempt,
            requestId: error.requestId,
          },
        );
        return { data: error.existing as T, response: answered, requestId: error.requestId };
      }
    }
    const delayMs =
      attempt <= maxRetries && isRetryableError(error) ? retryDelay(error, attempt, ctx.retry, now()) : undefined;
    if (delayMs === undefined) {
      logger.warn('request failed', { ...where, ...describeError(error), attempt });
      throw named(error, call);
    }
    if (!(error instanceof RateLimitError)) outcomeUnknown = true;
    logger.warn('retrying', { ...where, ...describeError(error), attempt, delayMs });
    try {
      await ctx.retry.sleep(delayMs, userSignal);
    } catch (thrown) {
      throw named(new APIUserAbortError(undefined, { cause: thrown }), call);
    }
  }
}

/** The error, naming the operation whose call it ends. */
function named(error: DapError, call: Call<unknown>): DapError {
  if (error instanceof APIError) error.operationId = call.operationId;
  locate(error, siteOf(call.method, call.url));
  return error;
}

function describeError(error: DapError): Record<string, unknown> {
  return error instanceof APIError
    ? { status: error.status, requestId: error.requestId, error: error.name, message: error.message }
    : { error: error.name, message: error.message };
}

/** A rejection of the attempt as one of the client's errors: user abort, timeout, or no connection (saying where it went). */
function asClientError(
  thrown: unknown,
  attempt: Attempt,
  userSignal: AbortSignal | undefined,
  timeoutMs: number,
  site: RequestSite,
): DapError {
  if (userSignal?.aborted) return new APIUserAbortError(undefined, { cause: thrown });
  if (attempt.timedOut())
    return new APIConnectionTimeoutError(`no response within ${timeoutMs} ms: ${site.method} ${site.url}`, {
      cause: thrown,
    });
  if (thrown instanceof DapError) return thrown;
  // A 2xx whose body is not JSON: the server's fault, and sending again will not fix it.
  if (thrown instanceof SyntaxError)
    return new DapError(`response body is not valid JSON: ${thrown.message}`, { cause: thrown });
  // Node's fetch says "fetch failed" and keeps the useful part (ECONNREFUSED 127.0.0.1:9999) in its cause chain.
  return new APIConnectionError(`connection error: ${unanswered(site, thrown)}`, { cause: thrown });
}
