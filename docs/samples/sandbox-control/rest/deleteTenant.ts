import { SandboxControlClient } from '@dap/client/sandbox-control';

// Defaults: the local sandbox (`pnpm start`) and its operator client, which holds sandbox:admin alone, with
// the demo secret it prints (a sandbox reachable from other machines has its own: SANDBOX_OPERATOR_SECRET).
const operator = new SandboxControlClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_OPERATOR_CLIENT_ID ?? 'sandbox-operator',
  clientSecret: process.env.DAP_OPERATOR_CLIENT_SECRET ?? 'sandbox-operator-demo-secret',
});

// A tenant to delete, as a test suite deletes its own at the end.
const tenant = await operator.createTenant({ name: 'done with' });

// Everything it holds goes; its clients' tokens are answered 401 and its WebSockets closed with 1008.
await operator.deleteTenant(tenant.id);
console.log('tenant', tenant.id, 'deleted');
