export { DapError } from './errors.js';
export { DAP_ERROR_CODES, type DapErrorCode, type DapErrorCodeInfo } from './error-codes.js';
export * from './money.js';
export { parseRetryAfter } from './retry-after.js';
export {
  atLevel,
  LOG_ENV,
  resolveLogger,
  silentLogger,
  type LogFields,
  type Logger,
  type LoggingOptions,
  type LogLevel,
} from './logging.js';
export { networkCause } from './network.js';
