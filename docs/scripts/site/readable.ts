/**
 * The copy of a bundle that Redoc renders (never the one offered for download): the patterns of
 * PATTERN_WORDS replaced by their sentence, and the fields Redoc shows as plain text (server
 * descriptions, the external docs' description) made plain text, so no Markdown marks show.
 */
import { patternWords, plainText } from '../machine/words.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sentence a schema's own pattern means, or that of the schema it refers to. */
function words(node: Json, spec: Json): string | undefined {
  const own = patternWords(node['pattern']);
  if (own !== undefined) return own;
  const ref = node['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
  return isObject(target) ? patternWords(target['pattern']) : undefined;
}

/** Appends the sentence to a description, unless it is there already. */
const withSentence = (description: unknown, sentence: string): string => {
  const text = typeof description === 'string' ? description.trimEnd() : '';
  return text.includes(sentence) ? text : text === '' ? sentence : `${text}\n\n${sentence}`;
};

/** The bundle as Redoc should render it; `spec` itself is left as it is. */
export function readableBundle(spec: Json): Json {
  const copy = structuredClone(spec);
  const visit = (node: unknown, key = ''): void => {
    // The document's servers and an operation's own (the token endpoint's): Redoc shows their text as it is.
    if (key === 'servers' && (Array.isArray(node) || isObject(node))) {
      for (const server of Object.values(node)) {
        if (isObject(server) && typeof server['description'] === 'string')
          server['description'] = plainText(server['description']);
      }
    }
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    if (!isObject(node)) return;
    const sentence = words(node, spec);
    // A schema with the pattern, or a property that refers to one and has a description of its own
    // (which Redoc shows in place of the referred schema's).
    if (sentence !== undefined && (typeof node['pattern'] === 'string' || typeof node['description'] === 'string')) {
      node['description'] = withSentence(node['description'], sentence);
      delete node['pattern'];
    }
    for (const [child, value] of Object.entries(node)) visit(value, child);
  };
  visit(copy);
  const docs = copy['externalDocs'];
  if (isObject(docs) && typeof docs['description'] === 'string') docs['description'] = plainText(docs['description']);
  return copy;
}
