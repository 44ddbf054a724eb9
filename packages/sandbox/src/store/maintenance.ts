import type { SqlClient } from './sql.js';

/**
 * What autovacuum does on a PostgreSQL server, done for the embedded store, which has none: PGlite
 * runs Postgres in single-user mode, with no background workers. Without it a long run goes wrong
 * twice over. Every settled withdrawal leaves a dead row behind, which each scan of `transfers`
 * reads again. And the statistics are never refreshed, so a prepared statement keeps the plan made
 * while its table was small: the settlement's `UPDATE … FROM json_to_recordset` kept a sequential
 * scan of `transfers`, reading every row at every settlement (a cost that grows with the run).
 * `ANALYZE` refreshes the statistics, and with them every cached plan of the table (Postgres
 * invalidates them); `VACUUM` makes the dead rows' space reusable.
 *
 * A table is picked as autovacuum would pick it, by the server's own settings
 * (`autovacuum_vacuum_threshold` and `_scale_factor`, `autovacuum_vacuum_insert_threshold` and
 * `_scale_factor`, `autovacuum_analyze_threshold` and `_scale_factor`), each read from the server.
 */

/** How often the embedded store looks for tables to vacuum or analyze: autovacuum's naptime is 60 s; a test run is shorter. */
export const MAINTENANCE_INTERVAL_MS = 10_000;

/** What one round did, by table. */
export interface MaintenanceRound {
  vacuumed: string[];
  analyzed: string[];
}

// Statistics reach the views when a session flushes them, at most once a second: the first
// statement asks for a flush at its end, the second reads what was flushed.
const FLUSH_STATISTICS = 'SELECT pg_stat_force_next_flush()';
const DUE_TABLES = `
  WITH settings AS (
    SELECT
      current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
      current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
      current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
      current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale,
      current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
      current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale
  )
  SELECT
    quote_ident(t.schemaname) || '.' || quote_ident(t.relname) AS name,
    t.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
      OR t.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0) AS vacuum,
    t.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0) AS analyze
  FROM pg_stat_user_tables AS t
  JOIN pg_class AS c ON c.oid = t.relid
  CROSS JOIN settings
  ORDER BY t.relname`;

/**
 * Vacuums (with `ANALYZE`) the tables autovacuum would vacuum now, and analyzes those it would
 * analyze, one statement at a time (each takes the store for its duration: tens of milliseconds
 * for a table of a hundred thousand rows). Outside any transaction: `VACUUM` cannot run in one.
 */
export async function maintainTables(client: SqlClient): Promise<MaintenanceRound> {
  await client.query(FLUSH_STATISTICS);
  const due = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE_TABLES);
  const round: MaintenanceRound = { vacuumed: [], analyzed: [] };
  for (const table of due) {
    if (table.vacuum) {
      await client.exec(`VACUUM (ANALYZE) ${table.name}`);
      round.vacuumed.push(table.name);
    } else if (table.analyze) {
      await client.exec(`ANALYZE ${table.name}`);
      round.analyzed.push(table.name);
    }
  }
  return round;
}

/**
 * Runs `maintainTables` every `intervalMs` until stopped (a round that outlasts the interval makes
 * the next one wait for the one after). `stop()` awaits a round still running, so the store can
 * close after it. A failed round is reported to `onError` (a process warning by default); the
 * next one runs as planned.
 */
export function startMaintenance(
  client: SqlClient,
  {
    intervalMs = MAINTENANCE_INTERVAL_MS,
    onError = (error: unknown) => process.emitWarning(`The embedded store's maintenance failed: ${String(error)}`),
  }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= maintainTables(client)
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
