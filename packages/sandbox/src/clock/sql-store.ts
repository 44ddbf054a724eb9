import type { SqlClient } from '../store/sql.js';
import type { ClockStore } from './store.js';

/** The offsets are a column of the tenants (`tenants.clock_offset_ms`). */
export class SqlClockStore implements ClockStore {
  constructor(private readonly sql: SqlClient) {}

  async offset(tenant: string): Promise<number | undefined> {
    const [row] = await this.sql.query<{ offset: string }>(
      'SELECT clock_offset_ms::text AS offset FROM tenants WHERE customer_id = $1',
      [tenant],
    );
    return row && Number(row.offset);
  }

  async offsets(): Promise<Map<string, number>> {
    const rows = await this.sql.query<{ customer_id: string; offset: string }>(
      'SELECT customer_id, clock_offset_ms::text AS offset FROM tenants',
    );
    return new Map(rows.map((row) => [row.customer_id, Number(row.offset)]));
  }

  async add(tenant: string, deltaMs: number): Promise<number> {
    const [row] = await this.sql.query<{ offset: string }>(
      `UPDATE tenants SET clock_offset_ms = clock_offset_ms + $2::bigint WHERE customer_id = $1
       RETURNING clock_offset_ms::text AS offset`,
      [tenant, String(deltaMs)],
    );
    if (!row) throw new Error(`No tenant ${tenant} to advance the clock of`);
    return Number(row.offset);
  }
}
