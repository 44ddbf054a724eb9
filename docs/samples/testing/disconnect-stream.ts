import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { StreamClient, type ReconnectedEvent } from '@dap/stream-client';

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
stream.on('reconnecting', ({ code, attempt }) => console.log('connection closed with', code, '- reconnecting, attempt', attempt));
const reconnected = new Promise<ReconnectedEvent>((resolve) => stream.once('reconnected', resolve));
await stream.connect();

let events = 0;
for await (const { payload } of stream.subscribe([{ type: 'market_data.top_of_book', params: { market: 'BTCUSD' } }])) {
  console.log('top of book', payload.market, payload.timestamp);
  if (++events === 1) {
    // Close this client's connections with 1012 (service restart), as a deployment of the platform would.
    const { closed } = await control.disconnectStreams({ code: 1012, client_id: options.clientId });
    console.log('closed', closed, 'connection(s)');
    // The stream client reconnects by itself and subscribes again to what it had: the events go on.
    const { resubscribed } = await reconnected;
    if (!resubscribed.some((result) => result.success && result.channel.type === 'market_data.top_of_book')) {
      throw new Error(`not subscribed again: ${JSON.stringify(resubscribed)}`);
    }
    console.log('reconnected, subscribed again to', resubscribed.map((result) => result.channel.type).join(', '));
  } else {
    await stream.close();
    break;
  }
}
