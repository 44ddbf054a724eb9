import { at, get, isObject, type Json, type JsonObject } from './json.js';

/** A node of a bundled document with its `$ref`s followed, and where each of its keywords lives. */
export interface Resolved {
  value: Json | undefined;
  /** Where the referenced node itself lives (the last `$ref` target), or where it was found. */
  pointer: string;
  /** Where keyword `key` of the merged node is written: a `$ref`'s sibling keywords stay at the reference. */
  keyPointer(key: string): string;
}

/**
 * Follows local `$ref`s (a bundle has no others) from `value`, found at `pointer` in `doc`.
 * Keywords written beside a `$ref` (OpenAPI 3.1 allows `description` and friends there) are merged
 * over the target, as a reader of the document sees them.
 */
export function resolve(doc: Json, value: Json | undefined, pointer: string): Resolved {
  const layers: Array<{ siblings: JsonObject; pointer: string }> = [];
  const seen = new Set<string>();
  let current = value;
  let currentPointer = pointer;
  while (isObject(current) && typeof current['$ref'] === 'string') {
    const ref = current['$ref'];
    if (!ref.startsWith('#'))
      throw new Error(`Only local references are expected in a bundle, found ${ref} at ${pointer}`);
    const { $ref: _ref, ...siblings } = current;
    layers.push({ siblings, pointer: currentPointer });
    const target = decodeURIComponent(ref.slice(1));
    if (seen.has(target)) break;
    seen.add(target);
    currentPointer = target;
    current = get(target, doc);
  }
  if (layers.length === 0 || !isObject(current)) {
    return { value: current, pointer: currentPointer, keyPointer: (key) => at(currentPointer, key) };
  }
  const owner = new Map<string, string>();
  const merged: JsonObject = { ...current };
  for (const layer of layers.reverse()) {
    for (const [key, sibling] of Object.entries(layer.siblings)) {
      merged[key] = sibling;
      owner.set(key, layer.pointer);
    }
  }
  const target = currentPointer;
  return { value: merged, pointer: target, keyPointer: (key) => at(owner.get(key) ?? target, key) };
}

/**
 * `doc` with every `$ref` into `#/components/` replaced by a copy of what it references (one inside
 * its own target is kept). An AsyncAPI bundle that references its components then compares as one
 * that inlines them, as `asyncapi bundle` wrote the releases up to 2.0: the gate weighs what the
 * messages say, not how the bundler wrote it, and reports each change where a message carries it.
 */
export function inlineComponents<T extends Json>(
  doc: JsonObject,
  value: T,
  within: ReadonlySet<string> = new Set(),
): T {
  if (Array.isArray(value)) return value.map((item) => inlineComponents(doc, item, within)) as T;
  if (!isObject(value)) return value;
  const ref = value['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/components/') && !within.has(ref)) {
    const target = get(decodeURIComponent(ref.slice(1)), doc);
    if (target === undefined) throw new Error(`${ref} does not exist`);
    return inlineComponents(doc, target, new Set([...within, ref])) as T;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inlineComponents(doc, item, within)]),
  ) as T;
}
