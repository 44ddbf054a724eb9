import { randomUUID } from 'node:crypto';
import type { TopOfBookEvent } from '@dap/stream-models';
import type { Clock } from '../clock/clock.js';
import { MarketSimulatorUnavailable, NotFound } from '../common/errors.js';
import type { Database } from '../store/database.js';
import { SqlNotifications } from '../store/notifications.js';
import { PriceOutOfRange, type Level, type StepResult } from './order-book.js';
import { BookOutbox } from './outbox.js';
import { createMarketSimulator, type MarketEventSource, type SimulatorOptions } from './simulator.js';
import {
  BOOK_CHANNEL,
  CONTROL_CHANNEL,
  decodeBookMessage,
  decodeControlRequest,
  type BookPart,
  type ControlRequest,
  type Forwarded,
  type Pair,
  type Reply,
} from './wire.js';

/** The advisory lock whose holder runs the simulation. */
export const LEADERSHIP_KEY = 'market-simulator';
/** How long a move or reset forwarded to the leader may take (a takeover takes about a second). */
const REQUEST_TIMEOUT_MS = 5_000;
/** How long a new follower waits at start for the leader's books before it serves its own. */
const SYNC_TIMEOUT_MS = 3_000;
/** How often a replica missing a book asks again; a leader silent this long may have been replaced. */
const RESYNC_EVERY_MS = 1_000;

/** What changes the books, wherever the simulation runs: on the leading instance. */
export interface MarketBooks {
  /** Whether this instance runs the simulation now. */
  readonly leading: boolean;
  /** `MarketEventSource.move` on the leader; resolves once this instance's replica has the result. */
  move(market: string, ticks: number): Promise<TopOfBookEvent['payload']>;
  /** Every book back to where the leader's seed starts it, on every instance (no frames on the leader: a reset closes the streams). */
  reset(): Promise<void>;
  /** Stops listening and gives up the lead (another instance takes over). */
  close(): Promise<void>;
}

export interface ReplicationOptions {
  database: Database;
  clock: Clock;
  simulator: Omit<SimulatorOptions, 'onStep' | 'clock'>;
  onError: (error: unknown) => void;
  /** Told when this instance takes and loses the lead. */
  onLeadership?: (leading: boolean) => void;
}

/**
 * One market for every instance of a database. The instance holding the `market-simulator`
 * advisory lock runs the simulator and publishes each step (NOTIFY on `dap_market`, see `wire.ts`);
 * every other instance applies them, in order, to its own replica of the books, which serves its
 * subscribers exactly as the leader's books serve the leader's: same levels, same frames (a replica
 * that falls behind sends the steps it catches up on as one UPDATE, as a busy leader ticks less).
 *
 * A replica that misses a message (its sequence number jumps) or joins late marks its books stale,
 * skips their steps and asks the leader for its full books; applying a full book emits the
 * difference as an UPDATE, so subscribers' books stay right without a new SNAPSHOT. A new leader
 * continues from its replica and first publishes its full books, which repairs any replica that
 * was a step ahead or behind.
 *
 * A leader publishes only once it knows of another instance (a request or a message from one):
 * every follower asks for the full books when it starts, and again whenever it has heard nothing
 * for a second. On the embedded store, which always leads, nobody else can listen: one process
 * works as before, without a notification per tick.
 */
export async function startMarkets(
  options: ReplicationOptions,
): Promise<{ markets: MarketEventSource; books: MarketBooks }> {
  const replication = new MarketReplication(options);
  await replication.start();
  return { markets: replication.simulator, books: replication };
}

class MarketReplication implements MarketBooks {
  readonly simulator: MarketEventSource;
  private readonly id = randomUUID();
  leading = false;
  private readonly outbox: BookOutbox;
  private readonly notifications: SqlNotifications;
  /** The leader whose messages this replica applies, the last one applied and when it came. */
  private source: { l: string; e: number; s: number; at: number } | undefined;
  /** Markets whose replica missed something: their steps wait for the leader's full book. */
  private readonly stale = new Set<string>();
  private readonly requests = new Map<string, (reply: Reply) => void>();
  private readonly synced = new Set<() => void>();
  /** Whether another instance listens: a follower exists only beside a leader, a leader learns of it by its requests. */
  private audience = false;
  private lastResyncRequest = 0;
  private timer: NodeJS.Timeout | undefined;
  /**
   * Levels received and not yet in the replica, per market. They go in (and out as one UPDATE) once
   * the notifications at hand are read: a replica that falls behind sends one UPDATE for the steps
   * it catches up on, as a leader's timer stretches when it is busy, instead of every step.
   */
  private readonly pending = new Map<string, { bids: Map<number, number>; asks: Map<number, number>; t: number }>();
  private catchUp: NodeJS.Immediate | undefined;
  private stops: (() => Promise<void>)[] = [];
  private closed = false;

