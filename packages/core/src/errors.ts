/**
 * `DapError`: the one root of every error the DAP SDKs throw, reject with or emit, so that a caller
 * catches them all with one `instanceof` and branches on `code`, never on message text.
 */
import type { DapErrorCode } from './error-codes.js';

/**
 * Marks every `DapError`, whichever copy of this package made it: `Symbol.for` gives one symbol per
 * JavaScript realm, so the copies agree on it.
 */
const BRAND = Symbol.for('@dap/core/DapError');

export class DapError extends Error {
  override name = 'DapError';
  /**
   * Stable and machine-readable: one per error class, listed with what it means in `DAP_ERROR_CODES`.
   * Subclasses declare their own.
   */
  readonly code: DapErrorCode = 'dap_error';

  static {
    Object.defineProperty(this.prototype, BRAND, { value: true });
  }

  /**
   * `value instanceof DapError` holds for an error of any installed copy of `@dap/core`: a project may
   * hold two (two SDK versions, each with its own), and a plain prototype check would then miss the
   * other copy's errors. Only the root matches by brand; `instanceof` a subclass keeps the prototype
   * chain, so `instanceof NotFoundError` means exactly that class.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== DapError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && BRAND in value;
  }
}
