/**
 * Patterns that read the same in every tool. A JSON Schema `pattern` is an ECMA-262 regular
 * expression, but tools compile it differently: ajv (the sandbox) with the `u` flag, over code
 * points; zod output of some generators without it, over UTF-16 code units; Specmatic with Java's
 * regex, over code points, reading a `/` as a delimiter. A pattern that matches the same strings
 * with and without `u` over this corpus, and has no bare `/`, is read the same way by all of them.
 */

/** Strings that tell the two readings apart: astral characters, NUL, lone and reversed surrogates, lengths. */
export const PATTERN_CORPUS: readonly string[] = [
  '',
  'a',
  'BTC',
  'USDC',
  '0.5',
  '250.00',
  '-1.5',
  '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '/body/amount',
  '/query/limit',
  'Bearer abc',
  '2026-11-27T12:00:00.000Z',
  'é',
  'naïve café',
  '日本',
  '😀',
  'id-😀',
  '😀😀',
  '𝔘',
  'a\u0000b',
  '\u0000',
  '\uD83D',
  'a\uD83Db',
  '\uDE00',
  'a\uDE00b',
  '\uDE00\uD83D',
  '\uD83D\uD83D',
  '\u2028',
  'line\nbreak',
  'a'.repeat(128),
  'a'.repeat(129),
  '😀'.repeat(64),
];

/** Compiles a pattern with and without the `u` flag; a pattern one of them refuses is not portable. */
function compile(pattern: string): { unicode: RegExp; legacy: RegExp } | string {
  try {
    return { unicode: new RegExp(pattern, 'u'), legacy: new RegExp(pattern) };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Why a pattern is not portable, or undefined when it is: it does not compile with or without `u`,
 * a string of the corpus is matched by one reading and not the other, or it holds a bare `/`
 * (Specmatic takes it for a delimiter; write `[/]`).
 */
export function patternPortability(pattern: string): string | undefined {
  const compiled = compile(pattern);
  if (typeof compiled === 'string') return `does not compile both with and without the \`u\` flag (${compiled})`;
  const differs = PATTERN_CORPUS.find((s) => compiled.unicode.test(s) !== compiled.legacy.test(s));
  if (differs !== undefined) {
    return `matches ${JSON.stringify(differs)} ${compiled.unicode.test(differs) ? 'only with' : 'only without'} the \`u\` flag (write astral characters as surrogate pairs, e.g. \`(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])\`)`;
  }
  if (hasBareSlash(pattern)) return 'holds a bare `/`, which some tools read as a delimiter (write `[/]`)';
  return undefined;
}

/** A `/` outside a character class and not escaped. */
function hasBareSlash(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '/') return true;
  }
  return false;
}
