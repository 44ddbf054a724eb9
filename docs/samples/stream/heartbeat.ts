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

// A listener instead of a loop. The heartbeat takes no params; it comes every 5 s by default.
let beats = 0;
stream.on('heartbeat', ({ payload }) => {
  console.log('heartbeat', payload.timestamp);
  if (++beats === 2) void stream.close();
});
const [result] = await stream.subscribe([{ type: 'heartbeat' }]);
console.log('subscribed to heartbeat:', result?.success);
