import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BundleSize } from './bundle-size.js';
import type { ClientOverhead } from './client-overhead.js';
import type { Machine } from './machine.js';

export interface Results {
  machine: Machine;
  clientOverhead: ClientOverhead;
  bundleSize: BundleSize;
}

const docs = (file: string) => fileURLToPath(new URL(`../../../docs/${file}`, import.meta.url));
const verdict = (ok: boolean) => (ok ? 'meets target' : '**misses target**');
const fixed = (value: number, digits = 2) => value.toFixed(digits);

export function renderMarkdown({ machine, clientOverhead: c, bundleSize: b }: Results): string {
  return `# Benchmarks

Measured by \`pnpm bench\` on ${machine.date.slice(0, 10)}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB,
Node.js ${machine.node}. Everything runs on 127.0.0.1; servers run in their own processes. Absolute
figures drift on a shared machine; the ratios, measured side by side in one run, are what to compare.

## REST client

| measure | @dap/client | baseline | ratio | target |
|---|---|---|---|---|
| ${c.requests.toLocaleString('en')} sequential GET /v2/executions, median of ${c.rounds} rounds | ${fixed(c.clientMs, 0)} ms | raw fetch ${fixed(c.fetchMs, 0)} ms | ${fixed(c.ratio)}× | ≤ ${fixed(c.target)}× (${verdict(c.ratio <= c.target)}) |
| per request | ${fixed((c.clientMs * 1000) / c.requests, 1)} µs | ${fixed((c.fetchMs * 1000) / c.requests, 1)} µs | | |
| bundle, minified + gzipped | ${(b.clientBytes / 1000).toFixed(2)} kB (openapi-fetch included) | openapi-fetch alone ${(b.openapiFetchBytes / 1000).toFixed(2)} kB | ${fixed(b.ratio)}× | ≤ ${b.limitBytes / 1000} kB (${verdict(b.clientBytes <= b.limitBytes)}) |

The client's figure includes what it adds to every call: the cached bearer token, typed error
mapping, retry bookkeeping (no retry happens) and the per-request timeout.
`;
}

export async function writeReport(results: Results): Promise<{ markdown: string; json: string }> {
  const markdown = docs('benchmarks.md');
  const json = docs('benchmarks.json');
  await writeFile(markdown, renderMarkdown(results));
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  return { markdown, json };
}
