import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { StreamClient } from '@dap/stream-client';

// Defaults: the local sandbox (`pnpm start`) and its demo client, which holds sandbox:control.
const options = {
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
};
const rest = new DapClient(options);
const control = new SandboxControlClient(options);
const stream = new StreamClient({ url: process.env.DAP_WS_URL ?? 'ws://127.0.0.1:8080/ws', token: rest.tokens });
stream.on('error', (error) => console.warn(error.name, error.message));
await stream.connect();

// Watch ETHUSD's top of book while the market jumps 100 USD up.
let moved: { bid: string | undefined; ask: string | undefined } | undefined;
for await (const { payload } of stream.subscribe([{ type: 'market_data.top_of_book', params: { market: 'ETHUSD' } }])) {
  const [bid] = payload.bids;
  const [ask] = payload.asks;
  console.log(moved ? 'after ' : 'before', 'bid', bid?.price, 'ask', ask?.price);
  if (moved === undefined) {
    const top = await control.moveMarket('ETHUSD', { by: '100.00' });
    moved = { bid: top.bids[0]?.price, ask: top.asks[0]?.price };
  } else if (bid?.price === moved.bid && ask?.price === moved.ask) {
    break; // the stream shows the moved book
  }
}
await stream.close();
