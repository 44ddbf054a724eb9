import { describe, expect, it } from 'vitest';
import { compareDecimals, isDecimal, isZeroDecimal, normalizeDecimal } from '../src/index.js';

describe('compareDecimals', () => {
  it('orders decimal strings by value, exactly', () => {
    expect(compareDecimals('64010.50', '64011')).toBe(-1);
    expect(compareDecimals('64011', '64010.50')).toBe(1);
    expect(compareDecimals('9', '10')).toBe(-1);
    expect(compareDecimals('0.1', '0.09')).toBe(1);
    expect(compareDecimals('.5', '0.49999999999999999999')).toBe(1);
  });

  it('treats the same value written differently as equal', () => {
    expect(compareDecimals('64010.50', '64010.5')).toBe(0);
    expect(compareDecimals('007', '7.000')).toBe(0);
    expect(compareDecimals('0', '.0')).toBe(0);
  });

  it('tells apart values a JS number cannot', () => {
    expect(Number('9007199254740993') === Number('9007199254740992')).toBe(true);
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('0.30000000000000000001', '0.3')).toBe(1);
  });

  it('refuses anything that is not a decimal string', () => {
    for (const bad of ['-1', '1e3', '', '1.', 'abc', ' 1']) expect(() => compareDecimals(bad, '1')).toThrow(TypeError);
    expect(isDecimal(1)).toBe(false);
    expect(isDecimal('1.25')).toBe(true);
  });
});

describe('isZeroDecimal and normalizeDecimal', () => {
  it('knows every spelling of zero', () => {
    expect(['0', '0.00', '.0', '000'].map(isZeroDecimal)).toEqual([true, true, true, true]);
    expect(['0.01', '10', '.1'].map(isZeroDecimal)).toEqual([false, false, false]);
  });

  it('writes the canonical form without leading or trailing zeros', () => {
    expect(normalizeDecimal('064010.50')).toBe('64010.5');
    expect(normalizeDecimal('.5')).toBe('0.5');
    expect(normalizeDecimal('2.00')).toBe('2');
    expect(normalizeDecimal('0.000')).toBe('0');
  });
});
