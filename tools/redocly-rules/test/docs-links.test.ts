import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/docs-links.js';
import { bundleFixture } from './support/redocly.js';

const LINKED = [
  'The [evolution rules](https://docs.example.com/v2/evolution.html) and [a problem](https://docs.example.com/v2/problems/not-found#remedy) are pages of',
  'the docs site; [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457), [below](#evolution) and',
  '[the root](/) are not.',
].join('\n');

describe('the docs-links decorator, bundling', () => {
  it('makes the relative links of every description absolute under externalDocs.url, and leaves absolute, fragment and rooted links alone', async () => {
    const { exitCode, bundle, output } = await bundleFixture('docs-links.openapi.yaml');
    expect(exitCode, output).toBe(0);
    expect(bundle.info.description).toBe(`${LINKED}\n`);
    // Beyond info: an operation's and a schema's.
    expect(bundle.paths['/things'].get.description).toBe(
      'Pages as the [evolution rules](https://docs.example.com/v2/evolution.html) say.',
    );
    expect(bundle.components.schemas.Thing.description).toBe(
      'A thing, [extensible](https://docs.example.com/v2/evolution.html#enums).',
    );
  });

  it('fails the bundle at externalDocs.url when the description links the docs site and the base is not an absolute URL ending in /', async () => {
    const { exitCode, bundle, output } = await bundleFixture('docs-links-no-base.openapi.yaml');
    expect(exitCode).not.toBe(0);
    expect(bundle).toBeUndefined();
    expect(output).toContain('at #/externalDocs/url');
    expect(output).toContain(
      'relative to the docs base URL `externalDocs.url` of the OpenAPI document, which must be an absolute URL ending in `/`; found "docs.example.com"',
    );
  });
});

describe('dap-docs-links, for the AsyncAPI bundle', () => {
  let dir = '';
  afterEach(async () => {
    vi.restoreAllMocks();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const files = async (asyncapi: unknown, openapi: unknown) => {
    dir = await mkdtemp(join(tmpdir(), 'dap-docs-links-'));
    const paths = { asyncapi: join(dir, 'asyncapi.json'), openapi: join(dir, 'openapi.json') };
    await writeFile(paths.asyncapi, JSON.stringify(asyncapi));
    await writeFile(paths.openapi, JSON.stringify(openapi));
    return paths;
  };

  it('rewrites the bundle in place, compact, with the links of every description under the OpenAPI bundle’s docs base; a second run changes nothing', async () => {
    const { asyncapi, openapi } = await files(
      {
        asyncapi: '3.0.0',
        info: { description: 'The [evolution rules](evolution.html).' },
        components: { schemas: { Tick: { description: 'See [enums](evolution.html#enums).' } } },
      },
      { externalDocs: { url: 'https://docs.example.com/' } },
    );
    expect(main([asyncapi, '--base-from', openapi])).toBe(0);
    const written = await readFile(asyncapi, 'utf8');
    expect(written).toBe(
      JSON.stringify({
        asyncapi: '3.0.0',
        info: { description: 'The [evolution rules](https://docs.example.com/evolution.html).' },
        components: {
          schemas: { Tick: { description: 'See [enums](https://docs.example.com/evolution.html#enums).' } },
        },
      }),
    );
    expect(main([asyncapi, '--base-from', openapi])).toBe(0);
    expect(await readFile(asyncapi, 'utf8')).toBe(written);
  });

  it('exits 2 with a clear message on a missing option, an unreadable file or an OpenAPI bundle without a usable base, and writes nothing', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const source = { asyncapi: '3.0.0', info: { description: 'The [evolution rules](evolution.html).' } };
    const { asyncapi, openapi } = await files(source, { externalDocs: { url: 'https://docs.example.com' } });
    expect(main([asyncapi])).toBe(2);
    expect(main([asyncapi, '--base-from', join(dir, 'missing.json')])).toBe(2);
    expect(main([asyncapi, '--base-from', openapi])).toBe(2);
    const said = stderr.mock.calls.map(([text]) => String(text));
    expect(said[0]).toContain('usage: dap-docs-links BUNDLE.json --base-from OPENAPI_BUNDLE.json');
    expect(said[1]).toContain('cannot read');
    expect(said[2]).toContain('must be an absolute URL ending in `/`; found "https://docs.example.com"');
    expect(JSON.parse(await readFile(asyncapi, 'utf8'))).toEqual(source);
  });
});
