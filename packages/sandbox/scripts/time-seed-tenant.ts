/**
 * Times what making a tenant costs: `seedTenant` alone, and `seedTenant` with its rows inserted in
 * one transaction beside the demo data (clients hashed, profiles, balances, accounts, orders,
 * executions, monitoring addresses), as creating a tenant on demand does. Prints the median, p99 and
 * maximum over the runs, after a few runs to warm up. The store is the embedded one in memory, or
 * the PostgreSQL database at `DATABASE_URL` (which keeps the tenants: use a throwaway one).
 *
 *   pnpm --filter @dap/sandbox exec tsx scripts/time-seed-tenant.ts [runs, default 200]
 *
 * A measurement, not a test: nothing fails on a duration (CONTRIBUTING.md, "Benchmarks are benchmarks").
 */
import { performance } from 'node:perf_hooks';
import { readDemoData } from '../src/demo/demo-data.js';
import { loadDemoData, tenantData } from '../src/tenants/demo.js';
import { IN_MEMORY } from '../src/store/pglite.js';
import { openStore } from '../src/stores.js';
import { seedTenant } from '../src/tenants/seed.js';

const runs = Number(process.argv[2] ?? 200);
const WARM_UP = 10;
const demo = readDemoData();
const databaseUrl = process.env['DATABASE_URL'];
const store = await openStore(databaseUrl ? { databaseUrl } : { dataDir: IN_MEMORY });
await loadDemoData(store, demo);

const seedMs: number[] = [];
const createMs: number[] = [];
for (let i = 0; i < WARM_UP + runs; i++) {
  const started = performance.now();
  const data = seedTenant({ name: `Timed tenant ${i}`, markets: demo.markets });
  const seeded = performance.now();
  await store.transaction((tx) => tx.tenants.insert([tenantData(data, { demo: false, settleAfterMs: null })]));
  const inserted = performance.now();
  if (i < WARM_UP) continue;
  seedMs.push(seeded - started);
  createMs.push(inserted - started);
}
await store.database.close();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const line = (what: string, values: number[]) =>
  `${what.padEnd(28)} p50 ${quantile(values, 0.5).toFixed(2).padStart(7)} ms   p99 ${quantile(values, 0.99)
    .toFixed(2)
    .padStart(7)} ms   max ${Math.max(...values)
    .toFixed(2)
    .padStart(7)} ms`;
console.log(`${runs} tenants, ${databaseUrl ? 'PostgreSQL' : 'embedded store (PGlite, in memory)'}:`);
console.log(line('seedTenant', seedMs));
console.log(line('seedTenant + insert', createMs));
