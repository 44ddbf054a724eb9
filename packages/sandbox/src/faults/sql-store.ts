import type { Fault, FaultStatus } from '@dap/api-types/sandbox-control';
import type { SqlClient } from '../store/sql.js';
import type { FaultStore } from './store.js';

export class SqlFaultStore implements FaultStore {
  constructor(private readonly sql: SqlClient) {}

  async insert(fault: Fault): Promise<void> {
    await this.sql.query(
      `INSERT INTO faults (id, operation, status, retry_after, delay_ms, after_processing, times, remaining, created_at)
       VALUES ($1::uuid, $2, $3::integer, $4::integer, $5::integer, $6::boolean, $7::integer, $8::integer, $9::timestamptz)`,
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
      ],
    );
  }

  async list(): Promise<Fault[]> {
    const rows = await this.sql.query<FaultRow>(`SELECT ${FAULT_COLUMNS} FROM faults WHERE remaining > 0 ORDER BY seq`);
    return rows.map(toFault);
  }

  async deleteAll(): Promise<void> {
    await this.sql.query('DELETE FROM faults');
  }

  async take(operation: string): Promise<Fault | undefined> {
    // The row lock orders concurrent takers; one that waited re-checks `remaining > 0` on the row
    // as committed and, finding it spent, moves on to the next armed fault (READ COMMITTED).
    const [row] = await this.sql.query<FaultRow>(
      `UPDATE faults SET remaining = remaining - 1
        WHERE id = (SELECT id FROM faults WHERE operation = $1 AND remaining > 0 ORDER BY seq LIMIT 1 FOR UPDATE)
          AND remaining > 0
       RETURNING ${FAULT_COLUMNS}`,
      [operation],
    );
    return row && toFault(row);
  }

  async armedOperations(): Promise<string[]> {
    const rows = await this.sql.query<{ operation: string }>(
      'SELECT DISTINCT operation FROM faults WHERE remaining > 0 ORDER BY operation',
    );
    return rows.map((row) => row.operation);
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