  constructor(private readonly options: ReplicationOptions) {
    this.simulator = createMarketSimulator({
      ...options.simulator,
      clock: options.clock,
      onStep: (market, step, timeMs) => this.stepped(market, step, timeMs),
    });
    this.simulator.setLeading(false);
    this.notifications = new SqlNotifications(options.database);
    this.outbox = new BookOutbox(
      options.database,
      this.id,
      () => this.leading,
      () => this.closed,
      options.onError,
    );
  }

  async start(): Promise<void> {
    const { database } = this.options;
    // A lost listening session missed steps: a replica takes the full books again once it is back.
    this.stops.push(
      await database.listen(
        BOOK_CHANNEL,
        (payload) => this.received(payload),
        () => !this.leading && this.markStale(),
      ),
    );
    this.stops.push(await database.listen(CONTROL_CHANNEL, (payload) => this.requested(payload)));
    // Until the leader's books come, this replica's (from its own seed) are not the market's.
    for (const market of this.simulator.markets) this.stale.add(market);
    this.stops.push(
      await database.lead(LEADERSHIP_KEY, { onAcquired: () => this.takeOver(), onLost: () => this.stepDown() }),
    );
    this.timer = setInterval(() => {
      // A book missing, or a leader that has not spoken for a while (it may not know of this replica).
      if (this.leading) return;
      if (this.stale.size > 0 || !this.source || Date.now() - this.source.at > RESYNC_EVERY_MS) this.requestResync();
    }, RESYNC_EVERY_MS).unref();
    if (this.leading) return;
    this.audience = true;
    this.requestResync();
    await this.waitForSync(SYNC_TIMEOUT_MS);
  }

  async move(market: string, ticks: number): Promise<TopOfBookEvent['payload']> {
    if (this.leading) return this.simulator.move(market, ticks);
    this.simulator.priceDecimals(market); // NotFound before anything is sent
    const reply = await this.request({ k: 'move', i: randomUUID(), m: market, n: ticks });
    if (reply.e === 'range') throw new PriceOutOfRange(reply.lo ?? 0, ticks);
    if (reply.e === 'not_found') throw new NotFound('market', market);
    return (JSON.parse(this.simulator.topOfBook(market)) as TopOfBookEvent).payload;
  }

  async reset(): Promise<void> {
    if (!this.leading) {
      await this.request({ k: 'reset', i: randomUUID() });
      return;
    }
    this.simulator.reset();
    this.publishFullBooks();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    clearImmediate(this.catchUp);
    this.simulator.setLeading(false);
    this.leading = false;
    await Promise.all(this.stops.map((stop) => stop().catch(() => {})));
    await this.outbox.drained();
  }

  // ---- the leader ----

  private takeOver(): void {
    if (this.closed) return;
    this.applyPending();
    this.leading = true;
    // Later than the epoch followed so far: replicas switch to this leader at its first message.
    this.outbox.begin(Math.max(Date.now(), (this.source?.e ?? 0) + 1));
    this.stale.clear();
    this.wake();
    this.simulator.setLeading(true);
    this.publishFullBooks();
    this.options.onLeadership?.(true);
  }

  private stepDown(): void {
    if (!this.leading) return;
    this.leading = false;
    this.simulator.setLeading(false);
    this.source = { l: this.id, e: this.outbox.epoch, s: this.outbox.seq, at: Date.now() };
    this.options.onLeadership?.(false);
  }

  private stepped(market: string, step: StepResult, timeMs: number): void {
    if (!this.leading) return;
    const part: BookPart = { m: market, t: timeMs, b: [...step.bids], a: [...step.asks] };
    if (step.trades.length > 0) part.x = step.trades.map(pair);
    this.publish([part], []);
  }

  private publishFullBooks(): void {
    const t = this.options.clock.nowMs();
    const parts = this.simulator.markets.map((market): BookPart => {
      const { bids, asks } = this.simulator.levels(market);
      return { m: market, t, f: 1, b: bids.map(pair), a: asks.map(pair) };
    });
    this.publish(parts, []);
    this.outbox.markFull();
  }

  /** Publishes with this turn's message, once another instance listens (see `startMarkets`). */
  private publish(parts: BookPart[], replies: Reply[]): void {
    if (this.audience) this.outbox.add(parts, replies);
  }

  private requested(payload: string): void {
    if (!this.leading || this.closed) return;
    this.audience = true;
    const request = this.decoded(decodeControlRequest, payload);
    if (!request) return;
    // Requests of several replicas within one turn share one set of full books.
    if (request.k === 'resync') {
      if (!this.outbox.hasFullBooks) this.publishFullBooks();
      return;
    }
    // Its requester answered 503 already (this process was stuck, or the request late): what it
    // gave up on is not done. The instances' clocks agree to well under the wait.
    if (request.d !== undefined && Date.now() > request.d) return;
    if (request.k === 'reset') {
      this.simulator.reset();
      this.publishFullBooks();
      this.publish([], [{ i: request.i }]);
    } else {
      const reply: Reply = { i: request.i };
      try {
        // Its step is published (`stepped`) before the reply, in the same message or an earlier one.
        this.simulator.move(request.m, request.n);
      } catch (error) {
        if (error instanceof PriceOutOfRange) Object.assign(reply, { e: 'range', lo: error.lowest });
        else if (error instanceof NotFound) reply.e = 'not_found';
        else {
          // Unexpected: reported here; the requester's wait runs out.
          this.options.onError(error);
          return;
        }
      }
      this.publish([], [reply]);
    }
  }

