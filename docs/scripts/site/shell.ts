/**
 * The shared shell of every page of dist/: a header with the site's name, its navigation and a
 * search box (Pagefind's UI over the index search.ts writes), the favicon, and the fixes a page
 * needs to fit the viewport. Applied after the build, to the HTML files themselves, so Redoc's pages
 * and any page a later step adds (the console) get it without knowing of it.
 */
import { currentEntry, NAV, rootOf } from './nav.js';

/** Marks a page that has the shell, so applying it twice changes nothing. */
export const SHELL_MARK = 'data-dap-shell';

const STYLE = `
.dap-header { position: relative; z-index: 50; display: flex; flex-wrap: wrap; align-items: center; gap: .25rem 1rem;
  box-sizing: border-box; width: 100%; padding: .4rem 1rem; background: #102a43; color: #fff;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.dap-header * { box-sizing: border-box; }
.dap-brand { color: #fff; font-weight: 700; text-decoration: none; white-space: nowrap; }
.dap-nav { display: flex; flex-wrap: wrap; gap: .125rem; flex: 1 1 0; min-width: 0; }
.dap-nav a { color: #d9e2ec; text-decoration: none; padding: .25rem .5rem; border-radius: .25rem; white-space: nowrap; }
.dap-nav a:hover, .dap-nav a:focus { color: #fff; background: #243b53; }
.dap-nav a[aria-current="page"] { color: #fff; background: #334e68; }
.dap-search { position: relative; flex: 0 1 18rem; min-width: 10rem; margin-left: auto;
  --pagefind-ui-scale: .6; --pagefind-ui-primary: #2251cc; --pagefind-ui-text: #1f2933;
  --pagefind-ui-border: #bcccdc; --pagefind-ui-border-width: 1px; --pagefind-ui-border-radius: 6px; }
.dap-search .pagefind-ui__drawer { position: absolute; right: 0; top: calc(100% + .25rem);
  width: min(36rem, calc(100vw - 2rem)); max-height: 70vh; overflow: auto; padding: 0 1rem;
  background: #fff; color: #1f2933; border: 1px solid #d9e2ec; border-radius: .5rem; box-shadow: 0 8px 24px #102a4333; }
.dap-search .pagefind-ui__drawer:not(:has(.pagefind-ui__message, .pagefind-ui__result)) { display: none; }
@media (max-width: 760px) {
  /* On a phone the links scroll in one row rather than push the page down by several. */
  .dap-nav { order: 3; flex-basis: 100%; flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; }
  .dap-search { flex: 1 1 10rem; }
}`;

/** Fixes of Redoc's pages: a WebSocket operation has no right-hand panel, so its samples take the width. */
const REDOC_STYLE = `
#redoc [id^="channels/"][id*="/operations/"] > div { width: auto; max-width: 100%; }`;

/** The pages Redoc renders (their folders), which get REDOC_STYLE. */
const REDOC_FOLDERS = ['rest/', 'stream/', 'sandbox-control/'];

/**
 * The script that starts Pagefind's search UI, with the site's root found from the page's own URL.
 * Page length barely counts: an operation's record is long (its whole body schema), and should not
 * rank below a short one that merely names it.
 */
const searchScript = (root: string) => `
addEventListener('DOMContentLoaded', () => {
  const base = new URL(${JSON.stringify(root || './')}, location.href).pathname;
  new PagefindUI({ element: '#dap-search', bundlePath: base + 'pagefind/', baseUrl: base, showImages: false,
    resetStyles: false, translations: { placeholder: 'Search the docs' }, ranking: { pageLength: 0.1 } });
});`;

/** The header's HTML for a page at `file` (its path under dist/). */
export function header(file: string): string {
  const root = rootOf(file);
  const current = currentEntry(file);
  const links = NAV.map(
    (entry) => `<a href="${root}${entry.href}"${entry === current ? ' aria-current="page"' : ''}>${entry.text}</a>`,
  ).join('');
  return `<header class="dap-header" data-pagefind-ignore="all">
  <a class="dap-brand" href="${root}index.html">Digital-Asset Platform API</a>
  <nav class="dap-nav" aria-label="Site">${links}</nav>
  <div class="dap-search" id="dap-search" role="search"></div>
</header>`;
}

/** Puts `text` in `html` at the match of `at` (the first, or the last), before or after it. */
function insert(html: string, at: RegExp, text: string, where: 'before' | 'after', last = false): string {
  const matches = [...html.matchAll(new RegExp(at.source, 'gi'))];
  const match = last ? matches.at(-1) : matches[0];
  if (match?.index === undefined) throw new Error(`The page has no ${at.source}.`);
  const index = where === 'before' ? match.index : match.index + match[0].length;
  return `${html.slice(0, index)}${text}${html.slice(index)}`;
}

/**
 * The page with the shell (and a link to its Markdown twin, `twin` under dist/, if it has one); a
 * page that has it already comes back unchanged. The page is edited as
 * text, not parsed and written again, so the rest of it stays byte for byte as its step wrote it
 * (Redoc's scripts hold `<body>` in strings: the first `<body>` and the last `</body>` are the page's).
 */
export function applyShell(html: string, file: string, twin?: string): string {
  if (html.includes(SHELL_MARK)) return html;
  const root = rootOf(file);
  // The page's Markdown twin, for a tool that reads the HTML first.
  const alternate = twin === undefined ? '' : `\n  <link rel="alternate" type="text/markdown" href="${root}${twin}">`;
  const redoc = REDOC_FOLDERS.some((folder) => file.startsWith(folder));
  const head = `
  <link rel="icon" href="${root}favicon.ico" sizes="32x32">
  <link rel="icon" href="${root}favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="${root}pagefind/pagefind-ui.css">${alternate}
  <style ${SHELL_MARK}>${STYLE}${redoc ? REDOC_STYLE : ''}
  </style>
`;
  const scripts = `<script src="${root}pagefind/pagefind-ui.js"></script>
<script>${searchScript(root)}
</script>
`;
  let page = insert(html, /<\/head>/, head, 'before');
  page = insert(page, /<body\b[^>]*>/, `\n${header(file)}\n`, 'after');
  return insert(page, /<\/body>/, scripts, 'before', true);
}
