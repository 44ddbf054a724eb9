import { pointerSegments, readRootRestLimits } from '../rest-limits.js';
import type { Node, Rule, UserContext } from '../visitor.js';

/**
 * The document states the limits of a request (`x-limits` at its root: named `{value, unit,
 * description}` entries), which the server is generated from and the docs render. `redocly lint`
 * does not run the decorator that renders them; this rule reports what it would fail on. A document
 * served beside another may state them by `$ref` to the other's (`rootSetting`).
 */
export const RestLimits: Rule = () => ({
  Root: {
    enter(root: Node, ctx: UserContext) {
      const read = readRootRestLimits(root, ctx);
      if (read.ok) return;
      for (const problem of read.problems)
        ctx.report({ message: problem.message, location: ctx.location.child(pointerSegments(problem.pointer)) });
    },
  },
});
