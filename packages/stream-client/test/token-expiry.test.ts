/**
 * A stream outlives its token, as the contract tells a client to: the server closes a connection
 * with 1008 `token expired` when the token it was opened with expires, so the client moves to a new
 * connection with a fresh token before that (when it knows the expiry), and reconnects with a fresh
 * token when the server closed it anyway. 1008 for any other reason (access withdrawn) stays final.
 *
 * Two sandboxes: the usual one, whose tokens live an hour (a token provider there claims a short
 * expiry, so only the client's own renewal can happen), and one whose tokens live two seconds (the
 * server's close for an expired token).
 */
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { DapClient } from '@dap/client';
import type { StartedSandbox } from '@dap/sandbox';
import { CLOSE_CODES, type ChannelReference, type MarketDataEvent, type PriceLevel } from '@dap/stream-models';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderBook,
  StreamAuthenticationError,
  StreamClient,
  StreamConnectionError,
  type StreamClientOptions,
  type TokenProvider,
} from '../src/index.js';
import {
  Clients,
  collect,
  next,
  restClient,
  serverConnections,
  startSandbox,
  startShortTokenSandbox,
  STREAM_SCOPE,
  until,
  type ShortTokenSandbox,
} from './support/sandbox.js';

const { POLICY_VIOLATION } = CLOSE_CODES;
const btc: ChannelReference = { type: 'market_data', params: { market: 'BTCUSD' } };
const heartbeat: ChannelReference = { type: 'heartbeat' };
const FAST_RECONNECT = { initialDelayMs: 20, maxDelayMs: 100 };
/** Long enough for two expiries of the short-lived tokens, with room for a busy machine. */
const TWO_EXPIRIES = { timeout: 60_000 };

let server: StartedSandbox;
let short: ShortTokenSandbox;
const clients = new Clients();

beforeAll(async () => {
  [server, short] = await Promise.all([startSandbox(), startShortTokenSandbox(2)]);
});
afterEach(async () => {
  await clients.closeAll();
  server.sandbox.markets.start();
  short.sandbox.markets.start();
});
afterAll(() => Promise.all([server.stop(), short.close()]));

function client(url: string, options: Omit<StreamClientOptions, 'url'>): StreamClient {
  return clients.track(new StreamClient({ url, reconnect: FAST_RECONNECT, ...options }));
}

/**
 * A provider of `rest`'s stream tokens that claims they expire `lifetimeMs` after they are handed
 * out, for the first `shortOnes` calls (later ones: in an hour); it forgets a token it is told not
 * to return again, and records what it handed out and what it was told.
 */
function claimingProvider(rest: DapClient, lifetimeMs: number, shortOnes: number) {
  const handedOut: string[] = [];
  const rejected: string[] = [];
  const provider: TokenProvider = async (request) => {
    if (request.rejected !== undefined) {
      rejected.push(request.rejected);
      rest.tokens.invalidate(STREAM_SCOPE, request.rejected);
    }
    const accessToken = await rest.tokens.getToken(STREAM_SCOPE);
    handedOut.push(accessToken);
    return { accessToken, expiresAt: Date.now() + (handedOut.length <= shortOnes ? lifetimeMs : 3_600_000) };
  };
  return { provider, handedOut, rejected };
}

const sideOf = (levels: readonly PriceLevel[]) => levels.map(({ price, amount }) => [price, amount]);
const sidesOf = ({ bids, asks }: { bids: readonly PriceLevel[]; asks: readonly PriceLevel[] }) => ({
  bids: sideOf(bids),
  asks: sideOf(asks),
});
/** The server's own book of a market. */
const truthOf = (markets: StartedSandbox['sandbox']['markets'], market: string) =>
  sidesOf((JSON.parse(markets.snapshot(market)) as MarketDataEvent).payload);

/** Resolves with the next UPDATE the client delivers: the stream is delivering. */
const nextUpdate = (stream: StreamClient) =>
  next(stream, 'market_data', 20_000, (event) => event.payload.type === 'UPDATE');

