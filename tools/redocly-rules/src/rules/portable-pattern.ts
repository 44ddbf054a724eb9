import { patternPortability } from '../patterns.js';
import { isNode, type Rule } from '../visitor.js';

/**
 * A `pattern` matches the same strings in every tool that reads the contract: with and without the
 * regex `u` flag (code points or UTF-16 code units), and without a bare `/` (see `patterns.ts`).
 */
export const PortablePattern: Rule = () => ({
  Schema: {
    enter(schema, ctx) {
      if (!isNode(schema) || typeof schema['pattern'] !== 'string') return;
      const reason = patternPortability(schema['pattern']);
      if (reason !== undefined) {
        ctx.report({
          message: `Pattern \`${schema['pattern']}\` is not read the same by every tool: it ${reason}.`,
          location: ctx.location.child('pattern'),
        });
      }
    },
  },
});
