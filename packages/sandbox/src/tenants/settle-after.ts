import type { TenantStore } from './store.js';

/**
 * When each tenant's withdrawals settle by themselves (ms of its clock after creation; 0, never):
 * its own setting, or the sandbox's. A tenant's setting never changes, so it is read from the store
 * once, and forgotten when the tenant is deleted.
 */
export class SettleAfter {
  readonly #known = new Map<string, number>();

  constructor(
    private readonly store: { tenants: TenantStore },
    /** The sandbox's setting, for the tenants that have none. */
    private readonly defaultMs: number,
  ) {}

  async of(tenant: string): Promise<number> {
    const known = this.#known.get(tenant);
    if (known !== undefined) return known;
    const record = await this.store.tenants.find(tenant);
    const ms = record?.settleAfterMs ?? this.defaultMs;
    if (record) this.#known.set(tenant, ms);
    return ms;
  }

  /** Forgets a tenant's setting (deleted), or every tenant's. */
  forget(tenant?: string): void {
    if (tenant === undefined) this.#known.clear();
    else this.#known.delete(tenant);
  }
}
