import type { ValidationError } from '@dap/api-types';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problem, ProblemError, type ProblemCode } from './problem-error.js';
import { problems } from './problems.js';
import { sendProblem } from './send-problem.js';
import { PART_OF, toValidationErrors } from '../validation/validation-errors.js';

/** A Fastify error as the error handler receives it: ours, a validation failure, or a body parser's. */
type ThrownError = Partial<FastifyError> & { validation?: ErrorObject[]; validationContext?: string };

/**
 * What the client is told about an error: the problem it stands for, or undefined for an error of
 * ours (answered 500, and logged by the caller). Bad input never becomes a 5xx.
 */
export function problemOf(
  error: unknown,
  request: FastifyRequest,
  bodyLimit: number,
  expectedMediaType = 'application/json',
): ProblemError | undefined {
  if (error instanceof ProblemError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as ThrownError;
  if (e.validation) {
    const part = PART_OF[e.validationContext ?? 'body'] ?? 'body';
    const missingBody = part === 'body' && request.body === undefined;
    const errors: ValidationError[] = missingBody
      ? [{ pointer: '/body', message: `is required: send a ${expectedMediaType} body` }]
      : toValidationErrors(part, e.validation);
    const [first, ...rest] = errors;
    return problems.validationFailed(first ? [first, ...rest] : [{ pointer: `/${part}`, message: 'is invalid' }]);
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problems.payloadTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problems.unsupportedMediaType(expectedMediaType, request.headers['content-type']);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problems.validationFailed([
        { pointer: '/header/content-length', message: 'does not match the length of the body' },
      ]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problems.validationFailed([{ pointer: '/body', message: 'is empty but Content-Type says JSON' }]);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problems.validationFailed([{ pointer: '/body', message: 'is not valid JSON' }]);
    default:
  }
  // secure-json-parse's refusals (`__proto__` keys) and any other 4xx a parser raises are the client's.
  const status = e.statusCode;
  if (e instanceof SyntaxError || (status === 400 && e.code === undefined)) {
    return problems.validationFailed([{ pointer: '/body', message: 'is not valid JSON' }]);
  }
  if (typeof status === 'number' && status >= 400 && status < 500) return problemOfStatus(status);
  return undefined;
}

/**
 * The catalogue types that say no more than their status: what any other client error a parser or
 * plugin raises is answered with (a static file's 403 for a malicious path is no missing scope).
 */
const BY_STATUS: Readonly<Record<number, ProblemCode>> = {
  400: 'malformed-request',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  417: 'expectation-failed',
  431: 'headers-too-large',
};

/** Another client error, as its status's generic type, else as a 400 `malformed-request`: every error has a documented type. */
function problemOfStatus(status: number): ProblemError {
  const code = BY_STATUS[status];
  return code === undefined
    ? problems.malformedRequest('The request cannot be processed.')
    : problem(code, 'The request cannot be processed.');
}

/** The REST error handler: a problem for every error, a 500 without internals for ours (logged with the request id). */
export function restErrorHandler(bodyLimit: number) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let problem = problemOf(error, request, bodyLimit);
    if (!problem) {
      request.log.error({ err: error }, 'unexpected error; answered 500');
      problem = problems.internalError();
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, 'handler answered with a 5xx problem');
    }
    return sendProblem(reply, problem);
  };
}
