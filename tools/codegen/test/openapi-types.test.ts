import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateOpenapiTypes } from '../src/index.js';

const fixture = fileURLToPath(new URL('./fixtures/openapi.json', import.meta.url));

describe('generateOpenapiTypes', () => {
  it('writes the paths, components and root types of a spec under a banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    expect(Object.keys(files).sort()).toEqual(['openapi.ts', 'spec.ts']);
    await expect(files['openapi.ts']).toMatchFileSnapshot('./golden/api-types/openapi.ts');
    await expect(files['spec.ts']).toMatchFileSnapshot('./golden/api-types/spec.ts');
  });

  it('names the source bundle and the regenerate command in the banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    for (const contents of Object.values(files)) {
      expect(contents.split('\n')[0]).toBe('// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).');
    }
  });

  it('refuses a bundle without info.version, naming the file and pointer', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(await mkdtemp(join(tmpdir(), 'dap-codegen-')), 'openapi.json');
    await writeFile(file, JSON.stringify({ openapi: '3.1.0', info: { title: 'x' }, paths: {} }));
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}#/info`);
  });
});
