export { DapClient, type ClientTokens, type DapClientOptions } from './client.js';
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
} from './core/errors.js';
export { type LogFields, type Logger } from './core/logger.js';
export { CursorPage, PagePromise, type CursorBody, type CursorQuery } from './core/pagination.js';
export { type Fetch } from './core/http.js';
export { type RequestOptions } from './core/request.js';
export { type RetryOptions } from './core/retry.js';
export { OPERATIONS, type OperationId, type OperationInfo, type RetryPolicy } from './operations.js';
export type * from './types.js';

/**
 * Everything of `@dap/api-types`: every type of the API (`paths`, `operations`, `components`, aliases
 * such as `Transfer`, `UnknownEnumValue`), the listed values and guard of each extensible enum
 * (`CRYPTO_NETWORKS`, `isKnownCryptoNetwork`, …) and the contract this client speaks (`OPENAPI_SPEC`:
 * spec title, version and the SHA-256 of the bundled spec).
 */
export * from '@dap/api-types';
