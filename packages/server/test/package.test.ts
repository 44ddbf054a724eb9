import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASYNCAPI_SPEC as STREAM_MODELS_ASYNCAPI_SPEC } from '@dap/stream-models';
import { describe, expect, it } from 'vitest';
import * as built from '../dist/index.js';
import * as source from '../src/index.js';
import { ALL, EXECUTIONS, TOKENS, testHandlers } from './support/app.js';
import { asyncapi, openapi, openapiText } from './support/spec.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsFiles(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}
const specifiers = [
  ...new Set(
    jsFiles(join(root, 'dist')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm)]
        .map((m) => m[1] ?? '')
        .filter((s) => !s.startsWith('.') && !s.startsWith('node:')),
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

  it('imports only its declared runtime dependencies, and they resolve', async () => {
    expect(specifiers.length).toBeGreaterThan(0);
    for (const specifier of specifiers) {
      expect(Object.keys(manifest.dependencies ?? {}), `${specifier} is imported by dist/`).toContain(
        packageOf(specifier),
      );
      await expect(import(specifier), specifier).resolves.toBeDefined();
    }
  });

  it('names the OpenAPI document it was generated from', () => {
    expect(built.OPENAPI_SPEC).toEqual({
      title: openapi.info.title,
      version: openapi.info.version,
      sha256: createHash('sha256').update(openapiText).digest('hex'),
    });
  });

  it('names the AsyncAPI document of the stream protocol it speaks (that of @dap/stream-models)', () => {
    expect(built.ASYNCAPI_SPEC).toEqual(STREAM_MODELS_ASYNCAPI_SPEC);
    expect(built.ASYNCAPI_SPEC).toMatchObject({ title: asyncapi.info.title, version: asyncapi.info.version });
  });

  it('serves from dist/ as from src/', async () => {
    const app = built.createApiServer({ handlers: testHandlers(), verifyToken: (token) => TOKENS[token] });
    try {
      const ok = await app.inject({ method: 'GET', url: '/v2/executions', headers: ALL });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ items: EXECUTIONS });
      expect((await app.inject({ method: 'GET', url: '/v2/executions' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses to start when a handler is missing, naming it', async () => {
    const { getAccount: _omitted, ...incomplete } = testHandlers();
    const app = source.createApiServer({ handlers: incomplete as source.Handlers, verifyToken: () => undefined });
    await expect(app.ready()).rejects.toThrow('handlers.getAccount is missing');
  });
});
