// A program another team would write, compiled under strict TypeScript against the installed
// tarballs and run against a live server. It prints one JSON line the packaging test reads.
import { OPENAPI_SPEC, type paths } from '@dap/api-types';
import { ASYNCAPI_SPEC, validateServerFrame, type MarketDataEvent } from '@dap/stream-models';

type ExecutionPage = paths['/executions']['get']['responses'][200]['content']['application/json'];

const baseUrl = process.env['DAP_BASE_URL'];
if (!baseUrl) throw new Error('DAP_BASE_URL is not set');

const response = await fetch(`${baseUrl}/executions?limit=2`, { headers: { Authorization: 'Bearer consumer' } });
const page = (await response.json()) as ExecutionPage;
const firstPrice: string | undefined = page.items[0]?.price;

const frame = validateServerFrame('{"channel":"heartbeat","payload":{"timestamp":"2026-11-21T10:15:30.123456789Z"}}');
const badFrame = validateServerFrame({ channel: 'market_data', payload: { market: 'BTCUSD', type: 'UPDATE', time: 'now', bids: [], asks: [] } });
const bid: MarketDataEvent['payload']['bids'][number] = { price: '64250.5', amount: '0' };

console.log(
  JSON.stringify({
    spec: OPENAPI_SPEC.version,
    streamSpec: ASYNCAPI_SPEC.version,
    status: response.status,
    items: page.items.length,
    firstPrice,
    frame: frame.ok ? frame.name : null,
    badFramePointers: badFrame.ok ? [] : [...new Set(badFrame.errors.map((error) => error.pointer))],
    bidPrice: bid.price,
  }),
);
