/**
 * The site's navigation, one list for every page: the shared header (shell.ts) shows it on each
 * page of dist/, the written pages and Redoc's alike, so a new page is reached from everywhere.
 */

export interface NavEntry {
  /** The target, relative to the site's root (dist/). */
  href: string;
  text: string;
  /** Other pages under this entry (a folder), for marking it current. */
  folder?: string;
}

export const NAV: readonly NavEntry[] = [
  { href: 'getting-started.html', text: 'Getting started' },
  { href: 'testing.html', text: 'Testing' },
  { href: 'rest/index.html', text: 'REST API', folder: 'rest/' },
  { href: 'stream/index.html', text: 'WebSocket API', folder: 'stream/' },
  { href: 'sandbox-control/index.html', text: 'Sandbox control', folder: 'sandbox-control/' },
  // Built by the console's own step (docs/scripts/console*); the header links it like any page.
  { href: 'console/', text: 'Console', folder: 'console/' },
  { href: 'problems/index.html', text: 'Problem types', folder: 'problems/' },
  { href: 'changes.html', text: 'Changes' },
  { href: 'migrating.html', text: 'Upgrading from 2.x' },
  { href: 'evolution.html', text: 'Evolution rules' },
  { href: 'tools.html', text: 'Tools' },
  { href: 'benchmarks.html', text: 'Benchmarks' },
  { href: 'llms.txt', text: 'llms.txt' },
];

/** The entry a page (its path under dist/) belongs to, if any. */
export function currentEntry(file: string): NavEntry | undefined {
  return NAV.find((entry) => entry.href === file || (entry.folder !== undefined && file.startsWith(entry.folder)));
}

/** The relative path from a page (its path under dist/) back to the site's root: `''`, `'../'`, … */
export function rootOf(file: string): string {
  return '../'.repeat(file.split('/').length - 1);
}
