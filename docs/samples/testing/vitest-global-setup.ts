// vitest.config.ts: export default defineConfig({ test: { globalSetup: ['./vitest-global-setup.ts'] } })
// One sandbox for the whole run, in vitest's own process (npm install -D @dap/sandbox): no container,
// nothing else to start in CI. Each test file reads its URLs with inject('dap') and makes a tenant of
// its own with the operator's client (own-tenant.ts), so files running at once never meet.
import { startSandbox } from '@dap/sandbox';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dap: {
      baseUrl: string;
      tokenUrl: string;
      wsUrl: string;
      operator: { clientId: string; clientSecret: string };
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A free port and a store in memory; withdrawals settle only when a test completes or fails them.
  const sandbox = await startSandbox({ settleAfterSeconds: 0 });
  const { clientId, clientSecret } = sandbox.clients.operator;
  project.provide('dap', {
    baseUrl: sandbox.url,
    tokenUrl: sandbox.tokenUrl,
    wsUrl: sandbox.wsUrl,
    operator: { clientId, clientSecret },
  });
  return () => sandbox.stop(); // after the last test file
}

// In a test file:
//   const { baseUrl, tokenUrl, operator } = inject('dap');
//   const admin = new SandboxControlClient({ baseUrl, tokenUrl, ...operator });
//   const tenant = await admin.createTenant({ name: 'withdrawals suite' }); // beforeAll; deleteTenant in afterAll
