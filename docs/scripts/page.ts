/**
 * The shell of the docs site's own pages (benchmarks, problem types): plain HTML with its styles
 * inline, so nothing is loaded at view time, and markdown rendered with marked at build time.
 */
import { Marked } from 'marked';

const STYLE = `
    :root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --accent: #2251cc; --line: #d9e2ec; }
    body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f7fa; }
    main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.5rem 3rem; }
    nav a, main a { color: var(--accent); }
    nav a + a { margin-left: 1rem; }
    table { border-collapse: collapse; margin: 1rem 0; font-size: .9rem; display: block; overflow-x: auto; max-width: 100%; width: max-content; }
    th, td { border: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; background: #fff; }
    th { background: #eef2f7; }
    td p { margin: 0; }
    code { font-size: .9em; overflow-wrap: anywhere; }
    /* A wide table scrolls on a phone rather than widening the page (a page's own style may set display: table). */
    @media (max-width: 760px) { main table { display: block !important; overflow-x: auto; width: auto !important; max-width: 100%; } }
    pre { background: #fff; border: 1px solid var(--line); border-radius: .375rem; padding: .75rem 1rem; overflow-x: auto; font-size: .85rem; }
    .lead { color: var(--muted); }`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const marked = new Marked({ gfm: true });

/** Markdown (GFM) as HTML. */
export const markdown = (text: string): string => marked.parse(text, { async: false });

/** Markdown of one paragraph as inline HTML (no `<p>`), for a table cell or a line of text. */
export const markdownInline = (text: string): string => marked.parseInline(text, { async: false });

export interface PageOptions {
  /** The document title, before the site's name. */
  title: string;
  /** Links above the content, relative to the page: `[href, text]`. */
  nav: ReadonlyArray<readonly [string, string]>;
  /** The content, HTML. */
  body: string;
  /** Styles of this page only, added to the site's. */
  style?: string;
}

/** A complete page of the site. */
export function page({ title, nav, body, style = '' }: PageOptions): string {
  const links = nav.map(([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} — Digital-Asset Platform API</title>
  <style>${STYLE}${style}
  </style>
</head>
<body>
  <main>
    <nav>${links}</nav>
${body}
  </main>
</body>
</html>
`;
}
