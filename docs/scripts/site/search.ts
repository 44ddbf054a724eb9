/**
 * The site's search index, written by Pagefind into dist/pagefind/ with its UI (the shell's search
 * box loads both from there, so the search works offline). The written pages are indexed as they
 * are; Redoc's pages draw their content in the browser, so each operation and channel is a record of
 * its own instead (its Markdown twin), pointing at its place on the reference page.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { escapeHtml } from '../page.js';

export interface SearchRecord {
  /** The page and anchor a result leads to, relative to the site's root. */
  url: string;
  title: string;
  /** Names that should rank it first (its operationId). */
  keywords?: string[];
  /** The text searched (Markdown is fine: its marks are not words). */
  content: string;
}

/** A record as a page of its own, so its title and keywords weigh as a heading does. */
const recordPage = ({ title, keywords = [], content }: SearchRecord) =>
  `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>` +
  `<p data-pagefind-weight="10">${keywords.map(escapeHtml).join(' ')}</p><div>${escapeHtml(content)}</div></body></html>`;

/** Indexes `pages` (HTML files, relative to dist) and `records`, and writes the index and the UI. */
export async function writeSearchIndex(dist: string, pages: string[], records: SearchRecord[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: true, forceLanguage: 'en' });
  if (index === undefined) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const failures: string[] = [];
    for (const page of pages) {
      const added = await index.addHTMLFile({ sourcePath: page, content: await readFile(join(dist, page), 'utf8') });
      failures.push(...added.errors.map((error) => `${page}: ${error}`));
    }
    for (const record of records) {
      const added = await index.addHTMLFile({ url: `/${record.url}`, content: recordPage(record) });
      failures.push(...added.errors.map((error) => `${record.url}: ${error}`));
    }
    const written = await index.writeFiles({ outputPath: join(dist, 'pagefind') });
    failures.push(...written.errors);
    if (failures.length > 0) throw new Error(`Pagefind failed:\n  ${failures.join('\n  ')}`);
  } finally {
    await pagefind.close();
  }
}
