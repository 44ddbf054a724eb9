import type { Balance, BalanceList, BalanceUpdate } from '@dap/api-types/sandbox-control';
import { ASSETS, assetInfo } from '../networks/assets.js';
import { precisionOf } from '../common/decimal.js';
import { NotFound, ValidationFailed } from '../common/errors.js';
import type { Transactional } from '../store/database.js';
import type { BalanceStore, ProfileStore } from './store.js';

/** The stores the balance control reads and writes. */
export interface BalanceControlStores {
  profiles: ProfileStore;
  balances: BalanceStore;
}

/**
 * A profile's balances as a test sees them: `available` is what it may spend (the stored balance,
 * from which a PENDING withdrawal took its total at creation), `held` what its PENDING withdrawals
 * hold (their totals), per asset. Setting a balance sets `available`; holds follow the withdrawals.
 */
export class BalanceControl {
  constructor(private readonly store: BalanceControlStores & Transactional<BalanceControlStores>) {}

  /** Every asset the tenant's profile holds or has on hold, by asset. Throws `NotFound` (profile, another tenant's too). */
  async list(tenant: string, profileId: string): Promise<BalanceList> {
    await this.profile(tenant, profileId);
    const [available, held] = await Promise.all([
      this.store.balances.list(profileId),
      this.store.balances.held(profileId),
    ]);
    const assets = [...new Set([...Object.keys(available), ...Object.keys(held)])].sort();
    return {
      balances: assets.map((asset) => ({ asset, available: available[asset] ?? '0', held: held[asset] ?? '0' })),
    };
  }

  /**
   * Sets what the tenant's profile has available in `asset` (its scale kept: `"250.00"` stays `"250.00"`) and
   * answers the entry. Throws `NotFound` (profile), `ValidationFailed` (an asset the sandbox does
   * not know, at `/path/asset`; an amount with more fraction digits than the asset, at
   * `/body/available`; the spec's schema has checked that it is a decimal).
   */
  async set(tenant: string, profileId: string, asset: string, { available }: BalanceUpdate): Promise<Balance> {
    const info = assetInfo(asset);
    if (!info)
      throw new ValidationFailed(
        '/path/asset',
        `must be one of the sandbox's assets: ${Object.keys(ASSETS).join(', ')}`,
      );
    if (precisionOf(available) > info.decimals)
      throw new ValidationFailed('/body/available', `${asset} amounts have at most ${info.decimals} fraction digits`);
    await this.profile(tenant, profileId);
    return this.store.transaction(async (tx) => {
      // Locked like any other balance change, so a concurrent withdrawal sees the old or the new value.
      await tx.balances.lock(profileId, asset);
      await tx.balances.set(profileId, asset, available);
      // Read back: the stored numeric's text (`.5` is `0.5`), as the list answers it.
      return {
        asset,
        available: await tx.balances.lock(profileId, asset),
        held: (await tx.balances.held(profileId))[asset] ?? '0',
      };
    });
  }

  private async profile(tenant: string, profileId: string): Promise<void> {
    if (!(await this.store.profiles.find(tenant, profileId))) throw new NotFound('profile', profileId);
  }
}
