import { describe, expect, it } from 'vitest';
import { isObject, loadBundle, type BundleFile, type Json, type JsonObject } from './support/bundles.js';

/**
 * The components a bundle's operations reach, following `$ref`s from `paths` (OpenAPI) or from
 * `channels` and `operations` (AsyncAPI). A component reached by nothing is one that generated
 * clients never type (a problem's `meta`) or that tools warn about (Spectral's unused components).
 */
function unreached(bundle: JsonObject, roots: string[]): string[] {
  const components = isObject(bundle['components']) ? bundle['components'] : {};
  const all = Object.entries(components).flatMap(([kind, entries]) =>
    isObject(entries) ? Object.keys(entries).map((name) => `#/components/${kind}/${name}`) : [],
  );
  const reached = new Set<string>();
  const at = (ref: string): Json | undefined =>
    ref
      .slice(2)
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>(
        (node, t) => (isObject(node) ? node[t] : Array.isArray(node) ? node[Number(t)] : undefined),
        bundle,
      );
  const walk = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(walk);
    if (!isObject(node)) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const component = ref.split('/').slice(0, 4).join('/');
      if (!reached.has(ref)) {
        reached.add(ref);
        reached.add(component);
        walk(at(ref));
      }
    }
    // A security requirement names its scheme rather than referencing it.
    if (Array.isArray(node['security']))
      for (const requirement of node['security'])
        if (isObject(requirement))
          for (const name of Object.keys(requirement)) reached.add(`#/components/securitySchemes/${name}`);
    for (const [key, value] of Object.entries(node)) if (key !== '$ref') walk(value);
  };
  walk({ security: bundle['security'] ?? [] });
  for (const root of roots) walk(bundle[root]);
  return all.filter((component) => !reached.has(component));
}

describe('every component is reached by an operation', () => {
  it.each<[BundleFile, string[]]>([
    ['openapi.json', ['paths']],
    ['sandbox-control.json', ['paths']],
    ['asyncapi.json', ['servers', 'channels', 'operations']],
  ])('%s holds no component that no operation reaches', (file, roots) => {
    expect(unreached(loadBundle(file), roots)).toEqual([]);
  });
});

/**
 * Where else in `bundle` a value deep-equal to one of its component schemas is written: a copy that
 * a bundler inlined instead of referencing the component (`asyncapi bundle` did, for every schema).
 */
function inlinedCopies(bundle: JsonObject): string[] {
  const schemas = isObject(bundle['components']) ? bundle['components']['schemas'] : undefined;
  const own = new Map(
    Object.entries(isObject(schemas) ? schemas : {}).map(([name, schema]) => [canonical(schema), name]),
  );
  const copies: string[] = [];
  const walk = (node: Json, path: string[]): void => {
    if (!isObject(node) && !Array.isArray(node)) return;
    const name = own.get(canonical(node));
    if (name !== undefined && path.join('/') !== `components/schemas/${name}`)
      copies.push(`#/${path.join('/')} copies #/components/schemas/${name}`);
    Object.entries(node).forEach(([key, value]) => walk(value, [...path, key]));
  };
  walk(bundle, []);
  return copies;
}

/** JSON with sorted keys, so that equal values are equal strings. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as Json)}`).join(',')}}`;
}

describe('the AsyncAPI bundle references its component schemas rather than copying them', () => {
  it('writes each component schema once, where every use references it', () => {
    expect(inlinedCopies(loadBundle('asyncapi.json'))).toEqual([]);
  });
});

describe('every problem schema is reached by the responses that carry it', () => {
  const openapi = loadBundle('openapi.json');
  const schemas = ((openapi['components'] as JsonObject)['schemas'] ?? {}) as JsonObject;
  const catalogue = ((schemas['Problem'] as JsonObject)['x-problem-types'] ?? {}) as JsonObject;
  /** The component names of every problem+json response schema of this status: itself, its union's branches, what they refine. */
  const schemasOfStatus = (status: string): Set<string> => {
    const names = new Set<string>();
    const refName = (node: Json | undefined) =>
      isObject(node) && typeof node['$ref'] === 'string' ? node['$ref'].split('/').pop() : undefined;
    const deref = (node: Json | undefined): Json | undefined => {
      const ref = isObject(node) ? node['$ref'] : undefined;
      return typeof ref === 'string'
        ? ref
            .slice(2)
            .split('/')
            .reduce<Json | undefined>((n, t) => (isObject(n) ? n[t] : undefined), openapi)
        : node;
    };
    for (const item of Object.values((openapi['paths'] ?? {}) as JsonObject))
      for (const operation of Object.values(isObject(item) ? item : {})) {
        const response = deref(isObject(operation) ? (operation['responses'] as JsonObject)?.[status] : undefined);
        const media = isObject(response)
          ? (response['content'] as JsonObject)?.['application/problem+json']
          : undefined;
        const schema = isObject(media) ? media['schema'] : undefined;
        const union = isObject(schema) ? (schema['anyOf'] ?? schema['oneOf']) : undefined;
        // A branch may refine a problem (allOf: [ConflictProblem, {meta.existing: Transfer}]).
        for (const form of Array.isArray(union) ? union : [schema])
          for (const part of [form, ...(isObject(form) && Array.isArray(form['allOf']) ? form['allOf'] : [])]) {
            const name = refName(part);
            if (name) names.add(name);
          }
      }
    return names;
  };

  it.each(
    Object.entries(catalogue).flatMap(([code, entry]) =>
      isObject(entry) && typeof entry['schema'] === 'string' ? [[code, entry['schema'], String(entry['status'])]] : [],
    ),
  )('the %s problem schema %s is the schema of a %s response', (_code, schema, status) => {
    expect([...schemasOfStatus(status)]).toContain(schema);
  });
});
