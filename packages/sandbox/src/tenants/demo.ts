import { createHash } from 'node:crypto';
import { clientRecord } from '../auth/clients.js';
import { demoTenantSeeds, type DemoData, type TenantSeed } from '../demo/demo-data.js';
import type { MarketStore } from '../market/store.js';
import type { Transactional } from '../store/database.js';
import type { SettingsStore } from '../store/settings.js';
import type { TenantData, TenantStore } from './store.js';

/** Where the SHA-256 of the demo data loaded last is kept. */
const SETTING_DEMO_HASH = 'demo_data_sha256';

interface DemoLoadStores {
  settings: SettingsStore;
  tenants: TenantStore;
  markets: MarketStore;
}

/** A tenant's seed as stored: its clients' secrets hashed, its settings given. */
export function tenantData(
  seed: TenantSeed,
  {
    demo,
    settleAfterMs,
    evolveSeed = null,
  }: { demo: boolean; settleAfterMs: number | null; evolveSeed?: string | null },
): TenantData {
  const { tenant } = seed;
  return {
    tenant: { id: tenant.id, name: tenant.name, customerId: tenant.customer_id, settleAfterMs, evolveSeed, demo },
    clients: seed.clients.map((client) =>
      clientRecord(client.client_id, client.client_secret, client.scopes, client.customer_id),
    ),
    profiles: seed.profiles,
    accounts: seed.accounts,
    orders: seed.orders,
    executions: seed.executions,
    monitoringAddresses: seed.monitoring_addresses,
  };
}

/** Stores the demo data (its markets and tenants; rows already there are left as they are, see `TenantStore.insert`). */
export async function storeDemoData(store: DemoLoadStores, demo: DemoData): Promise<void> {
  await store.markets.insert(demo.markets);
  await store.tenants.insert(
    demoTenantSeeds(demo).map((seed) => tenantData(seed, { demo: true, settleAfterMs: null })),
    { reload: true },
  );
}

/**
 * Loads the demo data unless this exact data was loaded before (its SHA-256 is kept in the store).
 * Rows already present are left as they are, so a restart never resets balances (the demo clients'
 * scopes excepted: they follow the demo data); delete the data directory, or reset through the
 * sandbox control, to start over.
 */
export async function loadDemoData(
  store: DemoLoadStores & Transactional<DemoLoadStores>,
  demo: DemoData,
): Promise<void> {
  const hash = createHash('sha256').update(JSON.stringify(demo)).digest('hex');
  if ((await store.settings.get(SETTING_DEMO_HASH)) === hash) return;
  await store.transaction(async (tx) => {
    await storeDemoData(tx, demo);
    await tx.settings.set(SETTING_DEMO_HASH, hash);
  });
}
