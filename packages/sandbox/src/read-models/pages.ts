import { ROUTES, type JsonSchema } from '@dap/server';
import { ValidationFailed } from '../common/errors.js';

/** A list item with its sort key: epoch ms, then `rank` (a string ordered like the id). */
export interface Entry<T> {
  readonly t: number;
  readonly rank: string;
  readonly item: T;
}

export interface SortKey {
  t: number;
  rank: string;
}

/** The spec's `limit` parameter (shared by every list operation): its default and its maximum. */
const LIMIT = limitParameter(ROUTES.listExecutions.schemas.querystring);
export const DEFAULT_LIMIT = LIMIT.default;
export const MAX_LIMIT = LIMIT.maximum;

function limitParameter(query: JsonSchema | undefined): { default: number; maximum: number } {
  const limit =
    typeof query === 'object'
      ? (query['properties'] as Record<string, { default?: unknown; maximum?: unknown }> | undefined)?.['limit']
      : undefined;
  if (typeof limit?.default !== 'number' || typeof limit.maximum !== 'number')
    throw new Error("the spec's `limit` parameter needs a default and a maximum");
  return { default: limit.default, maximum: limit.maximum };
}

const compare = (a: SortKey, b: SortKey) => a.t - b.t || (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);

/** Index of the first entry whose key is greater than `key` (or equal to it, with `inclusive`). */
function bound(list: readonly SortKey[], key: SortKey, inclusive: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = compare(list[mid] as SortKey, key);
    if (order < 0 || (order === 0 && !inclusive)) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function sortEntries<E extends SortKey>(entries: E[]): E[] {
  return entries.sort(compare);
}

export interface PageRequest<E extends SortKey> {
  desc: boolean;
  /** The key of the last item of the previous page. */
  after: SortKey | undefined;
  limit: number;
  accept: (entry: E) => boolean;
  /** Inclusive time bounds, epoch ms. */
  minT?: number | undefined;
  maxT?: number | undefined;
}

/**
 * One page of `list` (sorted ascending by key): the next `limit` accepted entries after `after` in
 * the requested direction, and whether another accepted entry follows. Binary search finds the
 * start; the walk stops at the time bounds, so a page costs O(log n + items looked at).
 */
export function pageOf<E extends SortKey>(
  list: readonly E[],
  request: PageRequest<E>,
): { entries: E[]; more: boolean } {
  const { desc, after, limit, accept, minT, maxT } = request;
  const entries: E[] = [];
  let more = false;
  if (desc) {
    let i = (after ? bound(list, after, true) : list.length) - 1;
    if (maxT !== undefined) i = Math.min(i, bound(list, { t: maxT, rank: '\uffff' }, false) - 1);
    for (; i >= 0; i--) {
      const entry = list[i] as E;
      if (minT !== undefined && entry.t < minT) break;
      if (!accept(entry)) continue;
      if (entries.length === limit) {
        more = true;
        break;
      }
      entries.push(entry);
    }
  } else {
    let i = after ? bound(list, after, false) : 0;
    if (minT !== undefined) i = Math.max(i, bound(list, { t: minT, rank: '' }, true));
    for (; i < list.length; i++) {
      const entry = list[i] as E;
      if (maxT !== undefined && entry.t > maxT) break;
      if (!accept(entry)) continue;
      if (entries.length === limit) {
        more = true;
        break;
      }
      entries.push(entry);
    }
  }
  return { entries, more };
}

/** `limit`: the spec's default when absent. The server checked its range; a direct caller's is checked too. */
export function parseLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = typeof value === 'string' && /^[0-9]{1,7}$/.test(value) ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new ValidationFailed('/query/limit', `must be an integer from 1 to ${MAX_LIMIT}`);
  }
  return limit;
}

/** Adds `value` to the list kept under `key` (an index of a read model). */
export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The JSON bytes of a page, `{"<field>":[…],"next_page_cursor":…}`, from items serialised once: the
 * same text `JSON.stringify` makes of the page object.
 */
export function pageJson(
  field: string,
  entries: readonly { readonly json: string }[],
  cursor: string | undefined,
): Buffer {
  const next = cursor === undefined ? '' : `,"next_page_cursor":${JSON.stringify(cursor)}`;
  return Buffer.from(`{"${field}":[${entries.map((entry) => entry.json).join(',')}]${next}}`);
}
