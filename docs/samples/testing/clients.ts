import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { StreamClient } from '@dap/stream-client';

// Defaults: the local sandbox (`pnpm start`) and the demo tenant's full-access client, which holds sandbox:control.
// In your suite, the client of a tenant of its own (below, own-tenant.ts).
export const options = {
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
};

/** The platform API, as your integration calls it. */
export const client = new DapClient(options);

/** The controls of the client's tenant: the same options; it gets and refreshes its own sandbox:control token. */
export const control = new SandboxControlClient(options);

/** The operator's controls (tenants, markets, the whole sandbox): its client holds sandbox:admin alone. */
export const operator = new SandboxControlClient({
  ...options,
  clientId: process.env.DAP_OPERATOR_CLIENT_ID ?? 'sandbox-operator',
  clientSecret: process.env.DAP_OPERATOR_CLIENT_SECRET ?? 'sandbox-operator-demo-secret', // the demo secret
});

/** The demo profile, and a pending withdrawal of `amount` USDC from `profile` (it holds amount + fee). */
export const PROFILE = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const withdraw = (amount = '25.00', profile = PROFILE) =>
  client.createCryptoWithdrawal({
    profile_id: profile,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount,
    ref_id: `wd-${Date.now()}`,
  });

/**
 * A tenant of its own, made by the operator, whose withdrawals never settle by themselves
 * (`settle_after_seconds: 0`): a withdrawal stays `PENDING` until the test completes or fails it,
 * however slow the machine, so the control never races the sandbox's settlement. `remove()` deletes
 * it with everything it holds (afterAll).
 */
export async function tenantOfItsOwn(name: string) {
  const tenant = await operator.createTenant({ name, settle_after_seconds: 0 });
  const [full] = tenant.clients; // every scope of the platform API, and sandbox:control
  const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
  if (full === undefined || profile === undefined) throw new Error('a tenant without its full-access client or USDC');
  const mine = { ...options, clientId: full.client_id, clientSecret: full.client_secret };
  const client = new DapClient(mine);
  return {
    client,
    control: new SandboxControlClient(mine),
    profile: profile.id,
    /** A pending withdrawal of `amount` USDC from the tenant's profile. */
    withdraw: (amount = '25.00') =>
      client.createCryptoWithdrawal({
        profile_id: profile.id,
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'USDC',
        crypto_network: 'ETHEREUM',
        amount,
        ref_id: `wd-${Date.now()}`,
      }),
    remove: () => operator.deleteTenant(tenant.id),
  };
}

/** A connected stream client, with a token from the platform client's cache. */
export async function openStream(): Promise<StreamClient> {
  const stream = new StreamClient({ url: process.env.DAP_WS_URL ?? 'ws://127.0.0.1:8080/ws', token: client.tokens });
  stream.on('error', (error) => console.warn(error.name, error.message));
  await stream.connect();
  return stream;
}
