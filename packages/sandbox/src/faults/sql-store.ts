import type { Fault, FaultStatus } from '@dap/api-types/sandbox-control';
import type { SqlClient } from '../store/sql.js';
import type { ArmedOperation, FaultStore } from './store.js';

export class SqlFaultStore implements FaultStore {
  constructor(private readonly sql: SqlClient) {}

  async insert(tenant: string, fault: Fault, limit: number): Promise<boolean> {
    // Inside a transaction: the tenant's row locked first, then counted in a statement of its own
    // (whose snapshot, taken after the lock, sees what another arming committed meanwhile), so
    // that two arming at once cannot both pass the count.
    await this.sql.query('SELECT 1 FROM tenants WHERE customer_id = $1 FOR UPDATE', [tenant]);
    const rows = await this.sql.query(
      `INSERT INTO faults (id, operation, status, retry_after, delay_ms, after_processing, times, remaining, created_at, customer_id)
       SELECT $1::uuid, $2, $3::integer, $4::integer, $5::integer, $6::boolean, $7::integer, $8::integer, $9::timestamptz, $10
        WHERE (SELECT count(*) FROM faults WHERE customer_id = $10 AND remaining > 0) < $11::integer
       RETURNING id`,
      [
        fault.id,
        fault.operation,
        fault.status ?? null,
        fault.retry_after ?? null,
        fault.delay_ms ?? null,
        String(fault.after_processing),
        fault.times,
        fault.remaining,
        fault.created_at,
        tenant,
        String(limit),
      ],
    );
    return rows.length > 0;
  }

  async list(tenant: string): Promise<Fault[]> {
    const rows = await this.sql.query<FaultRow>(
      `SELECT ${FAULT_COLUMNS} FROM faults WHERE customer_id = $1 AND remaining > 0 ORDER BY seq`,
      [tenant],
    );
    return rows.map(toFault);
  }

  async deleteAll(tenant: string): Promise<void> {
    await this.sql.query('DELETE FROM faults WHERE customer_id = $1', [tenant]);
  }

  async take(tenant: string, operation: string): Promise<Fault | undefined> {
    // The row lock orders concurrent takers; one that waited re-checks `remaining > 0` on the row
    // as committed and, finding it spent, moves on to the next armed fault (READ COMMITTED).
    const [row] = await this.sql.query<FaultRow>(
      `UPDATE faults SET remaining = remaining - 1
        WHERE id = (SELECT id FROM faults WHERE customer_id = $2 AND operation = $1 AND remaining > 0 ORDER BY seq LIMIT 1 FOR UPDATE)
          AND remaining > 0
       RETURNING ${FAULT_COLUMNS}`,
      [operation, tenant],
    );
    return row && toFault(row);
  }

  async armedOperations(): Promise<ArmedOperation[]> {
    const rows = await this.sql.query<{ customer_id: string; operation: string }>(
      'SELECT DISTINCT customer_id, operation FROM faults WHERE remaining > 0 ORDER BY customer_id, operation',
    );
    return rows.map((row) => ({ tenant: row.customer_id, operation: row.operation }));
  }
}

interface FaultRow {
  id: string;
  operation: string;
  status: number | null;
  retry_after: number | null;
  delay_ms: number | null;
  after_processing: boolean;
  times: number;
  remaining: number;
  created_at: string;
}

const FAULT_COLUMNS = `id::text AS id, operation, status, retry_after, delay_ms, after_processing, times, remaining,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

function toFault(row: FaultRow): Fault {
  const fault: Fault = {
    id: row.id,
    operation: row.operation as Fault['operation'],
    after_processing: row.after_processing,
    times: row.times,
    remaining: row.remaining,
    created_at: row.created_at,
  };
  if (row.status !== null) fault.status = row.status as FaultStatus;
  if (row.retry_after !== null) fault.retry_after = row.retry_after;
  if (row.delay_ms !== null) fault.delay_ms = row.delay_ms;
  return fault;
}
