import { isNode, type Node, type Rule, type UserContext } from '../visitor.js';

/** Every AsyncAPI message shows at least one example payload: docs and frame validation use them. */
export const MessageExamples: Rule = () => ({
  Message: {
    enter(message: Node, ctx: UserContext) {
      const examples = message['examples'];
      const withPayload =
        Array.isArray(examples) && examples.some((example) => isNode(example) && 'payload' in example);
      if (!withPayload) {
        ctx.report({
          message: `Message \`${String(message['name'] ?? ctx.key)}\` has no example with a payload.`,
          location: ctx.location,
        });
      }
    },
  },
});
