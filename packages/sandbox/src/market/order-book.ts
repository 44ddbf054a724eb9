import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { DemoMarket } from '../demo/demo-data.js';

/** One price level in integers: price in ticks (10^-price_decimals), amount in lots (10^-amount_decimals). */
export interface Level {
  price: number;
  lots: number;
}

/** What one step of the book did. */
export interface StepResult {
  /** Trades, in order: price in ticks, amount in lots. */
  trades: Level[];
  /** Changed bid levels: new lots, 0 when the level was removed; only levels that differ from before the step. */
  bids: Map<number, number>;
  asks: Map<number, number>;
  /** Whether the best bid or best ask price moved. */
  bestPriceChanged: boolean;
}

const MIN_DEPTH = 8;
const MAX_DEPTH = 20;

/**
 * The simulated order book of one market. Everything is integer arithmetic on ticks and lots (no
 * floating point once built), and every random choice comes from the market's own seeded
 * xoroshiro128+ generator, so a seed gives the same book history on any machine.
 *
 * Each step: the mid price may drift by up to three price steps (one step is about 1 bp); a trade
 * may take part of the best bid or ask; levels crossing the mid are pulled; one to three levels
 * change, appear or disappear; then each side is refilled to 8 levels and trimmed to 20.
 */
export class OrderBook {
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();
  private readonly rng;
  private mid: number;
  private readonly step: number;
  private readonly minLots: number;
  private readonly maxLots: number;
  /** The lots of each level touched during the current step, as they were before it (0: absent). */
  private touched: { bids: Map<number, number>; asks: Map<number, number> } = { bids: new Map(), asks: new Map() };

  constructor(
    readonly market: DemoMarket,
    seed: number,
  ) {
    this.rng = xoroshiro128plus(seed | 0);
    const reference = toUnits(market.reference_price, market.price_decimals);
    this.mid = reference;
    this.step = Math.max(1, Math.round(reference / 10_000));
    // Levels worth roughly 2,000 to 60,000 in the quote asset.
    const price = reference / 10 ** market.price_decimals;
    this.minLots = Math.max(1, Math.round((2_000 / price) * 10 ** market.amount_decimals));
    this.maxLots = Math.max(this.minLots + 1, Math.round((60_000 / price) * 10 ** market.amount_decimals));
    for (let i = 0; i < 12; i++) {
      this.bids.set(this.mid - this.step * (i + 1), this.randomLots());
      this.asks.set(this.mid + this.step * (i + 1), this.randomLots());
    }
  }

  bestBid(): Level | undefined {
    return best(this.bids, 'bid');
  }

  bestAsk(): Level | undefined {
    return best(this.asks, 'ask');
  }

  /** Both sides, best first. */
  levels(): { bids: Level[]; asks: Level[] } {
    return { bids: sorted(this.bids, 'bid'), asks: sorted(this.asks, 'ask') };
  }

  advance(): StepResult {
    this.touched = { bids: new Map(), asks: new Map() };
    const bidBefore = this.bestBid()?.price;
    const askBefore = this.bestAsk()?.price;
    const trades: Level[] = [];

    if (this.int(0, 99) < 30) this.mid += this.int(-3, 3) * this.step;

    if (this.int(0, 99) < 25) {
      const buy = this.int(0, 1) === 1;
      const top = buy ? this.bestAsk() : this.bestBid();
      if (top) {
        const lots = this.int(1, top.lots);
        trades.push({ price: top.price, lots });
        this.set(buy ? 'ask' : 'bid', top.price, top.lots - lots);
      }
    }

    for (const price of [...this.bids.keys()]) if (price >= this.mid) this.set('bid', price, 0);
    for (const price of [...this.asks.keys()]) if (price <= this.mid) this.set('ask', price, 0);

    const mutations = this.int(1, 3);
    for (let i = 0; i < mutations; i++) {
      const side = this.int(0, 1) === 0 ? 'bid' : 'ask';
      const book = side === 'bid' ? this.bids : this.asks;
      const operation = this.int(0, 2);
      if (operation === 0 && book.size > 0) {
        const price = [...book.keys()][this.int(0, book.size - 1)] as number;
        this.set(side, price, this.randomLots());
      } else if (operation === 1 || book.size === 0) {
        const offset = this.step * this.int(1, MAX_DEPTH);
        this.set(side, side === 'bid' ? this.mid - offset : this.mid + offset, this.randomLots());
      } else if (book.size > MIN_DEPTH) {
        const price = [...book.keys()][this.int(0, book.size - 1)] as number;
        this.set(side, price, 0);
      }
    }

    for (const side of ['bid', 'ask'] as const) {
      const book = side === 'bid' ? this.bids : this.asks;
      while (book.size < MIN_DEPTH) {
        const worst = worstPrice(book, side);
        const price =
          worst === undefined
            ? side === 'bid'
              ? this.mid - this.step
              : this.mid + this.step
            : side === 'bid'
              ? worst - this.step
              : worst + this.step;
        if (price <= 0) break;
        this.set(side, price, this.randomLots());
      }
      while (book.size > MAX_DEPTH) this.set(side, worstPrice(book, side) as number, 0);
    }

    return {
      trades,
      bids: netChanges(this.touched.bids, this.bids),
      asks: netChanges(this.touched.asks, this.asks),
      bestPriceChanged: this.bestBid()?.price !== bidBefore || this.bestAsk()?.price !== askBefore,
    };
  }

