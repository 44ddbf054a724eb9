import { NotFoundError } from '@dap/client/sandbox-control';
import { control, withdraw } from './clients.js';

const withdrawal = await withdraw();
await control.createFault({ operation: 'getAccount', status: 503, times: 100 });
console.log(
  'withdrawal',
  withdrawal.id,
  withdrawal.status,
  'and',
  (await control.listFaults()).faults.length,
  'fault(s) armed',
);

// Your tenant back to its start: its data and balances as seeded, its clock, its faults cleared, its streams closed
// with 1012. Every other tenant is left as it is.
await control.resetSandbox();
const gone = await control.getTransfer(withdrawal.id).catch((error: unknown) => error);
if (!(gone instanceof NotFoundError)) throw new Error(`expected the withdrawal to be gone, got ${String(gone)}`);
const { faults } = await control.listFaults();
if (faults.length !== 0) throw new Error(`expected no faults, got ${faults.length}`);
console.log(
  'after the reset: withdrawal',
  gone.status,
  'and',
  faults.length,
  'fault(s) armed; the clock reads',
  (await control.getClock()).now,
);
