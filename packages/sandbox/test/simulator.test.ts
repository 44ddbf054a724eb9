import { validateServerFrame } from '@dap/stream-models';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../src/clock/clock.js';
import { NotFound } from '../src/common/errors.js';
import { createMarketSimulator, type ChannelKey, type MarketEventSource } from '../src/market/simulator.js';
import { demo } from './support/sandbox.js';

interface Level {
  price: string;
  amount: string;
}
interface Frame {
  channel: string;
  payload: {
    market?: string;
    type?: string;
    time?: string;
    timestamp?: string;
    bids: Level[];
    asks: Level[];
    price?: string;
    amount?: string;
    executed_at?: string;
  };
}

const start = Date.parse('2025-11-21T10:00:00.000Z');

/** A simulator with its timers off and a clock that advances 100 ms per tick. */
function simulator(seed: number): { sim: MarketEventSource; advance: () => void } {
  let now = start;
  // A failing expectation inside a listener must fail the test, not be reported and skipped.
  const rethrow = (error: unknown) => {
    throw error;
  };
  const sim = createMarketSimulator({
    markets: demo.markets,
    seed,
    clock: createClock(() => new Date(now)),
    tickMs: 0,
    heartbeatMs: 0,
    onListenerError: rethrow,
  });
  return {
    sim,
    advance: () => {
      now += 100;
      sim.tick();
    },
  };
}

/** Every frame of every channel of every market, in order, over `ticks` ticks. */
function record(seed: number, ticks: number): string[] {
  const { sim, advance } = simulator(seed);
  const frames: string[] = [];
  for (const market of sim.markets) {
    frames.push(sim.snapshot(market));
    for (const channel of ['market_data', 'market_data.top_of_book', 'execution_data'] as const)
      sim.subscribe({ channel, market }, (frame) => frames.push(frame));
  }
  for (let i = 0; i < ticks; i++) advance();
  return frames;
}

