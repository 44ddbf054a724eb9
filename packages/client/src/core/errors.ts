/**
 * One error class per HTTP status family, all extending `DapError`, so callers can branch with
 * `instanceof` instead of comparing numbers. API errors carry the RFC 9457 problem fields the
 * server sent (when it sent problem+json) and the `X-Request-Id` to quote to support.
 */
import type { ProblemCode, ProblemExtras, ProblemMeta, UnknownEnumValue, ValidationError } from '@dap/api-types';
import { DapError, networkCause, parseRetryAfter, type DapErrorCode } from '@dap/core';
import type { ConflictResources } from '../generated/operations.js';

/** Base of every error this client throws: the root shared with `@dap/stream-client`, with a `code` per class. */
export { DapError };

/** Problem fields as parsed from an error body; every field is absent when the body was not a problem. */
interface ProblemFields {
  type?: string;
  title?: string;
  detail?: string;
  instance?: string;
  meta?: Record<string, unknown>;
}

/** The server answered with a non-2xx status, or the request never got an answer (subclasses). */
export class APIError extends DapError {
  override name = 'APIError';
  override readonly code: DapErrorCode = 'api_error';
  /** HTTP status; `undefined` when no response arrived (connection errors, aborts). */
  declare readonly status: number | undefined;
  /** `X-Request-Id` of the response, when the server set it. */
  declare readonly requestId: string | undefined;
  /** Problem type URI (RFC 9457): the API docs page that explains the problem, `…/problems/<code>` (e.g. `…/problems/insufficient-funds`). */
  declare readonly type: string | undefined;
  declare readonly title: string | undefined;
  declare readonly detail: string | undefined;
  declare readonly instance: string | undefined;
  /**
   * The problem's code, the last segment of `type` (`insufficient-funds`, `ref-id-conflict`, …: one of
   * `PROBLEM_TYPES`, or a code of a later version). Branch on it with `isProblem(code)`, which types `meta`.
   */
  declare readonly problemType: ProblemCode | UnknownEnumValue | undefined;
  /** Machine-readable extras of the problem (`errors`, `existing`, …); `isProblem(code)` types them. */
  declare readonly meta: ProblemExtras | undefined;
  /** The operation whose call failed (its operationId), when the error came from one. */
  declare operationId: string | undefined;
  /** The method of the request that failed (`GET`, `POST`), when the error came from one. */
  declare method: string | undefined;
  /** The URL of the request that failed, without its query string: the API's, or the token endpoint's. */
  declare url: string | undefined;
  /**
   * True when the request that failed is the token request (the OAuth2 token endpoint, `tokenUrl`),
   * not the API call itself: a `NotFoundError` then means the `tokenUrl` is wrong, not a resource missing.
   */
  declare tokenRequest: boolean;
  /** The error body as received (parsed JSON when it was JSON, else text). */
  declare readonly body: unknown;
  /** Response headers, for anything not lifted into a field. */
  declare readonly headers: Headers | undefined;

  constructor(
    status: number | undefined,
    body: unknown,
    headers: Headers | undefined,
    message?: string,
    options?: { cause?: unknown },
  ) {
    const problem = problemFields(body);
    super(message ?? describe(status, problem, body), options);
    // Assigned in the order declared above: the own properties an error shows, in a fixed order.
    this.status = status;
    this.requestId = headers?.get('x-request-id') ?? undefined;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.problemType = problemCode(problem.type);
    this.meta = problem.meta;
    this.operationId = undefined;
    this.method = undefined;
    this.url = undefined;
    this.tokenRequest = false;
    this.body = body;
    this.headers = headers;
  }

  /**
   * Whether this is a problem of the type `code` (one of `PROBLEM_TYPES`); narrows `meta` to what that
   * type carries, every field optional (a server of another version may leave one out).
   */
  isProblem<C extends ProblemCode>(code: C): this is APIProblem<C> {
    return this.problemType === code;
  }

