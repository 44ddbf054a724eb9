import { EXTENSIBLE_ENUM } from '../extensions.js';
import { isNode, type Rule } from '../visitor.js';

/**
 * Whether an enum may gain values in what consumers receive is a decision of the contract, so it is
 * never left implicit: every enum of more than one value states `x-extensible-enum: true` or `false`
 * (the gate and the generated types read it). A one-value enum is a constant (a discriminator) and
 * may say nothing. The marker means nothing without an enum, and only as a boolean.
 */
export const EnumExtensibility: Rule = () => ({
  Schema: {
    enter(schema, ctx) {
      if (!isNode(schema)) return;
      const values = schema['enum'];
      const hasMarker = EXTENSIBLE_ENUM in schema;
      const marker = schema[EXTENSIBLE_ENUM];
      if (hasMarker && typeof marker !== 'boolean') {
        ctx.report({
          message: `\`${EXTENSIBLE_ENUM}\` must be \`true\` or \`false\`, found ${JSON.stringify(marker)}.`,
          location: ctx.location.child(EXTENSIBLE_ENUM),
        });
        return;
      }
      if (hasMarker && !Array.isArray(values)) {
        ctx.report({
          message: `\`${EXTENSIBLE_ENUM}\` belongs next to an \`enum\`; this schema has none.`,
          location: ctx.location.child(EXTENSIBLE_ENUM),
        });
        return;
      }
      if (Array.isArray(values) && values.length > 1 && !hasMarker) {
        ctx.report({
          message:
            `Enum of ${values.length} values does not state \`${EXTENSIBLE_ENUM}\`: \`true\` if new values may reach ` +
            'consumers without a major version (a default branch handles them), `false` if a new value would break them.',
          location: ctx.location.child('enum'),
        });
      }
    },
  },
});
