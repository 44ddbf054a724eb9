import { ASYNCAPI_SPEC as MODELS_SPEC } from '@dap/stream-models';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as built from '../dist/index.js';
import * as source from '../src/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name), suffix)
      : entry.name.endsWith(suffix)
        ? [join(dir, entry.name)]
        : [],
  );
}
const importsOf = (suffix: string) => [
  ...new Set(
    files(join(root, 'dist'), suffix).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm)]
        .map((m) => m[1] ?? '')
        .filter((s) => !s.startsWith('.') && !s.startsWith('node:')),
    ),
  ),
];
const specifiersIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] ?? '',
  );

/** The packages the public declarations import: those of dist/index.d.ts and every declaration file it reaches. */
function publicTypeImports(): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiersIn(file)) {
      if (specifier.startsWith('.')) visit(join(file, '..', specifier.replace(/\.js$/, '.d.ts')));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(join(root, 'dist/index.d.ts'));
  return [...packages];
}
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the built package', () => {
  it('exports what the source exports', () => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });

  it('imports only its declared runtime dependencies at run time, and they resolve', async () => {
    const runtime = importsOf('.js');
    expect([...new Set(runtime.map(packageOf))].sort()).toEqual(['@dap/core', '@dap/stream-models', 'ws']);
    for (const specifier of runtime) {
      expect(Object.keys(manifest.dependencies ?? {})).toContain(packageOf(specifier));
      await expect(import(specifier), specifier).resolves.toBeDefined();
    }
  });

  it('keeps `ws` and `@dap/client` out of its public types (no @types/ws or REST client needed by consumers)', () => {
    expect([...new Set(publicTypeImports().map(packageOf))].sort()).toEqual(['@dap/core', '@dap/stream-models']);
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@dap/client');
  });

  it('names the AsyncAPI contract it speaks: the one @dap/stream-models was generated from', () => {
    expect(built.ASYNCAPI_SPEC).toEqual(MODELS_SPEC);
    const bundled = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('@dap/specs/asyncapi.json'), 'utf8'),
    ) as { info: { title: string; version: string } };
    expect(built.ASYNCAPI_SPEC).toMatchObject({ title: bundled.info.title, version: bundled.info.version });
    expect(built.ASYNCAPI_SPEC.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks for the scope the AsyncAPI document requires', () => {
    const spec = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('@dap/specs/asyncapi.json'), 'utf8'),
    ) as {
      components: { securitySchemes: { oauth2: { scopes: string[] } } };
    };
    expect(spec.components.securitySchemes.oauth2.scopes).toEqual([built.STREAM_SCOPE]);
  });
});