describe('the market simulator', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('simulates the demo markets', () => {
    const { sim } = simulator(1);
    expect(sim.markets).toEqual(demo.markets.map((m) => m.symbol).sort());
    expect(sim.has('BTCUSD')).toBe(true);
    expect(sim.has('DOGEUSD')).toBe(false);
  });

  it('emits the same frames for the same seed, and others for another seed', () => {
    const first = record(42, 300);
    expect(first.length).toBeGreaterThan(300);
    expect(record(42, 300)).toEqual(first);
    expect(record(43, 300)).not.toEqual(first);
  });

  it('emits only frames that validate as server frames of their channel', () => {
    const { sim, advance } = simulator(7);
    const frames: Array<[string, string]> = [];
    sim.subscribe({ channel: 'heartbeat' }, (frame) => frames.push(['heartbeat', frame]));
    for (const market of sim.markets) {
      frames.push(['marketData', sim.snapshot(market)], ['topOfBook', sim.topOfBook(market)]);
      sim.subscribe({ channel: 'market_data', market }, (frame) => frames.push(['marketData', frame]));
      sim.subscribe({ channel: 'market_data.top_of_book', market }, (frame) => frames.push(['topOfBook', frame]));
      sim.subscribe({ channel: 'execution_data', market }, (frame) => frames.push(['executionData', frame]));
    }
    for (let i = 0; i < 500; i++) {
      advance();
      if (i % 50 === 0) sim.heartbeat();
    }
    const names = new Set(frames.map(([name]) => name));
    expect(names).toEqual(new Set(['heartbeat', 'marketData', 'topOfBook', 'executionData']));
    for (const [name, frame] of frames) {
      const result = validateServerFrame(frame);
      expect(result, frame).toMatchObject({ ok: true, name });
    }
  });

  it('sends a SNAPSHOT, then UPDATEs whose levels with amount "0" are removed', () => {
    const { sim, advance } = simulator(11);
    const snapshot = JSON.parse(sim.snapshot('BTCUSD')) as Frame;
    expect(snapshot.payload.type).toBe('SNAPSHOT');
    const bids = new Map(snapshot.payload.bids.map((l) => [l.price, l.amount]));
    const asks = new Map(snapshot.payload.asks.map((l) => [l.price, l.amount]));
    let removals = 0;
    sim.subscribe({ channel: 'market_data', market: 'BTCUSD' }, (text) => {
      const frame = JSON.parse(text) as Frame;
      expect(frame.payload.type).toBe('UPDATE');
      for (const [book, levels] of [
        [bids, frame.payload.bids],
        [asks, frame.payload.asks],
      ] as const) {
        for (const level of levels) {
          if (level.amount === '0') {
            expect(book.has(level.price), `removing ${level.price}, which is not in the book`).toBe(true);
            book.delete(level.price);
            removals++;
          } else book.set(level.price, level.amount);
        }
      }
    });
    for (let i = 0; i < 300; i++) {
      advance();
      const current = JSON.parse(sim.snapshot('BTCUSD')) as Frame;
      expect(
        current.payload.bids.every((l) => l.amount !== '0') && current.payload.asks.every((l) => l.amount !== '0'),
      ).toBe(true);
      expect(new Map(current.payload.bids.map((l) => [l.price, l.amount]))).toEqual(bids);
      expect(new Map(current.payload.asks.map((l) => [l.price, l.amount]))).toEqual(asks);
    }
    expect(removals).toBeGreaterThan(10);
  });

  it('keeps bids and asks best first, and the book uncrossed', () => {
    const { sim, advance } = simulator(5);
    for (let i = 0; i < 300; i++) {
      advance();
      for (const market of sim.markets) {
        const { payload } = JSON.parse(sim.snapshot(market)) as Frame;
        const bidPrices = payload.bids.map((l) => Number(l.price));
        const askPrices = payload.asks.map((l) => Number(l.price));
        expect(bidPrices).toEqual([...bidPrices].sort((a, b) => b - a));
        expect(askPrices).toEqual([...askPrices].sort((a, b) => a - b));
        expect(bidPrices[0]).toBeLessThan(askPrices[0] as number);
        expect(payload.bids.length).toBeGreaterThanOrEqual(8);
        expect(payload.asks.length).toBeLessThanOrEqual(20);
      }
    }
  });

  it('sends top of book exactly when the best bid or ask price changes, with the best levels only', () => {
    const { sim, advance } = simulator(3);
    const tops: Frame[] = [];
    sim.subscribe({ channel: 'market_data.top_of_book', market: 'ETHUSD' }, (frame) =>
      tops.push(JSON.parse(frame) as Frame),
    );
    let previous = JSON.parse(sim.snapshot('ETHUSD')) as Frame;
    let changes = 0;
    let quiet = 0;
    for (let i = 0; i < 400; i++) {
      const sent = tops.length;
      advance();
      const current = JSON.parse(sim.snapshot('ETHUSD')) as Frame;
      const moved =
        previous.payload.bids[0]?.price !== current.payload.bids[0]?.price ||
        previous.payload.asks[0]?.price !== current.payload.asks[0]?.price;
      expect(tops.length - sent, `tick ${i}`).toBe(moved ? 1 : 0);
      if (moved) {
        changes++;
        const top = tops[tops.length - 1] as Frame;
        expect(top.payload.type).toBe('TOP_OF_BOOK');
        expect(top.payload.bids).toEqual(current.payload.bids.slice(0, 1));
        expect(top.payload.asks).toEqual(current.payload.asks.slice(0, 1));
      } else quiet++;
      previous = current;
    }
    expect(changes).toBeGreaterThan(20);
    expect(quiet).toBeGreaterThan(20);
  });

  it('sends one execution_data per trade, at the best price, for at most the amount there', () => {
    const { sim, advance } = simulator(9);
    const trades: Frame[] = [];
    let before = JSON.parse(sim.snapshot('SOLUSD')) as Frame;
    sim.subscribe({ channel: 'execution_data', market: 'SOLUSD' }, (text) => {
      const trade = JSON.parse(text) as Frame;
      const levels = [before.payload.bids[0], before.payload.asks[0]].filter((l): l is Level => l !== undefined);
      const level = levels.find((l) => l.price === trade.payload.price);
      expect(level, `trade at ${trade.payload.price}`).toBeDefined();
      expect(Number(trade.payload.amount)).toBeGreaterThan(0);
      expect(Number(trade.payload.amount)).toBeLessThanOrEqual(Number(level?.amount));
      trades.push(trade);
    });
    for (let i = 0; i < 300; i++) {
      advance();
      before = JSON.parse(sim.snapshot('SOLUSD')) as Frame;
    }
    expect(trades.length).toBeGreaterThan(20);
    expect(trades.length).toBeLessThan(300);
  });

  it('stamps market data in milliseconds, top of book and heartbeats in nanoseconds', () => {
    const sim = createMarketSimulator({
      markets: demo.markets,
      seed: 1,
      clock: createClock(),
      tickMs: 0,
      heartbeatMs: 0,
    });
    const frames: Frame[] = [];
    sim.subscribe({ channel: 'heartbeat' }, (frame) => frames.push(JSON.parse(frame) as Frame));
    sim.heartbeat();
    const millis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const nanos = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/;
    expect(frames[0]?.payload.timestamp).toMatch(nanos);
    expect((JSON.parse(sim.snapshot('BTCUSD')) as Frame).payload.time).toMatch(millis);
    expect((JSON.parse(sim.topOfBook('BTCUSD')) as Frame).payload.timestamp).toMatch(nanos);
    expect(Math.abs(Date.parse(frames[0]?.payload.timestamp ?? '') - Date.now())).toBeLessThan(1_000);
  });

  it('serialises each event once: 1,000 subscribers get the same string', () => {
    const { sim, advance } = simulator(21);
    const received: string[][] = Array.from({ length: 1_000 }, () => []);
    received.forEach((frames) =>
      sim.subscribe({ channel: 'market_data', market: 'BTCUSD' }, (frame) => frames.push(frame)),
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    for (let i = 0; i < 20; i++) advance();
    const first = received[0] as string[];
    expect(first.length).toBeGreaterThan(5);
    expect(stringify).toHaveBeenCalledTimes(first.length);
    for (const frames of received) {
      expect(frames).toHaveLength(first.length);
      frames.forEach((frame, i) => expect(frame === first[i]).toBe(true));
    }
  });

  it('stops delivering to a listener once it unsubscribes', () => {
    const { sim, advance } = simulator(2);
    const key: ChannelKey = { channel: 'market_data', market: 'BTCUSD' };
    const frames: string[] = [];
    const unsubscribe = sim.subscribe(key, (frame) => frames.push(frame));
    for (let i = 0; i < 10; i++) advance();
    const count = frames.length;
    expect(count).toBeGreaterThan(0);
    expect(sim.listenerCount(key)).toBe(1);
    unsubscribe();
    expect(sim.listenerCount(key)).toBe(0);
    for (let i = 0; i < 10; i++) advance();
    expect(frames).toHaveLength(count);
  });

  it('keeps delivering to the other listeners when one throws', () => {
    const errors: unknown[] = [];
    const sim = createMarketSimulator({
      markets: demo.markets,
      seed: 1,
      clock: createClock(),
      tickMs: 0,
      heartbeatMs: 0,
      onListenerError: (e) => errors.push(e),
    });
    const frames: string[] = [];
    sim.subscribe({ channel: 'heartbeat' }, () => {
      throw new Error('boom');
    });
    sim.subscribe({ channel: 'heartbeat' }, (frame) => frames.push(frame));
    sim.heartbeat();
    expect(frames).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('refuses an unknown market with NotFound', () => {
    const { sim } = simulator(1);
    expect(() => sim.snapshot('DOGEUSD')).toThrow(NotFound);
    expect(() => sim.subscribe({ channel: 'market_data', market: 'DOGEUSD' }, () => {})).toThrow(NotFound);
  });

  it('sends a heartbeat every 5 s by default, until stopped', () => {
    vi.useFakeTimers();
    const sim = createMarketSimulator({ markets: demo.markets, seed: 1, clock: createClock(), tickMs: 0 });
    const beats: string[] = [];
    sim.subscribe({ channel: 'heartbeat' }, (frame) => beats.push(frame));
    sim.start();
    vi.advanceTimersByTime(4_999);
    expect(beats).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beats).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(beats).toHaveLength(3);
    sim.stop();
    expect(sim.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(beats).toHaveLength(3);
  });

  it('sends heartbeats and ticks at the configured intervals', () => {
    vi.useFakeTimers();
    const sim = createMarketSimulator({
      markets: demo.markets,
      seed: 1,
      clock: createClock(),
      tickMs: 250,
      heartbeatMs: 1_000,
    });
    const tick = vi.spyOn(sim, 'tick');
    const beats: string[] = [];
    sim.subscribe({ channel: 'heartbeat' }, (frame) => beats.push(frame));
    sim.start();
    vi.advanceTimersByTime(3_000);
    expect(beats).toHaveLength(3);
    expect(tick).toHaveBeenCalledTimes(12);
    sim.stop();
  });
});