  /** The subclass matching `status`; the body may be problem+json, other JSON, text or nothing. */
  static from(status: number, body: unknown, headers: Headers | undefined): APIError {
    const Class = STATUS_ERRORS[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new Class(status, body, headers);
  }
}

/** An `APIError` of the problem type `C`, with its `meta` typed as the spec's problem schema says. */
export type APIProblem<C extends ProblemCode> = APIError & {
  readonly problemType: C;
  readonly meta: (Partial<ProblemMeta[C]> & ProblemExtras) | undefined;
};

/** 400: the request failed validation; `errors` lists each failure as `{pointer, message}`. */
export class BadRequestError extends APIError {
  override name = 'BadRequestError';
  override readonly code = 'bad_request' as const;
  /**
   * `meta.errors` of the problem; empty when the server did not list any. An entry that lacks its
   * `pointer` or its `message` is kept with `''` for what is missing (other fields stay as sent).
   */
  get errors(): ValidationError[] {
    const errors = this.meta?.['errors'];
    return Array.isArray(errors) ? errors.flatMap(validationError) : [];
  }
}

/**
 * 401: the token is missing, invalid or expired — or the token endpoint refused the client
 * (RFC 6749 §5.2), in which case `oauthError` holds the OAuth error code and `status` may be 400.
 */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
  override readonly code = 'authentication' as const;
  /** RFC 6749 error code (`invalid_client`, `invalid_scope`, …) when the token endpoint refused. */
  declare readonly oauthError: string | undefined;

  constructor(status: number | undefined, body: unknown, headers: Headers | undefined, message?: string) {
    const oauth = oauthFields(body);
    super(
      status,
      body,
      headers,
      message ??
        (oauth
          ? `token request failed: ${oauth.error}${oauth.description ? ` (${oauth.description})` : ''}`
          : undefined),
    );
    this.oauthError = oauth?.error;
  }
}

/** 403: the token lacks the operation's scope, or a business rule refused the request (see `type`). */
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
  override readonly code = 'permission_denied' as const;
}

/** 404: a resource named by the request does not exist. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
  override readonly code = 'not_found' as const;
}

/**
 * 409: the `ref_id` was already used; `existing` is the resource created with it. `isFor(operationId)`
 * types it as that operation's resource (`Transfer`, `DepositAddress`, …).
 */
export class ConflictError<Existing extends object = Record<string, unknown>> extends APIError {
  override name = 'ConflictError';
  override readonly code = 'conflict' as const;
  /** `meta.existing`: the resource previously created with the same `ref_id`. */
  get existing(): Existing | undefined {
    const existing = this.meta?.['existing'];
    return isRecord(existing) ? (existing as Existing) : undefined;
  }

  /** Whether the conflict answers a call of `operationId`; narrows `existing` to its resource. */
  isFor<Id extends keyof ConflictResources>(operationId: Id): this is ConflictError<ConflictResources[Id]> {
    return this.operationId === operationId;
  }
}

/** 429: rate limited; `retryAfter` is the server's `Retry-After` in seconds, when it sent one. */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  override readonly code = 'rate_limited' as const;
  /** Seconds to wait before retrying (`Retry-After` as seconds, or an HTTP-date converted when received). */
  declare readonly retryAfter: number | undefined;

  constructor(status: number | undefined, body: unknown, headers: Headers | undefined, message?: string) {
    super(status, body, headers, message);
    const ms = parseRetryAfter(headers?.get('retry-after') ?? null, Date.now());
    this.retryAfter = ms === undefined ? undefined : ms / 1000;
  }
}

/** 5xx: the server failed. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
  override readonly code = 'server_error' as const;
}

/** No response arrived: DNS failure, refused or reset connection, TLS error… */
export class APIConnectionError extends APIError {
  override name = 'APIConnectionError';
  override readonly code: DapErrorCode = 'connection';
  constructor(message = 'connection error', options?: { cause?: unknown }) {
    super(undefined, undefined, undefined, message, options);
  }
}

/** No response arrived within `timeoutMs`. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  override readonly code = 'timeout' as const;
  constructor(message = 'request timed out', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The caller's `AbortSignal` fired; never retried. */
