import { DapClient } from '@dap/client';
import { StreamClient } from '@dap/stream-client';

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

// The best bid and ask now, then again whenever one of them changes.
const channel = { type: 'market_data.top_of_book', params: { market: 'ETHUSD' } } as const;
let changes = 0;
for await (const { payload } of stream.subscribe([channel])) {
  const [bid] = payload.bids;
  const [ask] = payload.asks;
  console.log(payload.timestamp, 'bid', bid?.amount, '@', bid?.price, 'ask', ask?.amount, '@', ask?.price);
  if (++changes === 3) {
    await stream.close(); // done with the connection (`break` alone only unsubscribes)
    break;
  }
}
