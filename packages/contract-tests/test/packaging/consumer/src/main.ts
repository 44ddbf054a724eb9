// A program another team would write, compiled under strict TypeScript against the installed
// tarballs and run against a live server. It prints one JSON line the packaging test reads.
import { OPENAPI_SPEC, type paths } from '@dap/api-types';
import { ASYNCAPI_SPEC, validateServerFrame, type MarketDataEvent } from '@dap/stream-models';
import { BadRequestError, DapClient, type Transfer } from '@dap/client';

type ExecutionPage = paths['/executions']['get']['responses'][200]['content']['application/json'];

const baseUrl = process.env['DAP_BASE_URL'];
const tokenUrl = process.env['DAP_TOKEN_URL'];
if (!baseUrl || !tokenUrl) throw new Error('DAP_BASE_URL and DAP_TOKEN_URL must be set');

const client = new DapClient({ baseUrl, tokenUrl, clientId: 'consumer', clientSecret: 'consumer-secret' });
const transfer: Transfer = await client.createCryptoWithdrawal({
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '250.00',
});
let executionsSeen = 0;
for await (const execution of client.listExecutions({ limit: 2 })) {
  const price: string = execution.price;
  if (price) executionsSeen += 1;
}
const rejected = await client.listExecutions({ limit: 5000 }).then(
  () => 'accepted',
  (error: unknown) => (error instanceof BadRequestError ? error.status : 'other error'),
);

const response = await fetch(`${baseUrl}/executions?limit=2`, { headers: { Authorization: 'Bearer consumer' } });
const page = (await response.json()) as ExecutionPage;
const firstPrice: string | undefined = page.items[0]?.price;

const frame = validateServerFrame('{"channel":"heartbeat","payload":{"timestamp":"2026-11-21T10:15:30.123456789Z"}}');
const badFrame = validateServerFrame({ channel: 'market_data', payload: { market: 'BTCUSD', type: 'UPDATE', time: 'now', bids: [], asks: [] } });
const bid: MarketDataEvent['payload']['bids'][number] = { price: '64250.5', amount: '0' };

console.log(
  JSON.stringify({
    spec: OPENAPI_SPEC.version,
    transferStatus: transfer.status,
    executionsSeen,
    rejected,
    streamSpec: ASYNCAPI_SPEC.version,
    status: response.status,
    items: page.items.length,
    firstPrice,
    frame: frame.ok ? frame.name : null,
    badFramePointers: badFrame.ok ? [] : [...new Set(badFrame.errors.map((error) => error.pointer))],
    bidPrice: bid.price,
  }),
);
