import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { inlineScriptedImages, remoteResources, SCRIPTED_REMOTE_IMAGES } from '../scripts/offline.js';
import { PROBLEMS_DIR } from '../scripts/problems.js';
import { pages, readSpec } from '../scripts/specs.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const samples = join(dirname(fileURLToPath(import.meta.url)), '../samples');
const sample = (file: string) => readFileSync(join(samples, file), 'utf8').trimEnd();
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

  it.each([
    'index.html',
    'rest/index.html',
    'stream/index.html',
    'sandbox-control/index.html',
    'getting-started.html',
    'testing.html',
    'tools.html',
    'migrating.html',
  ])('loads nothing from the network in %s', (file) => {
    expect(remoteResources(read(file))).toEqual([]);
    for (const url of Object.keys(SCRIPTED_REMOTE_IMAGES)) expect(read(file)).not.toContain(url);
  });

  it('documents every REST operation, the token endpoint included', async () => {
    const spec = JSON.parse(read('rest/openapi.json')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operationIds = Object.values(spec.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => op.operationId ?? []),
    );
    expect(operationIds).toContain('createToken');
    expect(operationIds).toHaveLength(7);
    const html = read('rest/index.html');
    expect(operationIds.filter((id) => !html.includes(id))).toEqual([]);
    expect(html).toContain(`${(await readSpec(pages[0]!)).title} ${(await readSpec(pages[0]!)).version}`);
  });

  it('documents every Sandbox Control API operation on a page of its own, offering its bundle for download', async () => {
    const page = pages.find((p) => p.id === 'sandbox-control')!;
    const spec = JSON.parse(read('sandbox-control/sandbox-control.json')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const bundled = JSON.parse(readFileSync((await readSpec(page)).path, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(Object.keys(spec.paths)).toEqual(Object.keys(bundled.paths));
    const operationIds = Object.values(spec.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => op.operationId ?? []),
    );
    expect(operationIds).toHaveLength(18);
    const html = read('sandbox-control/index.html');
    expect(operationIds.filter((id) => !html.includes(id))).toEqual([]);
    expect(html).toContain(`${(await readSpec(page)).title} ${(await readSpec(page)).version}`);
    expect(read('index.html')).toContain('<strong>Digital-Asset Platform Sandbox Control API</strong>');
  });

  it.each([
    ['rest/openapi.json', 'rest', 7],
    ['sandbox-control/sandbox-control.json', 'sandbox-control/rest', 18],
  ] as const)(
    'shows a TypeScript and a curl sample in %s, the files of samples/%s/, for every operation',
    (file, folder, count) => {
      const spec = JSON.parse(read(file)) as {
        paths: Record<
          string,
          Record<
            string,
            { operationId?: string; 'x-codeSamples'?: Array<{ lang: string; label: string; source: string }> }
          >
        >;
      };
      const operations = Object.values(spec.paths).flatMap((item) =>
        Object.values(item).filter((op) => typeof op === 'object' && op !== null && 'operationId' in op),
      );
      expect(operations).toHaveLength(count);
      const without = operations
        .filter((op) => (op['x-codeSamples'] ?? []).map((s) => s.label).join() !== 'TypeScript,curl')
        .map((op) => op.operationId);
      expect(without, 'operations without their TypeScript and curl samples').toEqual([]);
      for (const op of operations) {
        const [typescript, curl] = op['x-codeSamples']!;
        expect(typescript, op.operationId).toEqual({
          lang: 'TypeScript',
          label: 'TypeScript',
          source: sample(`${folder}/${op.operationId}.ts`),
        });
        expect(curl, op.operationId).toEqual({
          lang: 'Shell',
          label: 'curl',
          source: sample(`${folder}/${op.operationId}.sh`),
        });
      }
    },
  );

  it('shows the calls of the clients in the samples of both REST APIs', () => {
    const source = (file: string, operationId: string) => {
      const spec = JSON.parse(read(file)) as {
        paths: Record<string, Record<string, { operationId?: string; 'x-codeSamples'?: Array<{ source: string }> }>>;
      };
      return Object.values(spec.paths)
        .flatMap((item) => Object.values(item))
        .find((op) => op.operationId === operationId)?.['x-codeSamples']?.[0]?.source;
    };
    expect(source('rest/openapi.json', 'createCryptoWithdrawal')).toContain('client.createCryptoWithdrawal({');
    expect(source('sandbox-control/sandbox-control.json', 'completeTransfer')).toContain(
      'control.completeTransfer(withdrawal.id)',
    );
  });

  it('shows the stream-client sample of every channel type, the files of samples/stream/, under its operation', () => {
    const spec = JSON.parse(read('stream/asyncapi.json')) as {
      operations: Record<string, { description?: string }>;
      components: { schemas: { ChannelType: { enum: string[] } } };
    };
    const channels = spec.components.schemas.ChannelType.enum;
    expect(channels).toEqual(['market_data', 'market_data.top_of_book', 'execution_data', 'heartbeat']);
    const shown = (channel: string) =>
      Object.values(spec.operations).filter((op) =>
        op.description?.includes(`\`\`\`typescript\n${sample(`stream/${channel}.ts`)}\n\`\`\``),
      ).length;
    expect(
      channels.filter((channel) => shown(channel) !== 1),
      'channel types without their sample',
    ).toEqual([]);
  });

  /** A written page of the site: linked from the index, titled, its code blocks the files of samples/ named above them. */
  function expectWrittenPage(file: string, title: string, samplesShown: string[]): string {
    expect(read('index.html')).toContain(`href="${file}"`);
    const html = read(file);
    expect(html).toContain(`<title>${title} — Digital-Asset Platform API</title>`);
    // Each sample's name, and right under it a highlighted code block of exactly its text.
    const $ = load(html);
    expect($('h1').text()).toBe(title);
    for (const shown of samplesShown) {
      const label = $('.sample-file').filter((_, element) => $(element).text() === `docs/samples/${shown}`);
      expect(label.length, shown).toBe(1);
      const block = label.next('.code-block');
      expect(block.find('pre.shiki').length, shown).toBe(1);
      expect(block.find('button[data-copy]').length, shown).toBe(1);
      expect(block.find('pre').text(), shown).toBe(sample(shown));
    }
    return html;
  }

  it('links the index to the Getting started page, whose code blocks are the files of samples/', () => {
    expectWrittenPage('getting-started.html', 'Getting started', [
      'rest/createToken.sh',
      'getting-started/token.sh',
      'rest/createToken.ts',
      'rest/createCryptoWithdrawal.ts',
      'rest/createCryptoWithdrawal.sh',
      'stream/market_data.ts',
    ]);
  });

  it('links the index and Getting started to the Testing your integration page, which shows every file of samples/testing/', () => {
    const files = readdirSync(join(samples, 'testing')).sort();
    expect(files.length).toBeGreaterThanOrEqual(10);
    const html = expectWrittenPage(
      'testing.html',
      'Testing your integration',
      files.map((file) => `testing/${file}`),
    );
    expect(html).toContain('href="sandbox-control/index.html"');
    expect(read('getting-started.html')).toContain('href="testing.html"');
  });

  it('links the index to the Tools tested with this contract page, a table of each tool and its version', () => {
    expect(read('index.html')).toContain('href="tools.html"');
    expect(load(read('tools.html'))('h1').text()).toBe('Tools tested with this contract');
    expect(read('tools.html')).toContain('<table>');
  });

  it('links the index to the Upgrading from 2.x page, which shows every file of samples/migrating/ and links the Changes page', () => {
    const files = readdirSync(join(samples, 'migrating')).sort();
    expect(files.length).toBeGreaterThanOrEqual(3);
    const html = expectWrittenPage(
      'migrating.html',
      'Upgrading from 2.x',
      files.map((file) => `migrating/${file}`),
    );
    expect(html).toContain('href="changes.html"');
    expect(html).toContain('href="evolution.html"');
  });

  it('links the index to the Changes page, which shows every release of the contract', () => {
    expect(read('index.html')).toContain('href="changes.html"');
    const history = JSON.parse(readFileSync(join(released, 'changes.json'), 'utf8')) as Array<{ version: string }>;
    const { version } = JSON.parse(readFileSync(join(released, 'release.json'), 'utf8')) as { version: string };
    expect(history[0]?.version).toBe(version);
    for (const release of history) expect(read('changes.html')).toContain(`id="v${release.version}"`);
    expect(remoteResources(read('changes.html'))).toEqual([]);
  });

  it('links the index and the Changes page to the Evolution rules page, which lists the extensible enums of the specs', () => {
    expect(read('index.html')).toContain('href="evolution.html"');
    expect(read('changes.html')).toContain('href="evolution.html"');
    const html = read('evolution.html');
    expect(html).toContain('<h1>Evolution rules</h1>');
    expect(html).toContain('<td><code>CryptoNetwork</code></td><td class="class non-breaking">Extensible</td>');
    expect(html).toContain('<td><code>TransferDirection</code></td><td class="class breaking">Closed</td>');
    expect(html).toContain('<td><code>ErrorCode</code></td><td class="class non-breaking">Extensible</td>');
    expect(html).toContain('<td><code>MarketDataType</code></td><td class="class breaking">Closed</td>');
    expect(remoteResources(html)).toEqual([]);
  });

  it('documents every WebSocket operation', () => {
    const spec = JSON.parse(read('stream/asyncapi.json')) as { operations: Record<string, unknown> };
    const operations = Object.keys(spec.operations);
    expect(operations).toHaveLength(8);
    const html = read('stream/index.html');
    expect(
      operations.filter((name) => !html.includes(`/channels/connection/operations/${name.toLowerCase()}`)),
    ).toEqual([]);
  });
});

