import type { Report } from '../findings/findings.js';
import { at, objectAt, type Json, type JsonObject } from '../json/json.js';

const valueOf = (limits: JsonObject, limit: string): number | undefined => {
  const value = objectAt(limits[limit])['value'];
  return typeof value === 'number' ? value : undefined;
};

/**
 * The limits of an `x-limits` object (each `{value}` a bound on what a client may send): one
 * lowered or added narrows what clients may do (breaking), one raised or removed widens it. `of`
 * says whose limits they are: a WebSocket `connection`'s, or a REST `request`'s.
 */
export function diffLimits(
  report: Report,
  of: 'connection' | 'request',
  before: Json | undefined,
  after: Json | undefined,
  where: { pointer: string; path: string },
): void {
  const [was, now] = [objectAt(before), objectAt(after)];
  for (const limit of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const [old, value] = [valueOf(was, limit), valueOf(now, limit)];
    if (old === value) continue;
    const narrowed = value !== undefined && (old === undefined || value < old);
    report({
      severity: narrowed ? 'breaking' : 'non-breaking',
      direction: 'request',
      rule: `${of}-limit-${narrowed ? 'narrowed' : 'widened'}`,
      pointer: value !== undefined ? at(where.pointer, limit, 'value') : where.pointer,
      document: 'new',
      path: at(where.path, limit),
      change: `${of} limit ${limit} ${old === undefined ? 'added' : value === undefined ? 'removed' : narrowed ? 'lowered' : 'raised'}`,
      ...(old !== undefined ? { old } : {}),
      ...(value !== undefined ? { new: value } : {}),
    });
  }
}
