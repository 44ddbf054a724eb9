import { SqlClientStore, type ClientStore } from './auth/clients.js';
import { SqlClockStore } from './clock/sql-store.js';
import type { ClockStore } from './clock/store.js';
import { SqlDepositAddressStore } from './deposits/sql-store.js';
import type { DepositAddressStore } from './deposits/store.js';
import { SqlFaultStore } from './faults/sql-store.js';
import type { FaultStore } from './faults/store.js';
import { SqlMarketStore } from './market/sql-store.js';
import type { MarketStore } from './market/store.js';
import { ProfileCache, SqlBalanceStore, SqlProfileStore } from './profiles/sql-store.js';
import type { BalanceStore, ProfileStore } from './profiles/store.js';
import { SqlReadModelStore } from './read-models/sql-store.js';
import type { ReadModelStore } from './read-models/store.js';
import type { Database } from './store/database.js';
import { SqlNotifications, type Notifications } from './store/notifications.js';
import { openPgliteDatabase } from './store/pglite.js';
import { openPostgresDatabase } from './store/postgres.js';
import { SqlSettingsStore, type SettingsStore } from './store/settings.js';
import type { SqlClient } from './store/sql.js';
import { SqlTenantStore } from './tenants/sql-store.js';
import type { TenantStore } from './tenants/store.js';
import { DebitBatches } from './transfers/debits.js';
import { SqlTransferStore } from './transfers/sql-store.js';
import type { TransferStore } from './transfers/store.js';

/**
 * Every feature's store over one connection (or one transaction). Each feature depends only on
 * the stores it names (`{ transfers: TransferStore; balances: BalanceStore }`); this record is
 * what the sandbox hands them all.
 */
export interface Stores {
  readonly settings: SettingsStore;
  readonly notifications: Notifications;
  readonly tenants: TenantStore;
  readonly clients: ClientStore;
  readonly clocks: ClockStore;
  readonly profiles: ProfileStore;
  readonly balances: BalanceStore;
  readonly transfers: TransferStore;
  readonly depositAddresses: DepositAddressStore;
  readonly faults: FaultStore;
  readonly readModels: ReadModelStore;
  readonly markets: MarketStore;
}

/** The sandbox's data: every feature's store over one database, and transactions across them. */
export interface Store extends Stores {
  /** The database itself: where it lives, notifications, leadership, closing. */
  readonly database: Database;
  /** Profiles as read (they never change): what a deleted tenant's leave behind is forgotten here. */
  readonly profileCache: ProfileCache;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Stores) => Promise<T>): Promise<T>;
}

/**
 * Opens the database, creating and migrating it on first use (the embedded one in `dataDir`,
 * `':memory:'` for a throwaway one; or the PostgreSQL server at `databaseUrl`), with its stores.
 */
export async function openStore(where: { dataDir: string } | { databaseUrl: string }): Promise<Store> {
  return createStore(
    'databaseUrl' in where ? await openPostgresDatabase(where.databaseUrl) : await openPgliteDatabase(where.dataDir),
  );
}

/** The stores over `database` (which the caller opened and migrated; `store.database.close()` closes it). */
export function createStore(database: Database): Store {
  const profileCache = new ProfileCache();
  return {
    ...storesOn(database, profileCache, new DebitBatches(database)),
    database,
    profileCache,
    // A transaction's stores record each debit in it: no batches.
    transaction: (fn) => database.transaction((tx) => fn(storesOn(tx, profileCache, null))),
  };
}

function storesOn(sql: SqlClient, profiles: ProfileCache, debits: DebitBatches | null): Stores {
  return {
    settings: new SqlSettingsStore(sql),
    notifications: new SqlNotifications(sql),
    tenants: new SqlTenantStore(sql),
    clients: new SqlClientStore(sql),
    clocks: new SqlClockStore(sql),
    profiles: new SqlProfileStore(sql, profiles),
    balances: new SqlBalanceStore(sql),
    transfers: new SqlTransferStore(sql, debits),
    depositAddresses: new SqlDepositAddressStore(sql),
    faults: new SqlFaultStore(sql),
    readModels: new SqlReadModelStore(sql),
    markets: new SqlMarketStore(sql),
  };
}
