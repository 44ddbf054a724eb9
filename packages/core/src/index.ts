export { DapError } from './errors.js';
export { DAP_ERROR_CODES, type DapErrorCode, type DapErrorCodeInfo } from './error-codes.js';
export {
  addDecimals,
  compareDecimals,
  DECIMAL_PATTERN,
  formatDecimal,
  isDecimal,
  isZeroDecimal,
  normalizeDecimal,
  parseDecimal,
  subtractDecimals,
  type FormatDecimalOptions,
  type RoundingMode,
} from './money.js';
