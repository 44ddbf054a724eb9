import { PROBLEM_TYPES, PROBLEM_TYPES_BASE } from '@dap/api-types';
import { Client } from '@dap/test-support/ws';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { add, compare } from '../src/common/decimal.js';
import { LEADERSHIP_KEY } from '../src/market/replication.js';
import type { Book } from './support/book.js';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { call, startCluster, tokenFrom, type Cluster, type ClusterInstance } from './support/cluster.js';
import {
  bookAt,
  commonPoint,
  controlOf,
  fullAccessToken,
  operatorToken,
  subscribeBook,
  type BookSubscriber,
} from './support/market-cluster.js';
import { eventually, second } from './support/sandbox.js';

// One PostgreSQL server and three real dap-sandbox processes for the whole file; the last two tests
// kill the leader, then reset the sandbox (which closes every stream).
let cluster: Cluster;
const subscribers: BookSubscriber[] = [];
const tokens = new Map<ClusterInstance, string>();
/** The instances still running. */
const alive = () => cluster.instances.filter((instance) => instance.alive);

beforeAll(async () => {
  // A seed of its own for each instance: a replica serving its own seeded book would show.
  cluster = await startCluster({ size: 3, seed: (index) => 1_000 + index, env: { LOG_LEVEL: 'warn' } });
  for (const instance of cluster.instances) tokens.set(instance, await fullAccessToken(instance));
}, 120_000);
afterAll(async () => {
  for (const subscriber of subscribers) expect(subscriber.client.invalid).toEqual([]);
  await Promise.all(subscribers.map((subscriber) => subscriber.client.close().catch(() => {})));
  await cluster?.stop();
});

async function subscribeAll(market: string, instances = alive()): Promise<BookSubscriber[]> {
  const opened = await Promise.all(
    instances.map((instance) => subscribeBook(instance, tokens.get(instance) as string, market)),
  );
  subscribers.push(...opened);
  return opened;
}

/** Waits until each subscriber has `count` more market_data frames than it has now. */
async function moreUpdates(of: readonly BookSubscriber[], count: number): Promise<void> {
  const targets = of.map((subscriber) => subscriber.frames().length + count);
  await eventually(
    async () => (of.every((subscriber, i) => subscriber.frames().length >= (targets[i] as number)) ? true : undefined),
    30_000,
  );
}

/** The subscribers' books at the last UPDATE all of them received: equal when every instance has the same book. */
async function booksAtCommonPoint(of: readonly BookSubscriber[], after = 0): Promise<Book[]> {
  const point = await eventually(async () => {
    const found = commonPoint(of);
    return found && (found[0] as number) >= after ? found : undefined;
  }, 30_000);
  return of.map((subscriber, i) => bookAt(subscriber.frames(), point[i] as number));
}

const leaders = () => alive().filter((instance) => instance.leads());

/**
 * Withdrawals sent by `callers` loops without pause, each to the next running instance in turn (the
 * rate limit refuses what goes over it), until `stop`: which were acknowledged (200), by id, with
 * their totals.
 */
