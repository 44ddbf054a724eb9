// JSON values, and the local `$ref`s of the evolution tables' schemas.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
/** Where a value sits inside a document: object keys and array indexes. */
export type JsonPath = (string | number)[];

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path`, or undefined. */
export function atPath(root: Json | undefined, path: readonly (string | number)[]): Json | undefined {
  let node = root;
  for (const token of path) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[String(token)];
    else return undefined;
  }
  return node;
}

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => decodeURIComponent(t).replaceAll('~1', '/').replaceAll('~0', '~'));

/** The schema a (possibly `$ref`, possibly chained) schema stands for; only local references are followed. */
export function resolveSchema(root: Json, schema: Json | undefined): Json | undefined {
  let current = schema;
  for (let i = 0; i < 32; i++) {
    if (!isObject(current) || typeof current['$ref'] !== 'string') return current;
    const ref = current['$ref'];
    if (!ref.startsWith('#')) throw new Error(`only local $refs are followed, found ${ref}`);
    current = atPath(root, tokensOf(ref.slice(1)));
  }
  throw new Error('$ref chain too long');
}
