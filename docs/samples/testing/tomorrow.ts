import { DapClient, isKnownTransferStatus, TRANSFER_STATUSES } from '@dap/client';
import { operator, options } from './clients.js';

// Tomorrow's API: a tenant made with an evolve_seed is answered, on every call of the platform API
// and every WebSocket frame, the way a legal next minor version could answer: unknown fields at any
// depth, new values of extensible enums, optional fields left out. The same seed gives the same
// answers, so a failure replays; change the seed to meet other changes. Run your whole suite so.
const seed = process.env.EVOLVE_SEED ?? 'run-42';
const tenant = await operator.createTenant({ name: `tomorrow's API, worker 1`, evolve_seed: seed });
const [full] = tenant.clients;
const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
if (full === undefined || profile === undefined) throw new Error('a tenant without its client or a USDC profile');
const client = new DapClient({ ...options, clientId: full.client_id, clientSecret: full.client_secret });
console.log('tenant', tenant.name, 'answered with evolve seed', seed);

try {
  const withdrawal = await client.createCryptoWithdrawal({
    profile_id: profile.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '25.00',
  });
  // `status` is an extensible enum: a later version may send a value this one does not list. Code
  // that switches over it needs a branch for that (here: treat it as still in progress).
  const status = isKnownTransferStatus(withdrawal.status)
    ? withdrawal.status
    : 'not one of ' + TRANSFER_STATUSES.join('/');
  console.log('withdrawal', withdrawal.id, 'of', withdrawal.amount, withdrawal.asset, 'status', status);

  // Lists may come without `next_page_cursor` or their items: the iterator reads what is there.
  let executions = 0;
  for await (const _execution of client.listExecutions({ limit: 2 })) executions++;
  console.log('executions read', executions);
} finally {
  await operator.deleteTenant(tenant.id);
}
