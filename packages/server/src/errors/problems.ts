import type { ValidationError } from '@dap/api-types';
import { clampText, specMaxLength } from '../bounds.js';
import { problem, type ProblemError } from './problem-error.js';

const POINTER_MAX = specMaxLength('ValidationError', 'pointer');
const MESSAGE_MAX = specMaxLength('ValidationError', 'message');

/** A non-empty list: a validation problem names at least one failure. */
export type ValidationErrors = readonly [ValidationError, ...ValidationError[]];

/** Factories for every problem the API answers with. */
export const problems = {
  /** 400: the request is invalid; each failure names a JSON pointer into the request (`/body/amount`, `/query/limit`, `/path/id`). */
  validationFailed(errorsIn: ValidationErrors, detail?: string): ProblemError {
    const errors = errorsIn.map(withinBounds) as unknown as ValidationErrors;
    return problem('validation-failed', detail ?? describe(errors), { errors: [...errors] });
  },
  /** 400: the request is not readable HTTP (a bad request line, header or framing), before any operation. */
  malformedRequest(detail: string): ProblemError {
    return problem('malformed-request', detail);
  },
  /** 401: no usable bearer token (`tokenSent` false) or an invalid, expired one (`tokenSent` true). */
  unauthorized(
    tokenSent: boolean,
    detail = tokenSent ? 'The bearer token is invalid or expired.' : 'A bearer token is required.',
  ): ProblemError {
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
  /** 409 (Sandbox Control API): the transfer to complete or fail has settled already; `status` is how (sent as `meta.status`). */
  transferNotPending(transferId: string, status: string): ProblemError {
    return problem('transfer-not-pending', `Transfer ${transferId} is ${status}, not PENDING.`, { status });
  },
  /** 409 (Sandbox Control API): the tenant holds `limit` armed faults already; the fault is not armed. */
  faultLimitReached(limit: number): ProblemError {
    return problem(
      'fault-limit-reached',
      `A tenant holds at most ${limit} armed faults: clear them, or let them be taken, first.`,
    );
  },
  /** 413: the body is larger than the limit. */
  payloadTooLarge(limitBytes: number): ProblemError {
    return problem('payload-too-large', `The request body is larger than ${limitBytes} bytes.`);
  },
  /** 415: the body is not of the media type the operation takes. */
  unsupportedMediaType(expected: string, got: string | undefined): ProblemError {
    return problem('unsupported-media-type', `The request body must be ${expected}${got ? `, not ${got}` : ''}.`);
  },
  /** 415: the body is compressed or otherwise encoded (`Content-Encoding`), which no operation takes. */
  unsupportedContentEncoding(encoding: string): ProblemError {
    return problem(
      'unsupported-media-type',
      `The request body must not be encoded (Content-Encoding ${encoding} is not supported); send it as it is.`,
    );
  },
  /** 429: too many requests; the client may retry after `retryAfterSeconds` (sent as `Retry-After`). */
  rateLimited(
    retryAfterSeconds: number,
    detail = `Too many requests; retry after ${retryAfterSeconds} seconds.`,
  ): ProblemError {
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
  /** 405: the path exists, the method does not; `allow` lists the methods it has (none for CONNECT). */
  methodNotAllowed(method: string, path: string, allow: readonly string[]): ProblemError {
    if (allow.length === 0) return problem('method-not-allowed', `${method} is not supported.`);
    return problem(
      'method-not-allowed',
      `${path} does not accept ${method}; it accepts ${allow.join(', ')}.`,
      undefined,
      { allow: allow.join(', ') },
    );
  },
  /** 408: the request did not arrive in time. */
  requestTimeout(): ProblemError {
    return problem('request-timeout', 'The request was not received in time; the connection is closed.');
  },
  /** 417: an `Expect` the server does not meet. */
  expectationFailed(expect: string): ProblemError {
    return problem('expectation-failed', `Expect: ${expect} is not supported; only 100-continue is.`);
  },
  /** 426: a plain HTTP request to the WebSocket endpoint. */
  upgradeRequired(path: string): ProblemError {
    return problem(
      'upgrade-required',
      `${path} is the WebSocket endpoint; open it with a WebSocket upgrade.`,
      undefined,
      { upgrade: 'websocket' },
    );
  },
  /** 431: the request line and headers are over the limit. */
  headersTooLarge(limitBytes: number): ProblemError {
    return problem('headers-too-large', `The request line and headers are larger than ${limitBytes} bytes.`);
  },
  /** 503: the server is shutting down; `Retry-After` says when to try again (elsewhere, or after the restart). */
  serviceUnavailable(retryAfterSeconds = 1): ProblemError {
    return problem(
      'service-unavailable',
      'The server is shutting down and takes no new requests; retry on a new connection.',
      undefined,
      {
        'retry-after': String(retryAfterSeconds),
        connection: 'close',
      },
    );
  },
};

/**
 * A validation error within the spec's bounds: the message cut short, and a pointer that would be
 * longer than allowed (an unknown property with a huge name) moved up to the nearest enclosing
 * value that fits, saying so.
 */
function withinBounds({ pointer, message }: ValidationError): ValidationError {
  let at = pointer;
  let note = '';
  while (Array.from(at).length > POINTER_MAX) {
    at = at.slice(0, at.lastIndexOf('/'));
    note = 'has a property whose name is too long to quote: ';
  }
  return { pointer: at, message: clampText(note + message, MESSAGE_MAX) };
}

function describe(errors: ValidationErrors): string {
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.pointer} ${first.message}${more}`;
}