function writeLoad(instances: () => ClusterInstance[], token: string, profile: string, callers = 6) {
  const prefix = `failover-${Date.now()}-`;
  const acknowledged = new Map<string, string>();
  let running = true;
  const loop = async (caller: number) => {
    for (let sent = 0; running; sent++) {
      const targets = instances();
      const target = targets[(caller + sent) % targets.length] as ClusterInstance;
      const body = {
        profile_id: profile,
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'USDC',
        crypto_network: 'ETHEREUM',
        amount: '1.00',
        ref_id: `${prefix}${caller}-${sent}`,
      };
      const answer = await call<{ id: string; total: string }>(`${target.baseUrl}/transfer/crypto-withdrawals`, token, {
        body,
      }).catch(() => undefined);
      if (answer?.status === 200) acknowledged.set(answer.body.id, answer.body.total);
      else if (answer?.status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const done = Promise.all(Array.from({ length: callers }, (_, caller) => loop(caller)));
  return {
    prefix,
    stop: async () => {
      running = false;
      await done;
      return { acknowledged, callers };
    },
  };
}
const shifted = (book: Book, by: string): Book => ({
  bids: new Map([...book.bids].map(([price, amount]) => [add(price, by), amount])),
  asks: new Map([...book.asks].map(([price, amount]) => [add(price, by), amount])),
});
const best = (book: Book) => ({
  bid: [...book.bids.keys()].sort((a, b) => Number(b) - Number(a))[0],
  ask: [...book.asks.keys()].sort((a, b) => Number(a) - Number(b))[0],
});

// Three sandboxes, PostgreSQL and the test share the machine's cores: as the other cluster suites,
// 90 s per test, which a busy CI machine needed (the whole reset timed out at 30 s under a load of 9).
describe('one market for three instances on one PostgreSQL', { timeout: 90_000 }, () => {
  it('runs the market simulator on exactly one instance, the holder of the advisory lock', async () => {
    await eventually(async () => (leaders().length === 1 ? true : undefined), 10_000);
    const db = new pg.Client({ connectionString: cluster.postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ holders: string }>(
        "SELECT count(*) AS holders FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid::bigint = (hashtext($1)::bigint & 4294967295)",
        [LEADERSHIP_KEY],
      );
      expect(rows[0]?.holders).toBe('1');
    } finally {
      await db.end();
    }
    expect(leaders()).toHaveLength(1);
  });

  it('sends subscribers of every instance a SNAPSHOT and then UPDATEs that keep their books equal', async () => {
    const of = await subscribeAll('BTCUSD');
    await moreUpdates(of, 20);
    for (const subscriber of of) {
      expect(subscriber.frames()[0]?.type).toBe('SNAPSHOT');
      expect(
        subscriber
          .frames()
          .slice(1)
          .every((frame) => frame.type === 'UPDATE'),
      ).toBe(true);
    }
    const books = await booksAtCommonPoint(of);
    expect(books[0]?.bids.size).toBeGreaterThan(0);
    for (const book of books.slice(1)) expect(book).toEqual(books[0]);
  });

  it('moves the book on every instance when a follower is asked to move a market, and answers with the moved top of book', async () => {
    const of = await subscribeAll('ETHUSD');
    const follower = alive().find((instance) => !instance.leads()) as ClusterInstance;
    const top = await controlOf(follower, 'operator').moveMarket('ETHUSD', { by: '1000' });
    await moreUpdates(of, 3);
    for (const subscriber of of) {
      // The move's UPDATE: the book after it is the book before it, every price 1000 higher.
      const frames = subscriber.frames();
      const moved = frames.findIndex(
        (_, k) => k > 0 && isDeepStrictEqual(bookAt(frames, k), shifted(bookAt(frames, k - 1), '1000')),
      );
      expect(moved, `instance ${subscriber.instance.index}`).toBeGreaterThan(0);
      if (subscriber.instance === follower) {
        const after = best(bookAt(frames, moved));
        expect(top).toMatchObject({
          market: 'ETHUSD',
          type: 'TOP_OF_BOOK',
          bids: [{ price: after.bid }],
          asks: [{ price: after.ask }],
        });
      }
    }
    const books = await booksAtCommonPoint(of);
    for (const book of books.slice(1)) expect(book).toEqual(books[0]);
  });

  it('answers a move 503 with Retry-After when the instance running the simulator does not answer in time, and the move is not made when it answers later', async () => {
    const of = await subscribeAll('SOLUSD');
    const [leader] = leaders() as [ClusterInstance];
    const follower = alive().find((instance) => !instance.leads()) as ClusterInstance;
    // Stopped, the leader keeps its lock and its sessions, but answers nothing.
    leader.run.child.kill('SIGSTOP');
    let answer;
    try {
      answer = await call<{ type: string; status: number }>(
        `${follower.controlUrl}markets/SOLUSD/move`,
        await operatorToken(follower),
        { body: { by: '777' } },
      );
    } finally {
      leader.run.child.kill('SIGCONT');
    }
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    // The type is the page on the instance's own docs: PROBLEM_TYPES's path there.
    const type = new URL(
      `/docs/${PROBLEM_TYPES['service-unavailable'].type.slice(PROBLEM_TYPES_BASE.length)}`,
      follower.controlUrl,
    ).href;
    expect(answer.body).toMatchObject({ type, status: 503 });
    // Resumed, the leader reads the request it missed: too late, it does not move the book.
    await moreUpdates(of, 5);
    for (const subscriber of of) {
      const frames = subscriber.frames();
      const moved = frames.findIndex(
        (_, k) => k > 0 && isDeepStrictEqual(bookAt(frames, k), shifted(bookAt(frames, k - 1), '777')),
      );
      expect(moved, `instance ${subscriber.instance.index}`).toBe(-1);
    }
  });

  it('continues the market on another instance when the leader is killed under write load: no acknowledged withdrawal lost, updates resume, books stay equal, heartbeats and trades go on', async () => {
    // The writes are a tenant's of their own: their rate limit is not the subscribers' (handshakes count against it).
    const first = cluster.instances[0] as ClusterInstance;
    const writer = await controlOf(first, 'operator').createTenant({ name: 'write load' });
    const [writerClient] = writer.clients as [(typeof writer.clients)[0]];
    // The writer's controls on an instance that is alive (the first may be the leader killed below).
    const writerControl = (instance: ClusterInstance) =>
      new SandboxControlClient({
        baseUrl: instance.baseUrl,
        tokenUrl: instance.tokenUrl,
        clientId: writerClient.client_id,
        clientSecret: writerClient.client_secret,
        maxRetries: 0,
        timeoutMs: 10_000,
      });
    const profile = writer.profiles[0]?.id as string;
    await writerControl(first).setBalance(profile, 'USDC', { available: '100000.00' });
    const writes = writeLoad(alive, await tokenFrom(first, writerClient), profile);
    // Stopped also when the test fails before it does: the next test resets the sandbox.
    onTestFinished(async () => void (await writes.stop()));
    const of = await subscribeAll('SOLUSD');
    // Load: more sockets on every instance, each with its own stream of the book.
    for (let i = 0; i < 10; i++) await subscribeAll(i % 2 === 0 ? 'LTCUSD' : 'BCHUSD');
    const btc = subscribers.filter((subscriber) => subscriber.frames()[0]?.market === 'BTCUSD');
    await moreUpdates(of, 10);
    const leader = leaders()[0] as ClusterInstance;
    const survivors = [...of, ...btc].filter((subscriber) => subscriber.instance !== leader);
    const before = survivors.map((subscriber) => ({
      frames: subscriber.frames().length,
      heartbeats: subscriber.heartbeats(),
      trades: subscriber.trades(),
    }));

    await cluster.kill(leader.index); // SIGKILL
    const killedAt = Date.now();
    await eventually(async () => (leaders().length === 1 ? true : undefined), 20_000);
    expect(leaders()[0]).not.toBe(leader);

    // Every survivor's subscribers get updates again, on the same connection, without a new SNAPSHOT.
    await moreUpdates(survivors, 10);
    const resumedAfterMs = Date.now() - killedAt;
    for (const [i, subscriber] of survivors.entries()) {
      const frames = subscriber.frames();
      expect(frames.length).toBeGreaterThan((before[i] as { frames: number }).frames);
      expect(frames.filter((frame) => frame.type === 'SNAPSHOT')).toHaveLength(1);
    }
    for (const market of ['SOLUSD', 'BTCUSD']) {
      const ofMarket = survivors.filter((subscriber) => subscriber.frames()[0]?.market === market);
      const books = await booksAtCommonPoint(ofMarket);
      for (const book of books.slice(1)) expect(book).toEqual(books[0]);
    }
    // A new subscriber of each survivor starts from that survivor's replica: the same book again.
    const late = await subscribeAll('SOLUSD');
    await moreUpdates(late, 3);
    const books = await booksAtCommonPoint([
      ...survivors.filter((subscriber) => subscriber.frames()[0]?.market === 'SOLUSD'),
      ...late,
    ]);
    for (const book of books.slice(1)) expect(book).toEqual(books[0]);
    // Each survivor keeps its own heartbeat (every 5 s), and the new leader's trades reach every one.
    await eventually(
      async () =>
        survivors.every((subscriber, i) => subscriber.heartbeats() > (before[i] as { heartbeats: number }).heartbeats)
          ? true
          : undefined,
      20_000,
    );
    await eventually(
      async () =>
        survivors.every((subscriber, i) => subscriber.trades() > (before[i] as { trades: number }).trades)
          ? true
          : undefined,
      20_000,
    );
    console.info(
      `cluster-market: updates resumed on the survivors ${resumedAfterMs} ms after the leader was killed (10 updates each)`,
    );

    // The writes went on through the kill: every acknowledged one is in the database, the balance was
    // debited by exactly what the database holds, and what it holds beyond the acknowledged ones is
    // at most the requests in flight to the killed instance (one per caller), whose answers were lost.
    const { acknowledged, callers } = await writes.stop();
    expect(acknowledged.size).toBeGreaterThan(0);
    const db = new pg.Client({ connectionString: cluster.postgres.url });
    await db.connect();
    const { rows } = await db.query<{ id: string; total: string }>(
      "SELECT id::text AS id, document->>'total' AS total FROM transfers WHERE ref_id LIKE $1",
      [`${writes.prefix}%`],
    );
    await db.end();
    const stored = new Map(rows.map((row) => [row.id, row.total]));
    console.info(
      `cluster-market: ${acknowledged.size} withdrawals acknowledged while the leader was killed, ${stored.size} in the database`,
    );
    for (const [id, total] of acknowledged) expect(stored.get(id), id).toBe(total);
    expect(stored.size - acknowledged.size).toBeLessThanOrEqual(callers);
    const { balances } = await writerControl(alive()[0] as ClusterInstance).getBalances(profile);
    const debited = rows.reduce((sum, row) => add(sum, row.total), '0');
    expect(compare(add(balances.find((balance) => balance.asset === 'USDC')?.available ?? '', debited), '100000')).toBe(
      0,
    );
  });

  // Last: the operator's whole reset closes every stream of every instance.
  it('answers a whole reset 503 when the instance running the simulator does not answer in time, having reset everything else: balances back, its streams closed with 1012', async () => {
    const [leader] = leaders() as [ClusterInstance];
    const follower = alive().find((instance) => !instance.leads()) as ClusterInstance;
    const token = tokens.get(follower) as string;
    const balancesUrl = `${follower.controlUrl}profiles/${second.id}/balances`;
    expect((await call(`${balancesUrl}/USDC`, token, { method: 'PUT', body: { available: '1.23' } })).status).toBe(200);
    const stream = await Client.open(follower.wsUrl, token);
    const closed = stream.closed();
    const operator = await operatorToken(follower);
    leader.run.child.kill('SIGSTOP');
    let answer;
    try {
      answer = await call(`${follower.controlUrl}admin/reset`, operator, { method: 'POST' });
    } finally {
      leader.run.child.kill('SIGCONT');
    }
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await closed).toBe(1012);
    const { body } = await call<{ balances: { asset: string; available: string }[] }>(balancesUrl, token);
    const usdc = body.balances.find((balance) => balance.asset === 'USDC');
    expect(compare(usdc?.available ?? '', second.balances['USDC'] as string)).toBe(0);
  });
});