export class APIUserAbortError extends APIError {
  override name = 'APIUserAbortError';
  override readonly code = 'aborted' as const;
  constructor(message = 'request was aborted', options?: { cause?: unknown }) {
    super(undefined, undefined, undefined, message, options);
  }
}

/** The class of each status that has its own (5xx other than these: `InternalServerError`). */
const STATUS_ERRORS: Partial<Record<number, typeof APIError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/** The code of a problem type URI: its last path segment (`…/problems/insufficient-funds` → `insufficient-funds`). */
function problemCode(type: string | undefined): ProblemCode | UnknownEnumValue | undefined {
  if (type === undefined || type === 'about:blank') return undefined;
  const code = type.slice(type.lastIndexOf('/') + 1);
  return code === '' ? undefined : (code as ProblemCode | UnknownEnumValue);
}

function problemFields(body: unknown): ProblemFields {
  if (!isRecord(body)) return {};
  const fields: ProblemFields = {};
  for (const key of ['type', 'title', 'detail', 'instance'] as const) {
    const value = body[key];
    if (typeof value === 'string') fields[key] = value;
  }
  if (isRecord(body['meta'])) fields.meta = body['meta'];
  return fields;
}

function oauthFields(body: unknown): { error: string; description: string | undefined } | undefined {
  if (!isRecord(body) || typeof body['error'] !== 'string') return undefined;
  const description = body['error_description'];
  return { error: body['error'], description: typeof description === 'string' ? description : undefined };
}

function describe(status: number | undefined, problem: ProblemFields, body: unknown): string {
  const head = status === undefined ? 'request failed' : String(status);
  const text = problem.detail ?? problem.title ?? (typeof body === 'string' ? body.slice(0, 200) : undefined);
  return text ? `${head} ${text}` : `${head} status code (no problem body)`;
}

/** An entry of `meta.errors` as far as it is one: a pointer, a message, or both. */
function validationError(value: unknown): ValidationError[] {
  if (!isRecord(value)) return [];
  const { pointer, message } = value;
  if (typeof pointer !== 'string' && typeof message !== 'string') return [];
  return [
    {
      ...value,
      pointer: typeof pointer === 'string' ? pointer : '',
      message: typeof message === 'string' ? message : '',
    },
  ];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a request went: its method and its URL without the query string (ids in a query, cursors, are nobody's business). */
export interface RequestSite {
  method: string;
  url: string;
}

/** `url` without its query string and fragment (and without credentials, should it carry any). */
export function siteOf(method: string, url: string): RequestSite {
  if (!URL.canParse(url)) return { method, url: url.replace(/[?#].*$/, '') };
  const parsed = new URL(url);
  return { method, url: `${parsed.origin}${parsed.pathname}` };
}

/** Names on `error` where the request that failed went, unless it names a request already (a token request's). */
export function locate(error: DapError, site: RequestSite): void {
  if (!(error instanceof APIError) || error.url !== undefined) return;
  error.method = site.method;
  error.url = site.url;
}

/** `METHOD url: CODE address (message)`: what a request that got no answer says, naming where it went. */
export function unanswered(site: RequestSite, thrown: unknown): string {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const cause = networkCause(thrown);
  const detail =
    cause === undefined ? message : message === '' || cause.startsWith(message) ? cause : `${cause} (${message})`;
  return `${site.method} ${site.url}: ${detail}`;
}

/**
 * `error`, a failure of the token request to `site`, saying so: `tokenRequest` set, method and URL
 * named on it and in its message, whatever the failure (no answer, a 404, a 5xx, an OAuth error).
 */
export function tokenRequestFailure<E extends DapError>(error: E, site: RequestSite): E {
  if (error instanceof APIError) {
    error.tokenRequest = true;
    locate(error, site);
  }
  const head = error.message.startsWith('token request') ? error.message : `token request failed: ${error.message}`;
  error.message = head.includes(site.url) ? head : `${head} (${site.method} ${site.url})`;
  return error;
}
