import { parseRfc3339 } from '../clock/clock.js';
import { Cursors } from './cursor.js';
import { InvalidCursor, ValidationFailed } from '../common/errors.js';
import type { ExecutionRecord } from './store.js';
import type { Execution } from '@dap/api-types';
import type { ExecutionList, ListExecutionsQuery } from './types.js';
import { pageJson, pageOf, parseLimit, push, sortEntries, type Entry } from './pages.js';
import { PageCache } from './page-cache.js';

interface ExecutionEntry extends Entry<Execution> {
  /** The item serialised once, at load. */
  readonly json: string;
  readonly profileId: string;
  readonly accountId: string | undefined;
  readonly orderId: string;
}

/** Execution ids compared as numbers: zero-padded to this many digits, they compare as strings. */
const ID_WIDTH = 40;
const NUMERIC = /^[0-9]+$/;

function rankOf(id: string): string {
  const digits = id.replace(/^0+(?=\d)/, '');
  return digits.length > ID_WIDTH ? '9'.repeat(ID_WIDTH + 1) : digits.padStart(ID_WIDTH, '0');
}

/**
 * A tenant's executions, served from memory: loaded once (they do not change), sorted by
 * `executed_at` then `execution_id` (as a number), indexed by profile, account and order, so a page
 * is computed without touching the store. Its cursors and cached pages are the tenant's: another
 * tenant's cursor is refused.
 */
export class ExecutionService {
  private readonly all: ExecutionEntry[];
  private readonly byProfile = new Map<string, ExecutionEntry[]>();
  private readonly byAccount = new Map<string, ExecutionEntry[]>();
  private readonly byOrder = new Map<string, ExecutionEntry[]>();

  constructor(
    records: readonly ExecutionRecord[],
    private readonly cursors: Cursors,
    private readonly pages: PageCache = new PageCache(),
    /** Whose executions these are: part of every cursor's filters and cached page's key. */
    private readonly tenant: string = '',
  ) {
    this.all = sortEntries(
      records.map(({ execution, profileId, accountId }) =>
        Object.freeze({
          t: Date.parse(execution.executed_at),
          rank: rankOf(execution.execution_id),
          item: Object.freeze({ ...execution }),
          json: JSON.stringify(execution),
          profileId,
          accountId,
          orderId: execution.order_id,
        }),
      ),
    );
    for (const entry of this.all) {
      push(this.byProfile, entry.profileId, entry);
      if (entry.accountId !== undefined) push(this.byAccount, entry.accountId, entry);
      push(this.byOrder, entry.orderId, entry);
    }
  }

  get size(): number {
    return this.all.length;
  }

  /**
   * One page, newest first (`executed_at`, then `execution_id`), filtered by profile, account and
   * order of the orders, `since_execution_id` (executions with a larger id are left out) and the
   * inclusive range `range.begin`..`range.end`. Throws `ValidationFailed` (limit,
   * since_execution_id, range bounds) or `InvalidCursor`.
   */
  list(query: ListExecutionsQuery = {}): ExecutionList {
    const { entries, cursor } = this.page(query);
    const page: ExecutionList = { items: entries.map((entry) => entry.item) };
    if (cursor !== undefined) page.next_page_cursor = cursor;
    return page;
  }

  /**
   * The same page as `list`, as JSON bytes: what an HTTP handler can send as is. Assembled from items
   * serialised once at load, and kept by query (see PageCache), so a repeated query costs a lookup.
   */
  listJson(query: ListExecutionsQuery = {}): Buffer {
    // Every parameter of the operation, in a fixed order (the query object's own order may vary).
    const key = JSON.stringify([
      'executions',
      this.tenant,
      query.limit,
      query.profile_id,
      query.account_id,
      query.order_id,
      query.since_execution_id,
      query['range.begin'],
      query['range.end'],
      query.page_cursor,
    ]);
    return this.pages.get(key, () => {
      const { entries, cursor } = this.page(query);
      return pageJson('items', entries, cursor);
    });
  }

  private page(query: ListExecutionsQuery): { entries: ExecutionEntry[]; cursor: string | undefined } {
    const limit = parseLimit(query.limit);
    const since = query.since_execution_id;
    if (since !== undefined && !NUMERIC.test(since))
      throw new ValidationFailed('/query/since_execution_id', 'must be numeric text');
    const begin = query['range.begin'];
    const end = query['range.end'];
    const minT = begin === undefined ? undefined : parseRfc3339(begin, 'ceil');
    const maxT = end === undefined ? undefined : parseRfc3339(end, 'floor');
    if (begin !== undefined && minT === undefined)
      throw new ValidationFailed('/query/range.begin', 'must be an RFC 3339 date-time');
    if (end !== undefined && maxT === undefined)
      throw new ValidationFailed('/query/range.end', 'must be an RFC 3339 date-time');
    const { profile_id: profileId, account_id: accountId, order_id: orderId } = query;
    const sinceRank = since === undefined ? undefined : rankOf(since);

    const filters = Cursors.filtersHash([
      'executions',
      this.tenant,
      profileId ?? null,
      accountId ?? null,
      orderId ?? null,
      sinceRank ?? null,
      minT ?? null,
      maxT ?? null,
    ]);
    let after: { t: number; rank: string } | undefined;
    if (query.page_cursor !== undefined) {
      const key = this.cursors.decode(query.page_cursor, 'executions', filters);
      if (!NUMERIC.test(key.id)) throw new InvalidCursor('malformed');
      after = { t: key.time, rank: rankOf(key.id) };
    }

    const candidates =
      orderId !== undefined
        ? (this.byOrder.get(orderId) ?? [])
        : accountId !== undefined
          ? (this.byAccount.get(accountId) ?? [])
          : profileId !== undefined
            ? (this.byProfile.get(profileId) ?? [])
            : this.all;
    const accept = (entry: ExecutionEntry) =>
      (profileId === undefined || entry.profileId === profileId) &&
      (accountId === undefined || entry.accountId === accountId) &&
      (orderId === undefined || entry.orderId === orderId) &&
      (sinceRank === undefined || entry.rank <= sinceRank);
    const { entries, more } = pageOf(candidates, { desc: true, after, limit, accept, minT, maxT });
    const last = entries[entries.length - 1];
    return {
      entries,
      cursor:
        more && last
          ? this.cursors.encode({ kind: 'executions', filters, time: last.t, id: last.item.execution_id })
          : undefined,
    };
  }
}
