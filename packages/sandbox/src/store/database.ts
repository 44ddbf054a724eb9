import type { SqlClient } from './sql.js';

/** An open, migrated database: a `SqlClient` that knows where its data lives. */
export interface Database extends SqlClient {
  /** Where the data lives, for messages: a directory (a temporary one for `':memory:'`), or the server's redacted URL. */
  readonly location: string;
}

/**
 * Stores that can run together in one transaction: `transaction` hands `fn` the same stores, bound
 * to one transaction, committed when `fn` resolves and rolled back when it throws. Each feature
 * names the stores it needs (`Transactional<{ transfers: TransferStore; balances: BalanceStore }>`);
 * the sandbox's `Store` holds them all.
 */
export interface Transactional<Stores> {
  transaction<T>(fn: (tx: Stores) => Promise<T>): Promise<T>;
}

/** `client` as a `Database` at `location`; closing it closes the client, then runs `onClose` (a lock released, a directory removed). */
export function databaseOf(client: SqlClient, location: string, onClose: () => void = () => {}): Database {
  return {
    location,
    exclusive: client.exclusive,
    query: (sql, params) => client.query(sql, params),
    exec: (sql) => client.exec(sql),
    transaction: (fn) => client.transaction(fn),
    listen: (channel, onPayload, onResume) => client.listen(channel, onPayload, onResume),
    lead: (key, leadership) => client.lead(key, leadership),
    listeners: () => client.listeners(),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}
