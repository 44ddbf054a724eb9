import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_BYTES } from '../src/store/sql.js';
import { decodeBookMessage, decodeControlRequest, pack, type BookPart } from '../src/market/wire.js';

/** A market's whole book at the simulator's deepest: 20 levels a side, large prices and amounts. */
const fullBook = (market: string): BookPart => ({
  m: market,
  t: 1_767_225_600_000,
  f: 1,
  b: Array.from({ length: 20 }, (_, i) => [9_999_999_999 - i, 123_456_789_012] as [number, number]),
  a: Array.from({ length: 20 }, (_, i) => [10_000_000_000 + i, 123_456_789_012] as [number, number]),
});

describe('book messages between instances', () => {
  it('splits what one turn publishes into messages under the NOTIFY limit, in order, with the replies last', () => {
    const parts = Array.from({ length: 30 }, (_, i) => fullBook(`M${i}USD`));
    const replies = [{ i: 'a' }, { i: 'b', e: 'range' as const, lo: 5 }];
    const messages = pack(parts, replies);
    expect(messages.length).toBeGreaterThan(1);
    for (const [s, { p, r }] of messages.entries()) {
      const text = JSON.stringify({ l: '8a6e0804-2bd0-4c48-a3bd-1c42a3c7c8b1', e: Date.now(), s: s + 1, p, r });
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
      expect(decodeBookMessage(text).p).toEqual(p);
    }
    expect(messages.flatMap((message) => message.p)).toEqual(parts);
    expect(messages.flatMap((message) => message.r)).toEqual(replies);
    expect(messages.at(-1)?.r).toEqual(replies);
  });

  it('keeps one tick of every market in one message', () => {
    const parts = ['BTCUSD', 'ETHUSD', 'SOLUSD', 'LTCUSD', 'BCHUSD'].map((m): BookPart => ({
      m,
      t: 1,
      b: [[100, 2]],
      a: [[101, 0]],
      x: [[101, 3]],
    }));
    expect(pack(parts, [])).toEqual([{ p: parts, r: [] }]);
  });

  it('refuses a notification that is not a book message or a request, naming what is wrong', () => {
    expect(() =>
      decodeBookMessage('{"l":"x","e":1,"s":1,"p":[{"m":"BTCUSD","t":1,"b":[[1,-2]],"a":[]}],"r":[]}'),
    ).toThrow(/malformed part/);
    expect(() => decodeBookMessage('{"l":"x"}')).toThrow(/without l, e, s, p and r/);
    expect(() => decodeControlRequest('{"k":"move","i":"x","m":"BTCUSD","n":1.5}')).toThrow(/no request/);
    expect(decodeControlRequest('{"k":"move","i":"x","m":"BTCUSD","n":-3}')).toEqual({
      k: 'move',
      i: 'x',
      m: 'BTCUSD',
      n: -3,
    });
    expect(decodeControlRequest('{"k":"reset","i":"x","d":1790000000000}')).toEqual({
      k: 'reset',
      i: 'x',
      d: 1790000000000,
    });
    expect(decodeControlRequest('{"k":"move","i":"x","d":"soon","m":"BTCUSD","n":1}')).toEqual({
      k: 'move',
      i: 'x',
      m: 'BTCUSD',
      n: 1,
    });
  });
});
