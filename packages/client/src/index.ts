// The generated DapClient with its query and page types (ListExecutionsQuery, ExecutionsPage, …).
export * from './generated/client.js';
export { OPERATIONS, REST_BASE_PATH, type ConflictResources, type OperationId } from './generated/operations.js';
export { APIPromise, type WithResponse } from './core/api-promise.js';
export {
  ClientCore,
  type AccessTokenOptions,
  type ClientCredentialsOptions,
  type ClientTokens,
  type DapClientBaseOptions,
  type DapClientOptions,
} from './core/client-core.js';
export { type AccessTokenOption } from './core/provided-token.js';
export * from './public-errors.js';
export { type LogFields, type Logger, type LogLevel } from './core/logger.js';
export { CursorPage, PagePromise, type CursorBody, type CursorQuery } from './core/pagination.js';
export { type Fetch } from './core/http.js';
export { type RequestOptions } from './core/request.js';
export { type RetryOptions } from './core/retry.js';
export { type OperationInfo, type OperationTable, type RetryPolicy } from './core/operation.js';

/**
 * Everything of `@dap/api-types`: every type of the API (`paths`, `operations`, `components`, named
 * schema types such as `Transfer`, `UnknownEnumValue`), the listed values and guard of each extensible enum
 * (`CRYPTO_NETWORKS`, `isKnownCryptoNetwork`, …) and the contract this client speaks (`OPENAPI_SPEC`:
 * spec title, version and the SHA-256 of the bundled spec).
 */
export * from '@dap/api-types';
