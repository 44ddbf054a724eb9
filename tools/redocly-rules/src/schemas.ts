import { isNode, type Node, type UserContext } from './visitor.js';

/** Follows `$ref`s until a schema object (or nothing) remains. */
export function resolveSchema(schema: unknown, ctx: UserContext): Node | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 32 && isNode(current) && typeof current['$ref'] === 'string'; depth++) {
    current = ctx.resolve(current).node;
  }
  return isNode(current) ? current : undefined;
}

/** Property names a schema declares, directly or through `allOf`, with the property schemas. */
export function collectProperties(schema: unknown, ctx: UserContext, seen = new Set<Node>()): Map<string, Node> {
  const found = new Map<string, Node>();
  const node = resolveSchema(schema, ctx);
  if (!node || seen.has(node)) return found;
  seen.add(node);
  if (isNode(node['properties'])) {
    for (const [name, property] of Object.entries(node['properties'])) {
      const resolved = resolveSchema(property, ctx);
      if (resolved) found.set(name, resolved);
    }
  }
  if (Array.isArray(node['allOf'])) {
    for (const part of node['allOf']) {
      for (const [name, property] of collectProperties(part, ctx, seen)) {
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
