import { Client } from '@dap/test-support/ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { add, sub } from '../src/common/decimal.js';
import { NotFound } from '../src/common/errors.js';
import { apply, asBook, type Book, type Level } from './support/book.js';
import { caught } from './support/sandbox.js';
import { validationPointer } from './support/sandbox-file.js';
import { startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let token: string;
const opened: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenOf(server, server.clients.full);
});
afterEach(async () => {
  for (const client of opened) expect(client.invalid).toEqual([]);
  for (const client of opened.splice(0)) await client.close();
});
afterAll(() => server?.stop());

const snapshotOf = (market: string) =>
  JSON.parse(server.sandbox.markets.snapshot(market)).payload as { bids: Level[]; asks: Level[] };
const shifted = (book: Book, by: (price: string) => string): Book => ({
  bids: new Map([...book.bids].map(([price, amount]) => [by(price), amount])),
  asks: new Map([...book.asks].map(([price, amount]) => [by(price), amount])),
});

async function subscribed(market: string): Promise<Client> {
  const client = await Client.open(server.wsUrl, token);
  opened.push(client);
  const channels = [
    { type: 'market_data', params: { market } },
    { type: 'market_data.top_of_book', params: { market } },
  ];
  expect(
    (await client.request({ type: 'subscribe', channels })).channels.every((c: { success: boolean }) => c.success),
  ).toBe(true);
  await client.nextWhere((frame) => frame.payload?.type === 'SNAPSHOT');
  await client.nextWhere((frame) => frame.payload?.type === 'TOP_OF_BOOK');
  return client;
}

describe('market move', () => {
  it('moves every level of the book by `by`, answers the new top of book, and sends subscribers the UPDATE and TOP_OF_BOOK it makes', async () => {
    const client = await subscribed('BTCUSD');
    const book = asBook(snapshotOf('BTCUSD'));
    const top = await server.sandbox.control.markets.move('BTCUSD', { by: '250.5' });

    const expected = shifted(book, (price) => add(price, '250.50'));
    expect(asBook(snapshotOf('BTCUSD'))).toEqual(expected);
    const bestBid = [...expected.bids.keys()].sort((a, b) => Number(b) - Number(a))[0];
    const bestAsk = [...expected.asks.keys()].sort((a, b) => Number(a) - Number(b))[0];
    expect(top).toMatchObject({
      market: 'BTCUSD',
      type: 'TOP_OF_BOOK',
      bids: [{ price: bestBid }],
      asks: [{ price: bestAsk }],
    });

    const update = await client.nextWhere((frame) => frame.payload?.type === 'UPDATE');
    apply(book, update.payload);
    expect(book).toEqual(expected);
    expect((await client.nextWhere((frame) => frame.payload?.type === 'TOP_OF_BOOK')).payload).toEqual(top);
  });

  it('moves the book down by a negative `by`', async () => {
    const book = asBook(snapshotOf('ETHUSD'));
    const top = await server.sandbox.control.markets.move('ETHUSD', { by: '-100.25' });
    expect(asBook(snapshotOf('ETHUSD'))).toEqual(shifted(book, (price) => sub(price, '100.25')));
    expect(top).toEqual(JSON.parse(server.sandbox.markets.topOfBook('ETHUSD')).payload);
  });

  it('answers an unknown market with NotFound', async () => {
    expect(await caught(() => server.sandbox.control.markets.move('DOGEUSD', { by: '1' }))).toBeInstanceOf(NotFound);
  });

  it('refuses a `by` that is 0, is finer than the tick, or takes a price to 0 or below, moving nothing', async () => {
    const before = snapshotOf('SOLUSD');
    for (const by of ['0', '-0.00', '0.001', '-180.00', '-1000']) {
      expect(await validationPointer(() => server.sandbox.control.markets.move('SOLUSD', { by })), by).toBe('/body/by');
    }
    expect(snapshotOf('SOLUSD')).toEqual(before);
  });
});
