import { tenantOfItsOwn } from './clients.js';

// A tenant whose withdrawals settle only when a control says so (settle_after_seconds: 0): nothing races the test.
const { control, withdraw, remove } = await tenantOfItsOwn('complete-withdrawal sample');
try {
  const withdrawal = await withdraw();
  console.log('withdrawal', withdrawal.id, withdrawal.status);

  // Settle it now, instead of waiting for the sandbox to.
  const settled = await control.completeTransfer(withdrawal.id);
  if (settled.status !== 'COMPLETED') throw new Error(`expected COMPLETED, got ${settled.status}`);
  console.log('withdrawal', settled.id, settled.status, 'at', settled.updated_at);
} finally {
  await remove();
}
