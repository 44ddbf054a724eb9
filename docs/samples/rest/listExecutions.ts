import { DapClient } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// `for await` yields every execution of every page (newest first), fetching each page when it
// gets there; `break` stops it.
const executions = client.listExecutions({
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  limit: 100,
});
let count = 0;
for await (const { executed_at, market, side, amount, price } of executions) {
  if (count < 5) console.log(executed_at, market, side, amount, '@', price);
  count += 1;
}
console.log(count, 'executions');
