import { absoluteLinks, externalDocsOf, missingBaseMessage, relativeLinks, validDocsBase } from '../docs-links.js';
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
      if (!isNode(info) || typeof info['description'] !== 'string' || relativeLinks(info['description']).length === 0)
        return;
      const docs = externalDocsOf(root, ctx);
      const base = validDocsBase(docs?.['url']);
      if (base === undefined) {
        ctx.report({
          message: missingBaseMessage(docs?.['url']),
          location: ctx.location.child(isNode(root['externalDocs']) ? ['externalDocs', 'url'] : []),
        });
        return;
      }
      info['description'] = absoluteLinks(info['description'], base);
    },
  },
});
