import { DapClient } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

const account = await client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d');
console.log('account', account.id, account.type, account.summary_status);