  /** A notification's payload decoded, or undefined when it is malformed (reported, and ignored). */
  private decoded<T>(decode: (payload: string) => T, payload: string): T | undefined {
    try {
      return decode(payload);
    } catch (error) {
      this.options.onError(error);
      return undefined;
    }
  }

  // ---- a replica ----

  private received(payload: string): void {
    if (this.closed) return;
    const message = this.decoded(decodeBookMessage, payload);
    if (!message) return;
    if (message.l === this.id) return;
    this.audience = true;
    if (this.leading) return;
    const now = Date.now();
    const source = this.source;
    if (!source || source.l !== message.l || source.e !== message.e) {
      // An earlier leader still talking (it has not noticed it lost the lock) is not followed,
      // unless the one followed has gone quiet (clocks of other machines may be behind).
      if (source && message.e < source.e && now - source.at < RESYNC_EVERY_MS) return;
      this.source = { l: message.l, e: message.e, s: message.s, at: now };
      // A leader's first messages are its full books; joining after them, ask for them.
      if (message.s !== 1) this.markStale();
    } else {
      if (message.s <= source.s) return;
      if (message.s > source.s + 1) this.markStale();
      source.s = message.s;
      source.at = now;
    }
    for (const part of message.p) this.applyPart(part);
    // A request is answered once what it did is in this replica.
    if (message.r.length > 0) this.applyPending();
    for (const reply of message.r) this.requests.get(reply.i)?.(reply);
    if (this.stale.size === 0) this.wake();
  }

  private applyPart(part: BookPart): void {
    try {
      if (part.f) {
        this.applyPending(part.m);
        this.simulator.replace(part.m, { bids: part.b, asks: part.a }, part.t);
        this.stale.delete(part.m);
      } else if (!this.stale.has(part.m)) {
        // Trades at once, each its own frame; the levels with the others at hand.
        if (part.x && part.x.length > 0) this.simulator.apply(part.m, { bids: [], asks: [], trades: part.x }, part.t);
        let levels = this.pending.get(part.m);
        if (!levels) this.pending.set(part.m, (levels = { bids: new Map(), asks: new Map(), t: part.t }));
        for (const [price, lots] of part.b) levels.bids.set(price, lots);
        for (const [price, lots] of part.a) levels.asks.set(price, lots);
        levels.t = part.t;
        this.catchUp ??= setImmediate(() => this.applyPending());
      }
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** Puts the levels received into the replica (of one market, or all), each market's as one step. */
  private applyPending(market?: string): void {
    if (market === undefined) {
      clearImmediate(this.catchUp);
      this.catchUp = undefined;
    }
    for (const symbol of market === undefined ? [...this.pending.keys()] : [market]) {
      const levels = this.pending.get(symbol);
      if (!levels) continue;
      this.pending.delete(symbol);
      try {
        this.simulator.apply(symbol, { bids: [...levels.bids], asks: [...levels.asks] }, levels.t);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  private markStale(): void {
    for (const market of this.simulator.markets) this.stale.add(market);
    this.requestResync();
  }

  private requestResync(): void {
    const now = Date.now();
    if (now - this.lastResyncRequest < RESYNC_EVERY_MS / 4) return;
    this.lastResyncRequest = now;
    this.notifications
      .notify(CONTROL_CHANNEL, JSON.stringify({ k: 'resync' } satisfies ControlRequest))
      .catch((error: unknown) => {
        if (!this.closed) this.options.onError(error);
      });
  }

  private request(forwarded: Forwarded): Promise<Reply> {
    const request: ControlRequest = { ...forwarded, d: Date.now() + REQUEST_TIMEOUT_MS };
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.requests.delete(request.i);
      };
      const timer = setTimeout(() => {
        done();
        reject(new MarketSimulatorUnavailable(REQUEST_TIMEOUT_MS));
      }, REQUEST_TIMEOUT_MS);
      this.requests.set(request.i, (reply) => {
        done();
        resolve(reply);
      });
      this.notifications.notify(CONTROL_CHANNEL, JSON.stringify(request)).catch((error: unknown) => {
        done();
        reject(error);
      });
    });
  }

  private waitForSync(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, timeoutMs);
      const synced = this.synced;
      function finish() {
        clearTimeout(timer);
        synced.delete(finish);
        resolve();
      }
      synced.add(finish);
    });
  }

  private wake(): void {
    for (const finish of [...this.synced]) finish();
  }
}

const pair = ({ price, lots }: Level): Pair => [price, lots];
