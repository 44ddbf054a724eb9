import { DapClient } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// Every method gets, caches and refreshes the token of its operation's scope itself.
// Ask for one only to use the credentials elsewhere, e.g. in HTTP calls of your own.
const token = await client.tokens.getToken('exchange:read_order');
console.log(token);
