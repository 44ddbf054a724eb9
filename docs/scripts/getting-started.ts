/**
 * The "Getting started" page of the docs site: site/getting-started.md rendered with marked, each
 * `<!-- sample: <file> -->` line replaced by that file of samples/ as a code block under its name.
 * The samples are the ones the references show and samples' test runs, so the page holds no copy.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { escapeHtml, markdown, page } from './page.js';

/** The page's file under dist/, and the index's link to it. */
export const GETTING_STARTED_PAGE = 'getting-started.html';

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

/** The Getting started page from site/getting-started.md and samples/. */
export async function gettingStartedPage(file: string, samplesDir: string): Promise<string> {
  const text = await withSamples(await readFile(file, 'utf8'), samplesDir, file);
  return page({ title: 'Getting started', nav: [['index.html', '← Documentation']], body: markdown(text), style: STYLE });
}
