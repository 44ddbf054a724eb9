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
const control = new SandboxControlClient(options); // calls the origin of baseUrl: /sandbox-control/…

const address = await client.createDepositAddress({
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  crypto_network: 'SOLANA',
});

// 2.5 SOL arrive on it: a COMPLETED CRYPTO_DEPOSIT, and the profile is credited.
const deposit = await control.createCryptoDeposit({ deposit_address_id: address.id, amount: '2.5' });
console.log('deposit', deposit.id, deposit.status, deposit.amount, deposit.asset, 'to', address.address);
