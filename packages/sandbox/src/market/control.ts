import type { MarketMove } from '@dap/api-types/sandbox-control';
import type { TopOfBookEvent } from '@dap/stream-models';
import { normalize, precisionOf } from '../common/decimal.js';
import { ValidationFailed } from '../common/errors.js';
import { PriceOutOfRange, toUnits } from './order-book.js';
import type { MarketBooks } from './replication.js';
import type { MarketFeed } from './simulator.js';

/** Moves a market's prices on demand, to produce the price changes a test needs. */
export class MarketControl {
  constructor(
    private readonly markets: MarketFeed,
    private readonly books: MarketBooks,
  ) {}

  /**
   * Shifts every level of the market's book by `by` (in the quote asset: `"-250.5"` lowers every
   * price by 250.50) and answers the new top of book; subscribers of the market, on every
   * instance, receive the `market_data` UPDATE and the `market_data.top_of_book` frame the move
   * produces. On an instance that does not run the simulator, the move is made by the one that
   * does, and answered once this instance's book has it.
   * Throws `NotFound` (market) and `ValidationFailed` (`/body/by`: 0, finer than the market's tick,
   * or taking a price to 0 or below; the spec's schema has checked that it is a signed decimal).
   */
  async move(market: string, { by }: MarketMove): Promise<TopOfBookEvent['payload']> {
    const decimals = this.markets.priceDecimals(market);
    const magnitude = by.replace(/^[+-]/, '');
    if (precisionOf(magnitude) > decimals)
      throw new ValidationFailed('/body/by', `${market} prices have at most ${decimals} fraction digits`);
    let ticks: number;
    try {
      ticks = toUnits(normalize(magnitude), decimals) * (by.startsWith('-') ? -1 : 1);
    } catch {
      throw new ValidationFailed('/body/by', 'is too large');
    }
    if (ticks === 0) throw new ValidationFailed('/body/by', 'must not be 0');
    try {
      return await this.books.move(market, ticks);
    } catch (error) {
      if (error instanceof PriceOutOfRange)
        throw new ValidationFailed('/body/by', `would take ${market}'s lowest price to 0 or below`);
      throw error;
    }
  }
}
