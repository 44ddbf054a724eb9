/**
 * The docs base URL (the root `externalDocs.url` of the OpenAPI document, where the docs site is
 * hosted) is the one place the specs write it. Their descriptions, anywhere in a document, link pages
 * of that site relative to it (`[evolution rules](evolution.html)`); bundling makes the links
 * absolute, so every reader of a bundle (the docs pages, the mock, consumers) follows them to the
 * hosted site.
 */
import { rootSetting } from './schemas.js';
import { isNode, type Node, type UserContext } from './visitor.js';

/** `url` when it is an absolute URL ending in `/`, so that pages resolve under it; otherwise undefined. */
export function validDocsBase(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.endsWith('/')) return undefined;
  return URL.canParse(url) ? url : undefined;
}

/** The docs base URL of a root document (its `externalDocs.url`), when valid. */
export const docsBaseOf = (root: unknown): string | undefined =>
  validDocsBase(isNode(root) && isNode(root['externalDocs']) ? root['externalDocs']['url'] : undefined);

/** The root's `externalDocs`, through a `$ref` (the Sandbox Control API shares the platform API's docs site). */
export function externalDocsOf(root: Node, ctx: UserContext): Node | undefined {
  const docs = rootSetting(root, 'externalDocs', ctx);
  return isNode(docs) ? docs : undefined;
}

/** A markdown link target relative to the docs base: not `scheme:…`, `#…` or `/…`. */
const RELATIVE_LINK = /\]\((?![a-z][a-z0-9+.-]*:|[#/])([^()\s]+)\)/gi;

/** The relative link targets of a markdown text, in order. */
export const relativeLinks = (markdown: string): string[] =>
  [...markdown.matchAll(RELATIVE_LINK)].map((match) => match[1] ?? '');

/** The markdown text with each relative link made absolute under `base`. */
export const absoluteLinks = (markdown: string, base: string): string =>
  markdown.replace(RELATIVE_LINK, (_link, target: string) => `](${new URL(target, base).href})`);

/** Why a document with relative links cannot be bundled: its base is missing or not usable. */
export const missingBaseMessage = (base: unknown): string =>
  `The relative links of the descriptions are pages of the docs site, written relative to the docs base URL \`externalDocs.url\` of the OpenAPI document, which must be an absolute URL ending in \`/\`; found ${JSON.stringify(base ?? null)}.`;

/** Whether a node's `description` links the docs site relatively. */
export const linksRelatively = (node: unknown): node is { description: string } =>
  isNode(node) && typeof node['description'] === 'string' && relativeLinks(node['description']).length > 0;

/** The nodes of a JSON document (a bundle), at any depth, whose `description` links the docs site relatively. */
export function relativelyLinking(
  value: unknown,
  found: Array<{ description: string }> = [],
): Array<{ description: string }> {
  if (Array.isArray(value)) for (const item of value) relativelyLinking(item, found);
  else if (isNode(value)) {
    if (linksRelatively(value)) found.push(value);
    for (const child of Object.values(value)) relativelyLinking(child, found);
  }
  return found;
}
