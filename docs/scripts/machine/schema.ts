/**
 * A JSON Schema of a bundle as a Markdown list of fields: name, type, required or not, description
 * and constraints in words, nested fields under their parent, each branch of a `oneOf` on its own.
 * For the Markdown twins (openapi.ts, asyncapi.ts), which tools and agents read instead of Redoc.
 */
import { patternWords } from './words.js';

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a local `$ref` points at, its own keys (a description) over the target's. */
export function deref(spec: Json, node: unknown, seen = new Set<string>()): Json {
  if (!isObject(node)) return {};
  const ref = node['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return node;
  seen.add(ref);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), spec);
  const { $ref: _ref, ...own } = node;
  const resolved = deref(spec, target, seen);
  return { ...resolved, ...own, title: resolved['title'] ?? ref.split('/').pop() };
}

/** One paragraph as one line. */
export const oneLine = (text: unknown): string =>
  typeof text === 'string' ? text.trim().replace(/\s*\n\s*/g, ' ') : '';

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The schema's type as a reader says it: `string (date-time)`, `array of object`, `Transfer`. */
function typeOf(spec: Json, schema: Json): string {
  const type = Array.isArray(schema['type']) ? schema['type'].join(' or ') : schema['type'];
  if (type === 'array') return `array of ${typeOf(spec, deref(spec, schema['items']))}`;
  const format = typeof schema['format'] === 'string' ? ` (${schema['format']})` : '';
  if (typeof type === 'string') return `${type}${format}`;
  if (schema['oneOf'] || schema['anyOf']) return 'one of the forms below';
  return typeof schema['title'] === 'string' ? schema['title'] : 'any';
}

/** The schema's constraints, in words where PATTERN_WORDS knows the pattern. */
export function constraints(schema: Json): string[] {
  const said: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema as Record<string, number | undefined>;
  if (Array.isArray(schema['enum'])) {
    said.push(
      `one of ${schema['enum'].map(code).join(', ')}${schema['x-extensible-enum'] ? ' (more may come: accept others)' : ''}`,
    );
  }
  if ('const' in schema) said.push(`always ${code(schema['const'])}`);
  if (minLength !== undefined && maxLength !== undefined) said.push(`${minLength} to ${maxLength} characters`);
  else if (maxLength !== undefined) said.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined) said.push(`at least ${minLength} characters`);
  if (schema['pattern'] !== undefined) {
    said.push(patternWords(schema['pattern'])?.replace(/\.$/, '') ?? `matches ${code(schema['pattern'])}`);
  }
  if (minimum !== undefined) said.push(`at least ${minimum}`);
  if (maximum !== undefined) said.push(`at most ${maximum}`);
  if (schema['exclusiveMinimum'] !== undefined) said.push(`above ${String(schema['exclusiveMinimum'])}`);
  if (schema['exclusiveMaximum'] !== undefined) said.push(`below ${String(schema['exclusiveMaximum'])}`);
  if (minItems !== undefined) said.push(`at least ${minItems} items`);
  if (maxItems !== undefined) said.push(`at most ${maxItems} items`);
  if (schema['default'] !== undefined) said.push(`default ${code(schema['default'])}`);
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0)
    said.push(`example ${code(schema['examples'][0])}`);
  else if (schema['example'] !== undefined) said.push(`example ${code(schema['example'])}`);
  return said;
}

/** The properties and required names of an object schema, `allOf` parts merged. */
function objectParts(spec: Json, schema: Json): { properties: Record<string, unknown>; required: string[] } {
  const parts = [schema, ...(Array.isArray(schema['allOf']) ? schema['allOf'].map((part) => deref(spec, part)) : [])];
  return {
    properties: Object.assign({}, ...parts.map((part) => (isObject(part['properties']) ? part['properties'] : {}))),
    required: parts.flatMap((part) => (Array.isArray(part['required']) ? (part['required'] as string[]) : [])),
  };
}

/** The fields of a schema as Markdown list lines, nested by indentation (at most `depth` levels). */
export function fieldLines(spec: Json, node: unknown, indent = '', depth = 4): string[] {
  const schema = deref(spec, node);
  const branches = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    return branches.flatMap((branch, i) => {
      const form = deref(spec, branch);
      const name = typeof form['title'] === 'string' ? form['title'] : `form ${i + 1}`;
      const about = oneLine(form['description']);
      return [
        `${indent}- **${schema['oneOf'] ? 'One of' : 'Any of'}: ${name}**${about ? `: ${about}` : ''}`,
        ...fieldLines(spec, form, `${indent}  `, depth),
      ];
    });
  }
  const { properties, required } = objectParts(spec, schema);
  const items = deref(spec, schema['items']);
  if (Object.keys(properties).length === 0 && schema['type'] === 'array' && depth > 0) {
    return fieldLines(spec, items, indent, depth - 1);
  }
  return Object.entries(properties).flatMap(([name, value]) => {
    const field = deref(spec, value);
    const facts = [typeOf(spec, field), required.includes(name) ? 'required' : 'optional'];
    const about = [
      oneLine(field['description']),
      ...constraints(field).map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}.`),
    ]
      .filter(Boolean)
      .join(' ');
    const line = `${indent}- \`${name}\` (${facts.join(', ')})${about ? `: ${about}` : ''}`;
    const inner = field['type'] === 'array' ? deref(spec, field['items']) : field;
    const nested = depth > 0 && (isObject(inner['properties']) || inner['oneOf'] || inner['allOf']);
    return nested ? [line, ...fieldLines(spec, inner, `${indent}  `, depth - 1)] : [line];
  });
}
