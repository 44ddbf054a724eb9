import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: unknown };

/** One JSON pointer token, escaped (`~` → `~0`, `/` → `~1`). */
export const escapePointer = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

export const asSchema = (value: unknown): Schema =>
  value !== null && typeof value === 'object' ? (value as Schema) : {};
export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
export const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
export const oneOfBranches = (schema: Schema): Schema[] =>
  Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : [];

/** A bundled spec (one resolved JSON document): local `#/…` pointers, `$ref` chains, where a node sits. */
export class SpecDocument {
  private locations: Map<object, string> | undefined;

  /** `name` says which document this is in messages (`specs/dist/openapi.json`). */
  constructor(
    readonly document: Schema,
    readonly name: string,
  ) {}

  /**
   * Follows a local `#/…` JSON pointer. A `$ref` on the way is followed, so a pointer may go through
   * the references (`#/channels/connection/messages/heartbeat/payload/properties/…`, as a message's
   * validator reports it, reaches the component schemas the bundle references there).
   */
  resolve(pointer: string): unknown {
    const parts = pointer
      .replace(/^#\/?/, '')
      .split('/')
      .filter((p) => p !== '');
    let node: unknown = this.document;
    for (const raw of parts) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      for (let i = 0; i < 20 && isReference(node) && !(key in node); i++) node = this.resolve(node.$ref);
      if (node === null || typeof node !== 'object') throw new Error(`${this.name}: no ${pointer}`);
      node = (node as Record<string, unknown>)[key];
    }
    if (node === undefined) throw new Error(`${this.name}: no ${pointer}`);
    return node;
  }

  /** The schema itself, with `$ref` chains followed (siblings of `$ref` other than annotations are merged). */
  deref(schema: Schema): Schema {
    let current = schema;
    for (let i = 0; typeof current.$ref === 'string' && i < 20; i++) {
      const { $ref, ...rest } = current;
      current = { ...asSchema(this.resolve($ref as string)), ...stripAnnotations(rest) };
    }
    return current;
  }

  /** Where `$ref` chains starting at `pointer` end: the pointer of the object that holds the content. */
  target(pointer: string): string {
    let current = pointer;
    for (let i = 0; i < 20; i++) {
      const node = asSchema(this.resolve(current));
      if (typeof node.$ref !== 'string') return current;
      current = node.$ref;
    }
    return current;
  }

  /** The `#/…` pointer of a node of this document (by identity), e.g. the schema an ajv error names. */
  pointerOf(node: unknown): string | undefined {
    if (node === null || typeof node !== 'object') return undefined;
    if (!this.locations) {
      const locations = new Map<object, string>();
      const walk = (value: unknown, at: string): void => {
        if (value === null || typeof value !== 'object' || locations.has(value)) return;
        locations.set(value, at);
        for (const [key, child] of Object.entries(value)) walk(child, `${at}/${escapePointer(key)}`);
      };
      walk(this.document, '#');
      this.locations = locations;
    }
    return this.locations.get(node);
  }
}

function isReference(node: unknown): node is { $ref: string } {
  return typeof node === 'object' && node !== null && typeof (node as { $ref?: unknown }).$ref === 'string';
}

function stripAnnotations(schema: Schema): Schema {
  const { description: _d, title: _t, examples: _e, example: _x, ...rest } = schema;
  return rest;
}

const require = createRequire(import.meta.url);

/** The bundled specs `pnpm build` writes (`specs/dist/`), as the `@dap/specs` package exports them. */
export function loadBundledSpecs(): { openapi: SpecDocument; asyncapi: SpecDocument } {
  const load = (file: 'openapi' | 'asyncapi'): SpecDocument =>
    new SpecDocument(
      JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}.json`), 'utf8')) as Schema,
      `specs/dist/${file}.json`,
    );
  return { openapi: load('openapi'), asyncapi: load('asyncapi') };
}

/**
 * A union of complete branches (`oneOf: [WithdrawalByAmount, WithdrawalByTotal]`, each a whole
 * object with `additionalProperties: false`) in the shape the arbitraries read: one object with
 * every branch's properties, the properties every branch requires as `required`, and a `oneOf` of
 * required-only branches naming what only that branch requires (`amount`, `total`). Any other
 * schema is returned as it is.
 */
export function completeUnionAsObject(schema: Schema, deref: (schema: Schema) => Schema): Schema {
  const branches = oneOfBranches(schema).map(deref);
  const complete = (b: Schema) => b.type === 'object' && b.additionalProperties === false;
  if (schema.properties !== undefined || branches.length < 2 || !branches.every(complete)) return schema;
  const requiredOf = branches.map((b) => asStrings(b.required));
  const everywhere = requiredOf.reduce((common, list) => common.filter((name) => list.includes(name)));
  const properties = Object.assign({}, ...branches.map((b) => asSchema(b.properties))) as Schema;
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: everywhere,
    oneOf: requiredOf.map((list) => {
      const own = list.filter((name) => !everywhere.includes(name));
      return { required: own, properties: Object.fromEntries(own.map((name) => [name, properties[name]])) };
    }),
  };
}
