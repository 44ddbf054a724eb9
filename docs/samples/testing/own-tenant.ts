import { AuthenticationError, DapClient, NotFoundError } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { operator, options, PROFILE } from './clients.js';

// Before the suite (vitest's beforeAll, in each test file or worker): a tenant of its own, made by the operator in
// milliseconds, seeded like the demo customer with every id new. Its withdrawals settle only when a control says so.
const tenant = await operator.createTenant({
  name: `withdrawals suite, worker ${process.env.VITEST_POOL_ID ?? 1}`,
  settle_after_seconds: 0,
});
const [full] = tenant.clients; // every scope of the platform API, and sandbox:control; its secret is shown this once
if (full === undefined) throw new Error('a tenant without its full-access client');
const mine = { ...options, clientId: full.client_id, clientSecret: full.client_secret };
const client = new DapClient(mine);
const control = new SandboxControlClient(mine); // its controls act on this tenant alone
console.log('tenant', tenant.name, 'with', tenant.profiles.length, 'profiles and', tenant.accounts.length, 'accounts');

try {
  // The tests: the tenant's profiles, balances, transfers, clock, faults and streams are the suite's alone.
  const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
  if (profile === undefined) throw new Error('no profile holds USDC');
  const withdrawal = await client.createCryptoWithdrawal({
    profile_id: profile.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '25.00',
    ref_id: `wd-${Date.now()}`,
  });
  const settled = await control.completeTransfer(withdrawal.id);
  console.log('withdrawal', settled.id, settled.status, 'from profile', profile.id);

  // Nothing of another tenant exists for it: the demo profile is answered 404, as a missing one.
  const other = await control.getBalances(PROFILE).catch((error: unknown) => error);
  if (!(other instanceof NotFoundError)) throw new Error(`expected a 404, got ${String(other)}`);
  console.log('the demo profile:', other.status, other.problemType);
} finally {
  // After the suite (afterAll): the tenant goes, with everything it holds.
  await operator.deleteTenant(tenant.id);
}

// Its clients are refused from then on.
const refused = await client.listExecutions({ limit: 1 }).catch((error: unknown) => error);
if (!(refused instanceof AuthenticationError)) throw new Error(`expected a 401, got ${String(refused)}`);
console.log('after deleteTenant:', refused.name, refused.status);
