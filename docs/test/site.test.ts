import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineScriptedImages, remoteResources, SCRIPTED_REMOTE_IMAGES } from '../scripts/offline.js';
import { pages, readSpec } from '../scripts/specs.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const released = join(dirname(fileURLToPath(import.meta.url)), '../../specs/released');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

describe('the built docs site', () => {
  it('links the index to a reference page and a download for each spec', () => {
    const index = read('index.html');
    for (const page of pages) {
      expect(index).toContain(`href="${page.id}/index.html"`);
      expect(index).toContain(`href="${page.id}/${page.file}"`);
      expect(existsSync(join(dist, page.id, 'index.html')), `${page.id}/index.html`).toBe(true);
      expect(existsSync(join(dist, page.id, page.file)), `${page.id}/${page.file}`).toBe(true);
    }
  });

  it.each(['index.html', 'rest/index.html', 'stream/index.html'])('loads nothing from the network in %s', (file) => {
    expect(remoteResources(read(file))).toEqual([]);
    for (const url of Object.keys(SCRIPTED_REMOTE_IMAGES)) expect(read(file)).not.toContain(url);
  });

  it('documents every REST operation, the token endpoint included', async () => {
    const spec = JSON.parse(read('rest/openapi.json')) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operationIds = Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((op) => op.operationId ?? []));
    expect(operationIds).toContain('createToken');
    expect(operationIds).toHaveLength(7);
    const html = read('rest/index.html');
    expect(operationIds.filter((id) => !html.includes(id))).toEqual([]);
    expect(html).toContain(`${(await readSpec(pages[0]!)).title} ${(await readSpec(pages[0]!)).version}`);
  });

  it('links the index to the Changes page, which shows every release of the contract', () => {
    expect(read('index.html')).toContain('href="changes.html"');
    const history = JSON.parse(readFileSync(join(released, 'changes.json'), 'utf8')) as Array<{ version: string }>;
    const { version } = JSON.parse(readFileSync(join(released, 'release.json'), 'utf8')) as { version: string };
    expect(history[0]?.version).toBe(version);
    for (const release of history) expect(read('changes.html')).toContain(`id="v${release.version}"`);
    expect(remoteResources(read('changes.html'))).toEqual([]);
  });

  it('documents every WebSocket operation', () => {
    const spec = JSON.parse(read('stream/asyncapi.json')) as { operations: Record<string, unknown> };
    const operations = Object.keys(spec.operations);
    expect(operations).toHaveLength(8);
    const html = read('stream/index.html');
    expect(operations.filter((name) => !html.includes(`/channels/connection/operations/${name.toLowerCase()}`))).toEqual([]);
  });
});

describe('the offline check', () => {
  it('flags scripts, stylesheets and fonts from a CDN but not plain links', () => {
    const html = [
      '<script src="https://cdn.example.com/redoc.js"></script>',
      '<link rel="stylesheet" href="//fonts.example.com/css?family=Roboto">',
      '<style>@import url("https://fonts.example.com/x.css");</style>',
      '<style>@font-face { src: url(https://fonts.example.com/roboto.woff2) }</style>',
      '<a href="https://example.com/terms">terms</a>',
    ].join('\n');
    expect(remoteResources(html)).toHaveLength(4);
  });

  it("inlines the logo Redoc's script would fetch from a CDN", () => {
    const script = 'src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`';
    const { html, replaced } = inlineScriptedImages(script);
    expect(replaced).toHaveLength(2);
    expect(html).not.toContain('https://');
    expect(html).toMatch(/^src:e\?`data:image\/svg\+xml,[^`]+`:`data:image\/svg\+xml,[^`]+`$/);
  });
});
