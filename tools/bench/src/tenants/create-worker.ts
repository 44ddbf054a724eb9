/**
 * createTenant over HTTP, in a process of its own (forked by tenants.ts), as a test suite calls it:
 * the operator's `SandboxControlClient` (`@dap/client/sandbox-control`), one call at a time, each
 * timed with `process.hrtime` from the call to its parsed answer (the new tenant's credentials).
 * The first call also fetches the operator's token; it is one of the warm-up's, which are not counted.
 */
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { serve } from '../harness/ipc.js';

export interface CreateOptions {
  baseUrl: string;
  tokenUrl: string;
  /** The operator's client (`sandbox:admin`). */
  clientId: string;
  clientSecret: string;
  /** Tenants to make, one after another. */
  count: number;
}

export interface Created {
  /** Each call's time in ms, in the order made. */
  latenciesMs: number[];
  /** Tenants in the store afterwards (`listTenants`): the demo data's and every one made. */
  tenantsInStore: number;
}

async function create({ count, ...client }: CreateOptions): Promise<Created> {
  const control = new SandboxControlClient({ ...client, maxRetries: 0 });
  const latenciesMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    const tenant = await control.createTenant({});
    latenciesMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (tenant.clients.length === 0) throw new Error('createTenant answered a tenant without clients');
  }
  const { tenants } = await control.listTenants();
  return { latenciesMs, tenantsInStore: tenants.length };
}

serve({ create: (options: CreateOptions) => create(options) });
process.send?.({ ready: { pid: process.pid } });
