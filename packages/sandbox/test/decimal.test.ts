import { describe, expect, it } from 'vitest';
import { add, compare, dec, isZero, mulRounded, normalize, precisionOf, scaleOf, sub } from '../src/common/decimal.js';

describe('decimal arithmetic', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add('0.1', '0.2')).toBe('0.3');
  });

  it('keeps the scale of the operand with the most fraction digits', () => {
    expect(add('250.00', '1.25')).toBe('251.25');
    expect(sub('0.5', '0.0002')).toBe('0.4998');
    expect(sub('5.00000000', '0.5')).toBe('4.50000000');
    expect(add('0.2', '0.10')).toBe('0.30');
  });

  it('works beyond the precision of a double', () => {
    expect(sub('1.0000000000000000001', '0.0000000000000000001')).toBe('1.0000000000000000000');
    expect(compare('100000000000000000000.000000000000000001', '100000000000000000000')).toBe(1);
    expect(add('9007199254740993', '1')).toBe('9007199254740994');
  });

  it('refuses JS numbers and non-decimal text', () => {
    expect(() => dec(0.1 as unknown as string)).toThrow(TypeError);
    expect(() => dec('1e5')).toThrow(TypeError);
    expect(() => dec('-1')).toThrow(TypeError);
  });

  it('rounds a product half-up to the requested digits', () => {
    expect(mulRounded('0.015', '98250.50', 2)).toBe('1473.76');
    expect(mulRounded('0.5', '98250.50', 2)).toBe('49125.25');
    expect(mulRounded('0.001', '5', 2)).toBe('0.01');
    expect(mulRounded('0.001', '4', 2)).toBe('0.00');
  });

  it('tells the written scale from the significant precision', () => {
    expect(scaleOf('1.50')).toBe(2);
    expect(precisionOf('1.50')).toBe(1);
    expect(precisionOf('3')).toBe(0);
    expect(precisionOf('.000000001')).toBe(9);
    expect(normalize('2.00')).toBe('2');
  });

  it('recognises zero in any written form', () => {
    expect(isZero('0')).toBe(true);
    expect(isZero('0.000')).toBe(true);
    expect(isZero('.0')).toBe(true);
    expect(isZero('0.0001')).toBe(false);
  });
});