describe('before its token expires', () => {
  it('moves to a new connection opened with a fresh token and resubscribes: a market_data book stays equal to the server’s across two renewals', async () => {
    const rest = restClient(server);
    const tokens = claimingProvider(rest, 1_500, 2);
    const stream = client(server.wsUrl, { token: tokens.provider });
    await stream.connect();
    const book = new OrderBook('BTCUSD');
    const events = collect(stream, 'market_data');
    stream.on('market_data', (event) => book.apply(event));
    const reconnecting = collect(stream, 'reconnecting');
    const errors = collect(stream, 'error');
    await stream.subscribe([btc]);

    for (let renewal = 1; renewal <= 2; renewal++) {
      const reconnected = await next(stream, 'reconnected', 20_000);
      expect(reconnected).toEqual({ attempts: 1, resubscribed: [{ channel: btc, success: true }], renewal: true });
      await nextUpdate(stream);
    }
    expect(reconnecting).toEqual([
      { attempt: 1, delayMs: 0, renewal: true },
      { attempt: 1, delayMs: 0, renewal: true },
    ]);
    // Each renewal asked for a token other than the one about to expire, and got one.
    expect(tokens.rejected).toEqual(tokens.handedOut.slice(0, 2));
    expect(new Set(tokens.handedOut).size).toBe(3);
    expect(events.filter((event) => event.payload.type === 'SNAPSHOT')).toHaveLength(3);
    // The connections left were closed by the client: the server holds the newest only.
    await until(() => serverConnections(server).length === 1, 10_000, 'the old connections closed');

    const markets = server.sandbox.markets;
    markets.stop();
    for (let i = 0; i < 30; i++) markets.tick();
    await stream.subscriptionList();
    expect(sidesOf(book)).toEqual(truthOf(markets, 'BTCUSD'));
    expect(stream.state).toBe('open');
    expect(errors).toEqual([]);
  });

  it('answers on the new connection a call that was waiting for its reply on the old one, instead of failing it', async () => {
    const tokens = claimingProvider(restClient(server), 1_500, 1);
    const stream = client(server.wsUrl, { token: tokens.provider });
    await stream.connect();
    await stream.subscribe([heartbeat]);
    // The server stops reading the first connection: a call sent on it waits until the client moves.
    const [first] = serverConnections(server);
    first?.pause();
    const listed = stream.subscriptionList({ timeoutMs: 20_000 });
    const reconnected = next(stream, 'reconnected', 20_000);
    try {
      expect(await listed).toEqual([heartbeat]);
      expect(await reconnected).toMatchObject({ renewal: true });
    } finally {
      first?.resume();
    }
  });

  it('reports a renewal that fails, keeps the connection it has, and tries again while the token has time left', async () => {
    const rest = restClient(server);
    const down = new Error('the token endpoint is down');
    let calls = 0;
    const stream = client(server.wsUrl, {
      // The first token claims 5 s: renewed half a second before, time for a retry after the failure.
      token: async ({ rejected }) => {
        calls++;
        if (calls === 2) throw down;
        if (rejected !== undefined) rest.tokens.invalidate(STREAM_SCOPE, rejected);
        const accessToken = await rest.tokens.getToken(STREAM_SCOPE);
        return { accessToken, expiresAt: Date.now() + (calls === 1 ? 5_000 : 3_600_000) };
      },
    });
    await stream.connect();
    await stream.subscribe([heartbeat]);
    const [first] = serverConnections(server);
    const failed = next(stream, 'error', 20_000);
    const reconnected = next(stream, 'reconnected', 20_000);
    const error = await failed;
    expect(error).toBeInstanceOf(StreamConnectionError);
    // The renewal's failure, whose cause is the token's: the provider's own error.
    expect(error.cause).toBeInstanceOf(StreamConnectionError);
    expect((error.cause as StreamConnectionError).cause).toBe(down);
    expect(stream.state).toBe('open');
    expect(first?.isOpen).toBe(true);
    expect(await reconnected).toMatchObject({ renewal: true, resubscribed: [{ channel: heartbeat, success: true }] });
    await next(stream, 'heartbeat', 10_000);
  });
});

