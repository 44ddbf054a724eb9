import Big from 'big.js';

/**
 * Exact decimal arithmetic on the decimal strings of the API. Money is never a JS number: values
 * come in as strings, are computed with big.js (its strict mode refuses numbers), and go out as
 * strings in plain notation.
 *
 * Scale is kept as Postgres `numeric` keeps it: a sum or difference has as many fraction digits as
 * the operand with the most (`250.00 + 1.25` is `251.25`, `0.5 - 0.0002` is `0.4998`), so amounts
 * come back in the form they were given.
 */
const Decimal = Big();
Decimal.strict = true;
Decimal.DP = 40;
Decimal.RM = Decimal.roundHalfUp;
const ZERO = new Decimal('0');

/** The API's decimal pattern: digits, an optional point, no sign, no exponent. */
export const DECIMAL_PATTERN = /^[0-9]*\.?[0-9]+$/;

export type Dec = Big;

export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/** A decimal string as a big.js value; throws on anything else (callers validate first). */
export function dec(value: string): Big {
  if (!isDecimal(value)) throw new TypeError(`Not a decimal string: ${JSON.stringify(value)}`);
  return new Decimal(value);
}

/** Number of fraction digits as written (`"1.50"` → 2, `"3"` → 0). */
export function scaleOf(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}

/** Fraction digits of the value itself, trailing zeros ignored (`"1.50"` → 1). */
export function precisionOf(value: string): number {
  const point = value.indexOf('.');
  if (point === -1) return 0;
  let end = value.length;
  while (end > point + 1 && value[end - 1] === '0') end--;
  return end - point - 1;
}

/** Plain notation with exactly `scale` fraction digits (exact when the value has no more). */
export function format(value: Big, scale: number): string {
  return value.toFixed(scale);
}

export function add(a: string, b: string): string {
  return dec(a)
    .plus(dec(b))
    .toFixed(Math.max(scaleOf(a), scaleOf(b)));
}

export function sub(a: string, b: string): string {
  return dec(a)
    .minus(dec(b))
    .toFixed(Math.max(scaleOf(a), scaleOf(b)));
}

/** `a × b` rounded half-up to `scale` fraction digits. */
export function mulRounded(a: string, b: string, scale: number): string {
  return dec(a).times(dec(b)).round(scale, Decimal.roundHalfUp).toFixed(scale);
}

/** `a × b`, exact, in plain notation without trailing zeros. */
export function mul(a: string, b: string): string {
  return dec(a).times(dec(b)).toFixed();
}

export function compare(a: string, b: string): -1 | 0 | 1 {
  return dec(a).cmp(dec(b));
}

export function isZero(value: string): boolean {
  return dec(value).eq(ZERO);
}

/** The value without trailing fraction zeros (`"1.500"` → `"1.5"`, `"2.00"` → `"2"`). */
export function normalize(value: string): string {
  return dec(value).toFixed();
}
