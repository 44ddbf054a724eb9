import { SHARED_SCHEMAS } from './generated/routes.js';

/**
 * The `maxLength` the spec gives a component schema (`Decimal`) or a string property of one
 * (`Problem`, `detail` → 4096), read from the generated schemas, so that what a server writes or
 * checks stays within it without a copy of the number. Throws at start-up when the spec no longer
 * bounds it.
 */
export function specMaxLength(schema: string, property?: string): number {
  const component = SHARED_SCHEMAS.$defs[schema];
  const node =
    typeof component === 'object' && property !== undefined
      ? (component['properties'] as Record<string, unknown> | undefined)?.[property]
      : component;
  const max = typeof node === 'object' && node !== null ? (node as { maxLength?: unknown }).maxLength : undefined;
  if (typeof max !== 'number')
    throw new Error(`The spec gives ${schema}${property === undefined ? '' : `.${property}`} no maxLength`);
  return max;
}

/**
 * `text` cut to at most `max` characters (code points, as JSON Schema counts them), ending in `…`
 * when cut: for human-readable text that quotes what a client sent.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text; // a UTF-16 length within the bound is a code point count within it
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
