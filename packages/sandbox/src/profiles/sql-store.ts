import type { SqlClient } from '../store/sql.js';
import type { BalanceStore, ProfileRecord, ProfileStore } from './store.js';

/** What makes an insert into balances a credit: the amount is added to the balance, created at the amount when missing. */
export const ADDED_TO_BALANCE =
  'ON CONFLICT (profile_id, asset) DO UPDATE SET amount = balances.amount + EXCLUDED.amount';

/**
 * Profiles as found: a profile never changes (a reset keeps it), so one read once is read from
 * memory after, until its tenant is deleted (`forget`). Profiles not found are not remembered:
 * another instance may add them.
 */
export class ProfileCache {
  readonly byId = new Map<string, ProfileRecord>();
  readonly byMemoId = new Map<string, ProfileRecord>();

  keep(profile: ProfileRecord): ProfileRecord {
    this.byId.set(profile.id, profile);
    this.byMemoId.set(profile.memoId, profile);
    return profile;
  }

  /** Forgets the profiles of `tenant` (deleted), or every profile. */
  forget(tenant?: string): void {
    for (const map of [this.byId, this.byMemoId]) {
      for (const [key, profile] of map) if (tenant === undefined || profile.customerId === tenant) map.delete(key);
    }
  }
}

/** The profile when it is `tenant`'s. */
const ownedBy = (tenant: string, profile: ProfileRecord | undefined) =>
  profile?.customerId === tenant ? profile : undefined;

export class SqlProfileStore implements ProfileStore {
  constructor(
    private readonly sql: SqlClient,
    private readonly cache: ProfileCache,
  ) {}

  async find(tenant: string, id: string): Promise<ProfileRecord | undefined> {
    return ownedBy(tenant, await this.get(id));
  }

  async findByMemoId(tenant: string, memoId: string): Promise<ProfileRecord | undefined> {
    const cached = this.cache.byMemoId.get(memoId);
    if (cached) return ownedBy(tenant, cached);
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE memo_id = $1', [
      memoId,
    ]);
    return ownedBy(tenant, row && this.cache.keep(toProfile(row)));
  }

  async get(id: string): Promise<ProfileRecord | undefined> {
    const cached = this.cache.byId.get(id);
    if (cached) return cached;
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE id = $1', [id]);
    return row && this.cache.keep(toProfile(row));
  }
}

export class SqlBalanceStore implements BalanceStore {
  constructor(private readonly sql: SqlClient) {}

  async list(profileId: string): Promise<Record<string, string>> {
    const rows = await this.sql.query<{ asset: string; amount: string }>(
      'SELECT asset, amount::text AS amount FROM balances WHERE profile_id = $1 ORDER BY asset',
      [profileId],
    );
    return Object.fromEntries(rows.map((row) => [row.asset, row.amount]));
  }

  async lock(profileId: string, asset: string): Promise<string> {
    await this.sql.query(
      'INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, 0) ON CONFLICT (profile_id, asset) DO NOTHING',
      [profileId, asset],
    );
    const [row] = await this.sql.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM balances WHERE profile_id = $1 AND asset = $2 FOR UPDATE',
      [profileId, asset],
    );
    if (!row) throw new Error(`No balance row for ${profileId}/${asset}`);
    return row.amount;
  }

  async set(profileId: string, asset: string, amount: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, $3::text::numeric)
       ON CONFLICT (profile_id, asset) DO UPDATE SET amount = EXCLUDED.amount`,
      [profileId, asset, amount],
    );
  }

  async credit(profileId: string, asset: string, amount: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, $3::text::numeric) ${ADDED_TO_BALANCE}`,
      [profileId, asset, amount],
    );
  }

  async held(profileId: string): Promise<Record<string, string>> {
    // Summed as numeric: exact, with the scale of the most precise total.
    const rows = await this.sql.query<{ asset: string; held: string }>(
      `SELECT coalesce(document->>'balance_asset', document->>'asset') AS asset, sum((document->>'total')::numeric)::text AS held
         FROM transfers
        WHERE profile_id = $1 AND status = 'PENDING' AND document->>'direction' = 'DEBIT'
        GROUP BY 1 ORDER BY 1`,
      [profileId],
    );
    return Object.fromEntries(rows.map((row) => [row.asset, row.held]));
  }
}

interface ProfileRow {
  id: string;
  customer_id: string;
  memo_id: string;
}

const toProfile = (row: ProfileRow): ProfileRecord => ({
  id: row.id,
  customerId: row.customer_id,
  memoId: row.memo_id,
});
