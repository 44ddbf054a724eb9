import { createHash } from 'node:crypto';
import { clientRecord } from '../auth/clients.js';
import type { Transactional } from '../store/database.js';
import type { SettingsStore } from '../store/settings.js';
import type { DemoData } from './demo-data.js';
import type { DemoStore } from './store.js';

/** Where the SHA-256 of the demo data loaded last is kept. */
const SETTING_DEMO_HASH = 'demo_data_sha256';

interface DemoLoadStores {
  settings: SettingsStore;
  demo: DemoStore;
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
    await tx.demo.insert({
      clients: demo.clients.map((client) => clientRecord(client.client_id, client.client_secret, client.scopes)),
      profiles: demo.profiles,
      accounts: demo.accounts,
      markets: demo.markets,
      orders: demo.orders,
      executions: demo.executions,
      monitoringAddresses: demo.monitoring_addresses,
    });
    await tx.settings.set(SETTING_DEMO_HASH, hash);
  });
}
