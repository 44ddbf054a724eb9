import { pointerSegments, readRootRestLimits, withRestLimits } from '../rest-limits.js';
import { isNode, type Node, type Rule, type UserContext } from '../visitor.js';

/**
 * Bundle-time: the table of request limits (root `x-limits`) goes at the end of `info.description`,
 * so the docs show the values the server enforces. Malformed limits fail the bundle at their pointer.
 * (Named apart from the rule `dap/rest-limits`: Redocly runs a decorator that shares an enabled
 * rule's name during `lint` too, which reported every problem twice.)
 */
export const RestLimitsTable: Rule = () => ({
  Root: {
    enter(root: Node, ctx: UserContext) {
      const read = readRootRestLimits(root, ctx);
      if (!read.ok) {
        for (const problem of read.problems)
          ctx.report({ message: problem.message, location: ctx.location.child(pointerSegments(problem.pointer)) });
        return;
      }
      const info = root['info'];
      if (isNode(info) && typeof info['description'] === 'string')
        info['description'] = withRestLimits(info['description'], read.value);
    },
  },
});
