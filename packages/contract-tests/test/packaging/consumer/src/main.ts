// A program another team would write, compiled under strict TypeScript against the installed
// tarballs and run against a live server. It prints one JSON line the packaging test reads.
import { OPENAPI_SPEC, type paths } from '@dap/api-types';

type ExecutionPage = paths['/executions']['get']['responses'][200]['content']['application/json'];

const baseUrl = process.env['DAP_BASE_URL'];
if (!baseUrl) throw new Error('DAP_BASE_URL is not set');

const response = await fetch(`${baseUrl}/executions?limit=2`, { headers: { Authorization: 'Bearer consumer' } });
const page = (await response.json()) as ExecutionPage;
const firstPrice: string | undefined = page.items[0]?.price;

console.log(JSON.stringify({ spec: OPENAPI_SPEC.version, status: response.status, items: page.items.length, firstPrice }));
