import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../src/clock/clock.js';
import { startLocalPostgres, type LocalPostgres } from '../src/cluster/local-postgres.js';
import type { DemoMarket } from '../src/demo/demo-data.js';
import { ValidationFailed } from '../src/common/errors.js';
import { fromUnits } from '../src/market/order-book.js';
import { createMarketSimulator } from '../src/market/simulator.js';
import { BOOK_CHANNEL, decodeBookMessage, type BookMessage } from '../src/market/wire.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { apply, asBook, type Book } from './support/book.js';
import { caught, eventually, tempDir } from './support/sandbox.js';

// Two sandboxes in this process on one real PostgreSQL server: the first leads (seed 1), the second
// follows (seed 2, so a replica serving its own seeded book would show). Ticks are driven by the tests.
let dir: Awaited<ReturnType<typeof tempDir>>;
let postgres: LocalPostgres;
let leader: Sandbox;
let follower: Sandbox;
/** The leader's messages on dap_market, as a third session of the database sees them. */
let watcher: pg.Client;
const published: BookMessage[] = [];
let leaderLeads = false;
let followerLeads = false;

beforeAll(async () => {
  dir = await tempDir();
  await chmod(dir.path, 0o711);
  postgres = await startLocalPostgres({ directory: join(dir.path, 'pg') });
  leader = await createSandbox({
    databaseUrl: postgres.url,
    seed: 1,
    tickMs: 0,
    heartbeatMs: 0,
    onMarketLeadership: (leading) => (leaderLeads = leading),
  });
  watcher = new pg.Client({ connectionString: postgres.url });
  await watcher.connect();
  watcher.on('notification', ({ payload }) => published.push(decodeBookMessage(payload ?? '')));
  await watcher.query(`LISTEN ${BOOK_CHANNEL}`);
  follower = await createSandbox({
    databaseUrl: postgres.url,
    seed: 2,
    tickMs: 0,
    heartbeatMs: 0,
    onMarketLeadership: (leading) => (followerLeads = leading),
  });
}, 60_000);
afterAll(async () => {
  await watcher?.end();
  await follower?.close();
  await leader?.close();
  await postgres?.stop();
  await dir?.remove();
});

const levelsOf = (sandbox: Sandbox, market: string) => {
  const { bids, asks } = JSON.parse(sandbox.markets.snapshot(market)).payload;
  return { bids, asks };
};
const sameBook = (market: string) => async () =>
  JSON.stringify(levelsOf(follower, market)) === JSON.stringify(levelsOf(leader, market)) ? true : undefined;

/** The levels a simulator of `seed` starts each market with. */
function seededLevels(markets: DemoMarket[], seed: number): (market: string) => { bids: unknown; asks: unknown } {
  const simulator = createMarketSimulator({ markets, seed, clock: createClock(), tickMs: 0, heartbeatMs: 0 });
  return (market) => {
    const { bids, asks } = JSON.parse(simulator.snapshot(market)).payload;
    return { bids, asks };
  };
}

/** A book kept from a SNAPSHOT and the UPDATEs after it, as a subscriber of the follower keeps it. */
function subscriberOf(
  sandbox: Sandbox,
  market: string,
): { start: Book; book: Book; frames: string[]; stop: () => void } {
  const frames: string[] = [];
  const start = asBook(JSON.parse(sandbox.markets.snapshot(market)).payload);
  const book = asBook(JSON.parse(sandbox.markets.snapshot(market)).payload);
  const stop = sandbox.markets.subscribe({ channel: 'market_data', market }, (frame) => {
    frames.push(frame);
    apply(book, JSON.parse(frame).payload);
  });
  return { start, book, frames, stop };
}

/** The book after each UPDATE, by the UPDATE's `time` (as comparable text). */
function statesByTime(start: Book, frames: string[]): Map<string, string> {
  const book: Book = { bids: new Map(start.bids), asks: new Map(start.asks) };
  const states = new Map<string, string>();
  for (const frame of frames) {
    const payload = JSON.parse(frame).payload;
    apply(book, payload);
    states.set(payload.time, JSON.stringify([[...book.bids].sort(), [...book.asks].sort()]));
  }
  return states;
}

