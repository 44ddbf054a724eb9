import { DapClient, InternalServerError, type Logger } from '@dap/client';
import { control, options } from './clients.js';

const account = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d'; // a demo account

// The client logs each retry it makes; here, to the console.
const logger: Logger = {
  debug() {},
  info() {},
  warn: (message, fields) => {
    if (message === 'retrying') console.log('retrying after', fields?.['status'], 'in', fields?.['delayMs'], 'ms');
  },
  error() {},
};
const client = new DapClient({ ...options, logger });

// The next two calls of getAccount answer 429 (with Retry-After: 1), then 503.
await control.createFault({ operation: 'getAccount', status: 429, retry_after: 1 });
await control.createFault({ operation: 'getAccount', status: 503 });
console.log('armed', (await control.listFaults()).faults.map((f) => f.status).join(', '));

// The client retries 429 and 5xx (twice by default, waiting out Retry-After): this call gets the 429,
// then the 503, then its answer; the caller never sees the faults.
const first = await client.getAccount(account);
console.log('account', first.id, first.summary_status);

// Without retries, a fault reaches the caller as a typed error.
await control.createFault({ operation: 'getAccount', status: 500 });
const error = await client.getAccount(account, { maxRetries: 0 }).catch((e: unknown) => e);
if (!(error instanceof InternalServerError && error.status === 500))
  throw new Error(`expected the 500, got ${String(error)}`);
console.log('without retries:', error.name, error.status, error.problemType);

// Faults can be listed and disarmed at any time.
await control.createFault({ operation: 'getAccount', status: 429, times: 10 });
await control.clearFaults();
if ((await control.listFaults()).faults.length !== 0) throw new Error('faults left after clearFaults');
const after = await client.getAccount(account, { maxRetries: 0 });
console.log('after clearFaults: account', after.id, after.summary_status);
