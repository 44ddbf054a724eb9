import * as JsonPointer from '@hyperjump/json-pointer';

export type Json = JsonPointer.Json;
export type JsonObject = JsonPointer.JsonObject;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` if it is an object, else an empty one: a section a document leaves out reads as empty. */
export const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

/** `pointer` with each segment appended (RFC 6901 escaping). */
export const at = (pointer: string, ...segments: Array<string | number>): string =>
  segments.reduce<string>((current, segment) => JsonPointer.append(String(segment), current), pointer);

/** The value at a JSON pointer, or undefined when any segment is missing. */
export function get(pointer: string, doc: Json): Json | undefined {
  try {
    return JsonPointer.get(pointer, doc);
  } catch {
    return undefined;
  }
}

/** The last segment of a pointer, unescaped. */
export const lastSegment = (pointer: string): string => [...JsonPointer.pointerSegments(pointer)].at(-1) ?? '';

/** Order-independent key for comparing JSON values (enum members, security requirements). */
export function canonical(value: Json | undefined): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
