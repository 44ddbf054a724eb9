/** JSON values as they appear in a spec, and the helpers every generator uses on them (no dependencies: evolution/tolerant.ts is imported on its own). */

/** A JSON value as it appears in a spec. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON pointer (`/a/b~1c`) from path segments. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

/** The value at a local reference (`#/a/b~1c`) of `root`; undefined when there is none. */
export function lookup(root: Json, ref: string): Json | undefined {
  let node: Json | undefined = root;
  for (const token of ref.replace(/^#\/?/, '').split('/')) {
    if (token === '' && ref === '#') break;
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * `value` with every local `$ref` replaced by what it references, so that a bundle that references
 * its components reads as one that inlines them (a `$ref` inside its own target is kept).
 */
export function dereference<T extends Json>(root: Json, value: T, within: ReadonlySet<string> = new Set()): T {
  if (Array.isArray(value)) return value.map((item) => dereference(root, item, within)) as T;
  if (!isObject(value)) return value;
  const ref = value['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#') && !within.has(ref)) {
    const target = lookup(root, ref);
    if (target === undefined) throw new Error(`${ref} does not exist`);
    return dereference(root, target, new Set([...within, ref])) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(root, item, within)])) as T;
}
