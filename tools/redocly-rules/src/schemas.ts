import { isNode, type Node, type UserContext } from './visitor.js';

/** A node reached through `$ref`s, with the file it sits in (its own `$ref`s are relative to it). */
export interface Resolved {
  node: Node;
  from: string | undefined;
}

/** Follows `$ref`s, each relative to the file the previous one was found in. */
export function resolveNode(value: unknown, ctx: UserContext, from?: string): Resolved | undefined {
  let current: unknown = value;
  let source = from;
  for (let depth = 0; depth < 32 && isNode(current) && typeof current['$ref'] === 'string'; depth++) {
    const resolved = ctx.resolve(current, source);
    current = resolved.node;
    source = resolved.location?.source.absoluteRef ?? source;
  }
  return isNode(current) ? { node: current, from: source } : undefined;
}

/**
 * A root setting, through a `$ref`: a document served beside another states some of the other's
 * settings by reference (the Sandbox Control API takes the platform API's `externalDocs`, the docs
 * base URL, and its `x-limits`), so each is written once. Rules and decorators run before the
 * bundler inlines the reference.
 */
export function rootSetting(root: Node, key: string, ctx: UserContext): unknown {
  const value = root[key];
  return isNode(value) && typeof value['$ref'] === 'string' ? resolveNode(value, ctx)?.node : value;
}

/** Property names a schema declares, directly or through `allOf`, with the property schemas. */
export function collectProperties(
  schema: unknown,
  ctx: UserContext,
  from?: string,
  seen = new Set<Node>(),
): Map<string, Node> {
  const found = new Map<string, Node>();
  const resolved = resolveNode(schema, ctx, from);
  if (!resolved || seen.has(resolved.node)) return found;
  const { node } = resolved;
  seen.add(node);
  if (isNode(node['properties'])) {
    for (const [name, property] of Object.entries(node['properties'])) {
      const target = resolveNode(property, ctx, resolved.from);
      if (target) found.set(name, target.node);
    }
  }
  if (Array.isArray(node['allOf'])) {
    for (const part of node['allOf']) {
      for (const [name, property] of collectProperties(part, ctx, resolved.from, seen)) {
        if (!found.has(name)) found.set(name, property);
      }
    }
  }
  return found;
}

export function typesOf(schema: Node): string[] {
  const type = schema['type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}
