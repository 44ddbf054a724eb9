/**
 * A local HTTP server for the client-overhead benchmark: one fixed executions page and a token. It
 * runs in its own process (forked by startFixtureServer) so it never shares an event loop with the
 * load it answers. Listens on 127.0.0.1 only.
 */
import { createServer } from 'node:http';

const execution = (i: number) => ({
  execution_id: String(1_000_000 + i),
  order_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  executed_at: '2026-11-21T10:15:30.123Z',
  market: 'BTCUSD',
  side: 'BUY',
  amount: '0.015',
  price: '64250.5',
  commission: '0.96',
  commission_asset: 'USD',
  rebate: '0',
  rebate_asset: 'USD',
  gross_trade_amount: '963.7575',
});
const page = JSON.stringify({ items: Array.from({ length: 10 }, (_, i) => execution(i)) });
const token = JSON.stringify({
  access_token: 'bench-token',
  expires_in: 3600,
  token_type: 'bearer',
  scope: 'exchange:read_order',
});

const server = createServer((request, response) => {
  const body =
    request.method === 'POST' && request.url === '/oauth2/token'
      ? token
      : request.url?.startsWith('/v2/executions')
        ? page
        : undefined;
  request.resume();
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ ready: { port: typeof address === 'object' && address ? address.port : 0 } });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
