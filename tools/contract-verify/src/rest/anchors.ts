import fc from 'fast-check';
import { asSchema, type Json, type Schema, type SpecDocument } from '../spec/document.js';

const COMPONENT = /^#\/components\/schemas\/([^/]+)$/;
/** At most this many values are kept per key: enough variety, bounded memory on big lists. */
const MAX_PER_KEY = 24;

/**
 * Realistic values for requests: the identifiers, addresses and cursors the spec's examples and the
 * deployment's own answers hold, keyed by property name (`order_id`) and by component and property
 * (`Account.id`), so an id from a list feeds a get. Insertion order is kept, so a run is repeatable.
 */
export class AnchorPool {
  private readonly values = new Map<string, Json[]>();

  constructor(private readonly spec: SpecDocument) {}

  add(key: string, value: Json): void {
    let list = this.values.get(key);
    if (!list) this.values.set(key, (list = []));
    if (list.length < MAX_PER_KEY && !list.some((v) => v === value)) list.push(value);
  }

  get(key: string): readonly Json[] {
    return this.values.get(key) ?? [];
  }

  /** Records every scalar property of `value`, walked along `schema` (a `#/…` `$ref` names its component). */
  collect(schema: Schema, value: unknown, depth = 0): void {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    const component = typeof schema.$ref === 'string' ? COMPONENT.exec(schema.$ref)?.[1] : undefined;
    const resolved = this.spec.deref(schema);
    if (Array.isArray(value)) {
      for (const item of value) this.collect(asSchema(resolved.items), item, depth + 1);
      return;
    }
    const properties = asSchema(resolved.properties);
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      if (typeof child === 'string' || typeof child === 'number' || typeof child === 'boolean') {
        this.add(name, child);
        if (component !== undefined) this.add(`${component}.${name}`, child);
      } else if (name in properties) {
        this.collect(asSchema(properties[name]), child, depth + 1);
      }
    }
  }

  /** Mostly an anchor of the first key that has any, sometimes `fallback`; undefined when no key has anchors. */
  arbitrary(keys: readonly string[], fallback: fc.Arbitrary<Json>): fc.Arbitrary<Json> | undefined {
    const found = keys.map((key) => this.get(key)).find((list) => list.length > 0);
    if (!found) return undefined;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...found) }, { weight: 1, arbitrary: fallback });
  }
}

/** snake_case of a component name: `Account` → `account`, `DepositAddress` → `deposit_address`. */
export const snakeCase = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
