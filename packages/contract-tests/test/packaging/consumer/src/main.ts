// A program another team would write, compiled under strict TypeScript against the packages npm
// installed from the rehearsal's registry, and run against the local sandbox. It prints one JSON
// line the rehearsal test reads.
import { OPENAPI_SPEC, type paths } from '@dap/api-types';
import { BadRequestError, DapClient, type Transfer } from '@dap/client';
import { SANDBOX_CONTROL_SPEC, SandboxControlClient, type Fault } from '@dap/client/sandbox-control';
import { addDecimals, DapError } from '@dap/core';
import { CONTROL_ROUTES, ROUTES } from '@dap/server';
import { OrderBook, StreamClient } from '@dap/stream-client';
import { ASYNCAPI_SPEC, validateServerFrame, type MarketDataEvent } from '@dap/stream-models';

type ExecutionPage = paths['/executions']['get']['responses'][200]['content']['application/json'];

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const baseUrl = env('DAP_BASE_URL');
const options = {
  baseUrl,
  tokenUrl: env('DAP_TOKEN_URL'),
  clientId: env('DAP_CLIENT_ID'),
  clientSecret: env('DAP_CLIENT_SECRET'),
};
const client = new DapClient(options);
// The sandbox's test controls take the same options (their entry point installs and compiles; the
// sandbox's controls are not called here).
const controls = new SandboxControlClient(options);
const armRateLimit = (): Promise<Fault> =>
  controls.createFault({ operation: 'listExecutions', status: 429, retry_after: 1 });

// A token of one scope, as a program that calls the API by hand would get it.
const token = await client.tokens.getToken('exchange:read_order');

const transfer: Transfer = await client.createCryptoWithdrawal({
  profile_id: env('DAP_PROFILE_ID'),
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.5',
});
let executionsSeen = 0;
for await (const execution of client.listExecutions({ limit: 100 })) {
  const price: string = execution.price;
  if (price) executionsSeen += 1;
}
const rejected = await client.listExecutions({ limit: 5000 }).then(
  () => 'accepted',
  (error: unknown) => (error instanceof BadRequestError ? error.status : 'other error'),
);
// Every SDK error is a DapError of @dap/core, with a stable code.
const rejectedCode = await client.listExecutions({ limit: 5000 }).then(
  () => 'accepted',
  (error: unknown) => (error instanceof DapError ? error.code : 'not a DapError'),
);
const raw = await fetch(`${baseUrl}/executions?limit=2`, { headers: { Authorization: `Bearer ${token}` } });
const page = (await raw.json()) as ExecutionPage;

const stream = new StreamClient({ url: env('DAP_WS_URL'), token: client.tokens, reconnect: false });
await stream.connect();
const book = new OrderBook('BTCUSD');
// The iterator listens before it subscribes, so the SNAPSHOT that follows the acknowledgement is its first event.
let firstBookMessage: string | undefined;
for await (const event of stream.stream('market_data', { market: 'BTCUSD' })) {
  firstBookMessage ??= event.payload.type;
  book.apply(event);
  if (book.ready && book.bestBid && book.bestAsk) break;
}
await stream.close();

const frame = validateServerFrame('{"channel":"heartbeat","payload":{"timestamp":"2026-11-21T10:15:30.123456789Z"}}');
const badFrame = validateServerFrame({
  channel: 'market_data',
  payload: { market: 'BTCUSD', type: 'UPDATE', time: 'now', bids: [], asks: [] },
});
const level: MarketDataEvent['payload']['bids'][number] = { price: '64250.5', amount: '0' };

console.log(
  JSON.stringify({
    tokenLength: token.length,
    spec: OPENAPI_SPEC.version,
    streamSpec: ASYNCAPI_SPEC.version,
    transfer: { status: transfer.status, total: transfer.total, fee: transfer.fee },
    totalFromParts: addDecimals(transfer.amount, transfer.fee), // exact: never a JS number
    rejectedCode,
    executionsSeen,
    rejected,
    rawStatus: raw.status,
    rawItems: (page.items ?? []).length, // an empty last page may leave its list out
    firstBookMessage,
    bestBid: book.bestBid?.price,
    bestAsk: book.bestAsk?.price,
    routes: Object.keys(ROUTES).length,
    controlRoutes: Object.keys(CONTROL_ROUTES).length,
    controlSpec: SANDBOX_CONTROL_SPEC.version,
    controlMethod: typeof armRateLimit,
    frame: frame.ok ? frame.name : null,
    badFramePointers: badFrame.ok ? [] : [...new Set(badFrame.errors.map((error) => error.pointer))],
    levelPrice: level.price,
  }),
);
