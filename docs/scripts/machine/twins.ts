/**
 * The pages for machines: a Markdown twin of every operation and channel of the three references
 * (openapi.ts, asyncapi.ts) and `llms.txt` (llmstxt.org: a title, a summary, and sections of links),
 * which lists them with the guides' twins. They are written from the bundles of dist/, the ones the
 * HTML pages render. Each twin is also a search record, pointing at its place on the HTML page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SearchRecord } from '../site/search.js';
import {
  channelAnchor,
  channelMarkdown,
  channels,
  streamOperationAnchor,
  streamOperationMarkdown,
  streamOperations,
} from './asyncapi.js';
import { operationAnchor, operationMarkdown, operations, operationTwin } from './openapi.js';
import { oneLine, type Json } from './schema.js';

export interface Reference {
  /** Its folder under dist/ (`rest`). */
  id: string;
  /** Its section in llms.txt and how a twin names it: `REST API`. */
  name: string;
  spec: Json;
  /** The bundle's file in the folder (`openapi.json`). */
  file: string;
}

export interface GuideTwin {
  /** The twin's file under dist/ (`getting-started.md`). */
  file: string;
  title: string;
  about: string;
}

interface Twin {
  /** Under dist/. */
  file: string;
  title: string;
  /** What llms.txt says of it after the link. */
  about: string;
  markdown: string;
  /** Its place on the HTML page, under dist/. */
  html: string;
  /** Its id in the spec (operationId, channel id), which the search ranks first. */
  id: string;
}

function twinsOf(reference: Reference): Twin[] {
  const { id, name, spec } = reference;
  if ('asyncapi' in spec) {
    return [
      ...channels(spec).map((channel) => ({
        file: `${id}/channels/${channel.id}.md`,
        title: channel.title,
        about: `channel \`${channel.id}\`: ${oneLine(channel.node['summary'])}`,
        markdown: channelMarkdown(spec, channel),
        html: `${id}/${channelAnchor(channel)}`,
        id: channel.id,
      })),
      ...streamOperations(spec).map((operation) => ({
        file: `${id}/operations/${operation.id}.md`,
        title: operation.title,
        about: `\`${operation.id}\` (${String(operation.node['action'])}): ${oneLine(operation.node['summary'])}`,
        markdown: streamOperationMarkdown(spec, operation),
        html: `${id}/${streamOperationAnchor(spec, operation)}`,
        id: operation.id,
      })),
    ];
  }
  return operations(spec).map((op) => ({
    file: `${id}/${operationTwin(op)}`,
    title: op.summary,
    about: `\`${op.operationId}\`, \`${op.method} ${op.path}\``,
    markdown: operationMarkdown(spec, op, `${name} reference`),
    html: `${id}/${operationAnchor(op)}`,
    id: op.operationId,
  }));
}

/** llms.txt: the site for a language model, every link relative to it. */
export function llmsTxt(
  summary: string,
  guides: GuideTwin[],
  references: Reference[],
  twins: Map<string, Twin[]>,
): string {
  const lines = [
    '# Digital-Asset Platform API',
    '',
    `> ${oneLine(summary)}`,
    '',
    'Every page below is Markdown, made from the same specs and samples as the HTML site (index.html). Amounts are decimal strings; every REST operation needs an OAuth 2.0 client-credentials token with one scope.',
    '',
    '## Guides',
    '',
    ...guides.map((guide) => `- [${guide.title}](${guide.file}): ${guide.about}`),
  ];
  for (const reference of references) {
    const info = reference.spec['info'] as { title: string; version: string };
    lines.push(
      '',
      `## ${reference.name}`,
      '',
      `- [${info.title} ${info.version}, bundled](${reference.id}/${reference.file}): the whole spec, JSON`,
    );
    for (const twin of twins.get(reference.id) ?? []) lines.push(`- [${twin.title}](${twin.file}): ${twin.about}`);
  }
  lines.push(
    '',
    '## Optional',
    '',
    '- [Problem types](problems/index.html): every error a REST call can answer with, and what to do',
    '- [Evolution rules](evolution.html): how the API changes without a major version',
    '- [Changes](changes.html): every release of the contract',
  );
  return `${lines.join('\n')}\n`;
}

/** Writes every twin and llms.txt into dist/; returns the twins as search records. */
export async function writeMachinePages(
  dist: string,
  summary: string,
  guides: GuideTwin[],
  references: Reference[],
): Promise<SearchRecord[]> {
  const twins = new Map(references.map((reference) => [reference.id, twinsOf(reference)]));
  for (const twin of [...twins.values()].flat()) {
    await mkdir(dirname(join(dist, twin.file)), { recursive: true });
    await writeFile(join(dist, twin.file), twin.markdown);
  }
  await writeFile(join(dist, 'llms.txt'), llmsTxt(summary, guides, references, twins));
  const overviews = references.map(({ id, spec }) => {
    const info = spec['info'] as { title: string; description?: string };
    return { url: `${id}/index.html`, title: info.title, content: info.description ?? '' };
  });
  return [
    ...overviews,
    ...[...twins.values()]
      .flat()
      .map((twin) => ({ url: twin.html, title: twin.title, keywords: [twin.id], content: twin.markdown })),
  ];
}
