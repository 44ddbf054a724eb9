import { absoluteLinks, externalDocsOf, linksRelatively, missingBaseMessage, validDocsBase } from '../docs-links.js';
import { isNode, type Location, type Node, type Rule, type UserContext } from '../visitor.js';

/**
 * Bundle-time: the links of every `description` written relative to the docs base URL
 * (`[evolution rules](evolution.html)`, in `info` or a schema, a parameter, an operation…) become
 * absolute under the root `externalDocs.url`. Without a usable base the bundle fails, at
 * `externalDocs.url`. (The AsyncAPI bundle gets the same from the `dap-docs-links` command.)
 */
export const DocsLinks: Rule = () => {
  // The document being bundled: the first node the walk enters, before its Root visitor runs.
  let root: { node: Node; location: Location; base: string | undefined; reported: boolean } | undefined;
  return {
    any: {
      enter(node: unknown, ctx: UserContext) {
        if (root === undefined && isNode(node)) {
          const docs = externalDocsOf(node, ctx);
          root = { node, location: ctx.location, base: validDocsBase(docs?.['url']), reported: false };
        }
        if (root === undefined || !linksRelatively(node)) return;
        if (root.base !== undefined) {
          node.description = absoluteLinks(node.description, root.base);
          return;
        }
        if (root.reported) return;
        root.reported = true;
        const docs = externalDocsOf(root.node, ctx);
        ctx.report({
          message: missingBaseMessage(docs?.['url']),
          location: root.location.child(isNode(root.node['externalDocs']) ? ['externalDocs', 'url'] : []),
        });
      },
    },
    Root: {
      leave() {
        root = undefined;
      },
    },
  };
};
