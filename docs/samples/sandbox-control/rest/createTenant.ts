import { SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its operator client, which holds sandbox:admin alone, with
// the demo secret it prints (a sandbox reachable from other machines has its own: SANDBOX_OPERATOR_SECRET).
const operator = new SandboxControlClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_OPERATOR_CLIENT_ID ?? 'sandbox-operator',
  clientSecret: process.env.DAP_OPERATOR_CLIENT_SECRET ?? 'sandbox-operator-demo-secret',
});

// A tenant of a test suite's own, seeded like the demo customer with every id new. The secrets are shown this once.
const tenant = await operator.createTenant({ name: 'withdrawals suite, worker 3' });
const [full] = tenant.clients; // every scope of the platform API, and sandbox:control
console.log('tenant', tenant.id, tenant.name, 'client_id', full?.client_id);
for (const profile of tenant.profiles) console.log('profile', profile.id, 'memo_id', profile.memo_id);
