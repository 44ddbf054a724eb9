import { control, withdraw } from './clients.js';

const withdrawal = await withdraw();
console.log('withdrawal', withdrawal.id, withdrawal.status);

// Settle it now, instead of waiting for the sandbox to.
const settled = await control.completeTransfer(withdrawal.id);
if (settled.status !== 'COMPLETED') throw new Error(`expected COMPLETED, got ${settled.status}`);
console.log('withdrawal', settled.id, settled.status, 'at', settled.updated_at);
