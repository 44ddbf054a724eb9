import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  formatDecimal,
  isDecimal,
  isZeroDecimal,
  normalizeDecimal,
  parseDecimal,
  subtractDecimals,
  type RoundingMode,
} from '../src/index.js';

/** Calls `fn` the way plain JavaScript (or a cast) could: with a number where a decimal string belongs. */
const untyped = <Args extends unknown[]>(fn: (...args: never[]) => unknown) =>
  fn as unknown as (...args: Args) => unknown;

describe('parseDecimal and isDecimal', () => {
  it('accept the API’s decimal strings and hand them back unchanged', () => {
    for (const value of ['0', '100', '0.5', '.5', '64010.50', '007', '9007199254740993.000000001']) {
      expect(isDecimal(value), value).toBe(true);
      expect(parseDecimal(value)).toBe(value);
    }
  });

  it('refuse JS numbers with a TypeError that says money is never a number', () => {
    for (const value of [0.1, 1, Number.NaN, 10n]) {
      expect(isDecimal(value)).toBe(false);
      expect(() => parseDecimal(value)).toThrow(TypeError);
      expect(() => parseDecimal(value)).toThrow(/never a JS number/);
    }
  });

  it('refuse strings outside the API’s pattern: signs, exponents, separators, spaces, a bare point', () => {
    for (const value of ['-1', '+1', '1e3', '1,000', '1 000', ' 1', '1.', '.', '', 'abc', '0x10', 'NaN', 'Infinity']) {
      expect(isDecimal(value), value).toBe(false);
      expect(() => parseDecimal(value), value).toThrow(TypeError);
    }
    for (const value of [null, undefined, {}, ['1']]) expect(() => parseDecimal(value)).toThrow(TypeError);
  });
});

describe('compareDecimals, isZeroDecimal and normalizeDecimal', () => {
  it('order decimal strings by value, exactly', () => {
    expect(compareDecimals('64010.50', '64011')).toBe(-1);
    expect(compareDecimals('64011', '64010.50')).toBe(1);
    expect(compareDecimals('9', '10')).toBe(-1);
    expect(compareDecimals('0.1', '0.09')).toBe(1);
    expect(compareDecimals('.5', '0.49999999999999999999')).toBe(1);
    expect(compareDecimals('-1', '0.5')).toBe(-1);
  });

  it('treat the same value written differently as equal', () => {
    expect(compareDecimals('64010.50', '64010.5')).toBe(0);
    expect(compareDecimals('007', '7.000')).toBe(0);
    expect(compareDecimals('0', '.0')).toBe(0);
  });

  it('tell apart values a JS number cannot', () => {
    expect(Number('9007199254740993') === Number('9007199254740992')).toBe(true);
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('0.30000000000000000001', '0.3')).toBe(1);
  });

  it('know every spelling of zero', () => {
    expect(['0', '0.00', '.0', '000', '-0.0'].map(isZeroDecimal)).toEqual([true, true, true, true, true]);
    expect(['0.01', '10', '.1', '-0.001'].map(isZeroDecimal)).toEqual([false, false, false, false]);
  });

  it('write the canonical form without leading or trailing zeros, and a zero without a sign', () => {
    expect(normalizeDecimal('064010.50')).toBe('64010.5');
    expect(normalizeDecimal('.5')).toBe('0.5');
    expect(normalizeDecimal('2.00')).toBe('2');
    expect(normalizeDecimal('0.000')).toBe('0');
    expect(normalizeDecimal('-0.00')).toBe('0');
    expect(normalizeDecimal('-1.50')).toBe('-1.5');
    expect(normalizeDecimal('9007199254740993.000000001')).toBe('9007199254740993.000000001');
  });

  it('refuse numbers and strings that are not decimals', () => {
    expect(() => untyped(compareDecimals)(0.1, '1')).toThrow(/never a JS number/);
    expect(() => untyped(isZeroDecimal)(0)).toThrow(TypeError);
    expect(() => untyped(normalizeDecimal)(1.5)).toThrow(TypeError);
    for (const bad of ['1e3', '', '1.', 'abc', ' 1', '--1', '+1'])
      expect(() => compareDecimals(bad, '1'), bad).toThrow(TypeError);
  });
});

