/**
 * The last step of the build, over everything in dist/: the shell (shell.ts) on every HTML page,
 * whichever step wrote it, the favicon, and the search index of the pages and the given records.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { FAVICON_SVG, faviconIco } from './favicon.js';
import { applyShell } from './shell.js';
import { type SearchRecord, writeSearchIndex } from './search.js';

/** The HTML files under dist/ (paths relative to it, with `/`), the search's own files aside. */
export async function htmlPages(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('pagefind/'))
    .sort();
}

/**
 * Puts the shell on every page, writes the favicon, and indexes the pages for search, except those
 * `unindexed` (Redoc's, whose content the browser draws: `records` stand for them).
 */
export async function finishSite(
  dist: string,
  records: SearchRecord[],
  unindexed: (file: string) => boolean,
): Promise<void> {
  const pages = await htmlPages(dist);
  for (const file of pages) {
    const path = join(dist, file);
    const twin = file.replace(/\.html$/, '.md');
    await writeFile(
      path,
      applyShell(await readFile(path, 'utf8'), file, existsSync(join(dist, twin)) ? twin : undefined),
    );
  }
  await writeFile(join(dist, 'favicon.svg'), FAVICON_SVG);
  await writeFile(join(dist, 'favicon.ico'), faviconIco());
  await writeSearchIndex(
    dist,
    pages.filter((file) => !unindexed(file)),
    records,
  );
}
