import { client, control, PROFILE } from './clients.js';

const address = await client.createDepositAddress({
  profile_id: PROFILE,
  crypto_network: 'SOLANA',
  ref_id: `da-${Date.now()}`,
});
console.log('deposit address', address.address, 'on', address.crypto_network);

// Someone sends 2.5 SOL to it: the deposit arrives COMPLETED and the profile is credited.
const deposit = await control.createCryptoDeposit({ deposit_address_id: address.id, amount: '2.5' });
if (deposit.type !== 'CRYPTO_DEPOSIT' || deposit.direction !== 'CREDIT' || deposit.status !== 'COMPLETED') {
  throw new Error(`unexpected deposit: ${JSON.stringify(deposit)}`);
}
console.log(
  'deposit',
  deposit.id,
  deposit.type,
  deposit.status,
  deposit.amount,
  deposit.asset,
  'tx',
  deposit.crypto_tx_hash,
);
