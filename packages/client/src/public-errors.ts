/**
 * The errors every entry point of the client exports: one hierarchy (`DapError` → `APIError` → one
 * class per status), so `instanceof` holds whichever entry (`@dap/client`,
 * `@dap/client/sandbox-control`) a caller imports them from.
 */
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DapError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type APIProblem,
} from './core/errors.js';
/** The catalogue of `error.code` values (`DAP_ERROR_CODES`, with what each means) is exported by `@dap/core`. */
export type { DapErrorCode } from '@dap/core';
