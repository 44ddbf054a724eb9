import { deref, isObject, pointer, type Json, type JsonObject } from './bundles.js';

export interface ExampleCase {
  /** Which operation or message, and which example: what a failing test names. */
  name: string;
  /** JSON pointer of the example in the bundle. */
  example: string;
  /** JSON pointer of the schema it must satisfy. */
  schema: string;
  value: Json;
  /** True for an example of a 2xx response or a message payload. */
  success: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every example of an OpenAPI bundle: parameters, request bodies, responses, schemas. */
export function openapiExamples(doc: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const paths = isObject(doc['paths']) ? doc['paths'] : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = String(operation['operationId']);
      const at = pointer('paths', path, method);

      const parameters = [
        ...(Array.isArray(item['parameters'])
          ? item['parameters'].map((p, i) => [p, pointer('paths', path, 'parameters', i)] as const)
          : []),
        ...(Array.isArray(operation['parameters'])
          ? operation['parameters'].map((p, i) => [p, `${at}/parameters/${i}`] as const)
          : []),
      ];
      for (const [raw, where] of parameters) {
        const { node, at: target } = deref(doc, raw);
        if (!isObject(node)) continue;
        cases.push(
          ...mediaExamples(doc, node, target ?? where, `${operationId} parameter ${String(node['name'])}`, false),
        );
      }

      const body = deref(doc, operation['requestBody']);
      if (isObject(body.node))
        cases.push(...contentExamples(doc, body.node, body.at ?? `${at}/requestBody`, `${operationId} request`, false));

      const responses = isObject(operation['responses']) ? operation['responses'] : {};
      for (const [code, raw] of Object.entries(responses)) {
        const { node, at: target } = deref(doc, raw);
        if (!isObject(node)) continue;
        cases.push(
          ...contentExamples(
            doc,
            node,
            target ?? `${at}/responses/${code}`,
            `${operationId} ${code}`,
            code.startsWith('2'),
          ),
        );
      }
    }
  }
  const components = isObject(doc['components']) ? doc['components'] : {};
  for (const [name, schema] of Object.entries(isObject(components['schemas']) ? components['schemas'] : {})) {
    if (isObject(schema))
      cases.push(...schemaExamples(schema, pointer('components', 'schemas', name), `schema ${name}`));
  }
  return dedupe(cases);
}

/** Every example of an AsyncAPI bundle: message payloads and schemas. */
export function asyncapiExamples(doc: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const components = isObject(doc['components']) ? doc['components'] : {};
  for (const [name, raw] of Object.entries(isObject(components['messages']) ? components['messages'] : {})) {
    const { node: message, at: target } = deref(doc, raw);
    if (!isObject(message)) continue;
    const at = target ?? pointer('components', 'messages', name);
    const payload = deref(doc, message['payload']);
    const schema = payload.at ?? `${at}/payload`;
    const examples = Array.isArray(message['examples']) ? message['examples'] : [];
    examples.forEach((example, i) => {
      if (!isObject(example) || !('payload' in example)) return;
      const label = typeof example['name'] === 'string' ? example['name'] : String(i);
      cases.push({
        name: `message ${name} example ${label}`,
        example: `${at}/examples/${i}/payload`,
        schema,
        value: example['payload'] ?? null,
        success: true,
      });
    });
  }
  for (const [name, schema] of Object.entries(isObject(components['schemas']) ? components['schemas'] : {})) {
    if (isObject(schema))
      cases.push(...schemaExamples(schema, pointer('components', 'schemas', name), `schema ${name}`));
  }
  return dedupe(cases);
}

function contentExamples(
  doc: JsonObject,
  holder: JsonObject,
  at: string,
  name: string,
  success: boolean,
): ExampleCase[] {
  const content = isObject(holder['content']) ? holder['content'] : {};
  return Object.entries(content).flatMap(([mediaType, media]) =>
    isObject(media)
      ? mediaExamples(doc, media, `${at}/content/${pointer(mediaType).slice(1)}`, `${name} ${mediaType}`, success)
      : [],
  );
}

/** `example` and `examples` of a media type or parameter object, against its `schema`. */
function mediaExamples(doc: JsonObject, holder: JsonObject, at: string, name: string, success: boolean): ExampleCase[] {
  const schema = deref(doc, holder['schema']).at ?? `${at}/schema`;
  const cases: ExampleCase[] = [];
  if ('example' in holder)
    cases.push({
      name: `${name} example`,
      example: `${at}/example`,
      schema,
      value: holder['example'] ?? null,
      success,
    });
  const examples = isObject(holder['examples']) ? holder['examples'] : {};
  for (const [key, raw] of Object.entries(examples)) {
    const { node, at: target } = deref(doc, raw);
    if (!isObject(node) || !('value' in node)) continue;
    cases.push({
      name: `${name} example ${key}`,
      example: `${target ?? `${at}/examples/${pointer(key).slice(1)}`}/value`,
      schema,
      value: node['value'] ?? null,
      success,
    });
  }
  return cases;
}

function schemaExamples(schema: JsonObject, at: string, name: string): ExampleCase[] {
  const examples = Array.isArray(schema['examples']) ? schema['examples'] : [];
  const cases = examples.map((value, i) => ({
    name: `${name} example ${i}`,
    example: `${at}/examples/${i}`,
    schema: at,
    value,
    success: false,
  }));
  if ('example' in schema)
    cases.push({
      name: `${name} example`,
      example: `${at}/example`,
      schema: at,
      value: schema['example'] ?? null,
      success: false,
    });
  return cases;
}

/** Shared components are reached from several operations; each example is checked once. */
function dedupe(cases: ExampleCase[]): ExampleCase[] {
  const seen = new Map<string, ExampleCase>();
  for (const entry of cases) {
    const key = `${entry.example} ${entry.schema}`;
    const known = seen.get(key);
    if (!known) seen.set(key, entry);
    else if (entry.success) known.success = true;
  }
  return [...seen.values()];
}
