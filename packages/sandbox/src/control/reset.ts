import type { TenantClocks } from '../clock/tenant-clocks.js';
import type { DemoData } from '../demo/demo-data.js';
import type { FaultRegistry } from '../faults/registry.js';
import type { MarketBooks } from '../market/replication.js';
import type { Announcer } from '../store/announcements.js';
import type { Store } from '../stores.js';
import { storeDemoData } from '../tenants/demo.js';
import type { Settlement } from '../transfers/settlement.js';
import type { StreamControl } from './streams.js';

/** What the other instances hear of a reset: one tenant's, or the whole sandbox's. */
export type SandboxReset = { kind: 'reset'; tenant: string } | { kind: 'reset-all' };

export interface ResetParts {
  store: Store;
  demo: DemoData;
  clocks: TenantClocks;
  settlement: Settlement;
  faults: FaultRegistry;
  books: MarketBooks;
  streams: StreamControl;
  broadcast: Announcer<SandboxReset>;
  /** Forgets what this instance caches of tenants (their tokens, profiles, read models). */
  forgetTenants: () => void;
}

/**
 * A tenant back to its start, in one transaction: its seeded balances, no transfers, deposit
 * addresses or faults, its clock at real time; its ids and credentials stay. Then its WebSockets
 * are closed with 1012 (service restart), last, so a client reconnecting at once finds it reset.
 * Every other tenant, and the market, are left as they are. The other instances hear of it when it
 * commits and forget what they cached (`forgetReset`); the reset answers once they have.
 */
export async function resetTenant(
  { store, clocks, settlement, faults, streams, broadcast }: ResetParts,
  tenant: string,
): Promise<void> {
  settlement.cancelAll(tenant);
  const announcement = await store.transaction(async (tx) => {
    await tx.tenants.reset(tenant);
    return broadcast.publish({ kind: 'reset', tenant }, tx);
  });
  clocks.set(tenant, 0);
  faults.forget(tenant);
  streams.disconnect(tenant, { code: 1012 });
  await announcement.applied();
}

/**
 * The whole sandbox back to its start (the operator's): every tenant of the demo data back to its
 * seed (one deleted since is there again), every tenant made on demand deleted, in one transaction;
 * the order books where the seed starts them (on the instance running the simulator, and so on
 * every replica); then every WebSocket closed with 1012, last.
 */
export async function resetWholeSandbox(parts: ResetParts): Promise<void> {
  const { store, demo, clocks, settlement, faults, books, streams, broadcast, forgetTenants } = parts;
  settlement.cancelAll();
  const announcement = await store.transaction(async (tx) => {
    for (const tenant of await tx.tenants.list()) {
      if (tenant.demo) await tx.tenants.reset(tenant.customerId);
      else await tx.tenants.delete(tenant.customerId);
    }
    await storeDemoData(tx, demo);
    return broadcast.publish({ kind: 'reset-all' }, tx);
  });
  forgetTenants();
  faults.forget();
  await clocks.loadAll();
  try {
    await books.reset();
  } finally {
    // Also when the books could not be reset (no instance runs the simulator right now): the rest
    // is reset, and a retry resets the books.
    streams.disconnect(undefined, { code: 1012 });
    await announcement.applied();
  }
}

/**
 * What an instance does when another reset a tenant or the whole sandbox (the store is reset
 * already): no settlement timers for what was reset (their transfers are gone), the clocks and
 * faults as the store has them now, and the WebSockets of what was reset closed with 1012 so their
 * clients resubscribe. The order books are the market simulator's, whose leader resets them.
 */
export async function forgetReset(
  { clocks, settlement, faults, streams, forgetTenants }: ResetParts,
  reset: SandboxReset,
): Promise<void> {
  const tenant = reset.kind === 'reset' ? reset.tenant : undefined;
  settlement.cancelAll(tenant);
  if (tenant === undefined) {
    forgetTenants();
    await Promise.all([clocks.loadAll(), faults.load()]);
  } else {
    await Promise.all([clocks.reload(tenant), faults.load()]);
  }
  streams.disconnect(tenant, { code: 1012 });
}
