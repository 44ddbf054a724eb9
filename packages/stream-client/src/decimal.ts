/**
 * Exact comparison of the API's decimal strings (`^[0-9]*\.?[0-9]+$`: digits, an optional point, no
 * sign, no exponent) without ever turning them into JS numbers: `"64010.50"` and `"64010.5"` are the
 * same price, `"0.000"` is zero, and `"9007199254740993.000000001"` keeps every digit.
 */

/** The API's decimal pattern (prices and amounts). */
export const DECIMAL_PATTERN = /^[0-9]*\.?[0-9]+$/;

/** Whether `value` is a decimal string of the API. */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

interface Parts {
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

function parts(value: string): Parts {
  if (!DECIMAL_PATTERN.test(value)) throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  const point = value.indexOf('.');
  const integer = (point === -1 ? value : value.slice(0, point)).replace(/^0+/, '');
  const fraction = point === -1 ? '' : value.slice(point + 1).replace(/0+$/, '');
  return { integer, fraction };
}

/**
 * Compares two decimal strings exactly: -1 when `a < b`, 0 when equal in value (`"1.50"` and
 * `"1.5"`), 1 when `a > b`. Throws a `TypeError` for anything that is not a decimal string.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parts(a);
  const y = parts(b);
  if (x.integer.length !== y.integer.length) return x.integer.length < y.integer.length ? -1 : 1;
  if (x.integer !== y.integer) return x.integer < y.integer ? -1 : 1;
  // Same integer part: compare the fractions digit by digit (a missing digit is a zero).
  const length = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(length, '0');
  const fy = y.fraction.padEnd(length, '0');
  if (fx === fy) return 0;
  return fx < fy ? -1 : 1;
}

/** Whether a decimal string is zero in value (`"0"`, `"0.00"`, `".0"`). */
export function isZeroDecimal(value: string): boolean {
  const { integer, fraction } = parts(value);
  return integer === '' && fraction === '';
}

/** The canonical form of a decimal string: no leading or trailing zeros, no bare point (`"064010.50"` → `"64010.5"`, `".5"` → `"0.5"`). */
export function normalizeDecimal(value: string): string {
  const { integer, fraction } = parts(value);
  return `${integer === '' ? '0' : integer}${fraction === '' ? '' : `.${fraction}`}`;
}
