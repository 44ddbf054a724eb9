/**
 * Rendered list pages, by query: the executions and monitoring addresses never change while the
 * sandbox runs, so a page is a pure function of its query and its JSON bytes can be kept and sent
 * again. Least recently used pages are dropped beyond a byte budget. A list whose items could change
 * would have to `clear()` the cache on every change.
 */
export class PageCache {
  readonly #pages = new Map<string, Buffer>();
  #bytes = 0;

  constructor(readonly maxBytes: number = DEFAULT_PAGE_CACHE_BYTES) {}

  /** The page for `key`, rendered by `render` the first time (a throw caches nothing). */
  get(key: string, render: () => Buffer): Buffer {
    const cached = this.#pages.get(key);
    if (cached !== undefined) {
      // Most recently used last: a Map iterates in insertion order.
      this.#pages.delete(key);
      this.#pages.set(key, cached);
      return cached;
    }
    const page = render();
    if (page.length > this.maxBytes) return page;
    this.#pages.set(key, page);
    this.#bytes += page.length;
    for (const [oldKey, oldPage] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldKey);
      this.#bytes -= oldPage.length;
    }
    return page;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}

/** 16 MiB: a few hundred full pages of 100 items. */
export const DEFAULT_PAGE_CACHE_BYTES = 16 * 1024 * 1024;
