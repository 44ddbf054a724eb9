import { responseEntries } from '../operations.js';
import { resolveNode } from '../schemas.js';
import { isNode, type Location, type Node, type Rule, type UserContext } from '../visitor.js';

/**
 * Every request body and every response with content shows an example: docs, mocks (Prism serves
 * them) and contract tests are built from them.
 */
export const OperationExamples: Rule = () => ({
  Operation: {
    enter(operation: Node, ctx: UserContext) {
      const body = resolveNode(operation['requestBody'], ctx);
      if (body) checkContent(body.node, 'Request body', ctx.location.child('requestBody'), ctx);

      for (const [code, raw] of responseEntries(operation)) {
        const response = resolveNode(raw, ctx);
        if (response) checkContent(response.node, `Response ${code}`, ctx.location.child(['responses', code]), ctx);
      }
    },
  },
});

function checkContent(holder: Node, what: string, at: Location, ctx: UserContext): void {
  const content = isNode(holder['content']) ? holder['content'] : {};
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isNode(media)) continue;
    const examples = media['examples'];
    const hasExample = media['example'] !== undefined || (isNode(examples) && Object.keys(examples).length > 0);
    if (!hasExample) {
      ctx.report({ message: `${what} (${mediaType}) has no example.`, location: at.child(['content', mediaType]) });
    }
  }
}
