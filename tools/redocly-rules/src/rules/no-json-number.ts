import { typesOf } from '../schemas.js';
import { isNode, type Rule } from '../visitor.js';

/**
 * This API has no floating-point values: decimals are strings, counts are integers. A `number`
 * schema would let a client parse money into an IEEE double.
 */
export const NoJsonNumber: Rule = () => ({
  Schema: {
    enter(schema, ctx) {
      if (isNode(schema) && typesOf(schema).includes('number')) {
        ctx.report({
          message: 'Schema has type `number`: use a decimal string (a `Decimal` schema) or an `integer`.',
          location: ctx.location.child('type'),
        });
      }
    },
  },
});
