/**
 * The benchmarks page of the docs site: docs/benchmarks.md (written by `pnpm bench`) rendered to
 * HTML with marked at build time, in the site's page shell.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { markdown, page } from './page.js';

/** The page's file under dist/, and the index's link to it. */
export const BENCHMARKS_PAGE = 'benchmarks.html';

/** The HTML page for the Markdown text of docs/benchmarks.md. */
export function renderBenchmarksPage(text: string): string {
  return page({ title: 'Benchmarks', nav: [['index.html', '← Documentation']], body: markdown(text) });
}

/** The page for the benchmarks file, or undefined when `pnpm bench` has not written one. */
export async function benchmarksPage(file: string): Promise<string | undefined> {
  return existsSync(file) ? renderBenchmarksPage(await readFile(file, 'utf8')) : undefined;
}
