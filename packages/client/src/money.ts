/**
 * `@dap/client/money`: the money helpers of `@dap/core` (exact decimal strings, never a JS number),
 * on a subpath of their own so that the client's main entry stays small: big.js comes along only
 * when they are imported.
 */
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
} from '@dap/core';
