/** `pnpm bench`: every benchmark in one run, then docs/benchmarks.md and docs/benchmarks.json. */
import { measureBundleSize } from './bundle-size.js';
import { measureClientOverhead } from './client-overhead.js';
import { describeMachine } from './machine.js';
import { renderMarkdown, writeReport } from './report.js';

const machine = describeMachine();
console.log(`Benchmarking on ${machine.cpu} (${machine.cores} cores), Node.js ${machine.node}…`);
const clientOverhead = await measureClientOverhead();
const bundleSize = await measureBundleSize();
const results = { machine, clientOverhead, bundleSize };
console.log(renderMarkdown(results));
const written = await writeReport(results);
console.log(`Wrote ${written.markdown} and ${written.json}`);
