import type { SqlClient } from './sql.js';

/** The sandbox's settings: text values by key (the keys generated on first start, the clock's offset, the demo data's hash). */
export interface SettingsStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  /** Stores `value` under `key` unless a value is there already; returns the value in force. */
  ensure(key: string, value: string): Promise<string>;
  /** Adds `delta` to the integer setting `key` (0 when missing) in one statement; returns the new value. */
  add(key: string, delta: number): Promise<number>;
}

export class SqlSettingsStore implements SettingsStore {
  constructor(private readonly sql: SqlClient) {}

  async get(key: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
    return row?.value;
  }

  async set(key: string, value: string): Promise<void> {
    await this.sql.query(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [key, value],
    );
  }

  async ensure(key: string, value: string): Promise<string> {
    await this.sql.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      value,
    ]);
    const stored = await this.get(key);
    if (stored === undefined) throw new Error(`Setting ${key} vanished`);
    return stored;
  }

  async add(key: string, delta: number): Promise<number> {
    const [row] = await this.sql.query<{ value: string }>(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + EXCLUDED.value::bigint)::text
       RETURNING value`,
      [key, String(delta)],
    );
    if (!row) throw new Error(`Setting ${key} vanished`);
    return Number(row.value);
  }
}