describe('when the server closes it for an expired token', () => {
  it(
    'reconnects at once with a fresh token when it knows no expiry, across two expiries, the book starting again from a fresh SNAPSHOT',
    TWO_EXPIRIES,
    async () => {
      const rest = short.rest();
      const rejected: string[] = [];
      const stream = client(short.wsUrl, {
        token: async ({ rejected: expired }) => {
          if (expired !== undefined) {
            rejected.push(expired);
            rest.tokens.invalidate(STREAM_SCOPE, expired);
          }
          return rest.tokens.getToken(STREAM_SCOPE); // a token alone: no expiry known
        },
      });
      await stream.connect();
      const book = new OrderBook('BTCUSD');
      stream.on('market_data', (event) => book.apply(event));
      const reconnecting = collect(stream, 'reconnecting');
      await stream.subscribe([btc]);

      for (let expiry = 1; expiry <= 2; expiry++) {
        expect((await next(stream, 'reconnected', 20_000)).resubscribed).toEqual([{ channel: btc, success: true }]);
        await nextUpdate(stream);
      }
      expect(reconnecting.slice(0, 2)).toEqual([
        { attempt: 1, delayMs: 0, code: POLICY_VIOLATION.code, reason: POLICY_VIOLATION.reasons.TOKEN_EXPIRED },
        { attempt: 1, delayMs: 0, code: POLICY_VIOLATION.code, reason: POLICY_VIOLATION.reasons.TOKEN_EXPIRED },
      ]);
      expect(rejected.length).toBeGreaterThanOrEqual(2);

      const markets = short.sandbox.markets;
      markets.stop();
      for (let i = 0; i < 30; i++) markets.tick();
      // A reconnect may come meanwhile (the tokens keep expiring): wait for the book to catch up.
      await until(
        () => JSON.stringify(sidesOf(book)) === JSON.stringify(truthOf(markets, 'BTCUSD')),
        20_000,
        'the book equal to the server’s',
      );
      expect(stream.state).not.toBe('closed');
    },
  );

  it(
    'keeps a stream on DapClient.tokens delivering across two expiries of short-lived tokens',
    TWO_EXPIRIES,
    async () => {
      const stream = client(short.wsUrl, { token: short.rest().tokens });
      await stream.connect();
      const book = new OrderBook('ETHUSD');
      stream.on('market_data', (event) => book.apply(event));
      const closed = collect(stream, 'close');
      await stream.subscribe([{ type: 'market_data', params: { market: 'ETHUSD' } }]);
      for (let expiry = 1; expiry <= 2; expiry++) {
        await next(stream, 'reconnected', 20_000);
        await nextUpdate(stream);
      }
      const markets = short.sandbox.markets;
      markets.stop();
      for (let i = 0; i < 30; i++) markets.tick();
      await until(
        () => JSON.stringify(sidesOf(book)) === JSON.stringify(truthOf(markets, 'ETHUSD')),
        20_000,
        'the book equal to the server’s',
      );
      expect(closed).toEqual([]);
    },
  );

  it(
    'closes with StreamAuthenticationError when its token source has no other token (a fixed one)',
    TWO_EXPIRIES,
    async () => {
      const token = await short.rest().tokens.getToken(STREAM_SCOPE);
      const stream = client(short.wsUrl, { token });
      const reconnecting = next(stream, 'reconnecting', 20_000);
      const closed = next(stream, 'close', 20_000);
      await stream.connect();
      await stream.subscribe([heartbeat]);
      expect(await reconnecting).toMatchObject({
        code: POLICY_VIOLATION.code,
        reason: POLICY_VIOLATION.reasons.TOKEN_EXPIRED,
      });
      const { error } = await closed;
      expect(error).toBeInstanceOf(StreamAuthenticationError);
      expect((error as StreamAuthenticationError).status).toBe(401);
      expect(stream.state).toBe('closed');
    },
  );

  it(
    'with reconnect off, closes with a StreamConnectionError carrying 1008 and the contract’s reason',
    TWO_EXPIRIES,
    async () => {
      const stream = client(short.wsUrl, { token: short.rest().tokens, reconnect: false });
      const closed = next(stream, 'close', 20_000);
      await stream.connect();
      const { code, reason, error } = await closed;
      expect({ code, reason }).toEqual({ code: POLICY_VIOLATION.code, reason: POLICY_VIOLATION.reasons.TOKEN_EXPIRED });
      expect(error).toBeInstanceOf(StreamConnectionError);
      expect(error).toMatchObject({ closeCode: POLICY_VIOLATION.code, reason: POLICY_VIOLATION.reasons.TOKEN_EXPIRED });
    },
  );
});

describe('when its access is withdrawn', () => {
  it('does not reconnect after 1008 for its deleted tenant: it closes with a StreamConnectionError carrying the code and the reason', async () => {
    const tenant = await server.createTenant({ name: 'withdrawn' });
    const credentials = tenant.clients.find((candidate) => candidate.scopes.includes(STREAM_SCOPE));
    const rest = new DapClient({
      baseUrl: server.url,
      tokenUrl: server.tokenUrl,
      clientId: credentials?.client_id ?? '',
      clientSecret: credentials?.client_secret ?? '',
    });
    const stream = client(server.wsUrl, { token: rest.tokens });
    await stream.connect();
    await stream.subscribe([heartbeat]);
    const reconnecting = collect(stream, 'reconnecting');
    const closed = next(stream, 'close', 20_000);
    const { clientId, clientSecret } = server.clients.operator;
    const operator = new SandboxControlClient({
      baseUrl: server.url,
      tokenUrl: server.tokenUrl,
      clientId,
      clientSecret,
    });
    await operator.deleteTenant(tenant.id);

    const { code, reason, error } = await closed;
    expect(code).toBe(POLICY_VIOLATION.code);
    expect(reason).not.toBe('');
    expect(reason).not.toBe(POLICY_VIOLATION.reasons.TOKEN_EXPIRED);
    expect(error).toBeInstanceOf(StreamConnectionError);
    expect(error).toMatchObject({ closeCode: POLICY_VIOLATION.code, reason });
    expect(reconnecting).toEqual([]);
    expect(stream.state).toBe('closed');
  });
});
