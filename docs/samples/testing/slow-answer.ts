import { APIConnectionTimeoutError, DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its demo client, which holds sandbox:control.
const options = {
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
};
const control = new SandboxControlClient(options);
const client = new DapClient({ ...options, timeoutMs: 1_000 }); // gives up on an attempt after 1 s
const account = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';

// The next two calls of getAccount answer after 3 s.
await control.createFault({ operation: 'getAccount', delay_ms: 3_000, times: 2 });

// Without retries, the slow answer is a timeout.
const started = Date.now();
const error = await client.getAccount(account, { maxRetries: 0 }).catch((e: unknown) => e);
if (!(error instanceof APIConnectionTimeoutError)) throw new Error(`expected a timeout, got ${String(error)}`);
console.log('without retries:', error.name, 'after', Math.round((Date.now() - started) / 1000), 's');

// With them (the default), the client times out the slow attempt and tries again, which is answered at once.
const account2 = await client.getAccount(account);
console.log('with retries: account', account2.id, account2.summary_status);
