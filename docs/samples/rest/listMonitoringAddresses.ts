import { DapClient } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// `for await` yields every address of every page, fetching each page when it gets there.
const addresses = client.listMonitoringAddresses({ crypto_network: 'SOLANA', order: 'ASC', limit: 20 });
for await (const monitored of addresses) {
  console.log(monitored.created_at, monitored.address, monitored.name ?? '');
}
