import { describe, expect, it } from 'vitest';
import { PATTERN_CORPUS, patternPortability } from '../src/patterns.js';

describe('pattern portability', () => {
  it('passes the surrogate-pair form of "no NUL, no lone surrogate", which accepts an emoji with and without u', () => {
    const pattern = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
    expect(patternPortability(pattern)).toBeUndefined();
    for (const flags of ['', 'u']) {
      const re = new RegExp(pattern, flags);
      expect([re.test('id-😀'), re.test('a\u0000b'), re.test('\uD83D'), re.test('\uDE00\uD83D')]).toEqual([
        true,
        false,
        false,
        false,
      ]);
    }
  });

  it('refuses the code-point class form, which refuses an emoji without u', () => {
    expect(patternPortability('^[^\\u0000\\uD800-\\uDFFF]*$')).toMatch(/only with/);
  });

  it('refuses a bare slash but not one in a class or escaped', () => {
    expect(patternPortability('^/(body|query)$')).toMatch(/bare/);
    expect(patternPortability('^[/](body|query)$')).toBeUndefined();
    expect(patternPortability('^\\/(body)$')).toBeUndefined();
  });

  it('refuses a pattern that does not compile', () => {
    expect(patternPortability('^[A-Z')).toMatch(/compile/);
  });

  it('keeps astral characters, NUL, lone and reversed surrogates and the 128/129 lengths in its corpus', () => {
    expect(PATTERN_CORPUS).toEqual(
      expect.arrayContaining(['😀', '\u0000', '\uD83D', '\uDE00', '\uDE00\uD83D', 'a'.repeat(128), 'a'.repeat(129)]),
    );
  });
});
