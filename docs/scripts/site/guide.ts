/**
 * The guides' HTML (Getting started, Testing your integration, Tools): Markdown rendered with
 * marked, headings given GitHub's ids, code highlighted by Shiki at build time (no highlighter runs
 * in the browser), a copy button on each code block, and a sidebar listing the guides and the
 * sections of the one shown.
 */
import { Marked } from 'marked';
import { getHeadingList, gfmHeadingId, resetHeadings } from 'marked-gfm-heading-id';
import { createHighlighter } from 'shiki';
import { escapeHtml } from '../page.js';

const THEME = 'github-light';
const highlighter = await createHighlighter({
  themes: [THEME],
  langs: ['typescript', 'shellscript', 'shellsession', 'json', 'yaml', 'ini'],
});
/** The fences of site/ that Shiki knows by another name. */
const ALIASES: Record<string, string> = {
  sh: 'shellscript',
  bash: 'shellscript',
  console: 'shellsession',
  ts: 'typescript',
};

const marked = new Marked({ gfm: true }, gfmHeadingId(), {
  renderer: {
    code({ text, lang }) {
      const asked = ALIASES[lang ?? ''] ?? lang ?? '';
      const language = highlighter.getLoadedLanguages().includes(asked) ? asked : 'text';
      const html = highlighter.codeToHtml(text, { lang: language, theme: THEME });
      return `<div class="code-block"><button type="button" class="copy" data-copy>Copy</button>${html}</div>\n`;
    },
  },
});

/** Copies a code block's text; the button says so for a moment. */
const COPY_SCRIPT = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const text = button.parentElement.querySelector('pre').innerText;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Select and copy';
  }
  setTimeout(() => (button.textContent = 'Copy'), 2000);
});`;

export const GUIDE_STYLE = `
    main { max-width: 80rem; }
    .guide { display: grid; grid-template-columns: 15rem minmax(0, 1fr); gap: 2.5rem; align-items: start; }
    .guide-nav { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; font-size: .9rem; }
    .guide-nav ul { list-style: none; margin: 0; padding: 0; }
    .guide-nav li { margin: .2rem 0; }
    .guide-nav ul ul { margin: .25rem 0 .5rem .75rem; border-left: 2px solid var(--line); padding-left: .75rem; }
    .guide-nav a { text-decoration: none; }
    .guide-nav a[aria-current="page"] { font-weight: 700; color: var(--ink); }
    .guide article { min-width: 0; }
    .code-block { position: relative; }
    .code-block pre { padding-right: 4.5rem; }
    .code-block pre.shiki { background: #fff !important; }
    .copy { position: absolute; top: .4rem; right: .4rem; font: 12px/1 system-ui, sans-serif; padding: .35rem .6rem;
      border: 1px solid var(--line); border-radius: .25rem; background: #f5f7fa; color: var(--ink); cursor: pointer; }
    .copy:hover, .copy:focus { border-color: var(--accent); }
    .sample-file { margin: 1rem 0 -.75rem; font: .8rem ui-monospace, monospace; color: var(--muted); overflow-wrap: anywhere; }
    @media (max-width: 760px) {
      .guide { grid-template-columns: minmax(0, 1fr); gap: 1rem; }
      .guide-nav { position: static; max-height: none; border-bottom: 1px solid var(--line); padding-bottom: .75rem; }
    }`;

export interface Guide {
  /** Its page under dist/. */
  file: string;
  title: string;
}

/** A guide's body: the sidebar (every guide, the sections of this one) and the article. */
export function guideBody(markdown: string, current: Guide, guides: readonly Guide[]): string {
  resetHeadings();
  const article = marked.parse(markdown, { async: false });
  const sections = getHeadingList().filter((heading) => heading.level === 2);
  const toc = sections.map((h) => `<li><a href="#${escapeHtml(h.id)}">${h.text}</a></li>`).join('');
  const items = guides
    .map((guide) =>
      guide.file === current.file
        ? `<li><a href="${guide.file}" aria-current="page">${escapeHtml(guide.title)}</a><ul>${toc}</ul></li>`
        : `<li><a href="${guide.file}">${escapeHtml(guide.title)}</a></li>`,
    )
    .join('');
  return `<div class="guide">
  <aside class="guide-nav"><nav aria-label="Guides and sections"><ul>${items}</ul></nav></aside>
  <article>
${article}
  </article>
</div>
<script>${COPY_SCRIPT}
</script>`;
}
