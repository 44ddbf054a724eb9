import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadBundle, specsRoot } from './support/bundles.js';

const sources = (dir: string): string[] =>
  readdirSync(join(specsRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => join(specsRoot, dir, file));

describe('the docs base URL', () => {
  const base = (
    parse(readFileSync(join(specsRoot, 'openapi/openapi.yaml'), 'utf8')) as { externalDocs: { url: string } }
  ).externalDocs.url;

  it('is written once in the spec sources, as the root externalDocs.url of the OpenAPI document', () => {
    const writes = [...sources('openapi'), ...sources('asyncapi'), ...sources('sandbox-control')].flatMap((file) => {
      const count = readFileSync(file, 'utf8').split(base).length - 1;
      return count === 0 ? [] : [`${relative(specsRoot, file)} × ${count}`];
    });
    expect(writes).toEqual(['openapi/openapi.yaml × 1']);
  });

  it('leaves no relative link in the bundles’ descriptions: the bundle resolves them under it', () => {
    for (const file of ['openapi.json', 'asyncapi.json', 'sandbox-control.json'] as const) {
      const description = String((loadBundle(file)['info'] as { description: string }).description);
      const links = [...description.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] ?? '')
        .filter((link) => !link.startsWith('#'));
      expect(
        links.filter((link) => link.startsWith(base)),
        file,
      ).not.toEqual([]);
      expect(
        links.filter((link) => !URL.canParse(link)),
        file,
      ).toEqual([]);
    }
  });
});