describe('addDecimals and subtractDecimals', () => {
  it('add exactly where JS numbers do not: 0.1 + 0.2 is 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
  });

  it('keep every digit of values beyond a double’s precision', () => {
    expect(addDecimals('9007199254740993.000000001', '0')).toBe('9007199254740993.000000001');
    expect(addDecimals('9007199254740993.000000001', '0.000000001')).toBe('9007199254740993.000000002');
    expect(subtractDecimals('9007199254740993.000000001', '9007199254740992')).toBe('1.000000001');
  });

  it('give the result as many fraction digits as the operand with the most, as the platform writes amounts', () => {
    expect(addDecimals('250.00', '1.25')).toBe('251.25');
    expect(addDecimals('1.50', '1')).toBe('2.50');
    expect(subtractDecimals('0.5', '0.0002')).toBe('0.4998');
    expect(addDecimals('.5', '.5')).toBe('1.0');
  });

  it('subtract into negative values, which the helpers take again, and write a zero difference without a sign', () => {
    expect(subtractDecimals('1', '2.5')).toBe('-1.5');
    expect(addDecimals(subtractDecimals('1', '2.5'), '2')).toBe('0.5');
    expect(compareDecimals(subtractDecimals('0.1', '0.2'), '0')).toBe(-1);
    expect(subtractDecimals('0.50', '0.5')).toBe('0.00');
    expect(addDecimals('-0.5', '0.5')).toBe('0.0');
  });

  it('refuse numbers and strings that are not decimals', () => {
    expect(() => untyped(addDecimals)(0.1, '0.2')).toThrow(/never a JS number/);
    expect(() => untyped(subtractDecimals)('0.3', 0.1)).toThrow(/never a JS number/);
    expect(() => addDecimals('1e3', '1')).toThrow(TypeError);
    expect(() => subtractDecimals('1', '1,5')).toThrow(TypeError);
  });
});

describe('formatDecimal', () => {
  it('writes exactly the asked number of fraction digits, padding with zeros', () => {
    expect(formatDecimal('5', 2)).toBe('5.00');
    expect(formatDecimal('.5', 8)).toBe('0.50000000');
    expect(formatDecimal('1.5', 0)).toBe('2');
    expect(formatDecimal('9007199254740993.000000001', 9)).toBe('9007199254740993.000000001');
  });

  it('rounds half-up by default, as the platform rounds fees and notional values', () => {
    expect(formatDecimal('2.345', 2)).toBe('2.35');
    expect(formatDecimal('2.344999', 2)).toBe('2.34');
    expect(formatDecimal('0.123456785', 8)).toBe('0.12345679');
    expect(formatDecimal('-2.345', 2)).toBe('-2.35');
  });

  it('rounds with the mode asked for', () => {
    const cases: Array<[RoundingMode, string[]]> = [
      ['half-up', ['2.35', '2.36', '-2.35']],
      ['half-even', ['2.34', '2.36', '-2.34']],
      ['down', ['2.34', '2.35', '-2.34']],
      ['up', ['2.35', '2.36', '-2.35']],
    ];
    for (const [rounding, expected] of cases) {
      expect(
        ['2.345', '2.355', '-2.345'].map((value) => formatDecimal(value, 2, { rounding })),
        rounding,
      ).toEqual(expected);
    }
  });

  it('writes a value that rounds to zero without a sign', () => {
    expect(formatDecimal('-0.001', 2)).toBe('0.00');
  });

  it('refuses numbers, bad precisions and unknown rounding modes', () => {
    expect(() => untyped(formatDecimal)(2.345, 2)).toThrow(/never a JS number/);
    for (const digits of [-1, 1.5, Number.NaN, 1_001])
      expect(() => formatDecimal('1', digits), String(digits)).toThrow(RangeError);
    expect(() => formatDecimal('1', 2, { rounding: 'nearest' as RoundingMode })).toThrow(RangeError);
  });
});
