/**
 * Constraints in words. A few patterns of the specs say something a reader cannot read off the
 * regular expression (any text but NUL and lone surrogates; the decimal strings): the rendered
 * references and the Markdown twins say it in a sentence instead. The bundles offered for download
 * keep the patterns as they are.
 */

/** Each such pattern, exactly as the bundles spell it, and what it means. */
export const PATTERN_WORDS: Readonly<Record<string, string>> = {
  [String.raw`^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$`]:
    'Any text except the NUL character (U+0000) and unpaired UTF-16 surrogates.',
  [String.raw`^[0-9]*\.?[0-9]+$`]: 'A decimal number of zero or more, written as a string (for example "250.00").',
  [String.raw`^-?[0-9]*\.?[0-9]+$`]: 'A decimal number, negative or not, written as a string (for example "-12.5").',
  [String.raw`^(?:[0-9]*[1-9][0-9]*(?:\.[0-9]+)?|[0-9]*\.[0-9]*[1-9][0-9]*)$`]:
    'A decimal number above zero, written as a string (for example "0.5").',
  [String.raw`^(?:[0-9]*[1-9][0-9]*(?:\.[0-9]{1,2})?|0*\.(?:[1-9][0-9]?|0[1-9]))$`]:
    'An amount above zero with at most two decimal places, written as a string (for example "100.00").',
};

/** What a pattern means, when PATTERN_WORDS knows it. */
export const patternWords = (pattern: unknown): string | undefined =>
  typeof pattern === 'string' ? PATTERN_WORDS[pattern] : undefined;

/**
 * Markdown as one line of plain text, for the fields Redoc shows as text (server descriptions,
 * the external docs link): code marks dropped, line breaks made spaces, so "`type`\nis" reads
 * "type is", not "typeis"; a placeholder `<code>` becomes `{code}`, which no renderer takes for a tag.
 */
export const plainText = (markdown: string): string =>
  markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<([a-z_-]+)>/g, '{$1}')
    .replace(/\s+/g, ' ')
    .trim();