  /**
   * Moves the whole book by `ticks` (signed): every level keeps its lots at a price `ticks` away,
   * and the mid follows. What changed is reported as a step: the levels left (0) and taken, netted
   * (a price held before and after with the same lots is no change). Throws `PriceOutOfRange` when
   * a level would reach a price of 0 or less (nothing is changed).
   */
  shift(ticks: number): StepResult {
    const lowest = worstPrice(this.bids, 'bid') ?? this.bestAsk()?.price;
    if (lowest !== undefined && lowest + ticks <= 0) throw new PriceOutOfRange(lowest, ticks);
    this.touched = { bids: new Map(), asks: new Map() };
    const bidBefore = this.bestBid()?.price;
    const askBefore = this.bestAsk()?.price;
    for (const side of ['bid', 'ask'] as const) {
      const levels = [...(side === 'bid' ? this.bids : this.asks)];
      for (const [price] of levels) this.set(side, price, 0);
      for (const [price, lots] of levels) this.set(side, price + ticks, lots);
    }
    this.mid += ticks;
    return {
      trades: [],
      bids: netChanges(this.touched.bids, this.bids),
      asks: netChanges(this.touched.asks, this.asks),
      bestPriceChanged: this.bestBid()?.price !== bidBefore || this.bestAsk()?.price !== askBefore,
    };
  }

  /**
   * Sets the given levels (lots 0 removes one) as one step: how a replica applies a step that the
   * leading instance published. `trades` are passed through to the result.
   */
  applyLevels(
    bids: Iterable<readonly [number, number]>,
    asks: Iterable<readonly [number, number]>,
    trades: Level[] = [],
  ): StepResult {
    this.touched = { bids: new Map(), asks: new Map() };
    const bidBefore = this.bestBid()?.price;
    const askBefore = this.bestAsk()?.price;
    for (const [price, lots] of bids) this.set('bid', price, lots);
    for (const [price, lots] of asks) this.set('ask', price, lots);
    return {
      trades,
      bids: netChanges(this.touched.bids, this.bids),
      asks: netChanges(this.touched.asks, this.asks),
      bestPriceChanged: this.bestBid()?.price !== bidBefore || this.bestAsk()?.price !== askBefore,
    };
  }

  /** Makes the book exactly these levels; the step reports the difference (how a replica resyncs). */
  replaceLevels(bids: Iterable<readonly [number, number]>, asks: Iterable<readonly [number, number]>): StepResult {
    const target = (book: Map<number, number>, levels: Iterable<readonly [number, number]>) => {
      const next = new Map<number, number>([...book.keys()].map((price) => [price, 0]));
      for (const [price, lots] of levels) next.set(price, lots);
      return next;
    };
    return this.applyLevels(target(this.bids, bids), target(this.asks, asks));
  }

  /**
   * Puts the mid between the best bid and ask: a replica that takes over the simulation continues
   * from the book it holds (its own mid followed its own steps, not the leader's).
   */
  recenter(): void {
    const bid = this.bestBid()?.price;
    const ask = this.bestAsk()?.price;
    if (bid !== undefined && ask !== undefined) this.mid = Math.round((bid + ask) / 2);
    else if (bid !== undefined) this.mid = bid + this.step;
    else if (ask !== undefined) this.mid = Math.max(1, ask - this.step);
  }

  private set(side: 'bid' | 'ask', price: number, lots: number): void {
    if (price <= 0) return;
    const book = side === 'bid' ? this.bids : this.asks;
    const touched = side === 'bid' ? this.touched.bids : this.touched.asks;
    if (!touched.has(price)) touched.set(price, book.get(price) ?? 0);
    if (lots > 0) book.set(price, lots);
    else book.delete(price);
  }

  private int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  private randomLots(): number {
    return this.int(this.minLots, this.maxLots);
  }
}

/**
 * The levels whose lots differ from before the step (0 for a removed level). A level added and
 * removed within one step is not a change, so an update never removes a level it never sent.
 */
function netChanges(before: Map<number, number>, book: Map<number, number>): Map<number, number> {
  const changes = new Map<number, number>();
  for (const [price, lots] of before) {
    const now = book.get(price) ?? 0;
    if (now !== lots) changes.set(price, now);
  }
  return changes;
}

/** A move would take a level of the book to a price of 0 or below. */
export class PriceOutOfRange extends RangeError {
  constructor(
    /** The lowest price of the book, in ticks. */
    readonly lowest: number,
    readonly ticks: number,
  ) {
    super(`Moving the book by ${ticks} ticks would take its lowest level (${lowest} ticks) to 0 or below`);
    this.name = 'PriceOutOfRange';
  }
}

function best(book: Map<number, number>, side: 'bid' | 'ask'): Level | undefined {
  let price: number | undefined;
  for (const key of book.keys()) if (price === undefined || (side === 'bid' ? key > price : key < price)) price = key;
  return price === undefined ? undefined : { price, lots: book.get(price) as number };
}

function worstPrice(book: Map<number, number>, side: 'bid' | 'ask'): number | undefined {
  let price: number | undefined;
  for (const key of book.keys()) if (price === undefined || (side === 'bid' ? key < price : key > price)) price = key;
  return price;
}

export function sorted(book: Map<number, number>, side: 'bid' | 'ask'): Level[] {
  return [...book]
    .map(([price, lots]) => ({ price, lots }))
    .sort((a, b) => (side === 'bid' ? b.price - a.price : a.price - b.price));
}

/** A decimal string with at most `decimals` fraction digits as an integer count of 10^-decimals. */
export function toUnits(value: string, decimals: number): number {
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > decimals) throw new RangeError(`${value} has more than ${decimals} fraction digits`);
  const units = Number(`${whole}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(units)) throw new RangeError(`${value} is too large`);
  return units;
}

/** An integer count of 10^-decimals as a decimal string with exactly `decimals` fraction digits. */
export function fromUnits(units: number, decimals: number): string {
  const digits = String(units).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
