// Changes to the bundled specs, breaking and not by the evolution rules, at every place of the real
// documents where each applies. The places are found the way the gate walks a spec: from each
// operation's request (bodies, parameters, client messages) and responses (bodies, server messages),
// through `$ref`s, `properties`, `items`, `additionalProperties`, `allOf`/`oneOf`/`anyOf` and
// `then`/`else`, so each schema knows whether clients send it, read it, or both.
import { at, isObject, pointerOf, resolvePointer, type Json, type JsonObject } from './json.js';

export type SpecName = 'openapi' | 'asyncapi';

/** One change of a spec, made to a copy of the bundle. */
export interface SpecMutation {
  spec: SpecName;
  /** What it is, in the words of the task: `remove a response field`, … */
  kind: string;
  /** Where: the JSON pointer (and the value or name) it changes. */
  where: string;
  breaking: boolean;
  /** The rule the gate must report it by. */
  rule: string;
  apply(doc: JsonObject): void;
}

interface SchemaNode {
  pointer: string;
  request: boolean;
  response: boolean;
}

const SCHEMA = ['items', 'additionalProperties', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const node = (doc: Json, pointer: string): JsonObject => {
  const value = at(doc, pointer);
  if (!isObject(value)) throw new Error(`no object at ${pointer}`);
  return value;
};
const child = (pointer: string, ...keys: (string | number)[]) => pointer + pointerOf(keys);

/** Every schema reachable from an operation, with the directions it is reached in. */
function schemaNodes(doc: Json, roots: Array<{ pointer: string; direction: 'request' | 'response' }>): SchemaNode[] {
  const nodes = new Map<string, SchemaNode>();
  const visit = (raw: string, direction: 'request' | 'response') => {
    const pointer = resolvePointer(doc, raw);
    const schema = at(doc, pointer);
    if (!isObject(schema)) return;
    const known = nodes.get(pointer) ?? { pointer, request: false, response: false };
    nodes.set(pointer, known);
    if (known[direction]) return;
    known[direction] = true;
    for (const key of SCHEMA) if (isObject(schema[key])) visit(child(pointer, key), direction);
    for (const key of SCHEMA_LISTS)
      if (Array.isArray(schema[key])) schema[key].forEach((_, i) => visit(child(pointer, key, i), direction));
    if (isObject(schema['properties']))
      for (const name of Object.keys(schema['properties'])) visit(child(pointer, 'properties', name), direction);
  };
  for (const root of roots) visit(root.pointer, root.direction);
  return [...nodes.values()];
}

interface Operation {
  pointer: string;
  path: string;
  method: string;
}

function openapiOperations(doc: JsonObject): Operation[] {
  return Object.entries(node(doc, '/paths')).flatMap(([path, item]) =>
    METHODS.filter((method) => isObject((item as JsonObject)[method])).map((method) => ({
      pointer: child('/paths', path, method),
      path,
      method,
    })),
  );
}

function openapiRoots(doc: JsonObject): Array<{ pointer: string; direction: 'request' | 'response' }> {
  return openapiOperations(doc).flatMap(({ pointer }) => {
    const op = node(doc, pointer);
    const roots: Array<{ pointer: string; direction: 'request' | 'response' }> = [];
    const params = [
      ...(Array.isArray(op['parameters']) ? op['parameters'].map((_, i) => child(pointer, 'parameters', i)) : []),
    ];
    for (const p of params) roots.push({ pointer: child(resolvePointer(doc, p), 'schema'), direction: 'request' });
    const body = at(doc, child(pointer, 'requestBody'));
    const bodyAt = isObject(body) ? resolvePointer(doc, child(pointer, 'requestBody')) : undefined;
    const content = bodyAt === undefined ? undefined : at(doc, child(bodyAt, 'content'));
    if (bodyAt !== undefined && isObject(content))
      for (const media of Object.keys(content))
        roots.push({ pointer: child(bodyAt, 'content', media, 'schema'), direction: 'request' });
    for (const status of Object.keys(node(doc, child(pointer, 'responses')))) {
      const responseAt = resolvePointer(doc, child(pointer, 'responses', status));
      const media = at(doc, child(responseAt, 'content'));
      if (isObject(media))
        for (const type of Object.keys(media))
          roots.push({ pointer: child(responseAt, 'content', type, 'schema'), direction: 'response' });
    }
    return roots;
  });
}

/** AsyncAPI: a `receive` operation's messages are requests and its reply's responses; a `send` operation's the other way round. */
function asyncapiMessages(
  doc: JsonObject,
): Array<{ pointer: string; direction: 'request' | 'response'; operation: string; listAt: string; index: number }> {
  return Object.entries(node(doc, '/operations')).flatMap(([name, raw]) => {
    const op = raw as JsonObject;
    const own = op['action'] === 'receive' ? 'request' : 'response';
    const other = own === 'request' ? 'response' : 'request';
    const listed = (listAt: string, direction: 'request' | 'response') => {
      const list = at(doc, listAt);
      return Array.isArray(list)
        ? list.map((_, index) => ({
            pointer: resolvePointer(doc, child(listAt, index)),
            direction,
            operation: name,
            listAt,
            index,
          }))
        : [];
    };
    return [
      ...listed(child('/operations', name, 'messages'), own),
      ...listed(child('/operations', name, 'reply', 'messages'), other),
    ];
  });
}

const isEnum = (schema: JsonObject): schema is JsonObject & { enum: Json[] } => Array.isArray(schema['enum']);
const numeric = (schema: JsonObject, key: string) =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
const UPPER = ['maxLength', 'maxItems', 'maxProperties', 'maximum'];
const LOWER = ['minLength', 'minItems', 'minProperties', 'minimum'];

/** The schema-level changes of one spec, at every place each applies. */
function schemaMutations(spec: SpecName, doc: JsonObject, nodes: SchemaNode[], requestRoots: string[]): SpecMutation[] {
  const out: SpecMutation[] = [];
  const add = (m: Omit<SpecMutation, 'spec'>) => out.push({ spec, ...m });
  for (const n of nodes) {
    const schema = node(doc, n.pointer);
    const properties = isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
    const required = Array.isArray(schema['required']) ? schema['required'].map(String) : [];
    // Breaking
    if (n.response) {
      for (const name of properties) {
        add({
          kind: 'remove a response field',
          where: `${n.pointer} ${name}`,
          breaking: true,
          rule: 'field-removed',
          apply: (d) => void delete (node(d, n.pointer)['properties'] as JsonObject)[name],
        });
      }
      for (const name of required) {
        add({
          kind: 'make a response field optional',
          where: `${n.pointer} ${name}`,
          breaking: true,
          rule: 'field-no-longer-required',
          apply: (d) => void (node(d, n.pointer)['required'] = required.filter((r) => r !== name)),
        });
      }
      if (isEnum(schema) && schema['x-extensible-enum'] !== true) {
        add({
          kind: 'add a value to a closed response enum',
          where: n.pointer,
          breaking: true,
          rule: 'enum-value-added',
          apply: (d) => void (node(d, n.pointer)['enum'] as Json[]).push('ZZ_NEW_VALUE'),
        });
      }
    }
    if (isEnum(schema) && schema.enum.length > 1) {
      for (const value of schema.enum) {
        add({
          kind: 'remove an enum value',
          where: `${n.pointer} ${JSON.stringify(value)}`,
          breaking: true,
          rule: 'enum-value-removed',
          apply: (d) => void (node(d, n.pointer)['enum'] = schema.enum.filter((v) => v !== value)),
        });
      }
    }
    if (n.request) {
      for (const key of UPPER) {
        const bound = numeric(schema, key);
        if (bound !== undefined && bound > 0)
          add({
            kind: 'narrow a request constraint',
            where: `${n.pointer} ${key}`,
            breaking: true,
            rule: 'constraint-narrowed',
            apply: (d) => void (node(d, n.pointer)[key] = bound - 1),
          });
      }
      for (const key of LOWER) {
        const bound = numeric(schema, key);
        if (bound !== undefined)
          add({
            kind: 'narrow a request constraint',
            where: `${n.pointer} ${key}`,
            breaking: true,
            rule: 'constraint-narrowed',
            apply: (d) => void (node(d, n.pointer)[key] = bound + 1),
          });
      }
      if (schema['type'] === 'string' && schema['maxLength'] === undefined) {
        add({
          kind: 'narrow a request constraint',
          where: `${n.pointer} maxLength`,
          breaking: true,
          rule: 'constraint-narrowed',
          apply: (d) => void (node(d, n.pointer)['maxLength'] = 1),
        });
      }
    }
    if (schema['type'] === 'string' || schema['type'] === 'integer' || schema['type'] === 'boolean') {
      const to = schema['type'] === 'string' ? 'integer' : 'string';
      add({
        kind: 'change a type',
        where: `${n.pointer} → ${to}`,
        breaking: true,
        rule: 'type-changed',
        apply: (d) => void (node(d, n.pointer)['type'] = to),
      });
    }
    // Non-breaking
    if (properties.length > 0 && schema['maxProperties'] === undefined) {
      add({
        kind: 'add a field',
        where: n.pointer,
        breaking: false,
        rule: 'field-added',
        apply: (d) => void ((node(d, n.pointer)['properties'] as JsonObject)['zz_added'] = { type: 'string' }),
      });
    }
    if (isEnum(schema) && schema['x-extensible-enum'] === true) {
      add({
        kind: 'add a value to an extensible enum',
        where: n.pointer,
        breaking: false,
        rule: 'enum-value-added',
        apply: (d) => void (node(d, n.pointer)['enum'] as Json[]).push('ZZ_NEW_VALUE'),
      });
    }
    if (n.request && !n.response) {
      for (const key of UPPER) {
        const bound = numeric(schema, key);
        if (bound !== undefined)
          add({
            kind: 'widen a request constraint',
            where: `${n.pointer} ${key}`,
            breaking: false,
            rule: 'constraint-widened',
            apply: (d) => void (node(d, n.pointer)[key] = bound + 1),
          });
      }
      for (const name of required) {
        add({
          kind: 'make a request field optional',
          where: `${n.pointer} ${name}`,
          breaking: false,
          rule: 'field-no-longer-required',
          apply: (d) => void (node(d, n.pointer)['required'] = required.filter((r) => r !== name)),
        });
      }
    }
  }
  for (const root of requestRoots) {
    add({
      kind: 'add a required request field',
      where: root,
      breaking: true,
      rule: 'required-field-added',
      apply: (d) => {
        const schema = node(d, root);
        schema['properties'] = {
          ...(isObject(schema['properties']) ? schema['properties'] : {}),
          zz_required: { type: 'string' },
        };
        schema['required'] = [...(Array.isArray(schema['required']) ? schema['required'] : []), 'zz_required'];
      },
    });
  }
  return out;
}

/** Every mutation of the OpenAPI bundle, breaking and not. */
export function openapiMutations(doc: JsonObject): SpecMutation[] {
  const roots = openapiRoots(doc);
  const bodies = [
    ...new Set(
      roots
        .filter((r) => r.direction === 'request' && r.pointer.includes('/content/'))
        .map((r) => resolvePointer(doc, r.pointer)),
    ),
  ];
  const out = schemaMutations('openapi', doc, schemaNodes(doc, roots), bodies);
  for (const op of openapiOperations(doc)) {
    const name = `${op.method.toUpperCase()} ${op.path}`;
    out.push(
      {
        spec: 'openapi',
        kind: 'remove an operation',
        where: name,
        breaking: true,
        rule: 'operation-removed',
        apply: (d) => void delete node(d, child('/paths', op.path))[op.method],
      },
      {
        spec: 'openapi',
        kind: 'add a required request parameter',
        where: name,
        breaking: true,
        rule: 'required-parameter-added',
        apply: (d) =>
          void (node(d, op.pointer)['parameters'] = [
            ...((node(d, op.pointer)['parameters'] as Json[] | undefined) ?? []),
            { name: 'zz_required', in: 'query', required: true, schema: { type: 'string' } },
          ]),
      },
      {
        spec: 'openapi',
        kind: 'add an optional request parameter',
        where: name,
        breaking: false,
        rule: 'optional-parameter-added',
        apply: (d) =>
          void (node(d, op.pointer)['parameters'] = [
            ...((node(d, op.pointer)['parameters'] as Json[] | undefined) ?? []),
            { name: 'zz_optional', in: 'query', schema: { type: 'string' } },
          ]),
      },
      {
        spec: 'openapi',
        kind: 'add an error status',
        where: name,
        breaking: false,
        rule: 'status-added',
        apply: (d) => void (node(d, child(op.pointer, 'responses'))['418'] = { description: 'A teapot.' }),
      },
    );
  }
  out.push(
    {
      spec: 'openapi',
      kind: 'add an operation',
      where: 'GET /zz-things',
      breaking: false,
      rule: 'operation-added',
      apply: (d) =>
        void (node(d, '/paths')['/zz-things'] = {
          get: { operationId: 'listZzThings', responses: { '200': { description: 'Things.' } } },
        }),
    },
    {
      spec: 'openapi',
      kind: 'add a problem type',
      where: '/components/schemas/Problem/x-problem-types',
      breaking: false,
      rule: 'problem-type-added',
      apply: (d) =>
        void (node(d, '/components/schemas/Problem/x-problem-types')['zz-new-problem'] = {
          status: 409,
          title: 'New',
          description: 'New.',
          remedy: 'None.',
        }),
    },
  );
  return out;
}

/** Every mutation of the AsyncAPI bundle, breaking and not. */
export function asyncapiMutations(doc: JsonObject): SpecMutation[] {
  const messages = asyncapiMessages(doc);
  const roots = messages.map((m) => ({ pointer: child(m.pointer, 'payload'), direction: m.direction }));
  const requestPayloads = [
    ...new Set(roots.filter((r) => r.direction === 'request').map((r) => resolvePointer(doc, r.pointer))),
  ];
  const out = schemaMutations('asyncapi', doc, schemaNodes(doc, roots), requestPayloads);
  for (const name of Object.keys(node(doc, '/operations'))) {
    out.push({
      spec: 'asyncapi',
      kind: 'remove an operation',
      where: name,
      breaking: true,
      rule: 'operation-removed',
      apply: (d) => void delete node(d, '/operations')[name],
    });
  }
  for (const m of messages) {
    out.push({
      spec: 'asyncapi',
      kind: 'remove a message',
      where: `${m.listAt}/${m.index}`,
      breaking: true,
      rule: 'message-removed',
      apply: (d) => void (at(d, m.listAt) as Json[]).splice(m.index, 1),
    });
  }
  for (const name of Object.keys(node(doc, '/channels'))) {
    out.push({
      spec: 'asyncapi',
      kind: 'change a channel address',
      where: name,
      breaking: true,
      rule: 'channel-address-changed',
      apply: (d) => void (node(d, child('/channels', name))['address'] = '/zz-moved'),
    });
  }
  const sends = Object.entries(node(doc, '/operations'))
    .filter(([, op]) => (op as JsonObject)['action'] === 'send')
    .map(([name]) => name);
  const channel = Object.keys(node(doc, '/channels'))[0]!;
  for (const op of sends) {
    out.push({
      spec: 'asyncapi',
      kind: 'add a message',
      where: op,
      breaking: false,
      rule: 'message-added',
      apply: (d) => {
        node(d, child('/channels', channel, 'messages'))['zzNews'] = {
          name: 'zzNews',
          payload: { type: 'object', properties: { channel: { type: 'string', enum: ['zz_news'] } } },
        };
        (node(d, child('/operations', op))['messages'] as Json[]).push({
          $ref: `#/channels/${channel}/messages/zzNews`,
        });
      },
    });
  }
  out.push({
    spec: 'asyncapi',
    kind: 'add an operation',
    where: 'sendZzNews',
    breaking: false,
    rule: 'operation-added',
    apply: (d) =>
      void (node(d, '/operations')['sendZzNews'] = {
        action: 'send',
        channel: { $ref: `#/channels/${channel}` },
        messages: [],
      }),
  });
  return out;
}
