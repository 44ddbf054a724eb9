/**
 * The written pages of the docs site, "Getting started" (site/getting-started.md) and "Testing your
 * integration" (site/testing.md): markdown rendered with marked, each `<!-- sample: <file> -->` line
 * replaced by that file of samples/ as a code block under its name. The samples are the ones the
 * references show and samples' test runs, so a page holds no copy.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { escapeHtml, markdown, page } from './page.js';

/** The pages' files under dist/, and the index's links to them. */
export const GETTING_STARTED_PAGE = 'getting-started.html';
export const TESTING_PAGE = 'testing.html';
export const TOOLS_PAGE = 'tools.html';

/** A line that includes a sample: `<!-- sample: rest/createToken.sh -->`. */
export const SAMPLE_INCLUDE = /^<!-- sample: (\S+) -->$/gm;

const FENCE_LANGUAGE: Record<string, string> = { '.ts': 'typescript', '.sh': 'sh' };

/** The samples the page includes, in order. */
export function includedSamples(text: string): string[] {
  return [...text.matchAll(SAMPLE_INCLUDE)].map((match) => match[1]!);
}

/** The page's markdown with every include replaced by its sample; a missing sample throws, naming it. */
export async function withSamples(text: string, samplesDir: string, source: string): Promise<string> {
  const sources = new Map<string, string>();
  for (const sample of includedSamples(text)) {
    const file = join(samplesDir, sample);
    if (!existsSync(file)) throw new Error(`${source} includes the sample ${sample}, which is not in ${samplesDir}.`);
    sources.set(sample, (await readFile(file, 'utf8')).trimEnd());
  }
  return text.replace(SAMPLE_INCLUDE, (_line, sample: string) => {
    const fence = FENCE_LANGUAGE[extname(sample)] ?? '';
    return `<div class="sample-file">docs/samples/${escapeHtml(sample)}</div>\n\n\`\`\`${fence}\n${sources.get(sample)}\n\`\`\``;
  });
}

const STYLE = `
    main { max-width: 56rem; }
    .sample-file { margin: 1rem 0 -.75rem; font: .8rem ui-monospace, monospace; color: var(--muted); }`;

/** A page from a markdown file of site/ and samples/; its title is its first `# ` heading. */
export async function samplesPage(file: string, samplesDir: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  const title = /^# (.+)$/m.exec(source)?.[1];
  if (title === undefined) throw new Error(`${file} has no title: start it with a \`# \` heading.`);
  const text = await withSamples(source, samplesDir, file);
  return page({ title, nav: [['index.html', '← Documentation']], body: markdown(text), style: STYLE });
}
