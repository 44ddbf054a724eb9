import { DapClient } from '@dap/client';
import { StreamClient, StreamRequestError, type SubscriptionResult } from '@dap/stream-client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const rest = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});
const stream = new StreamClient({ url: process.env.DAP_WS_URL ?? 'ws://127.0.0.1:8080/ws', token: rest.tokens });
await stream.connect();

try {
  // 3.0: `subscribe()` returns a `Subscription`, which you await for the results (as in 2.x) or
  // iterate for the events. Annotate what you await, not the call, as a `Promise`.
  const results: SubscriptionResult[] = await stream.subscribe([{ type: 'heartbeat' }]);
  console.log('subscribed', results.map((result) => result.channel.type).join(', '));

  // `throwOnError` rejects when a channel fails, with `StreamRequestError`.
  await stream.subscribe([{ type: 'market_data', params: { market: 'NOPEUSD' } }], { throwOnError: true });
  throw new Error('a subscription to an unknown market succeeded');
} catch (error) {
  if (!(error instanceof StreamRequestError)) throw error;
  // 3.0: `code` is the SDK's code of every error (`stream_request_failed`); the protocol code the
  // server sent is `serverCode` (and a close code, on `StreamConnectionError`, `closeCode`).
  console.log('refused', error.code, error.serverCode);
} finally {
  await stream.close();
}
