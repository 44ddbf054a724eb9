import { BadRequestError, DapClient, type CryptoWithdrawalRequest } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// 3.0: a withdrawal request is `WithdrawalByAmount | WithdrawalByTotal`, so reading `amount` or
// `total` of one takes a narrowing (`in`); object literals are written as in 2.x.
const request: CryptoWithdrawalRequest = {
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  total: '12.00', // the fee comes out of it
  ref_id: `wd-${Date.now()}`,
};
const asked = 'amount' in request ? `${request.amount} net` : `${request.total} with the fee`;
const transfer = await client.createCryptoWithdrawal(request);
console.log('asked', asked, 'got amount', transfer.amount, 'fee', transfer.fee, 'total', transfer.total);

// 3.0: every string has a maximum length, stated in the spec: a ref_id is at most 128 characters.
// Past it the request is refused with 400 at the field, and nothing is withdrawn.
try {
  await client.createCryptoWithdrawal({ ...request, ref_id: 'x'.repeat(129) });
  throw new Error('a 129-character ref_id was accepted');
} catch (error) {
  if (!(error instanceof BadRequestError)) throw error;
  for (const { pointer, message } of error.errors) console.log('refused at', pointer, message);
}
