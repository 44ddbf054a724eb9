import { tenantOfItsOwn } from './clients.js';

// A tenant whose withdrawals settle only when a control says so (settle_after_seconds: 0): it cannot
// complete by itself before the test fails it, however slow the machine.
const { control, profile, withdraw, remove } = await tenantOfItsOwn('fail-withdrawal sample');
try {
  const usdc = async () => (await control.getBalances(profile)).balances.find((b) => b.asset === 'USDC');
  const before = await usdc();
  const withdrawal = await withdraw();
  const pending = await usdc();
  console.log(
    'withdrawal',
    withdrawal.id,
    withdrawal.status,
    'holds',
    withdrawal.total,
    'USDC: held',
    before?.held,
    '→',
    pending?.held,
  );

  // Make it fail as the network would: the amount and the fee it held are released.
  const failed = await control.failTransfer(withdrawal.id, { reason: 'Rejected by the destination network.' });
  if (failed.status !== 'FAILED') throw new Error(`expected FAILED, got ${failed.status}`);
  const after = await usdc();
  if (after?.available !== before?.available || after?.held !== before?.held) {
    throw new Error(`the funds were not released: ${JSON.stringify(before)} before, ${JSON.stringify(after)} after`);
  }
  console.log('withdrawal', failed.id, failed.status, JSON.stringify(failed.status_details));
  console.log('USDC available', after?.available, 'held', after?.held, 'as before');
} finally {
  await remove();
}
