/**
 * A local order book kept from `market_data` events: one `SNAPSHOT` (the full book), then `UPDATE`s
 * whose levels replace the amount at their price, a level with amount zero (`"0"`) being removed.
 * Prices and amounts stay the decimal strings of the wire; prices are ordered and matched exactly
 * (`compareDecimals`), never as JS numbers.
 */
import type { MarketDataEvent, MarketDataPayload, PriceLevel } from '@dap/stream-models';
import { compareDecimals, isDecimal, isZeroDecimal, normalizeDecimal } from '@dap/core';

export interface OrderBookOptions {
  /** Only events of this market are applied; others are ignored. Default: the market of the first SNAPSHOT. */
  market?: string;
  /**
   * Most UPDATEs held while waiting for a SNAPSHOT; beyond it the oldest are dropped (a snapshot
   * supersedes them anyway). Default 1000.
   */
  maxBufferedUpdates?: number;
}

/**
 * What `apply` did with an event: `snapshot` (the book was replaced), `update` (levels changed),
 * `buffered` (an UPDATE before any SNAPSHOT, held until one arrives), `ignored` (another market, or
 * an UPDATE before any SNAPSHOT with `maxBufferedUpdates` 0).
 */
export type OrderBookApplyResult = 'snapshot' | 'update' | 'buffered' | 'ignored';

/** One side of the book, best level first. */
class Side {
  readonly #levels: PriceLevel[] = [];
  readonly #keys: string[] = [];

  /** `-1` for bids (highest price first), `1` for asks (lowest first). */
  constructor(private readonly direction: 1 | -1) {}

  get size(): number {
    return this.#levels.length;
  }

  get best(): PriceLevel | undefined {
    const level = this.#levels[0];
    return level && { ...level };
  }

  levels(depth = Infinity): PriceLevel[] {
    return this.#levels.slice(0, depth).map((level) => ({ ...level }));
  }

  clear(): void {
    this.#levels.length = 0;
    this.#keys.length = 0;
  }

  /** Sets the amount at a price; an amount of zero removes the level. */
  set(price: string, amount: string): void {
    const key = normalizeDecimal(price);
    const { index, found } = this.#find(key);
    if (isZeroDecimal(amount)) {
      if (found) {
        this.#levels.splice(index, 1);
        this.#keys.splice(index, 1);
      }
    } else if (found) {
      this.#levels[index] = { price, amount };
    } else {
      this.#levels.splice(index, 0, { price, amount });
      this.#keys.splice(index, 0, key);
    }
  }

  /** Binary search of the position of `key` in best-first order. */
  #find(key: string): { index: number; found: boolean } {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = compareDecimals(this.#keys[middle] as string, key) * this.direction;
      if (order === 0) return { index: middle, found: true };
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return { index: low, found: false };
  }
}

export class OrderBook {
  #market: string | undefined;
  readonly #maxBuffered: number;
  readonly #bids = new Side(-1);
  readonly #asks = new Side(1);
  #buffer: MarketDataPayload[] = [];
  #ready = false;
  #time: string | undefined;

  constructor(options: OrderBookOptions | string = {}) {
    const resolved = typeof options === 'string' ? { market: options } : options;
    this.#market = resolved.market;
    this.#maxBuffered = resolved.maxBufferedUpdates ?? 1000;
    if (!Number.isInteger(this.#maxBuffered) || this.#maxBuffered < 0) {
      throw new RangeError('OrderBook: `maxBufferedUpdates` must be an integer ≥ 0');
    }
  }

  /** The market of the book: the one given, or that of the first SNAPSHOT applied. */
  get market(): string | undefined {
    return this.#market;
  }

  /** Whether a SNAPSHOT has been applied since the book was created or reset. */
  get ready(): boolean {
    return this.#ready;
  }

  /** `time` of the last event applied (`undefined` before the first SNAPSHOT). */
  get time(): string | undefined {
    return this.#time;
  }

  /** UPDATEs held while waiting for a SNAPSHOT. */
  get bufferedUpdates(): number {
    return this.#buffer.length;
  }

  /** Bid levels, highest price first (copies). */
  get bids(): PriceLevel[] {
    return this.#bids.levels();
  }

  /** Ask levels, lowest price first (copies). */
  get asks(): PriceLevel[] {
    return this.#asks.levels();
  }

  /** The highest bid, or `undefined` when there is none (or no SNAPSHOT yet). */
  get bestBid(): PriceLevel | undefined {
    return this.#bids.best;
  }

  /** The lowest ask, or `undefined` when there is none (or no SNAPSHOT yet). */
  get bestAsk(): PriceLevel | undefined {
    return this.#asks.best;
  }

  /** The best `depth` levels of each side. */
  depth(depth: number): { bids: PriceLevel[]; asks: PriceLevel[] } {
    return { bids: this.#bids.levels(depth), asks: this.#asks.levels(depth) };
  }

  /**
   * Applies a `market_data` event (or its payload). A SNAPSHOT replaces the whole book (a new
   * SNAPSHOT, e.g. after a reconnect, resets it); UPDATEs that arrived before the first SNAPSHOT are
   * held and, once it arrives, those not older than it are applied in arrival order (applying an
   * UPDATE twice is harmless: it sets amounts, it does not add to them). Throws a `TypeError` when a
   * price or amount is not a decimal string.
   */
  apply(event: MarketDataEvent | MarketDataPayload): OrderBookApplyResult {
    const payload = 'payload' in event ? event.payload : event;
    if (this.#market !== undefined && payload.market !== this.#market) return 'ignored';
    for (const level of [...payload.bids, ...payload.asks]) {
      if (!isDecimal(level.price) || !isDecimal(level.amount)) {
        throw new TypeError(`OrderBook: price level ${JSON.stringify(level)} is not made of decimal strings`);
      }
    }
    if (payload.type === 'SNAPSHOT') {
      this.#market ??= payload.market;
      this.#bids.clear();
      this.#asks.clear();
      this.#setLevels(payload);
      this.#ready = true;
      const since = Date.parse(payload.time);
      const buffered = this.#buffer;
      this.#buffer = [];
      for (const update of buffered) {
        // Drop only updates provably older than the snapshot; the snapshot already contains them.
        if (!(Date.parse(update.time) < since)) this.#setLevels(update);
      }
      return 'snapshot';
    }
    if (!this.#ready) {
      if (this.#maxBuffered === 0) return 'ignored';
      if (this.#buffer.length >= this.#maxBuffered) this.#buffer.shift();
      this.#buffer.push(payload);
      return 'buffered';
    }
    this.#setLevels(payload);
    return 'update';
  }

  /** Empties the book and forgets held UPDATEs; the next SNAPSHOT starts it again. */
  reset(): void {
    this.#bids.clear();
    this.#asks.clear();
    this.#buffer = [];
    this.#ready = false;
    this.#time = undefined;
  }

  #setLevels(payload: MarketDataPayload): void {
    for (const { price, amount } of payload.bids) this.#bids.set(price, amount);
    for (const { price, amount } of payload.asks) this.#asks.set(price, amount);
    this.#time = payload.time;
  }
}
