/**
 * The written pages of the docs site, the guides: "Getting started" (site/getting-started.md),
 * "Testing your integration" (site/testing.md), the tools (site/tools.md) and "Upgrading from 2.x"
 * (site/migrating.md), each `<!-- sample:
 * <file> -->` line replaced by that file of samples/ as a code block under its name. The samples are
 * the ones the references show and samples' test runs, so a page holds no copy. Each guide is an
 * HTML page (site/guide.ts) and a Markdown twin beside it (`getting-started.md`), for tools.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { escapeHtml, page } from './page.js';
import { GUIDE_STYLE, guideBody, type Guide } from './site/guide.js';

/** The pages' files under dist/, and the index's links to them. */
export const GETTING_STARTED_PAGE = 'getting-started.html';
export const TESTING_PAGE = 'testing.html';
export const TOOLS_PAGE = 'tools.html';
export const MIGRATING_PAGE = 'migrating.html';

/** The guides: their sources under site/ and their pages, in the sidebar's order. */
export const GUIDES = [
  { source: 'site/getting-started.md', file: GETTING_STARTED_PAGE },
  { source: 'site/testing.md', file: TESTING_PAGE },
  { source: 'site/tools.md', file: TOOLS_PAGE },
  { source: 'site/migrating.md', file: MIGRATING_PAGE },
] as const;

/** A guide's Markdown twin beside its page: `getting-started.md`. */
export const twinOf = (file: string) => file.replace(/\.html$/, '.md');

/** A line that includes a sample: `<!-- sample: rest/createToken.sh -->`. */
export const SAMPLE_INCLUDE = /^<!-- sample: (\S+) -->$/gm;

const FENCE_LANGUAGE: Record<string, string> = { '.ts': 'typescript', '.sh': 'sh' };

/** The samples the page includes, in order. */
export function includedSamples(text: string): string[] {
  return [...text.matchAll(SAMPLE_INCLUDE)].map((match) => match[1]!);
}

/** How a sample is named above its code: a line of HTML on the page, of Markdown in the twin. */
const LABELS = {
  html: (sample: string) => `<div class="sample-file">docs/samples/${escapeHtml(sample)}</div>`,
  markdown: (sample: string) => `\`docs/samples/${sample}\`:`,
};

/** The page's markdown with every include replaced by its sample; a missing sample throws, naming it. */
export async function withSamples(
  text: string,
  samplesDir: string,
  source: string,
  label: keyof typeof LABELS = 'html',
): Promise<string> {
  const sources = new Map<string, string>();
  for (const sample of includedSamples(text)) {
    const file = join(samplesDir, sample);
    if (!existsSync(file)) throw new Error(`${source} includes the sample ${sample}, which is not in ${samplesDir}.`);
    sources.set(sample, (await readFile(file, 'utf8')).trimEnd());
  }
  return text.replace(SAMPLE_INCLUDE, (_line, sample: string) => {
    const fence = FENCE_LANGUAGE[extname(sample)] ?? '';
    return `${LABELS[label](sample)}\n\n\`\`\`${fence}\n${sources.get(sample)}\n\`\`\``;
  });
}

/** The title of a guide: its first `# ` heading. */
function titleOf(source: string, file: string): string {
  const title = /^# (.+)$/m.exec(source)?.[1];
  if (title === undefined) throw new Error(`${file} has no title: start it with a \`# \` heading.`);
  return title;
}

/** Every guide's HTML page and Markdown twin, by its page's file name. */
export async function guidePages(
  root: string,
  samplesDir: string,
): Promise<Map<string, { html: string; markdown: string }>> {
  const sources = await Promise.all(GUIDES.map(({ source }) => readFile(join(root, source), 'utf8')));
  const guides: Guide[] = GUIDES.map(({ source, file }, i) => ({ file, title: titleOf(sources[i]!, source) }));
  const built = new Map<string, { html: string; markdown: string }>();
  for (const [i, guide] of guides.entries()) {
    const file = join(root, GUIDES[i]!.source);
    const text = await withSamples(sources[i]!, samplesDir, file);
    const html = page({
      title: guide.title,
      nav: [['index.html', '← Documentation']],
      body: guideBody(text, guide, guides),
      style: GUIDE_STYLE,
    });
    const twin = (await withSamples(sources[i]!, samplesDir, file, 'markdown')).replace(
      /^# .+$/m,
      (heading) => `${heading}\n\nHTML: [${guide.title}](${guide.file})`,
    );
    built.set(guide.file, { html, markdown: twin });
  }
  return built;
}
