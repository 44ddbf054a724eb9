/** The report's files: docs/benchmarks.md, and the figures it is rendered from, docs/benchmarks.json. */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderMarkdown } from './markdown.js';
import type { Results } from './results.js';
import { targets } from './targets.js';

const docs = (file: string) => fileURLToPath(new URL(`../../../../docs/${file}`, import.meta.url));

/** The figures of docs/benchmarks.json; a part it has no figures for (written before that benchmark existed) is marked as such. */
async function readResults(json: string): Promise<Results> {
  const { targets: _derived, ...read } = JSON.parse(await readFile(json, 'utf8')) as Partial<Results> &
    Omit<Results, 'start' | 'flood' | 'tenants'> & { targets: unknown };
  const missing = { error: 'not part of the run this report was written from' };
  return { ...read, start: read.start ?? missing, flood: read.flood ?? missing, tenants: read.tenants ?? missing };
}

/** Rewrites the markdown from the JSON of the last run (the figures stay as measured). */
export async function renderReport(): Promise<{ markdown: string; json: string }> {
  const markdown = docs('benchmarks.md');
  const json = docs('benchmarks.json');
  await writeFile(markdown, renderMarkdown(await readResults(json)));
  return { markdown, json };
}

/**
 * Puts the figures of a run of some parts (`--only … --merge`) in docs/benchmarks.json in place of
 * theirs, keeps every other part as it was measured, notes when each merged part was measured, and
 * rewrites docs/benchmarks.md.
 */
export async function mergeReport(
  { machine, ...measured }: Partial<Results> & Pick<Results, 'machine'>,
  parts: readonly string[],
): Promise<{ markdown: string; json: string }> {
  const previous = await readResults(docs('benchmarks.json'));
  const merged = { ...previous.merged };
  for (const part of parts) merged[part] = { date: machine.date, loadAverage: machine.loadAverage };
  return writeReport({ ...previous, ...measured, merged });
}

export async function writeReport(results: Results): Promise<{ markdown: string; json: string }> {
  const markdown = docs('benchmarks.md');
  const json = docs('benchmarks.json');
  await writeFile(markdown, renderMarkdown(results));
  await writeFile(json, `${JSON.stringify({ ...results, targets: targets(results) }, null, 2)}\n`);
  return { markdown, json };
}
