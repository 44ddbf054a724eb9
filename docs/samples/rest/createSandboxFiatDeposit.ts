import { DapClient } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// Sandbox only: a wire deposit for the profile of memo_id (the sandbox prints them) arrives.
await client.createSandboxFiatDeposit({
  amount: '1500.00',
  asset: 'USD',
  memo_id: '8QXZ3KTR',
  fiat_network_instructions: {
    wire: {
      account_number: '000123456789',
      fiat_account_owner_address: {
        country: 'US',
        address1: '350 Fifth Avenue',
        city: 'New York',
        province: 'NY',
        zip_code: '10118',
      },
      routing_details: {
        routing_number_type: 'ABA',
        routing_number: '021000021',
        bank_name: 'Example National Bank',
        bank_address: {
          country: 'US',
          address1: '270 Park Avenue',
          city: 'New York',
          province: 'NY',
          zip_code: '10017',
        },
      },
    },
  },
  fiat_account_owner: { institution_details: { name: 'Example Holdings LLC' } },
});
console.log('deposited 1500.00 USD for memo_id 8QXZ3KTR');
