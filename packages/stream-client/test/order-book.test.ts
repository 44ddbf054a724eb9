import type { MarketDataEvent, MarketDataPayload, PriceLevel } from '@dap/stream-models';
import { validateServerFrame } from '@dap/stream-models';
import { describe, expect, it } from 'vitest';
import { OrderBook } from '../src/index.js';

const level = (price: string, amount: string): PriceLevel => ({ price, amount });

function event(
  type: 'SNAPSHOT' | 'UPDATE',
  time: string,
  bids: PriceLevel[],
  asks: PriceLevel[],
  market = 'BTCUSD',
): MarketDataEvent {
  const message: MarketDataEvent = { channel: 'market_data', payload: { market, type, time, bids, asks } };
  // Every fixture is a frame the contract allows.
  expect(validateServerFrame(message)).toMatchObject({ ok: true, name: 'marketData' });
  return message;
}

const snapshot = event(
  'SNAPSHOT',
  '2025-03-14T15:09:26.535Z',
  [level('64010.50', '0.75'), level('64010.00', '1.2')],
  [level('64011.00', '0.5'), level('64012.25', '2.0')],
);

describe('OrderBook', () => {
  it('takes the whole book from a SNAPSHOT, best levels first', () => {
    const book = new OrderBook('BTCUSD');
    expect(book.apply(snapshot)).toBe('snapshot');
    expect(book.ready).toBe(true);
    expect(book.bestBid).toEqual(level('64010.50', '0.75'));
    expect(book.bestAsk).toEqual(level('64011.00', '0.5'));
    expect(book.bids.map((l) => l.price)).toEqual(['64010.50', '64010.00']);
    expect(book.asks.map((l) => l.price)).toEqual(['64011.00', '64012.25']);
    expect(book.time).toBe('2025-03-14T15:09:26.535Z');
  });

  it('sorts levels by exact decimal value, not as text and not as JS numbers', () => {
    const book = new OrderBook();
    book.apply(
      event(
        'SNAPSHOT',
        '2025-03-14T15:09:26.535Z',
        [level('9.5', '1'), level('10.25', '1'), level('9007199254740992', '1'), level('9007199254740993', '1')],
        [level('100.10', '1'), level('100.09', '1'), level('99.999', '1')],
      ),
    );
    expect(book.bids.map((l) => l.price)).toEqual(['9007199254740993', '9007199254740992', '10.25', '9.5']);
    expect(book.asks.map((l) => l.price)).toEqual(['99.999', '100.09', '100.10']);
    expect(book.market).toBe('BTCUSD');
  });

  it('replaces the amount at a price on UPDATE, adds new levels, and removes a level whose amount is "0"', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    const result = book.apply(
      event(
        'UPDATE',
        '2025-03-14T15:09:26.812Z',
        [level('64010.00', '0'), level('64009.75', '3')],
        [level('64011.0', '0.35'), level('64011.50', '1')],
      ),
    );
    expect(result).toBe('update');
    expect(book.bids).toEqual([level('64010.50', '0.75'), level('64009.75', '3')]);
    // '64011.0' is the level '64011.00': its amount is replaced (with the price as last sent), not duplicated.
    expect(book.asks).toEqual([level('64011.0', '0.35'), level('64011.50', '1'), level('64012.25', '2.0')]);
  });

  it('removes a level whose amount is zero however it is written, and ignores removing a level it does not have', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    book.apply(event('UPDATE', '2025-03-14T15:09:27.000Z', [level('64010.5', '0.000'), level('1', '0')], []));
    expect(book.bestBid).toEqual(level('64010.00', '1.2'));
    expect(book.bids).toHaveLength(1);
  });

  it('holds UPDATEs that come before the SNAPSHOT and applies those not older than it, in order', () => {
    const book = new OrderBook('BTCUSD');
    // Older than the snapshot: already in it, must not be replayed over it.
    expect(book.apply(event('UPDATE', '2025-03-14T15:09:26.000Z', [level('64010.50', '9')], []))).toBe('buffered');
    expect(book.apply(event('UPDATE', '2025-03-14T15:09:27.000Z', [level('64010.50', '0')], []))).toBe('buffered');
    expect(book.apply(event('UPDATE', '2025-03-14T15:09:27.100Z', [], [level('64011.00', '4')]))).toBe('buffered');
    expect(book.ready).toBe(false);
    expect(book.bestBid).toBeUndefined();
    expect(book.bufferedUpdates).toBe(3);

    book.apply(snapshot);
    expect(book.bufferedUpdates).toBe(0);
    expect(book.bestBid).toEqual(level('64010.00', '1.2'));
    expect(book.bestAsk).toEqual(level('64011.00', '4'));
    expect(book.time).toBe('2025-03-14T15:09:27.100Z');
  });

  it('starts over on a new SNAPSHOT, as after a reconnect', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    book.apply(event('UPDATE', '2025-03-14T15:09:27.000Z', [level('64000', '5')], [level('64100', '5')]));
    book.apply(event('SNAPSHOT', '2025-03-14T15:10:00.000Z', [level('63000', '1')], [level('63001', '2')]));
    expect(book.bids).toEqual([level('63000', '1')]);
    expect(book.asks).toEqual([level('63001', '2')]);
  });

  it('ignores events of another market', () => {
    const book = new OrderBook({ market: 'ETHUSD' });
    expect(book.apply(snapshot)).toBe('ignored');
    expect(book.ready).toBe(false);
  });

  it('keeps at most maxBufferedUpdates UPDATEs while waiting, dropping the oldest', () => {
    const book = new OrderBook({ market: 'BTCUSD', maxBufferedUpdates: 2 });
    for (const second of ['27', '28', '29'])
      book.apply(event('UPDATE', `2025-03-14T15:09:${second}.000Z`, [level(`1${second}`, '1')], []));
    expect(book.bufferedUpdates).toBe(2);
    book.apply(event('SNAPSHOT', '2025-03-14T15:09:00.000Z', [], []));
    expect(book.bids.map((l) => l.price)).toEqual(['129', '128']);
  });

  it('reset() empties the book until the next SNAPSHOT', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    book.reset();
    expect(book.ready).toBe(false);
    expect(book.bids).toEqual([]);
    expect(book.apply(event('UPDATE', '2025-03-14T15:09:27.000Z', [level('1', '1')], []))).toBe('buffered');
  });

  it('hands out copies, so callers cannot change the book', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    const bids = book.bids;
    (bids[0] as PriceLevel).amount = '999';
    bids.pop();
    expect(book.bids).toEqual([level('64010.50', '0.75'), level('64010.00', '1.2')]);
  });

  it('gives the best levels of each side up to a depth', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    expect(book.depth(1)).toEqual({ bids: [level('64010.50', '0.75')], asks: [level('64011.00', '0.5')] });
  });

  it('refuses levels that are not decimal strings (a JS number never becomes a price)', () => {
    const book = new OrderBook('BTCUSD');
    const payload = {
      market: 'BTCUSD',
      type: 'SNAPSHOT',
      time: '2025-03-14T15:09:26.535Z',
      bids: [{ price: 64010.5, amount: '1' }],
      asks: [],
    };
    expect(() => book.apply(payload as unknown as MarketDataPayload)).toThrow(TypeError);
    expect(book.ready).toBe(false);
  });

  it('moves the best ask to the next level when the best one is removed', () => {
    const book = new OrderBook('BTCUSD');
    book.apply(snapshot);
    book.apply(event('UPDATE', '2025-03-14T15:09:27.000Z', [], [level('64011', '0')]));
    expect(book.bestAsk).toEqual(level('64012.25', '2.0'));
    book.apply(event('UPDATE', '2025-03-14T15:09:27.001Z', [], [level('64012.25', '0')]));
    expect(book.bestAsk).toBeUndefined();
    expect(book.asks).toEqual([]);
  });
});
