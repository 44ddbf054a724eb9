import { typesOf } from '../schemas.js';
import { isNode, type Rule } from '../visitor.js';

/**
 * Every string the API accepts or sends is bounded: a `type: string` schema states `maxLength`
 * (a non-negative integer), so that servers can refuse over-long input before it reaches a store
 * and consumers can size what they keep. An `enum` or `const` is bounded by its values and needs
 * none. The bound itself is the spec's choice; this rule only demands that there is one.
 */
export const StringMaxLength: Rule = () => ({
  Schema: {
    enter(schema, ctx) {
      if (!isNode(schema) || !typesOf(schema).includes('string')) return;
      if (Array.isArray(schema['enum']) || 'const' in schema) return;
      const max = schema['maxLength'];
      if (max === undefined) {
        ctx.report({
          message:
            'String schema has no `maxLength`: every string must be bounded (say why in its description, or use a shared schema that does).',
          location: ctx.location,
        });
      } else if (typeof max !== 'number' || !Number.isInteger(max) || max < 0) {
        ctx.report({
          message: `\`maxLength\` must be a non-negative integer, found ${JSON.stringify(max)}.`,
          location: ctx.location.child('maxLength'),
        });
      }
    },
  },
});
