/**
 * Money as the API carries it: decimal strings in, decimal strings out, exact arithmetic in between
 * (big.js), never a JS number. `0.1 + 0.2` is `"0.3"`, and `"9007199254740993.000000001"` keeps
 * every digit. A `number` is refused with a `TypeError`, so none slips in by accident.
 *
 * `isDecimal` and `parseDecimal` check the API's own pattern (no sign: amounts and prices are never
 * negative). The other helpers also take a negative value, so that a difference can be compared,
 * formatted or added again.
 */
import Big from 'big.js';

/**
 * The API's decimal pattern: digits, an optional point, no sign, no exponent (`"64010.50"`, `".5"`,
 * `"0"`). Written by the spec: the `Decimal` schema of the OpenAPI document
 * (`specs/openapi/components/schemas/Decimal.yaml`) and of the AsyncAPI document; a test holds this
 * copy to both bundles.
 */
export const DECIMAL_PATTERN = /^[0-9]*\.?[0-9]+$/;

/** The API's pattern with an optional minus, for results such as a difference. */
const SIGNED_DECIMAL = /^-?[0-9]*\.?[0-9]+$/;

// A constructor of our own: its settings never reach other users of big.js in the process. Strict
// mode refuses numbers in the constructor and in comparisons, and `valueOf`.
const Decimal = Big();
Decimal.strict = true;
const ZERO = new Decimal('0');

/**
 * How `formatDecimal` rounds a value that has more fraction digits than asked:
 * - `'half-up'`: to the nearest, a tie away from zero (`2.345` → `2.35`); the default, as the
 *   platform rounds (fees, notional values);
 * - `'half-even'`: to the nearest, a tie to the even digit (`2.345` → `2.34`, `2.355` → `2.36`), the
 *   "banker's" rounding of accounting totals;
 * - `'down'`: toward zero (truncates); `'up'`: away from zero.
 */
export type RoundingMode = 'half-up' | 'half-even' | 'down' | 'up';

const ROUNDING: Readonly<Record<RoundingMode, Big.RoundingMode>> = {
  down: Decimal.roundDown,
  'half-up': Decimal.roundHalfUp,
  'half-even': Decimal.roundHalfEven,
  up: Decimal.roundUp,
};

export interface FormatDecimalOptions {
  /** Default `'half-up'`. */
  rounding?: RoundingMode;
}

/** Whether `value` is a decimal string of the API (`DECIMAL_PATTERN`). A number never is. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/**
 * `value` as a decimal string of the API, unchanged; throws a `TypeError` for anything else: a
 * number (money is never a JS number), a sign, an exponent, spaces, an empty string.
 */
export function parseDecimal(value: unknown): string {
  if (isDecimal(value)) return value;
  throw refusal(value);
}

/**
 * Compares two decimal strings exactly: -1 when `a < b`, 0 when equal in value (`"1.50"` and
 * `"1.5"`), 1 when `a > b`.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  return read(a).cmp(read(b));
}

/** Whether a decimal string is zero in value (`"0"`, `"0.00"`, `".0"`). */
export function isZeroDecimal(value: string): boolean {
  return read(value).eq(ZERO);
}

/**
 * The canonical form of a decimal string: no leading or trailing zeros, no bare point
 * (`"064010.50"` → `"64010.5"`, `".5"` → `"0.5"`, `"0.000"` → `"0"`).
 */
export function normalizeDecimal(value: string): string {
  return written(read(value).toFixed());
}

/**
 * `a + b`, exact, with as many fraction digits as the operand that has the most (`"250.00"` +
 * `"1.25"` → `"251.25"`, `"0.1"` + `"0.2"` → `"0.3"`): amounts come back in the form they were given.
 */
export function addDecimals(a: string, b: string): string {
  return written(
    read(a)
      .plus(read(b))
      .toFixed(Math.max(scaleOf(a), scaleOf(b))),
  );
}

/** `a − b`, exact, with as many fraction digits as the operand that has the most; may be negative (`"-0.5"`). */
export function subtractDecimals(a: string, b: string): string {
  return written(
    read(a)
      .minus(read(b))
      .toFixed(Math.max(scaleOf(a), scaleOf(b))),
  );
}

/**
 * `value` with exactly `fractionDigits` fraction digits (an asset's precision), rounded by
 * `options.rounding` (default `'half-up'`) when it has more, padded with zeros when it has fewer:
 * `formatDecimal("0.123456789", 8)` → `"0.12345679"`, `formatDecimal("5", 2)` → `"5.00"`.
 */
export function formatDecimal(value: string, fractionDigits: number, options: FormatDecimalOptions = {}): string {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 1_000) {
    throw new RangeError(
      `formatDecimal: \`fractionDigits\` must be an integer from 0 to 1000 (got ${String(fractionDigits)})`,
    );
  }
  const rounding = options.rounding ?? 'half-up';
  if (!Object.hasOwn(ROUNDING, rounding))
    throw new RangeError(`formatDecimal: unknown rounding mode ${JSON.stringify(rounding)}`);
  return written(read(value).toFixed(fractionDigits, ROUNDING[rounding]));
}

/** A decimal string (the API's, or negative) as a big.js value; a `TypeError` for anything else. */
function read(value: string): Big {
  if (typeof value === 'string' && SIGNED_DECIMAL.test(value)) return new Decimal(value);
  throw refusal(value);
}

function refusal(value: unknown): TypeError {
  if (typeof value === 'number' || typeof value === 'bigint') {
    return new TypeError(`Money is never a JS number: pass the decimal string, not ${String(value)}`);
  }
  return new TypeError(`Not a decimal string: ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`);
}

/** Fraction digits as written (`"1.50"` → 2, `"3"` → 0). */
function scaleOf(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}

/** big.js keeps the sign of a zero (`"-0.00"`); a zero amount has none. */
function written(text: string): string {
  return text.startsWith('-') && /^-[0.]+$/.test(text) ? text.slice(1) : text;
}
