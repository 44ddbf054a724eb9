import { DapClient, PermissionDeniedError } from '@dap/client';
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
const profile = '4b7634ca-e099-47a3-ade4-69c67951ce39'; // the demo's second profile
const withdraw = () =>
  client.createCryptoWithdrawal({
    profile_id: profile,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '5000.00',
    ref_id: `wd-${Date.now()}`,
  });

// Empty the profile's USDC: the withdrawal is refused as insufficient-funds.
await control.setBalance(profile, 'USDC', { available: '0' });
const refused = await withdraw().catch((error: unknown) => error);
if (!(refused instanceof PermissionDeniedError && refused.isProblem('insufficient-funds'))) throw new Error(`expected insufficient-funds, got ${String(refused)}`);
console.log('with 0 USDC:', refused.problemType, refused.status);

// Fund it: the same withdrawal goes through.
const funded = await control.setBalance(profile, 'USDC', { available: '10000.00' });
console.log('USDC available', funded.available, 'held', funded.held);
const withdrawal = await withdraw();
console.log('withdrawal', withdrawal.id, withdrawal.status);
