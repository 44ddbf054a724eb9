/**
 * No listener starts a book without its SNAPSHOT. The server sends a market's SNAPSHOT once, right
 * after acknowledging the subscription and often in the same read: a listener attached after
 * `await subscribe(...)`, or an iterator opened on a market already subscribed, would otherwise start
 * with UPDATEs of a book it never saw. So the client keeps a replica of every subscribed market's
 * book, and each `market_data` listener that has not seen a market's SNAPSHOT gets one made from the
 * replica first: when it is attached, and before any UPDATE of that market.
 */
import type { MarketDataEvent } from '@dap/stream-models';
import { OrderBook } from './order-book.js';

interface Replica {
  readonly book: OrderBook;
  /** The last SNAPSHOT received: a made one keeps its fields (those of a newer API too), with the replica's levels and time. */
  snapshot: MarketDataEvent;
}

/** A `market_data` listener as the emitter calls it, with what it has seen. */
export interface ReplayedListener {
  (event: MarketDataEvent): void;
  /** Delivers a SNAPSHOT of every market it has not seen yet (called once, right after it is attached). */
  prime(): void;
}

export class BookReplay {
  readonly #replicas = new Map<string, Replica>();

  /** Brings the replica of the event's market up to date; call it before the event is delivered. */
  apply(event: MarketDataEvent): void {
    const { market, type } = event.payload;
    let replica = this.#replicas.get(market);
    if (type === 'SNAPSHOT') {
      replica ??= { book: new OrderBook(market), snapshot: event };
      replica.snapshot = event;
      this.#replicas.set(market, replica);
    }
    if (!replica) return; // an UPDATE before any SNAPSHOT: nothing to replay from yet
    try {
      replica.book.apply(event);
    } catch {
      // Levels that are not decimals (only when validation is off): the replica cannot be trusted.
      this.#replicas.delete(market);
    }
  }

  /** Forgets a market (unsubscribed): a new subscription starts with the server's own SNAPSHOT. */
  forget(market: string): void {
    this.#replicas.delete(market);
  }

  clear(): void {
    this.#replicas.clear();
  }

  /** A SNAPSHOT of the market as the replica holds it now, if it holds one. */
  snapshot(market: string): MarketDataEvent | undefined {
    const replica = this.#replicas.get(market);
    if (!replica?.book.ready) return undefined;
    const { book, snapshot } = replica;
    return {
      ...snapshot,
      payload: {
        ...snapshot.payload,
        type: 'SNAPSHOT',
        time: book.time ?? snapshot.payload.time,
        bids: book.bids,
        asks: book.asks,
      },
    };
  }

  /** `listener`, seeing a SNAPSHOT of each market before that market's UPDATEs. */
  replayed(listener: (event: MarketDataEvent) => void): ReplayedListener {
    const seen = new Set<string>();
    const deliver = (event: MarketDataEvent): void => {
      const { market, type } = event.payload;
      if (type === 'SNAPSHOT' || seen.has(market)) {
        seen.add(market);
        listener(event);
        return;
      }
      // The replica already holds this UPDATE: the SNAPSHOT made from it stands for both.
      const snapshot = this.snapshot(market);
      if (!snapshot) return;
      seen.add(market);
      listener(snapshot);
    };
    return Object.assign(deliver, {
      prime: () => {
        for (const market of this.#replicas.keys()) {
          if (seen.has(market)) continue;
          const snapshot = this.snapshot(market);
          if (!snapshot) continue;
          seen.add(market);
          listener(snapshot);
        }
      },
    });
  }
}
