import { openStream, operator } from './clients.js';

const stream = await openStream();

// Watch ETHUSD's top of book while the operator moves the market 100 USD up (for every tenant: market data is shared).
let moved: { bid: string | undefined; ask: string | undefined } | undefined;
for await (const { payload } of stream.subscribe([{ type: 'market_data.top_of_book', params: { market: 'ETHUSD' } }])) {
  const [bid] = payload.bids;
  const [ask] = payload.asks;
  console.log(moved ? 'after ' : 'before', 'bid', bid?.price, 'ask', ask?.price);
  if (moved === undefined) {
    const top = await operator.moveMarket('ETHUSD', { by: '100.00' });
    moved = { bid: top.bids[0]?.price, ask: top.asks[0]?.price };
  } else if (bid?.price === moved.bid && ask?.price === moved.ask) {
    break; // the stream shows the moved book
  }
}
await stream.close();
