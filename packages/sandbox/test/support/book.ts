/** A price level of a frame. */
export type Level = { price: string; amount: string };

/** An order book as a client keeps it: price → amount, per side. */
export type Book = { bids: Map<string, string>; asks: Map<string, string> };

/** Applies a SNAPSHOT or UPDATE to a book (a level with amount "0" is removed). */
export function apply(book: Book, payload: { type: string; bids: Level[]; asks: Level[] }): void {
  if (payload.type === 'SNAPSHOT') {
    book.bids.clear();
    book.asks.clear();
  }
  for (const [side, levels] of [
    [book.bids, payload.bids],
    [book.asks, payload.asks],
  ] as const) {
    for (const { price, amount } of levels) {
      if (amount === '0') side.delete(price);
      else side.set(price, amount);
    }
  }
}

/** The book of a SNAPSHOT's (or any frame's) levels. */
export const asBook = (payload: { bids: Level[]; asks: Level[] }): Book => ({
  bids: new Map(payload.bids.map((l) => [l.price, l.amount])),
  asks: new Map(payload.asks.map((l) => [l.price, l.amount])),
});