describe('the order books of two instances on one PostgreSQL', () => {
  it("runs the simulator on the first instance only; the second serves the leader's book, not its own seed's", async () => {
    expect([leaderLeads, followerLeads]).toEqual([true, false]);
    const ownSeed = seededLevels(await follower.store.markets.list(), 2);
    expect(
      leader.markets.markets.some(
        (market) => JSON.stringify(ownSeed(market)) !== JSON.stringify(levelsOf(leader, market)),
      ),
    ).toBe(true);
    for (const market of leader.markets.markets) expect(levelsOf(follower, market)).toEqual(levelsOf(leader, market));
  });

  it("applies the leader's steps in order: after each UPDATE, its subscribers have the book the leader's had at that step", async () => {
    const onLeader = subscriberOf(leader, 'BTCUSD');
    const onFollower = subscriberOf(follower, 'BTCUSD');
    for (let i = 0; i < 30; i++) {
      leader.markets.tick();
      // A millisecond apart at least: each step's `time` names it.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const timeOf = (frame: string): string => JSON.parse(frame).payload.time;
    await eventually(async () =>
      onFollower.frames.length > 0 &&
      timeOf(onFollower.frames.at(-1) as string) === timeOf(onLeader.frames.at(-1) as string)
        ? true
        : undefined,
    );
    onLeader.stop();
    onFollower.stop();
    expect(onLeader.frames.length).toBeGreaterThan(20);
    const leaderStates = statesByTime(onLeader.start, onLeader.frames);
    const followerStates = statesByTime(onFollower.start, onFollower.frames);
    expect(followerStates.size).toBeGreaterThan(0);
    // A replica that fell behind sends the steps it catches up on as one UPDATE: a state the leader had, later.
    for (const [time, state] of followerStates) expect(state, time).toBe(leaderStates.get(time));
    expect(onFollower.book).toEqual(onLeader.book);
  });

  it("sends the follower's subscribers the leader's trades and top-of-book changes", async () => {
    const collect = (sandbox: Sandbox, channel: 'execution_data' | 'market_data.top_of_book') => {
      const frames: string[] = [];
      const stop = sandbox.markets.subscribe({ channel, market: 'BTCUSD' }, (frame) => frames.push(frame));
      return { frames, stop };
    };
    const trades = [collect(leader, 'execution_data'), collect(follower, 'execution_data')] as const;
    const tops = [collect(leader, 'market_data.top_of_book'), collect(follower, 'market_data.top_of_book')] as const;
    for (let i = 0; i < 60; i++) leader.markets.tick();
    // A TOP_OF_BOOK's timestamp is each instance's own (nanoseconds); its levels are the leader's.
    const levels = (frame: string | undefined) =>
      frame === undefined ? undefined : { ...JSON.parse(frame).payload, timestamp: undefined };
    await eventually(async () =>
      trades[1].frames.length >= trades[0].frames.length &&
      tops[0].frames.length > 0 &&
      JSON.stringify(levels(tops[1].frames.at(-1))) === JSON.stringify(levels(tops[0].frames.at(-1)))
        ? true
        : undefined,
    );
    for (const { stop } of [...trades, ...tops]) stop();
    expect(trades[0].frames.length).toBeGreaterThan(0);
    expect(trades[1].frames).toEqual(trades[0].frames);
    // The follower's steps passed through the leader's tops (fewer of them when it caught up on several steps at once).
    const leaderTops = tops[0].frames.map((frame) => JSON.stringify(levels(frame)));
    for (const frame of tops[1].frames) expect(leaderTops).toContain(JSON.stringify(levels(frame)));
  });

  it("skips the steps after a missed message, resyncs from the leader's full book, and keeps its subscribers' books right", async () => {
    const seen = published.length;
    leader.markets.tick();
    await eventually(async () => (published.length > seen ? true : undefined));
    const last = published.at(-1) as BookMessage;
    const decimals = leader.markets.priceDecimals('ETHUSD');
    const onFollower = subscriberOf(follower, 'ETHUSD');
    // A message of the leader after some that never arrived (a few numbers on: the leader may have
    // sent more than this session has seen yet): the follower must not apply its step.
    const bogus: BookMessage = {
      l: last.l,
      e: last.e,
      s: last.s + 5,
      p: [{ m: 'ETHUSD', t: Date.now(), b: [[1, 999]], a: [] }],
      r: [],
    };
    await watcher.query('SELECT pg_notify($1, $2)', [BOOK_CHANNEL, JSON.stringify(bogus)]);
    for (let i = 0; i < 5; i++) {
      leader.markets.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await eventually(sameBook('ETHUSD'));
    // And it follows the steps again.
    for (let i = 0; i < 10; i++) leader.markets.tick();
    await eventually(sameBook('ETHUSD'));
    onFollower.stop();
    expect(onFollower.frames.some((frame) => frame.includes(`"price":"${fromUnits(1, decimals)}"`))).toBe(false);
    expect(onFollower.book).toEqual(asBook(levelsOf(leader, 'ETHUSD')));
  });

  it("has a move asked of the follower made by the leader, and answers once the follower's book has it", async () => {
    const top = await follower.control.markets.move('SOLUSD', { by: '2.5' });
    expect(levelsOf(follower, 'SOLUSD')).toEqual(levelsOf(leader, 'SOLUSD'));
    const { bids, asks } = levelsOf(leader, 'SOLUSD');
    expect(top).toMatchObject({
      market: 'SOLUSD',
      type: 'TOP_OF_BOOK',
      bids: [{ price: bids[0].price }],
      asks: [{ price: asks[0].price }],
    });
  });

  it('refuses, changing nothing, a move through the follower that the leader refuses', async () => {
    const before = levelsOf(leader, 'LTCUSD');
    const error = await caught(() => follower.control.markets.move('LTCUSD', { by: '-100000000' }));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).errors[0]?.pointer).toBe('/body/by');
    expect(levelsOf(leader, 'LTCUSD')).toEqual(before);
    expect(levelsOf(follower, 'LTCUSD')).toEqual(before);
  });

  it('resets the books on the leader and every replica when the follower is asked to reset', async () => {
    await follower.control.markets.move('BTCUSD', { by: '1000' });
    await follower.control.resetAll();
    const seeded = seededLevels(await leader.store.markets.list(), 1);
    for (const market of leader.markets.markets) {
      expect(levelsOf(leader, market)).toEqual(seeded(market));
      expect(levelsOf(follower, market)).toEqual(levelsOf(leader, market));
    }
  });

  it('has the follower take the lead when the leader stops, continuing from the book it holds (no jump, no frame)', async () => {
    expect(followerLeads).toBe(false);
    const before = Object.fromEntries(follower.markets.markets.map((market) => [market, levelsOf(follower, market)]));
    const onFollower = subscriberOf(follower, 'BTCUSD');
    await leader.close();
    await eventually(async () => (followerLeads ? true : undefined), 10_000);
    for (const market of follower.markets.markets) expect(levelsOf(follower, market)).toEqual(before[market]);
    expect(onFollower.frames).toEqual([]);
    for (let i = 0; i < 5; i++) follower.markets.tick();
    onFollower.stop();
    expect(onFollower.frames.length).toBeGreaterThan(0);
    expect(onFollower.book).toEqual(asBook(levelsOf(follower, 'BTCUSD')));
  });
});
