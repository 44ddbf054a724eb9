import { PROBLEM_TYPES, type Problem, type ProblemCode as SpecProblemCode, type ValidationError } from '@dap/api-types';

/**
 * The one catalogue of REST problems (RFC 9457): the types the spec lists in the `x-problem-types`
 * of its `Problem` schema, generated with their type URIs (the docs pages that explain them),
 * statuses and titles; `internal-error` (500) included. Handlers throw `ProblemError`s made here;
 * clients branch on `type`, so the codes and URIs never change.
 */
export type ProblemCode = SpecProblemCode;

/** A problem document as this server sends it. */
export type ProblemDocument = Problem & { detail: string };

/** Every problem type by code: its URI, status and the title sent with every occurrence. */
export const PROBLEM_CATALOGUE: Readonly<Record<ProblemCode, { readonly type: string; readonly status: number; readonly title: string }>> = PROBLEM_TYPES;

/** An error response: throw it from a handler and the server answers with its status, headers and document. */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  readonly status: number;
  /** The catalogue code (`not-found`), or undefined for an `about:blank` problem. */
  readonly code: ProblemCode | undefined;
  readonly problem: ProblemDocument;
  /** Response headers that belong to the problem (`WWW-Authenticate`, `Retry-After`, `Allow`). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(problem: ProblemDocument, headers: Readonly<Record<string, string>> = {}) {
    super(problem.detail);
    this.status = problem.status;
    this.problem = problem;
    this.headers = headers;
    this.code = (Object.keys(PROBLEM_CATALOGUE) as ProblemCode[]).find((code) => PROBLEM_CATALOGUE[code].type === problem.type);
  }
}

/** A problem of a catalogue type. */
export function problem(code: ProblemCode, detail: string, meta?: Record<string, unknown>, headers?: Readonly<Record<string, string>>): ProblemError {
  const { type, status, title } = PROBLEM_CATALOGUE[code];
  return new ProblemError({ type, title, status, detail, ...(meta ? { meta } : {}) }, headers);
}

/** A problem with no type of its own (`about:blank`, RFC 9457 §4.2.1): the status says it all. */
export function statusProblem(status: number, title: string, detail: string, headers?: Readonly<Record<string, string>>): ProblemError {
  return new ProblemError({ type: 'about:blank', title, status, detail }, headers);
}

/** A non-empty list: a validation problem names at least one failure. */
export type ValidationErrors = readonly [ValidationError, ...ValidationError[]];

/** Factories for every problem the API answers with. */
export const problems = {
  /** 400: the request is invalid; each failure names a JSON pointer into the request (`/body/amount`, `/query/limit`, `/path/id`). */
  validationFailed(errors: ValidationErrors, detail = describe(errors)): ProblemError {
    return problem('validation-failed', detail, { errors: [...errors] });
  },
  /** 401: no usable bearer token (`tokenSent` false) or an invalid, expired one (`tokenSent` true). */
  unauthorized(tokenSent: boolean, detail = tokenSent ? 'The bearer token is invalid or expired.' : 'A bearer token is required.'): ProblemError {
    const challenge = tokenSent ? 'Bearer realm="dap", error="invalid_token"' : 'Bearer realm="dap"';
    return problem('unauthorized', detail, undefined, { 'www-authenticate': challenge });
  },
  /** 403: the token lacks the scope the operation requires. */
  insufficientScope(scope: string): ProblemError {
    return problem('insufficient-scope', `The token does not carry the scope ${scope}.`, undefined, {
      'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
    });
  },
  /** 403: business rejection, the balance cannot cover the withdrawal. */
  insufficientFunds(detail: string): ProblemError {
    return problem('insufficient-funds', detail);
  },
  /** 404: a resource the request names does not exist. */
  notFound(detail: string): ProblemError {
    return problem('not-found', detail);
  },
  /** 409: the `ref_id` was used before; `existing` is the resource created then, sent as `meta.existing`. */
  refIdConflict(existing: object, detail = 'The ref_id was already used; nothing was created.'): ProblemError {
    return problem('ref-id-conflict', detail, { existing });
  },
  /** 413: the body is larger than the limit. */
  payloadTooLarge(limitBytes: number): ProblemError {
    return problem('payload-too-large', `The request body is larger than ${limitBytes} bytes.`);
  },
  /** 415: the body is not of the media type the operation takes. */
  unsupportedMediaType(expected: string, got: string | undefined): ProblemError {
    return problem('unsupported-media-type', `The request body must be ${expected}${got ? `, not ${got}` : ''}.`);
  },
  /** 429: too many requests; the client may retry after `retryAfterSeconds` (sent as `Retry-After`). */
  rateLimited(retryAfterSeconds: number, detail = `Too many requests; retry after ${retryAfterSeconds} seconds.`): ProblemError {
    const seconds = Math.max(0, Math.ceil(retryAfterSeconds));
    return problem('rate-limited', detail, undefined, { 'retry-after': String(seconds) });
  },
  /** 500: something failed on our side; the detail never says what (the log does). */
  internalError(detail = 'An unexpected error occurred; quote the X-Request-Id when reporting it.'): ProblemError {
    return problem('internal-error', detail);
  },
  /** 404 for a path no operation has. */
  noRoute(method: string, path: string): ProblemError {
    return problem('not-found', `No operation at ${method} ${path}.`);
  },
  /** 405: the path exists, the method does not; `allow` lists the methods it has. */
  methodNotAllowed(method: string, path: string, allow: readonly string[]): ProblemError {
    return statusProblem(405, 'Method not allowed', `${path} does not accept ${method}; it accepts ${allow.join(', ')}.`, { allow: allow.join(', ') });
  },
};

function describe(errors: ValidationErrors): string {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.pointer} ${first.message}${more}`;
}
