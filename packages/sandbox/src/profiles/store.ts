/** A profile: whose balances the ledger holds, its customer, and the memo id that attributes wire deposits to it. */
export interface ProfileRecord {
  id: string;
  customerId: string;
  memoId: string;
}

/** The profiles (the demo data adds them; nothing changes or deletes one while the sandbox runs). */
export interface ProfileStore {
  find(id: string): Promise<ProfileRecord | undefined>;
  findByMemoId(memoId: string): Promise<ProfileRecord | undefined>;
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
