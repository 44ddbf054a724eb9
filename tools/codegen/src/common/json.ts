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
