import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PATTERN_CORPUS } from '@dap/redocly-rules/patterns';
import { describe, expect, it } from 'vitest';
import { isObject, loadBundle, specsRoot, type BundleFile, type Json } from './support/bundles.js';

/** Every `pattern` string of a bundle, with where it is. */
function patternsOf(node: Json, at = ''): Array<{ at: string; pattern: string }> {
  if (Array.isArray(node)) return node.flatMap((item, i) => patternsOf(item, `${at}/${i}`));
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [{ at, pattern: value }] : patternsOf(value, `${at}/${key}`),
  );
}

const bundles: BundleFile[] = ['openapi.json', 'sandbox-control.json', 'asyncapi.json'];
const patterns = [...new Set(bundles.flatMap((file) => patternsOf(loadBundle(file)).map((p) => p.pattern)))];
const verdicts = (re: RegExp) => PATTERN_CORPUS.map((s) => (re.test(s) ? '1' : '0')).join('');

/** Java's verdicts (Specmatic reads patterns with java.util.regex), or undefined without a JDK. */
function javaVerdicts(): string[] | undefined {
  const hex = (s: string) => [...Array(s.length).keys()].map((i) => s.charCodeAt(i).toString(16)).join(',');
  const input = [...patterns.map((p) => `P ${hex(p)}`), ...PATTERN_CORPUS.map((s) => `S ${hex(s)}`)].join('\n');
  try {
    return execFileSync('java', [join(specsRoot, 'test/support/PatternCheck.java')], { input, encoding: 'utf8' })
      .trim()
      .split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

describe('patterns of the bundled specs', () => {
  it('holds the identifier, address, asset and pointer patterns among those it checks', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(8);
    expect(patterns).toContain('^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$');
  });

  it.each(patterns)('%s matches the same strings of the corpus with and without the u flag', (pattern) => {
    expect(verdicts(new RegExp(pattern))).toBe(verdicts(new RegExp(pattern, 'u')));
  });

  it('accepts an id holding an emoji and refuses NUL, lone and reversed surrogates, with and without u', () => {
    const identifier = patterns.find((p) => p.includes('\\uDC00'));
    for (const flags of ['', 'u']) {
      const re = new RegExp(identifier ?? '', flags);
      expect(['id-😀', 'a\u0000b', '\uD83D', 'a\uDE00', '\uDE00\uD83D'].map((s) => re.test(s))).toEqual([
        true,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('holds no bare slash, which Specmatic reads as a regex delimiter', () => {
    expect(patterns.filter((p) => /^\^?\//.test(p))).toEqual([]);
  });

  const java = javaVerdicts();
  it.skipIf(java === undefined)(
    'every pattern matches the same strings of the corpus in Java as in JavaScript with u',
    () => {
      expect(java).toEqual(patterns.map((p) => verdicts(new RegExp(p, 'u'))));
    },
  );
});
