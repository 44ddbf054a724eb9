import type { ClientStore } from '../auth/clients.js';
import type { TenantStore } from './store.js';

/**
 * Which evolve seed answers a tenant (tomorrow's API, see `@dap/server`'s `evolveResponse`): its own
 * `evolve_seed`, or the sandbox's start-up setting. A tenant's setting never changes, so it is read
 * from the store once (a deleted tenant's entry is never asked again: its tokens are refused).
 */
export class EvolveSeeds {
  readonly #tenants = new Map<string, string | null>();
  readonly #clients = new Map<string, string | null>();

  constructor(
    private readonly store: { tenants: TenantStore; clients: ClientStore },
    /** The sandbox's setting, for the tenants that have none (undefined: none). */
    readonly defaultSeed: string | undefined,
  ) {}

  /**
   * The seed of a tenant (its customer id), or undefined when it is answered as today's API: at once
   * when known (every answer asks, so the common case costs no promise), else from the store.
   */
  ofTenant(tenant: string): string | undefined | Promise<string | undefined> {
    const own = this.#tenants.get(tenant);
    if (own !== undefined) return own ?? this.defaultSeed;
    return this.store.tenants.find(tenant).then((record) => {
      if (record) this.#tenants.set(tenant, record.evolveSeed);
      return record?.evolveSeed ?? this.defaultSeed;
    });
  }

  /** The seed of a client's tenant (the token endpoint knows the client, not yet a principal). */
  async ofClient(clientId: string): Promise<string | undefined> {
    let tenant = this.#clients.get(clientId);
    if (tenant === undefined) {
      const client = await this.store.clients.find(clientId);
      tenant = client?.customerId ?? null;
      if (client) this.#clients.set(clientId, tenant);
    }
    return tenant === null ? this.defaultSeed : this.ofTenant(tenant);
  }
}
