import { APIConnectionTimeoutError, DapClient } from '@dap/client';
import { control, options } from './clients.js';

const client = new DapClient({ ...options, timeoutMs: 1_000 }); // gives up on an attempt after 1 s
const account = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d'; // a demo account

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
