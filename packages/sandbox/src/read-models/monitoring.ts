import { addressKey, isValidAddress } from '../networks/addresses.js';
import { Cursors } from './cursor.js';
import { ValidationFailed } from '../common/errors.js';
import { isMonitoringNetwork, MONITORING_NETWORKS } from '../networks/networks.js';
import type { MonitoringAddress } from '@dap/api-types';
import type { ListMonitoringAddressesQuery, MonitoringAddressList } from './types.js';
import { pageJson, pageOf, parseLimit, push, sortEntries, type Entry } from './pages.js';
import { PageCache } from './page-cache.js';

interface MonitoringEntry extends Entry<MonitoringAddress> {
  readonly key: string;
  /** The item serialised once, at load. */
  readonly json: string;
}

/**
 * A tenant's monitoring addresses, served from memory: loaded once (they do not change), sorted by
 * `created_at` then `id`, indexed by network and by address, so a page is computed without touching
 * the store. Its cursors and cached pages are the tenant's: another tenant's cursor is refused.
 */
export class MonitoringService {
  private readonly all: MonitoringEntry[];
  private readonly byNetwork = new Map<string, MonitoringEntry[]>();
  private readonly byAddress = new Map<string, MonitoringEntry[]>();

  constructor(
    items: readonly MonitoringAddress[],
    private readonly cursors: Cursors,
    private readonly pages: PageCache = new PageCache(),
    /** Whose addresses these are: part of every cursor's filters and cached page's key. */
    private readonly tenant: string = '',
  ) {
    this.all = sortEntries(
      items.map((item) =>
        Object.freeze({
          t: Date.parse(item.created_at),
          rank: item.id,
          item: Object.freeze({ ...item }),
          key: addressKey(item.crypto_network, item.address),
          json: JSON.stringify(item),
        }),
      ),
    );
    for (const entry of this.all) {
      push(this.byNetwork, entry.item.crypto_network, entry);
      push(this.byAddress, entry.key, entry);
    }
  }

  get size(): number {
    return this.all.length;
  }

  /**
   * One page, ordered by `created_at` (`DESC` by default, or `ASC`), optionally filtered by network
   * and address (an EVM address matches in any letter case). Throws `ValidationFailed` (limit, order,
   * network, an address not valid for the network) or `InvalidCursor`.
   */
  list(query: ListMonitoringAddressesQuery = {}): MonitoringAddressList {
    const { entries, cursor } = this.page(query);
    const page: MonitoringAddressList = { addresses: entries.map((entry) => entry.item) };
    if (cursor !== undefined) page.next_page_cursor = cursor;
    return page;
  }

  /**
   * The same page as `list`, as JSON bytes: what an HTTP handler can send as is. Assembled from items
   * serialised once at load, and kept by query (see PageCache), so a repeated query costs a lookup.
   */
  listJson(query: ListMonitoringAddressesQuery = {}): Buffer {
    // Every parameter of the operation, in a fixed order (the query object's own order may vary).
    const key = JSON.stringify([
      'monitoring',
      this.tenant,
      query.limit,
      query.order,
      query.crypto_network,
      query.address,
      query.page_cursor,
    ]);
    return this.pages.get(key, () => {
      const { entries, cursor } = this.page(query);
      return pageJson('addresses', entries, cursor);
    });
  }

  private page(query: ListMonitoringAddressesQuery): { entries: MonitoringEntry[]; cursor: string | undefined } {
    const limit = parseLimit(query.limit);
    const order = query.order ?? 'DESC';
    const network = query.crypto_network;
    // The server checked the enum; a network a later spec adds, which this sandbox does not know, is refused here.
    if (network !== undefined && !isMonitoringNetwork(network))
      throw new ValidationFailed('/query/crypto_network', 'is not a network this sandbox monitors');
    const address = query.address;
    if (address !== undefined) {
      const valid =
        network === undefined
          ? MONITORING_NETWORKS.some((n) => isValidAddress(n, address))
          : isValidAddress(network, address);
      if (!valid)
        throw new ValidationFailed(
          '/query/address',
          network === undefined ? 'is not a valid address of a monitored network' : `is not a valid ${network} address`,
        );
    }
    const key = address === undefined ? undefined : addressKey(network, address);
    const filters = Cursors.filtersHash(['monitoring', this.tenant, order, network ?? null, key ?? null]);
    const after =
      query.page_cursor === undefined ? undefined : this.cursors.decode(query.page_cursor, 'monitoring', filters);

    const candidates =
      key !== undefined
        ? (this.byAddress.get(key) ?? [])
        : network !== undefined
          ? (this.byNetwork.get(network) ?? [])
          : this.all;
    const accept =
      key !== undefined && network !== undefined
        ? (entry: MonitoringEntry) => entry.item.crypto_network === network
        : () => true;
    const { entries, more } = pageOf(candidates, {
      desc: order === 'DESC',
      after: after && { t: after.time, rank: after.id },
      limit,
      accept,
    });
    const last = entries[entries.length - 1];
    return {
      entries,
      cursor:
        more && last ? this.cursors.encode({ kind: 'monitoring', filters, time: last.t, id: last.rank }) : undefined,
    };
  }
}
