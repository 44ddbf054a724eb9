/**
 * Deprecated channel types, as the server announces them: the successful result of a `subscribe`
 * carries `deprecation` (`deprecated_at`, `sunset`, `replaced_by`). The client warns once per
 * channel type (per client), so a caller learns what is going away, and when, without a line per
 * subscription or reconnect.
 */
import type { Logger } from '@dap/core';
import type { ChannelResult } from '@dap/stream-models';

/** Warns through `logger` the first time a subscribe result of each channel type carries `deprecation`. */
export function deprecationWarnings(logger: Logger): (results: readonly ChannelResult[]) => void {
  const warned = new Set<string>();
  return (results) => {
    for (const { type, success, deprecation } of results) {
      if (!success || deprecation === undefined || warned.has(type)) continue;
      warned.add(type);
      const { deprecated_at: deprecatedAt, sunset, replaced_by: replacedBy } = deprecation;
      logger.warn(`channel ${type} is deprecated, sunset ${sunset}: use ${replacedBy} instead`, {
        channel: type,
        deprecatedAt,
        sunset,
        replacedBy,
      });
    }
  };
}
