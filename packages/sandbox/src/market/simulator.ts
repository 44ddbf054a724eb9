import type {
  ChannelType,
  ExecutionDataEvent,
  HeartbeatEvent,
  MarketDataEvent,
  PriceLevel,
  TopOfBookEvent,
} from '@dap/stream-models';
import { isoMillis, isoNanos, type Clock } from '../clock/clock.js';
import type { DemoMarket } from '../demo/demo-data.js';
import { NotFound } from '../common/errors.js';
import { fromUnits, OrderBook, type Level, type StepResult } from './order-book.js';

/** The channel types of the streaming interface (the spec's `ChannelType`). */
export type StreamChannel = ChannelType;
export type MarketChannel = Exclude<StreamChannel, 'heartbeat'>;

/** What a listener subscribes to: a market channel of one market, or the (market-less) heartbeat. */
export type ChannelKey = { channel: 'heartbeat' } | { channel: MarketChannel; market: string };

/** Receives each frame as JSON text, serialised once for all listeners of the channel. */
export type FrameListener = (frame: string) => void;

/**
 * The event source the WebSocket layer subscribes to. Frames are pre-serialised JSON text, valid
 * server frames of the AsyncAPI document; every listener of a channel receives the same string.
 *
 * A new `market_data` subscriber should be sent `snapshot(market)` and then subscribed, in the same
 * synchronous turn: updates are only ever emitted from `tick()`, so none can fall in between.
 */
export interface MarketFeed {
  /** The simulated market symbols (`BTCUSD`, …), sorted. */
  readonly markets: readonly string[];
  has(market: string): boolean;
  /** Adds a listener; returns the function that removes it. Throws `NotFound` for an unknown market. */
  subscribe(key: ChannelKey, listener: FrameListener): () => void;
  listenerCount(key: ChannelKey): number;
  /** A `market_data` `SNAPSHOT` frame of the current book (its `time` is the book's last change). */
  snapshot(market: string): string;
  /** A `market_data.top_of_book` frame of the current best bid and ask. */
  topOfBook(market: string): string;
  /** Fraction digits of the market's prices (its tick is 10^-decimals). Throws `NotFound` for an unknown market. */
  priceDecimals(market: string): number;
}

/** The simulation: its timers, and a step, a heartbeat, a move or a reset on demand. */
export interface MarketSimulation {
  /** Advances every market one step and emits what changed (the timer calls this every `tickMs`). */
  tick(): void;
  /** Emits one heartbeat (the timer calls this every `heartbeatMs`). */
  heartbeat(): void;
  /**
   * Moves the market's whole book by `ticks` (signed), emits the UPDATE and TOP_OF_BOOK that
   * produces, and returns the new top of book. Throws `NotFound`, or `PriceOutOfRange` (nothing moved).
   */
  move(market: string, ticks: number): TopOfBookEvent['payload'];
  /** Every book back to where the seed starts it (no frames: a reset closes the streams). */
  reset(): void;
  /** Starts the tick and heartbeat timers (intervals of 0 or less stay off). */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** The books as a replica of the leading instance's (`replication.ts`): read, written, and whether this instance leads. */
export interface BookReplica {
  /**
   * Whether this instance runs the simulation (default true): only then does the tick timer run.
   * Taking the lead continues from the books held, wherever they came from.
   */
  setLeading(leading: boolean): void;
  /** Both sides of the market's book, best first (prices in ticks, amounts in lots). */
  levels(market: string): { bids: Level[]; asks: Level[] };
  /**
   * Applies a step of the leading instance to this replica (lots 0 removes a level) and emits its
   * frames as a step of its own would, with the leader's time (epoch ms).
   */
  apply(market: string, change: BookChange, timeMs: number): void;
  /** Makes the book the leader's full book, emitting the difference as an UPDATE (subscribers' books stay right). */
  replace(market: string, book: BookChange, timeMs: number): void;
}

/** What a sandbox's `markets` offers: the feed its subscribers read, and the simulation's controls. */
export type Markets = MarketFeed & MarketSimulation;

/** The market simulator as a whole: the feed, the simulation, and the books replication keeps in step. */
export type MarketEventSource = Markets & BookReplica;

/** Levels as [price in ticks, lots] (lots 0: removed), and trades as [price, lots]. */
export interface BookChange {
  bids: readonly (readonly [number, number])[];
  asks: readonly (readonly [number, number])[];
  trades?: readonly (readonly [number, number])[];
}

export interface SimulatorOptions {
  markets: readonly DemoMarket[];
  clock: Clock;
  /** Seeds every market's generator (mixed with the symbol); the same seed gives the same frames. */
  seed: number;
  tickMs?: number;
  heartbeatMs?: number;
  /** Called with an error a listener threw; the other listeners still get the frame. */
  onListenerError?: (error: unknown) => void;
  /** Told of each step this instance's books took (tick, move) that changed something, after its frames went out. */
  onStep?: (market: string, step: StepResult, timeMs: number) => void;
}

export const DEFAULT_TICK_MS = 100;
export const DEFAULT_HEARTBEAT_MS = 5_000;

interface MarketState {
  config: DemoMarket;
  /** The book's generator seed, to start it again on reset. */
  seed: number;
  book: OrderBook;
  /** Epoch ms of the book's last change. */
  changedAt: number;
  version: number;
  snapshot?: { version: number; frame: string };
  topOfBook?: { version: number; frame: string };
}

const keyOf = (key: ChannelKey) => (key.channel === 'heartbeat' ? 'heartbeat' : `${key.channel}\u0000${key.market}`);

export function createMarketSimulator(options: SimulatorOptions): MarketEventSource {
  return new MarketSimulator(options);
}

class MarketSimulator implements MarketEventSource {
  readonly markets: readonly string[];
  private readonly state = new Map<string, MarketState>();
  private readonly listeners = new Map<string, Set<FrameListener>>();
  private readonly clock: Clock;
  private readonly tickMs: number;
  private readonly heartbeatMs: number;
  private readonly onListenerError: (error: unknown) => void;
  private readonly onStep: (market: string, step: StepResult, timeMs: number) => void;
  private started = false;
  private leading = true;
  private tickTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(options: SimulatorOptions) {
    this.clock = options.clock;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.onListenerError =
      options.onListenerError ?? ((error) => console.error('A market data listener threw:', error));
    this.onStep = options.onStep ?? (() => {});
    const now = this.clock.nowMs();
    for (const config of [...options.markets].sort((a, b) => (a.symbol < b.symbol ? -1 : 1))) {
      const seed = mixSeed(options.seed, config.symbol);
      this.state.set(config.symbol, { config, seed, book: new OrderBook(config, seed), changedAt: now, version: 0 });
    }
    this.markets = [...this.state.keys()];
  }

