import * as core from '@dap/core';
import { describe, expect, it } from 'vitest';
import * as stream from '../src/index.js';

describe('the decimal helpers', () => {
  it('are @dap/core’s, re-exported under the names they had: one implementation', () => {
    for (const name of [
      'compareDecimals',
      'DECIMAL_PATTERN',
      'isDecimal',
      'isZeroDecimal',
      'normalizeDecimal',
    ] as const) {
      expect(stream[name], name).toBe(core[name]);
    }
  });

  it('still refuse what is not a decimal string, a JS number first', () => {
    expect(() => stream.compareDecimals(1 as unknown as string, '1')).toThrow(TypeError);
    for (const bad of ['1e3', '', '1.', 'abc', ' 1'])
      expect(() => stream.compareDecimals(bad, '1'), bad).toThrow(TypeError);
  });
});
