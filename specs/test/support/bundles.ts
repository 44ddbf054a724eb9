import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const specsRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The bundles `pnpm build` writes into dist/: the platform's REST and WebSocket APIs, and the sandbox's control API. */
export type BundleFile = 'openapi.json' | 'asyncapi.json' | 'sandbox-control.json';

/** A bundled spec from dist/ (`pnpm build` writes them; turbo runs it before the tests). */
export function loadBundle(file: BundleFile): JsonObject {
  return JSON.parse(readFileSync(join(specsRoot, 'dist', file), 'utf8')) as JsonObject;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...tokens: Array<string | number>) => tokens.map((t) => `/${escapeToken(t)}`).join('');

/** Follows a local `$ref` (`#/…`) inside the same document. */
export function deref(doc: JsonObject, node: Json | undefined): { node: Json | undefined; at?: string } {
  let current = node;
  let at: string | undefined;
  for (let depth = 0; depth < 16 && isObject(current) && typeof current['$ref'] === 'string'; depth++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#/')) throw new Error(`Only local references are expected in a bundle, found ${ref}`);
    at = ref.slice(1);
    current = at
      .split('/')
      .slice(1)
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>(
        (value, token) => (isObject(value) ? value[token] : Array.isArray(value) ? value[Number(token)] : undefined),
        doc,
      );
  }
  return at === undefined ? { node: current } : { node: current, at };
}
