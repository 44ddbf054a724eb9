import { MAX_NOTIFY_BYTES, type SqlClient } from './sql.js';

/** Messages to every instance of the database (Postgres NOTIFY). */
export interface Notifications {
  /**
   * Sends `payload` (at most `MAX_NOTIFY_BYTES`) to the listeners of `channel` on every instance of
   * the database, this one included (`SqlClient.listen`); inside a transaction, when it commits (and
   * not if it rolls back).
   */
  notify(channel: string, payload: string): Promise<void>;
}

export class SqlNotifications implements Notifications {
  constructor(private readonly sql: SqlClient) {}

  async notify(channel: string, payload: string): Promise<void> {
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_NOTIFY_BYTES)
      throw new RangeError(
        `A notification on ${channel} of ${bytes} bytes is over Postgres's limit of ${MAX_NOTIFY_BYTES}`,
      );
    await this.sql.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }
}
