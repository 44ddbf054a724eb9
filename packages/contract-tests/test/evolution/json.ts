// JSON values, JSON pointers and `$ref`s of the bundled specs, for the evolution suites.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Json } from '@dap/server';

// The JSON value type the evolution engine of @dap/server works on: one definition for both.
export type { Json };
export type JsonObject = { [key: string]: Json };
export type Path = (string | number)[];

const require = createRequire(import.meta.url);

/** A bundled spec of @dap/specs, parsed afresh (each caller may change its copy). */
export function loadBundle(file: 'openapi.json' | 'asyncapi.json'): JsonObject {
  return JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as JsonObject;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const pointerOf = (path: Path): string =>
  path.map((t) => '/' + String(t).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The value at a JSON pointer (`''` is the root), or undefined. */
export function at(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows a local `$ref` chain from the schema at `pointer`: the pointer of the schema itself. */
export function resolvePointer(root: Json, pointer: string): string {
  let current = pointer;
  for (let i = 0; i < 32; i++) {
    const node = at(root, current);
    if (!isObject(node) || typeof node['$ref'] !== 'string') return current;
    const ref = node['$ref'];
    if (!ref.startsWith('#')) throw new Error(`${pointer}: only local $refs are followed, found ${ref}`);
    current = decodeURIComponent(ref.slice(1));
  }
  throw new Error(`${pointer}: $ref chain too long`);
}

/** The JSON text a server sends, parsed back: what a reader gets (no `-0`, no `undefined`). */
export const wire = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;
