import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its demo client, which holds sandbox:control.
const options = {
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
};
const client = new DapClient(options);
const control = new SandboxControlClient(options);
const profile = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

const usdc = async () => (await control.getBalances(profile)).balances.find((b) => b.asset === 'USDC');
const before = await usdc();
const withdrawal = await client.createCryptoWithdrawal({
  profile_id: profile,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '25.00',
  ref_id: `wd-${Date.now()}`,
});
const pending = await usdc();
console.log('withdrawal', withdrawal.id, withdrawal.status, 'holds', withdrawal.total, 'USDC: held', before?.held, '→', pending?.held);

// Make it fail as the network would: the amount and the fee it held are released.
const failed = await control.failTransfer(withdrawal.id, { reason: 'Rejected by the destination network.' });
if (failed.status !== 'FAILED') throw new Error(`expected FAILED, got ${failed.status}`);
const after = await usdc();
if (after?.available !== before?.available || after?.held !== before?.held) {
  throw new Error(`the funds were not released: ${JSON.stringify(before)} before, ${JSON.stringify(after)} after`);
}
console.log('withdrawal', failed.id, failed.status, JSON.stringify(failed.status_details));
console.log('USDC available', after?.available, 'held', after?.held, 'as before');
