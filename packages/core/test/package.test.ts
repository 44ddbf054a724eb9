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
};
const specifiers = (suffix: string) => [
  ...new Set(
    readdirSync(join(root, 'dist'))
      .filter((file) => file.endsWith(suffix))
      .flatMap((file) => [
        ...readFileSync(join(root, 'dist', file), 'utf8').matchAll(
          /(?:^|\s)(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm,
        ),
      ])
      .map((m) => m[1] ?? '')
      .filter((s) => !s.startsWith('.')),
  ),
];
const bundled = (file: string) =>
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@dap/specs/${file}`), 'utf8')) as unknown;

describe('the built package', () => {
  it('exports what the source exports', () => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });

  it('imports big.js only at run time, its one dependency, and nothing in its public types', () => {
    expect(specifiers('.js')).toEqual(['big.js']);
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['big.js']);
    // Consumers need no @types/big.js: no declaration names a package.
    expect(specifiers('.d.ts')).toEqual([]);
  });

  it('checks decimals with the pattern of the specs’ Decimal schema, in the REST and the WebSocket contract alike', () => {
    const openapi = bundled('openapi.json') as { components: { schemas: { Decimal: { pattern: string } } } };
    const asyncapi = bundled('asyncapi.json') as { components: { schemas: { Decimal: { pattern: string } } } };
    expect(built.DECIMAL_PATTERN.source).toBe(openapi.components.schemas.Decimal.pattern);
    expect(built.DECIMAL_PATTERN.source).toBe(asyncapi.components.schemas.Decimal.pattern);
    expect(built.DECIMAL_PATTERN.flags).toBe('');
  });

  it('documents every error code of the catalogue, with its class, in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([a-z_]+)` \| `([A-Za-z]+)` \|/gm)].map(([, code, error]) => [code, error]);
    expect(rows).toEqual(Object.entries(built.DAP_ERROR_CODES).map(([code, info]) => [code, info.error]));
  });
});
