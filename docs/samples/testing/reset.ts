import { DapClient } from '@dap/client';
import { NotFoundError, SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its demo client, which holds sandbox:control.
const options = {
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
};
const client = new DapClient(options);
const control = new SandboxControlClient(options);

const withdrawal = await client.createCryptoWithdrawal({
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '25.00',
  ref_id: `wd-${Date.now()}`,
});
await control.createFault({ operation: 'getAccount', status: 503, times: 100 });
console.log('withdrawal', withdrawal.id, withdrawal.status, 'and', (await control.listFaults()).faults.length, 'fault(s) armed');

// Everything back to the start: demo data, balances, the clock; faults cleared, streams closed with 1012.
await control.resetSandbox();
const gone = await control.getTransfer(withdrawal.id).catch((error: unknown) => error);
if (!(gone instanceof NotFoundError)) throw new Error(`expected the withdrawal to be gone, got ${String(gone)}`);
const { faults } = await control.listFaults();
if (faults.length !== 0) throw new Error(`expected no faults, got ${faults.length}`);
console.log('after the reset: withdrawal', gone.status, 'and', faults.length, 'fault(s) armed; the clock reads', (await control.getClock()).now);
