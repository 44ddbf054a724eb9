/**
 * `pnpm bench`: every benchmark in one run, then docs/benchmarks.md and docs/benchmarks.json.
 *
 * `dap-bench --only rest,fanout` runs some of them (client, bundle, rest, start, fanout, flood, tenants, toolchain) and
 * prints their figures without writing the report (a partial table would replace the full one);
 * with `--merge` too, their figures replace theirs in docs/benchmarks.json, the others' stay as they
 * were measured, and the report says when each merged part was measured (nothing is written when
 * one could not be measured).
 * A benchmark that fails (a server that will not start, a broken build) is marked in the report as
 * not measured, the others still run, and the exit code is 1.
 */
import { measureBundleSize } from './client/bundle-size.js';
import { measureClientOverhead } from './client/client-overhead.js';
import { measureFanout } from './fanout/fanout.js';
import { measureFlood } from './flood/flood.js';
import { describeMachine, loadAverageNow } from './harness/machine.js';
import { processTree } from './harness/rss.js';
import { renderMarkdown } from './report/markdown.js';
import type { Failed, Results } from './report/results.js';
import { mergeReport, renderReport, writeReport } from './report/write.js';
import { measureRest } from './rest/rest.js';
import { measureStart } from './start/start.js';
import { measureTenants } from './tenants/tenants.js';
import { measureToolchain } from './toolchain/toolchain.js';

const ALL = ['client', 'bundle', 'rest', 'start', 'fanout', 'flood', 'tenants', 'toolchain'] as const;
type Part = (typeof ALL)[number];

const args = process.argv.slice(2);

// `--render`: rewrites docs/benchmarks.md from docs/benchmarks.json (after a change to the report's
// wording), measuring nothing.
if (args.includes('--render')) {
  const written = await renderReport();
  console.log(`Wrote ${written.markdown} from ${written.json}`);
  process.exit(0);
}
const onlyAt = args.indexOf('--only');
// `--merge` (with `--only`): the parts measured replace theirs in docs/benchmarks.json, the others stay.
const merge = args.includes('--merge');
if (merge && onlyAt < 0) {
  console.error('dap-bench: --merge goes with --only');
  process.exit(2);
}
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : [...ALL];
const unknown = only.filter((part) => !(ALL as readonly string[]).includes(part));
if (unknown.length > 0 || (onlyAt >= 0 && only.length === 0)) {
  console.error(
    `dap-bench: --only takes a comma-separated list of ${ALL.join(', ')}; got ${JSON.stringify(args[onlyAt + 1] ?? '')}`,
  );
  process.exit(2);
}
const runs = (part: Part) => only.includes(part);

// Every benchmark is bounded on its own; this bounds the whole run, and takes the servers and load
// generators down with it on Ctrl+C or a kill (Prism is spawned, not forked: it would outlive us).
function stopChildren(): void {
  for (const pid of processTree(process.pid).slice(1).reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\ndap-bench: ${signal}, stopping.`);
    stopChildren();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error('dap-bench: still running after 30 minutes; stopping.');
  stopChildren();
  process.exit(1);
}, 30 * 60_000).unref();

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const machine = describeMachine();
console.log(
  `Benchmarking on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), Node.js ${machine.node}; everything on 127.0.0.1.`,
);

/** Runs one benchmark; a failure is recorded (and makes the exit code 1) rather than losing the others. */
let failures = 0;
async function measure<T>(title: string, run: () => Promise<T>): Promise<T | Failed> {
  console.log(`\n[${elapsed()}] ${title}…`);
  try {
    return await run();
  } catch (error) {
    failures++;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`dap-bench: ${title} could not be measured: ${message}`);
    return { error: message };
  }
}

const partial: Partial<Results> = { machine };
if (runs('client'))
  partial.clientOverhead = await measure('Client overhead: GET /v2/executions through @dap/client vs raw fetch', () =>
    measureClientOverhead(),
  );
if (runs('bundle'))
  partial.bundleSize = await measure('Bundle size: @dap/client vs openapi-fetch', () => measureBundleSize());
if (runs('rest')) partial.rest = await measure('REST: sandbox vs Prism vs bare Fastify', () => measureRest());
if (runs('start'))
  partial.start = await measure('Start and stop: dap-sandbox on an empty and an existing data directory', () =>
    measureStart(),
  );
if (runs('fanout')) partial.fanout = await measure('WebSocket fan-out: sandbox vs raw ws', () => measureFanout());
if (runs('flood'))
  partial.flood = await measure('WebSocket limits: another client under a flood vs without', () => measureFlood());
if (runs('tenants'))
  partial.tenants = await measure('Tenants: createTenant, and REST with 1,000 tenants in the store vs one', () =>
    measureTenants(),
  );
if (runs('toolchain')) partial.toolchain = await measure('Toolchain', () => measureToolchain());
machine.loadAverage.end = loadAverageNow();
console.log(
  `\n[${elapsed()}] Done (load average ${machine.loadAverage.start.toFixed(1)} at the start, ${machine.loadAverage.end.toFixed(1)} at the end).\n`,
);

if (merge && failures === 0) {
  const written = await mergeReport({ ...partial, machine }, only);
  console.log(`Merged ${only.join(', ')} into ${written.json} and wrote ${written.markdown}`);
} else if (onlyAt >= 0) {
  console.log(JSON.stringify(partial, null, 2));
} else {
  const results = partial as Results;
  console.log(renderMarkdown(results));
  const written = await writeReport(results);
  console.log(`Wrote ${written.markdown} and ${written.json}`);
}
if (failures > 0) {
  console.error(
    `dap-bench: ${failures} benchmark${failures === 1 ? '' : 's'} could not be measured (marked in the report).`,
  );
  process.exitCode = 1;
}
