import type { NewTenant, TenantList, TenantRequest } from '@dap/api-types/sandbox-control';
import { NotFound } from '../common/errors.js';
import type { MarketStore } from '../market/store.js';
import type { Announcer } from '../store/announcements.js';
import type { Transactional } from '../store/database.js';
import type { Notifications } from '../store/notifications.js';
import { tenantData } from './demo.js';
import { seedTenant } from './seed.js';
import type { TenantStore } from './store.js';

/** What the other instances hear of a deletion: whose tenant is gone (its tokens, caches and sockets with it). */
export interface TenantDeleted {
  kind: 'tenant-deleted';
  tenant: string;
}

interface TenantStores {
  tenants: TenantStore;
  notifications: Notifications;
}

/**
 * Tenants on demand (the operator's controls): made fresh, seeded like the demo customer with every
 * id new, listed, and deleted with everything they hold. A deletion is announced: every instance
 * forgets the tenant (`onDeleted`: its tokens refused, its caches dropped, its WebSockets closed
 * with 1008), and the deletion answers once they all have.
 */
export class TenantService {
  constructor(
    private readonly store: TenantStores & Transactional<TenantStores> & { markets: MarketStore },
    private readonly broadcast: Announcer<TenantDeleted>,
    /** What this instance does when a tenant is deleted (here, or by another instance). */
    private readonly onDeleted: (tenant: string) => void,
    /** Real time, ms: a new tenant's history ends now (its clock starts at real time). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes a tenant (201 with its credentials, shown this once). */
  async create(request: TenantRequest = {}): Promise<NewTenant> {
    const seed = seedTenant({ name: request.name ?? '', markets: await this.store.markets.list(), now: this.now() });
    if (request.name === undefined) seed.tenant.name = `Tenant ${seed.tenant.id.slice(0, 8)}`;
    const settleAfterMs = request.settle_after_seconds === undefined ? null : request.settle_after_seconds * 1000;
    const data = tenantData(seed, { demo: false, settleAfterMs, evolveSeed: request.evolve_seed ?? null });
    await this.store.transaction((tx) => tx.tenants.insert([data]));
    return {
      id: seed.tenant.id,
      name: seed.tenant.name,
      customer_id: seed.tenant.customer_id,
      clients: seed.clients.map(({ client_id, client_secret, scopes }) => ({ client_id, client_secret, scopes })),
      profiles: seed.profiles.map(({ id, memo_id, balances }) => ({ id, memo_id, balances })),
      accounts: seed.accounts.flatMap(({ id, type }) => (id === undefined || type === undefined ? [] : [{ id, type }])),
    };
  }

  /** Every tenant, without credentials. */
  async list(): Promise<TenantList> {
    const tenants = await this.store.tenants.list();
    return { tenants: tenants.map(({ id, name, customerId }) => ({ id, name, customer_id: customerId })) };
  }

  /** Deletes the tenant `id` and everything it holds, on every instance. Throws `NotFound`. */
  async delete(id: string): Promise<void> {
    const tenant = await this.store.tenants.findById(id);
    if (!tenant) throw new NotFound('tenant', id);
    const announcement = await this.store.transaction(async (tx) => {
      await tx.tenants.delete(tenant.customerId);
      return this.broadcast.publish({ kind: 'tenant-deleted', tenant: tenant.customerId }, tx);
    });
    this.onDeleted(tenant.customerId);
    await announcement.applied();
  }
}
