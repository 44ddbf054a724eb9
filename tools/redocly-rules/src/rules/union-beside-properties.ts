import { isNode, type Rule } from '../visitor.js';

/**
 * A `oneOf` is a union of complete branches, never a constraint beside sibling `properties`: tools
 * read that form three ways (openapi-zod-client drops the siblings, Kubb's union is not exclusive,
 * Specmatic refuses valid examples). Write each branch as a whole object schema (its properties,
 * `required` and `additionalProperties: false`, shared parts through `$ref`s), as
 * `CryptoWithdrawalRequest: oneOf: [WithdrawalByAmount, WithdrawalByTotal]`.
 */
export const UnionBesideProperties: Rule = () => ({
  Schema: {
    enter(schema, ctx) {
      if (!isNode(schema) || !Array.isArray(schema['oneOf'])) return;
      const siblings = ['properties', 'required', 'additionalProperties'].filter((key) => key in schema);
      if (siblings.length > 0) {
        ctx.report({
          message: `\`oneOf\` beside ${siblings.map((s) => `\`${s}\``).join(', ')}: make each branch a complete object schema and the schema the oneOf alone.`,
          location: ctx.location.child('oneOf'),
        });
      }
    },
  },
});
