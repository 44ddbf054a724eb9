import { NotFound } from '../common/errors.js';
import type { BalanceStore, ProfileStore } from './store.js';

/**
 * A profile's balances as the platform keeps them: `numeric` in the store, exact decimal strings
 * here. Money moves with the transfer that records it, in one transaction (`transfers/`).
 */
export class Ledger {
  constructor(private readonly store: { profiles: ProfileStore; balances: BalanceStore }) {}

  /**
   * Every balance of the profile, whichever tenant's, by asset (decimal strings): the sandbox's own
   * read, for tests and tools, never a client's. Throws `NotFound` for an unknown profile.
   */
  async balances(profileId: string): Promise<Record<string, string>> {
    if (!(await this.store.profiles.get(profileId))) throw new NotFound('profile', profileId);
    return this.store.balances.list(profileId);
  }

  /** One balance (`"0"` when the profile never held the asset). */
  async balance(profileId: string, asset: string): Promise<string> {
    return (await this.balances(profileId))[asset] ?? '0';
  }
}
