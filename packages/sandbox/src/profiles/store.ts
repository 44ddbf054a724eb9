/** A profile: whose balances the ledger holds, its customer, and the memo id that attributes wire deposits to it. */
export interface ProfileRecord {
  id: string;
  customerId: string;
  memoId: string;
}

/** The profiles: made with their tenant, never changed, deleted with it. */
export interface ProfileStore {
  /** The tenant's profile `id`; another tenant's is not found, as a missing one. */
  find(tenant: string, id: string): Promise<ProfileRecord | undefined>;
  /** The tenant's profile with `memoId`; another tenant's is not found. */
  findByMemoId(tenant: string, memoId: string): Promise<ProfileRecord | undefined>;
  /** The profile `id`, whichever tenant's (the sandbox's own reads, never a client's). */
  get(id: string): Promise<ProfileRecord | undefined>;
}

/** The profiles' balances: decimal strings by asset, never below 0 (a CHECK in the table). */
export interface BalanceStore {
  /** Every balance of a profile, by asset. */
  list(profileId: string): Promise<Record<string, string>>;
  /**
   * The balance of `asset` (created at 0 when missing), locked until the transaction ends
   * (`SELECT … FOR UPDATE`), so a read-check-write in one transaction cannot race another.
   */
  lock(profileId: string, asset: string): Promise<string>;
  set(profileId: string, asset: string, amount: string): Promise<void>;
  /** Adds `amount` to a balance (created at `amount` when missing), in one statement. */
  credit(profileId: string, asset: string, amount: string): Promise<void>;
  /** What the profile's PENDING debits hold, by balance asset (`balance_asset`, else `asset`). */
  held(profileId: string): Promise<Record<string, string>>;
}
