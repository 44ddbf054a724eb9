import {
  announcementProblems,
  DEPRECATED_AT,
  DEPRECATED_ENUM_VALUES,
  isDeprecated,
  MINIMUM_NOTICE_DAYS,
  REPLACED_BY,
  SUNSET,
} from '../deprecation.js';
import { isNode, type Rule, type UserContext } from '../visitor.js';

export interface DeprecationLifecycleOptions {
  /** The least number of days between `x-deprecated-at` and `x-sunset`. */
  minimumNoticeDays?: number;
}

/**
 * A deprecation is an announcement with a date: whatever is marked deprecated says when
 * (`x-deprecated-at`), until when (`x-sunset`, at least the house minimum later) and what replaces
 * it (`x-replaced-by`), so the gate can let its removal through after the sunset and the server can
 * send RFC 9745/8594 headers. The markup without `deprecated` is an error too: it would announce
 * nothing to the tools that read `deprecated`.
 */
export const DeprecationLifecycle: Rule<DeprecationLifecycleOptions> = (options) => {
  const minimum = options.minimumNoticeDays ?? MINIMUM_NOTICE_DAYS;
  const check = (node: unknown, ctx: UserContext) => {
    if (!isNode(node)) return;
    if (isDeprecated(node)) {
      for (const problem of announcementProblems(node, minimum))
        ctx.report({ message: problem.message, location: ctx.location.child(problem.key) });
    } else {
      for (const key of [DEPRECATED_AT, SUNSET, REPLACED_BY].filter((k) => k in node))
        ctx.report({
          message: `\`${key}\` announces a deprecation, but the item is not marked \`deprecated: true\`.`,
          location: ctx.location.child(key),
        });
    }
    const values = node[DEPRECATED_ENUM_VALUES];
    if (values === undefined) return;
    const listed = Array.isArray(node['enum']) ? node['enum'].map(String) : [];
    if (!isNode(values)) {
      ctx.report({
        message: `\`${DEPRECATED_ENUM_VALUES}\` must map enum values to their announcement.`,
        location: ctx.location.child(DEPRECATED_ENUM_VALUES),
      });
      return;
    }
    for (const [value, entry] of Object.entries(values)) {
      const location = ctx.location.child([DEPRECATED_ENUM_VALUES, value]);
      if (!listed.includes(value)) {
        ctx.report({ message: `Deprecated value ${JSON.stringify(value)} is not in the \`enum\`.`, location });
        continue;
      }
      if (!isNode(entry)) {
        ctx.report({ message: `The announcement of ${JSON.stringify(value)} must be an object.`, location });
        continue;
      }
      for (const problem of announcementProblems(entry, minimum))
        ctx.report({ message: problem.message, location: location.child(problem.key) });
    }
  };
  const hook = { enter: check };
  return { Operation: hook, Parameter: hook, Schema: hook, Message: hook, Channel: hook };
};
