// TODO(tenants): placeholder until the seed generator lands.
import type { DemoMarket, TenantSeed } from '../demo/demo-data.js';

export function seedTenant(options: { id: string; name: string; markets: readonly DemoMarket[] }): TenantSeed {
  void options;
  throw new Error('seedTenant is not there yet');
}
