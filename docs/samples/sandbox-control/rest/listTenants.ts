import { SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its operator client, which holds sandbox:admin alone, with
// the demo secret it prints (a sandbox reachable from other machines has its own: SANDBOX_OPERATOR_SECRET).
const operator = new SandboxControlClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_OPERATOR_CLIENT_ID ?? 'sandbox-operator',
  clientSecret: process.env.DAP_OPERATOR_CLIENT_SECRET ?? 'sandbox-operator-demo-secret',
});

// The demo data's tenants, then those made on demand, oldest first (without credentials).
const { tenants } = await operator.listTenants();
for (const tenant of tenants) console.log('tenant', tenant.id, 'customer', tenant.customer_id, tenant.name);
console.log(tenants.length, 'tenant(s)');
