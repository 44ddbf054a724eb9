/**
 * The pages for machines of the built site: llms.txt and a Markdown twin of every guide, operation
 * and channel, made from the same bundles and samples as the HTML; and the copy of each bundle Redoc
 * renders, with constraints in words, beside the download that keeps the spec exactly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { htmlPages } from '../scripts/site/finish.js';
import { readableBundle } from '../scripts/site/readable.js';
import { PATTERN_WORDS } from '../scripts/machine/words.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
type Json = Record<string, any>;
const bundle = (file: string) => JSON.parse(read(file)) as Json;
const sample = (file: string) => readFileSync(join(root, 'samples', file), 'utf8').trimEnd();

const operationIds = (spec: Json): string[] =>
  Object.values(spec['paths'] as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
    Object.values(item).flatMap((op) => (typeof op === 'object' && op?.operationId ? [op.operationId] : [])),
  );

/** Every twin the site must have: each operation of the three specs, each WebSocket channel and operation, each guide. */
function expectedTwins(): string[] {
  const stream = bundle('stream/asyncapi.json');
  return [
    ...operationIds(bundle('rest/openapi.json')).map((id) => `rest/operations/${id}.md`),
    ...operationIds(bundle('sandbox-control/sandbox-control.json')).map((id) => `sandbox-control/operations/${id}.md`),
    ...Object.keys(stream['channels']).map((id) => `stream/channels/${id}.md`),
    ...Object.keys(stream['operations']).map((id) => `stream/operations/${id}.md`),
    'getting-started.md',
    'testing.md',
    'tools.md',
    'migrating.md',
  ];
}

describe('the pages for machines', () => {
  it('has a Markdown twin of every operation and channel of the three specs and of every guide', () => {
    const twins = expectedTwins();
    expect(twins.length).toBe(7 + 18 + 1 + 8 + 4);
    expect(twins.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
    for (const file of twins) expect(read(file), file).toMatch(/^# \S.*\n\n/);
  });

  it('publishes llms.txt as llmstxt.org says: a title, a summary, and sections of links to every twin, each resolving', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# Digital-Asset Platform API\n\n> \S[^\n]+\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Guides', 'REST API', 'WebSocket API', 'Sandbox Control API', 'Optional']);
    // Below the summary, every line is a heading, a link of a list, or prose.
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?::.*)?$/gm)].map((m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(expectedTwins()));
    const missing = links.filter((link) => !existsSync(join(dist, normalize(link))));
    expect(missing, 'links of llms.txt to no file of dist/').toEqual([]);
  });

  it('links from every twin only to files of dist/ (the HTML pages, the problem types, the other twins)', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of expectedTwins()) {
      for (const [, href] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(href!)) continue; // an absolute URL of the spec's own text
        const target = normalize(join(dirname(file), href!.split('#')[0]!));
        checked++;
        if (!existsSync(join(dist, target))) broken.push(`${file}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
    // Each twin links its HTML page at least; the operations their problem types too.
    expect(checked).toBeGreaterThan(expectedTwins().length * 2);
  });

  it("holds createCryptoWithdrawal's facts in its twin: method and path, scope, every required field, its problem types and samples", () => {
    const spec = bundle('rest/openapi.json');
    const twin = read('rest/operations/createCryptoWithdrawal.md');
    expect(twin).toContain('`POST /transfer/crypto-withdrawals`');
    expect(twin).toContain('scope: `transfer:write_crypto_withdrawal`');
    for (const form of ['WithdrawalByAmount', 'WithdrawalByTotal']) {
      const required = spec['components']['schemas'][form]['required'] as string[];
      expect(required.length).toBeGreaterThanOrEqual(5);
      for (const field of required)
        expect(twin, `${form}.${field}`).toMatch(new RegExp(`- \`${field}\` \\([^)]*required\\)`));
      expect(twin).toContain(`**One of: ${form}**`);
    }
    expect(twin).toContain('Any text except the NUL character (U+0000) and unpaired UTF-16 surrogates.');
    expect(twin).toContain('[`insufficient-funds`](../../problems/insufficient-funds/index.html)');
    expect(existsSync(join(dist, 'problems/insufficient-funds/index.html'))).toBe(true);
    expect(twin).toContain(`\`\`\`typescript\n${sample('rest/createCryptoWithdrawal.ts')}\n\`\`\``);
    expect(twin).toContain(`\`\`\`sh\n${sample('rest/createCryptoWithdrawal.sh')}\n\`\`\``);
    expect(twin).toContain('(../index.html#tag/Transfers/operation/createCryptoWithdrawal)');
  });

  it("holds the WebSocket channel's facts in its twin: the scope, its close codes and every message", () => {
    const spec = bundle('stream/asyncapi.json');
    const twin = read('stream/channels/connection.md');
    expect(twin).toContain('scope: `exchange:read_aggregated_marketdata_stream`');
    for (const { code } of spec['channels']['connection']['x-close-codes'] as Array<{ code: number }>) {
      expect(twin).toContain(`- \`${code}\``);
    }
    for (const message of Object.values(spec['components']['messages']) as Array<{ title: string }>) {
      expect(twin).toContain(`### ${message.title}`);
    }
    expect(read('stream/operations/sendMarketData.md')).toContain(sample('stream/market_data.ts'));
  });

  it("shows a guide's samples in its twin as code blocks, and links its HTML page", () => {
    const twin = read('getting-started.md');
    expect(twin).toContain('HTML: [Getting started](getting-started.html)');
    expect(twin).toContain(
      `\`docs/samples/rest/createToken.sh\`:\n\n\`\`\`sh\n${sample('rest/createToken.sh')}\n\`\`\``,
    );
    expect(twin).not.toContain('<!-- sample:');
    expect(load(read('getting-started.html'))('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(
      'getting-started.md',
    );
  });
});

