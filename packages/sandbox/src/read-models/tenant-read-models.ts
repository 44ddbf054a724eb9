import { AccountService } from './accounts.js';
import type { Cursors } from './cursor.js';
import { ExecutionService } from './executions.js';
import { MonitoringService } from './monitoring.js';
import { PageCache } from './page-cache.js';
import type { ReadModelStore } from './store.js';

/** One tenant's read models. */
export interface TenantReadModels {
  readonly monitoring: MonitoringService;
  readonly executions: ExecutionService;
  readonly accounts: AccountService;
}

/**
 * Every tenant's read models: loaded from the store the first time a tenant's are asked for (a
 * tenant made on another instance too), then served from memory, until the tenant is deleted
 * (`forget`). Rendered pages share one byte budget across tenants.
 */
export class ReadModels {
  readonly #tenants = new Map<string, Promise<TenantReadModels>>();

  constructor(
    private readonly store: ReadModelStore,
    private readonly cursors: Cursors,
    private readonly pages: PageCache = new PageCache(),
  ) {}

  /** The tenant's read models (loaded once). */
  of(tenant: string): Promise<TenantReadModels> {
    let loaded = this.#tenants.get(tenant);
    if (!loaded) {
      loaded = this.#load(tenant);
      this.#tenants.set(tenant, loaded);
      // A failed load is tried again by the next request.
      loaded.catch(() => this.#tenants.delete(tenant));
    }
    return loaded;
  }

  /** Forgets a tenant's read models (deleted), or every tenant's. */
  forget(tenant?: string): void {
    if (tenant === undefined) this.#tenants.clear();
    else this.#tenants.delete(tenant);
    // Pages are keyed by tenant; a deleted tenant's are never asked for again, and age out.
  }

  async #load(tenant: string): Promise<TenantReadModels> {
    const [monitoring, executions, accounts] = await Promise.all([
      this.store.listMonitoringAddresses(tenant),
      this.store.listExecutions(tenant),
      this.store.listAccounts(tenant),
    ]);
    return {
      monitoring: new MonitoringService(monitoring, this.cursors, this.pages, tenant),
      executions: new ExecutionService(executions, this.cursors, this.pages, tenant),
      accounts: new AccountService(accounts),
    };
  }
}
