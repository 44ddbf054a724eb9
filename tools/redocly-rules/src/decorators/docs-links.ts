import { absoluteLinks, docsBaseOf, missingBaseMessage, relativeLinks } from '../docs-links.js';
import { isNode, type Node, type Rule, type UserContext } from '../visitor.js';

/**
 * Bundle-time: the links of `info.description` written relative to the docs base URL
 * (`[evolution rules](evolution.html)`) become absolute under the root `externalDocs.url`. Without a
 * usable base the bundle fails, at `externalDocs.url`. (The AsyncAPI bundle gets the same from the
 * `dap-docs-links` command.)
 */
export const DocsLinks: Rule = () => ({
  Root: {
    enter(root: Node, ctx: UserContext) {
      const info = root['info'];
      if (!isNode(info) || typeof info['description'] !== 'string' || relativeLinks(info['description']).length === 0) return;
      const base = docsBaseOf(root);
      if (base === undefined) {
        const docs = root['externalDocs'];
        ctx.report({ message: missingBaseMessage(isNode(docs) ? docs['url'] : undefined), location: ctx.location.child(isNode(docs) ? ['externalDocs', 'url'] : []) });
        return;
      }
      info['description'] = absoluteLinks(info['description'], base);
    },
  },
});
