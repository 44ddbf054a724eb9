import { startLocalPostgres } from '@dap/sandbox/internal';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server of the benchmarks'; `close` stops it and removes its files. */
export interface BenchPostgres {
  /** The database the sandboxes share (`DAP_BENCH_SANDBOX_DATABASE_URL`). */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a PostgreSQL server of its own (`startLocalPostgres`, as `pnpm start:cluster` runs it) in
 * a temporary directory.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'dap-bench-postgres-'));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  try {
    // Run as root, PostgreSQL runs as the postgres user, which must reach its data directory.
    chmodSync(directory, 0o755);
    const postgres = await startLocalPostgres({ directory: join(directory, 'data') });
    return {
      url: postgres.url,
      close: async () => {
        await postgres.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
