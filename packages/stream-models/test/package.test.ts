import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as built from '../dist/index.js';
import * as source from '../src/index.js';
import { bundleText, exampleOf, info } from './support/bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsFiles(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}
const bareImports = [
  ...new Set(
    jsFiles(join(root, 'dist')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm)]
        .map((m) => m[1] ?? '')
        .filter((s) => !s.startsWith('.')),
    ),
  ),
];
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the built package', () => {
  it('exports what the source exports', () => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });

  it('validates frames from dist/', () => {
    expect(built.validateServerFrame(exampleOf('heartbeat'))).toMatchObject({ ok: true, name: 'heartbeat' });
  });

  it('imports only its declared runtime dependencies, and they resolve', async () => {
    expect(bareImports.length).toBeGreaterThan(0);
    for (const specifier of bareImports) {
      expect(Object.keys(manifest.dependencies ?? {}), `${specifier} is imported by dist/`).toContain(
        packageOf(specifier),
      );
      await expect(import(specifier), specifier).resolves.toBeDefined();
    }
  });

  it('names the AsyncAPI document it was generated from', () => {
    expect(built.ASYNCAPI_SPEC).toEqual({
      title: info.title,
      version: info.version,
      sha256: createHash('sha256').update(bundleText).digest('hex'),
    });
  });
});
