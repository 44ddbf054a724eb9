/**
 * The benchmarks page of the docs site: docs/benchmarks.md (written by `pnpm bench`) rendered to
 * HTML with marked at build time. Nothing is loaded at view time: the page is plain HTML with its
 * styles inline.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Marked } from 'marked';

/** The page's file under dist/, and the index's link to it. */
export const BENCHMARKS_PAGE = 'benchmarks.html';

const STYLE = `
    :root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --accent: #2251cc; --line: #d9e2ec; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f7fa; }
    main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.5rem 3rem; }
    nav a, main a { color: var(--accent); }
    table { border-collapse: collapse; margin: 1rem 0; font-size: .9rem; display: block; overflow-x: auto; max-width: 100%; width: max-content; }
    th, td { border: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; background: #fff; }
    th { background: #eef2f7; }
    code { font-size: .9em; }`;

/** The HTML page for the Markdown text of docs/benchmarks.md. */
export function renderBenchmarksPage(markdown: string): string {
  const body = new Marked({ gfm: true }).parse(markdown, { async: false });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Benchmarks — Digital-Asset Platform API</title>
  <style>${STYLE}
  </style>
</head>
<body>
  <main>
    <nav><a href="index.html">← Documentation</a></nav>
${body}
  </main>
</body>
</html>
`;
}

/** The page for the benchmarks file, or undefined when `pnpm bench` has not written one. */
export async function benchmarksPage(file: string): Promise<string | undefined> {
  return existsSync(file) ? renderBenchmarksPage(await readFile(file, 'utf8')) : undefined;
}
