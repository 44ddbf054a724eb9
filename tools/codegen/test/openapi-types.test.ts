import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateOpenapiTypes } from '../src/index.js';

const fixture = fileURLToPath(new URL('./fixtures/openapi.json', import.meta.url));

describe('generateOpenapiTypes', () => {
  it('writes the paths, components and root types of a spec under a banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    expect(Object.keys(files).sort()).toEqual(['enums.ts', 'openapi.ts', 'spec.ts']);
    await expect(files['openapi.ts']).toMatchFileSnapshot('./golden/api-types/openapi.ts');
    await expect(files['enums.ts']).toMatchFileSnapshot('./golden/api-types/enums.ts');
    await expect(files['spec.ts']).toMatchFileSnapshot('./golden/api-types/spec.ts');
  });

  it('names the source bundle and the regenerate command in the banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    for (const contents of Object.values(files)) {
      expect(contents.split('\n')[0]).toBe('// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).');
    }
  });

  it('types an extensible enum as its values plus UnknownEnumValue, and a closed one as its values only', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    expect(files['openapi.ts']).toContain('export type WidgetStatus = "NEW" | "SOLD" | "RETURNED" | UnknownEnumValue;');
    expect(files['openapi.ts']).toContain('kind?: "A" | "B";');
    expect(files['openapi.ts']).toContain("import type { UnknownEnumValue } from './enums.js';");
    expect(files['enums.ts']).toContain('export type UnknownEnumValue = string & { readonly [unknownEnumValue]: true };');
    expect(files['enums.ts']).toContain('export const WIDGET_STATUSES = ["NEW", "SOLD", "RETURNED"] as const;');
    expect(files['enums.ts']).toContain('export function isKnownWidgetStatus(value: unknown): value is KnownWidgetStatus {');
  });

  it('exports every schema under its own name: an object as an interface, anything else as a type, referenced by that name everywhere', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    const types = files['openapi.ts'] ?? '';
    expect(types).toContain('export interface Widget {');
    expect(types).toContain('export type Decimal = string;');
    expect(types).toContain('Widget: Widget;');
    expect(types).toContain('"application/json": Widget;');
    expect(types).not.toContain('components["schemas"]');
    expect(types).not.toContain("components['schemas']");
  });

  it('refuses a schema whose name collides with an export of openapi-typescript, naming the file and pointer', async () => {
    const { readFile, writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const doc = JSON.parse(await readFile(fixture, 'utf8')) as any;
    doc.components.schemas.operations = { type: 'string' };
    const file = join(await mkdtemp(join(tmpdir(), 'dap-codegen-')), 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}#/components/schemas/operations: the schema's name is taken`);
  });

  it('refuses an extensible enum that is not a component schema, naming the file and pointer', async () => {
    const { readFile, writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const doc = JSON.parse(await readFile(fixture, 'utf8')) as any;
    doc.components.schemas.Widget.properties.kind['x-extensible-enum'] = true;
    const file = join(await mkdtemp(join(tmpdir(), 'dap-codegen-')), 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}#/components/schemas/Widget/properties/kind: an extensible enum must be a schema of its own`);
  });

  it('refuses x-extensible-enum: true without an enum of strings next to it, naming the file and pointer', async () => {
    const { readFile, writeFile, mkdtemp } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const doc = JSON.parse(await readFile(fixture, 'utf8')) as any;
    doc.components.schemas.Decimal['x-extensible-enum'] = true;
    const file = join(await mkdtemp(join(tmpdir(), 'dap-codegen-')), 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}#/components/schemas/Decimal/x-extensible-enum: \`x-extensible-enum: true\` needs an \`enum\` of strings`);
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
