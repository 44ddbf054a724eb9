import { DapClient } from '@dap/client';
import { OrderBook, StreamClient } from '@dap/stream-client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const rest = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});
const stream = new StreamClient({
  url: process.env.DAP_WS_URL ?? 'ws://127.0.0.1:8080/ws',
  token: rest.tokens, // the REST client's token cache, for the stream's scope
});
stream.on('error', (error) => console.warn(error.name, error.message));
await stream.connect();

// First a SNAPSHOT of the whole book, then UPDATEs of the levels that changed.
const book = new OrderBook('BTCUSD');
let updates = 0;
for await (const event of stream.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }])) {
  book.apply(event);
  const { bestBid, bestAsk } = book;
  console.log(event.payload.type, 'best bid', bestBid?.price, 'best ask', bestAsk?.price);
  if (event.payload.type === 'UPDATE' && ++updates === 5) {
    await stream.close(); // done with the connection (`break` alone only unsubscribes)
    break;
  }
}
