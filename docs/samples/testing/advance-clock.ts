import { control, withdraw } from './clients.js';

const withdrawal = await withdraw();
const { now: before } = await control.getClock();
console.log('withdrawal', withdrawal.id, withdrawal.status, 'at', before);

// Move your tenant's clock a minute on: what falls due in between happens, in order, before it answers.
const { now: after } = await control.advanceClock({ seconds: 60 });
const settled = await control.getTransfer(withdrawal.id);
if (settled.status !== 'COMPLETED') throw new Error(`expected COMPLETED, got ${settled.status}`);
console.log('withdrawal', settled.id, settled.status, 'at', after);
