import { InternalServerError, type CryptoWithdrawalRequest } from '@dap/client';
import { client, control, PROFILE } from './clients.js';

const withdrawal = (refId: string): CryptoWithdrawalRequest => ({
  profile_id: PROFILE,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '10.00',
  ref_id: refId,
});

// The next two withdrawals are carried out, but their answers are replaced by a 503: lost on the way back.
await control.createFault({ operation: 'createCryptoWithdrawal', status: 503, after_processing: true, times: 2 });

// Without retries, the caller is told 503 although the withdrawal exists.
const lost = withdrawal(`lost-${Date.now()}`);
const error = await client.createCryptoWithdrawal(lost, { maxRetries: 0 }).catch((e: unknown) => e);
if (!(error instanceof InternalServerError && error.status === 503))
  throw new Error(`expected the 503, got ${String(error)}`);
console.log('without retries:', error.name, error.status);

// With retries (the default), a create sent with a ref_id is sent again: the platform answers 409
// with the withdrawal it holds under that ref_id, and the client returns it. One withdrawal, whatever
// happened to the answers.
const retried = withdrawal(`lost-${Date.now()}-retried`);
const transfer = await client.createCryptoWithdrawal(retried);
console.log(
  'with retries: withdrawal',
  transfer.id,
  transfer.status,
  transfer.ref_id === retried.ref_id ? 'with its ref_id' : 'with another ref_id',
);
