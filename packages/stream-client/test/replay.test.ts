import type { MarketDataEvent } from '@dap/stream-models';
import { describe, expect, it } from 'vitest';
import { BookReplay } from '../src/order-book/replay.js';

const event = (
  type: 'SNAPSHOT' | 'UPDATE',
  time: string,
  bids: Array<[string, string]>,
  asks: Array<[string, string]> = [],
  market = 'BTCUSD',
): MarketDataEvent => ({
  channel: 'market_data',
  payload: {
    market,
    type,
    time,
    bids: bids.map(([price, amount]) => ({ price, amount })),
    asks: asks.map(([price, amount]) => ({ price, amount })),
  },
});

/** Feeds events to the replay and to every listener, as the client does. */
function feed(replay: BookReplay, listeners: Array<(e: MarketDataEvent) => void>, ...events: MarketDataEvent[]): void {
  for (const e of events) {
    replay.apply(e);
    for (const listener of listeners) listener(e);
  }
}

describe('BookReplay', () => {
  it('primes a late listener with a SNAPSHOT of the book as it stands, keeping fields it does not know', () => {
    const replay = new BookReplay();
    const snapshot = event(
      'SNAPSHOT',
      '2026-11-25T10:00:00.000Z',
      [
        ['100', '1'],
        ['99', '2'],
      ],
      [['101', '1']],
    );
    (snapshot.payload as unknown as Record<string, unknown>)['sequence'] = 7;
    feed(
      replay,
      [],
      snapshot,
      event('UPDATE', '2026-11-25T10:00:01.000Z', [
        ['100', '0'],
        ['98', '5'],
      ]),
    );
    const seen: MarketDataEvent[] = [];
    replay.replayed((e) => seen.push(e)).prime();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.payload).toEqual({
      market: 'BTCUSD',
      type: 'SNAPSHOT',
      time: '2026-11-25T10:00:01.000Z',
      bids: [
        { price: '99', amount: '2' },
        { price: '98', amount: '5' },
      ],
      asks: [{ price: '101', amount: '1' }],
      sequence: 7,
    });
  });

  it('turns the first UPDATE a listener would see into a SNAPSHOT that contains it, then passes UPDATEs through', () => {
    const replay = new BookReplay();
    feed(replay, [], event('SNAPSHOT', '2026-11-25T10:00:00.000Z', [['100', '1']]));
    const seen: MarketDataEvent[] = [];
    const listener = replay.replayed((e) => seen.push(e));
    feed(
      replay,
      [listener],
      event('UPDATE', '2026-11-25T10:00:01.000Z', [['100', '3']]),
      event('UPDATE', '2026-11-25T10:00:02.000Z', [['100', '4']]),
    );
    expect(seen.map((e) => [e.payload.type, e.payload.bids])).toEqual([
      ['SNAPSHOT', [{ price: '100', amount: '3' }]],
      ['UPDATE', [{ price: '100', amount: '4' }]],
    ]);
    listener.prime();
    expect(seen).toHaveLength(2);
  });

  it('gives nothing for a market whose SNAPSHOT has not come, and passes the real SNAPSHOT on when it does', () => {
    const replay = new BookReplay();
    const seen: MarketDataEvent[] = [];
    const listener = replay.replayed((e) => seen.push(e));
    feed(replay, [listener], event('UPDATE', '2026-11-25T10:00:00.000Z', [['1', '1']], [], 'ETHUSD'));
    listener.prime();
    expect(seen).toEqual([]);
    const snapshot = event('SNAPSHOT', '2026-11-25T10:00:01.000Z', [['2', '1']], [], 'ETHUSD');
    feed(replay, [listener], snapshot);
    expect(seen).toEqual([snapshot]);
  });

  it('forgets an unsubscribed market, and one whose levels are not decimals', () => {
    const replay = new BookReplay();
    feed(
      replay,
      [],
      event('SNAPSHOT', '2026-11-25T10:00:00.000Z', [['100', '1']]),
      event('SNAPSHOT', '2026-11-25T10:00:00.000Z', [['5', '1']], [], 'ETHUSD'),
    );
    replay.forget('BTCUSD');
    feed(replay, [], event('UPDATE', '2026-11-25T10:00:01.000Z', [['5', 'lots']], [], 'ETHUSD'));
    expect(replay.snapshot('BTCUSD')).toBeUndefined();
    expect(replay.snapshot('ETHUSD')).toBeUndefined();
  });
});