describe('the references as Redoc renders them', () => {
  it.each(['rest/openapi.json', 'sandbox-control/sandbox-control.json', 'stream/asyncapi.json'])(
    'renders %s with constraints in words and plain server texts, while the download keeps the exact patterns',
    (file) => {
      const download = read(file);
      const spec = JSON.parse(download) as Json;
      const before = JSON.stringify(spec);
      const rendered = JSON.stringify(readableBundle(spec));
      expect(JSON.stringify(spec), 'the bundle itself is left as it is').toBe(before);
      const known = Object.keys(PATTERN_WORDS).filter((pattern) => download.includes(JSON.stringify(pattern)));
      expect(known.length, 'patterns PATTERN_WORDS knows in the download').toBeGreaterThan(0);
      for (const pattern of known) {
        expect(rendered).not.toContain(JSON.stringify(pattern));
        expect(rendered).toContain(JSON.stringify(PATTERN_WORDS[pattern]).slice(1, -1));
      }
      const servers = Object.values(readableBundle(spec)['servers'] as Record<string, { description?: string }>);
      for (const server of servers) expect(server.description ?? '').not.toMatch(/[`\n]/);
    },
  );

  it('says the external docs link in plain words: no backticks, no "typeis"', () => {
    const docs = readableBundle(bundle('rest/openapi.json'))['externalDocs'] as { description: string };
    expect(docs.description).toContain('Each problem type of production is one of its pages, problems/{code}');
    expect(docs.description).not.toMatch(/[`<>]/);
  });

  it.each(['rest/openapi.json', 'sandbox-control/sandbox-control.json'])('licenses %s under Apache-2.0', (file) => {
    expect(bundle(file)['info']['license']).toEqual({ name: 'Apache 2.0', identifier: 'Apache-2.0' });
  });

  it('licenses the WebSocket API under Apache-2.0', () => {
    expect(bundle('stream/asyncapi.json')['info']['license']).toEqual({
      name: 'Apache 2.0',
      url: 'https://www.apache.org/licenses/LICENSE-2.0',
    });
  });
});

describe('the shell of every page', () => {
  it('gives every HTML page the header, the favicon and the search, and the site an ICO and an SVG icon', async () => {
    const pages = await htmlPages(dist);
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const file of pages) {
      const $ = load(read(file));
      expect($('header.dap-header nav a').length, file).toBeGreaterThanOrEqual(10);
      expect($('#dap-search').length, file).toBe(1);
      const icons = $('link[rel="icon"]')
        .map((_, link) => $(link).attr('href'))
        .get();
      expect(
        icons.map((href) => normalize(join(dirname(file), href))),
        file,
      ).toEqual(['favicon.ico', 'favicon.svg']);
    }
    expect(readFileSync(join(dist, 'favicon.ico')).subarray(0, 6).toString('hex')).toBe('000001000100');
    expect(read('favicon.svg')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(existsSync(join(dist, 'pagefind/pagefind-ui.js'))).toBe(true);
  });
});