describe('the problem type pages of the built site', () => {
  const spec = JSON.parse(read('rest/openapi.json')) as {
    externalDocs: { url: string };
    components: {
      schemas: { Problem: { 'x-problem-types': Record<string, { type: string; status: number; title: string }> } };
    };
  };
  const base = spec.externalDocs.url;
  const catalogue = Object.entries(spec.components.schemas.Problem['x-problem-types']);
  const pageOf = (code: string) => `${PROBLEMS_DIR}/${code}/index.html`;

  it('builds a page for every problem type the spec lists, with its title and status', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
    for (const [code, { title, status }] of catalogue) {
      expect(existsSync(join(dist, pageOf(code))), pageOf(code)).toBe(true);
      const html = read(pageOf(code));
      expect(html).toContain(`<h1>${title.replaceAll('<', '&lt;')}</h1>`);
      expect(html).toContain(`<strong>${status}</strong>`);
      expect(html).toContain('<h2>What to do</h2>');
    }
  });

  it('maps every problem type URI in the bundled spec to a built page', () => {
    const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const uris = new Set(
      [...JSON.stringify(spec).matchAll(new RegExp(`${escaped}${PROBLEMS_DIR}/[^"\\s)\`\\]]*`, 'g'))].map((m) => m[0]),
    );
    // Every catalogue entry's own type at least, and the examples' and the description table's.
    expect(uris.size).toBe(catalogue.length);
    for (const [code, { type }] of catalogue) expect(type).toBe(`${base}${PROBLEMS_DIR}/${code}`);
    for (const uri of uris) expect(existsSync(join(dist, uri.slice(base.length), 'index.html')), uri).toBe(true);
  });

  it('lists every problem type on one page, linked from the docs index', () => {
    expect(read('index.html')).toContain(`href="${PROBLEMS_DIR}/index.html"`);
    const list = read(`${PROBLEMS_DIR}/index.html`);
    for (const [code] of catalogue) expect(list).toContain(`href="${code}/index.html"`);
  });

  it('shows an example body from the spec on the pages of the types it has examples of', () => {
    const withExample = catalogue
      .filter(([code]) => read(pageOf(code)).includes('<h2>Example</h2>'))
      .map(([code]) => code);
    expect(withExample).toEqual(
      expect.arrayContaining(['validation-failed', 'insufficient-funds', 'ref-id-conflict', 'rate-limited']),
    );
    expect(read(pageOf('insufficient-funds'))).toContain(
      `&quot;type&quot;: &quot;${base}${PROBLEMS_DIR}/insufficient-funds&quot;`,
    );
  });

  it('loads nothing from the network on the problem pages', () => {
    for (const file of [`${PROBLEMS_DIR}/index.html`, ...catalogue.map(([code]) => pageOf(code))])
      expect(remoteResources(read(file)), file).toEqual([]);
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
