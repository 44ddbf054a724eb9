/**
 * The limits of a REST request and of a client's request rate are data of the OpenAPI document
 * (`x-limits` at its root): the server and the sandbox's rate limit are generated from them, and
 * bundling renders them as a table at the end of `info.description`.
 */
import { LIMITS } from './extensions.js';
import { limitsTable, readLimits, withRendered, type Limit, type PointedProblem } from './limits.js';
import { rootSetting } from './schemas.js';
import { isNode, type Node, type UserContext } from './visitor.js';

/** Starts the rendered table, so that rendering again replaces it (a marker markdown does not show). */
export const REST_LIMITS_MARKER = '<!-- x-limits of the document, rendered by pnpm build -->';

/** The root `x-limits` of an OpenAPI document, or the problems that make them unusable, each at its JSON pointer. */
export function readRestLimits(
  document: unknown,
): { ok: true; value: Limit[] } | { ok: false; problems: PointedProblem[] } {
  const problems: PointedProblem[] = [];
  if (!isNode(document) || !(LIMITS in document)) {
    return {
      ok: false,
      problems: [{ pointer: '', message: 'the document must state the limits of a request in `x-limits` at its root' }],
    };
  }
  const limits = readLimits(document[LIMITS], `/${LIMITS}`, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: limits };
}

/** The root `x-limits` of the document a rule or decorator visits, through a `$ref` (a document served beside another states the other's). */
export function readRootRestLimits(root: Node, ctx: UserContext): ReturnType<typeof readRestLimits> {
  return readRestLimits(LIMITS in root ? { ...root, [LIMITS]: rootSetting(root, LIMITS, ctx) } : root);
}

/** `description` with the table of request limits at its end, replacing one rendered before. */
export function withRestLimits(description: string, limits: readonly Limit[]): string {
  return withRendered(
    description,
    REST_LIMITS_MARKER,
    ['## Request limits', '', ...limitsTable(limits), ''].join('\n'),
  );
}

/** The segments of a JSON pointer, unescaped (for Redocly's `location.child`). */
export const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