  get running(): boolean {
    return this.started;
  }

  has(market: string): boolean {
    return this.state.has(market);
  }

  subscribe(key: ChannelKey, listener: FrameListener): () => void {
    if (key.channel !== 'heartbeat') this.market(key.market);
    const id = keyOf(key);
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  listenerCount(key: ChannelKey): number {
    return this.listeners.get(keyOf(key))?.size ?? 0;
  }

  snapshot(market: string): string {
    const state = this.market(market);
    if (state.snapshot?.version !== state.version) {
      const { bids, asks } = state.book.levels();
      const event: MarketDataEvent = {
        channel: 'market_data',
        payload: {
          market,
          type: 'SNAPSHOT',
          time: isoMillis(state.changedAt),
          bids: bids.map((level) => this.level(state, level)),
          asks: asks.map((level) => this.level(state, level)),
        },
      };
      state.snapshot = { version: state.version, frame: JSON.stringify(event) };
    }
    return state.snapshot.frame;
  }

  topOfBook(market: string): string {
    const state = this.market(market);
    if (state.topOfBook?.version !== state.version)
      state.topOfBook = { version: state.version, frame: this.topOfBookFrame(state) };
    return state.topOfBook.frame;
  }

  priceDecimals(market: string): number {
    return this.market(market).config.price_decimals;
  }

  move(market: string, ticks: number): TopOfBookEvent['payload'] {
    const state = this.market(market);
    this.step(state, state.book.shift(ticks));
    // The frame the top-of-book subscribers were sent (cached by version), so both say the same.
    return (JSON.parse(this.topOfBook(market)) as TopOfBookEvent).payload;
  }

  reset(): void {
    const now = this.clock.nowMs();
    for (const state of this.state.values()) {
      state.book = new OrderBook(state.config, state.seed);
      state.changedAt = now;
      state.version++;
    }
  }

  tick(): void {
    for (const state of this.state.values()) this.step(state, state.book.advance());
  }

  setLeading(leading: boolean): void {
    if (leading && !this.leading) for (const state of this.state.values()) state.book.recenter();
    this.leading = leading;
    this.timers();
  }

  levels(market: string): { bids: Level[]; asks: Level[] } {
    return this.market(market).book.levels();
  }

  apply(market: string, change: BookChange, timeMs: number): void {
    const state = this.market(market);
    const trades = (change.trades ?? []).map(([price, lots]) => ({ price, lots }));
    this.emit(state, state.book.applyLevels(change.bids, change.asks, trades), timeMs);
  }

  replace(market: string, book: BookChange, timeMs: number): void {
    const state = this.market(market);
    this.emit(state, state.book.replaceLevels(book.bids, book.asks), timeMs);
  }

  heartbeat(): void {
    const set = this.listeners.get('heartbeat');
    if (!set || set.size === 0) return;
    const event: HeartbeatEvent = { channel: 'heartbeat', payload: { timestamp: isoNanos(this.clock.nowNanos()) } };
    this.deliver(set, JSON.stringify(event));
  }

  start(): void {
    this.started = true;
    this.timers();
  }

  stop(): void {
    this.started = false;
    this.timers();
  }

  /** Every instance sends its own heartbeats; only the leading one ticks. */
  private timers(): void {
    const ticking = this.started && this.leading && this.tickMs > 0;
    if (ticking) this.tickTimer ??= setInterval(() => this.tick(), this.tickMs).unref();
    else {
      clearInterval(this.tickTimer);
      this.tickTimer = undefined;
    }
    if (this.started && this.heartbeatMs > 0)
      this.heartbeatTimer ??= setInterval(() => this.heartbeat(), this.heartbeatMs).unref();
    else {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = undefined;
    }
  }

  private market(symbol: string): MarketState {
    const state = this.state.get(symbol);
    if (!state) throw new NotFound('market', symbol);
    return state;
  }

  /** A step of this instance's own: its frames, then the step to whoever publishes it. */
  private step(state: MarketState, step: StepResult): void {
    const now = this.clock.nowMs();
    if (this.emit(state, step, now)) this.onStep(state.config.symbol, step, now);
  }

  /**
   * Sends what a step of the book changed: its trades, the UPDATE, and the TOP_OF_BOOK when a best
   * price moved. Returns whether the step changed anything.
   */
  private emit(state: MarketState, step: StepResult, now: number): boolean {
    if (step.trades.length === 0 && step.bids.size === 0 && step.asks.size === 0) return false;
    const market = state.config.symbol;
    state.changedAt = now;
    state.version++;

    const executions = this.listeners.get(`execution_data\u0000${market}`);
    if (executions && executions.size > 0) {
      for (const trade of step.trades) {
        const event: ExecutionDataEvent = {
          channel: 'execution_data',
          payload: { market, ...this.level(state, trade), executed_at: isoMillis(now) },
        };
        this.deliver(executions, JSON.stringify(event));
      }
    }

    const updates = this.listeners.get(`market_data\u0000${market}`);
    if (updates && updates.size > 0 && (step.bids.size > 0 || step.asks.size > 0)) {
      const event: MarketDataEvent = {
        channel: 'market_data',
        payload: {
          market,
          type: 'UPDATE',
          time: isoMillis(now),
          bids: [...step.bids].sort(([a], [b]) => b - a).map(([price, lots]) => this.level(state, { price, lots })),
          asks: [...step.asks].sort(([a], [b]) => a - b).map(([price, lots]) => this.level(state, { price, lots })),
        },
      };
      this.deliver(updates, JSON.stringify(event));
    }

    if (step.bestPriceChanged) {
      const tops = this.listeners.get(`market_data.top_of_book\u0000${market}`);
      if (tops && tops.size > 0) {
        const frame = this.topOfBookFrame(state);
        state.topOfBook = { version: state.version, frame };
        this.deliver(tops, frame);
      }
    }
    return true;
  }

  private topOfBookFrame(state: MarketState): string {
    const bid = state.book.bestBid();
    const ask = state.book.bestAsk();
    const event: TopOfBookEvent = {
      channel: 'market_data.top_of_book',
      payload: {
        market: state.config.symbol,
        type: 'TOP_OF_BOOK',
        timestamp: isoNanos(this.clock.nowNanos()),
        bids: bid ? [this.level(state, bid)] : [],
        asks: ask ? [this.level(state, ask)] : [],
      },
    };
    return JSON.stringify(event);
  }

  private level(state: MarketState, { price, lots }: Level): PriceLevel {
    return {
      price: fromUnits(price, state.config.price_decimals),
      amount: lots === 0 ? '0' : fromUnits(lots, state.config.amount_decimals),
    };
  }

  private deliver(listeners: Set<FrameListener>, frame: string): void {
    for (const listener of listeners) {
      try {
        listener(frame);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

/** A 32-bit seed per market: FNV-1a of the symbol mixed with the seed. */
function mixSeed(seed: number, symbol: string): number {
  let hash = 0x811c9dc5 ^ (seed | 0);
  for (let i = 0; i < symbol.length; i++) {
    hash ^= symbol.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
