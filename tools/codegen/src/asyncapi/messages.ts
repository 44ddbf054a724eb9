import {
  DiagnosticSeverity,
  Parser,
  type AsyncAPIDocumentInterface,
  type Diagnostic,
  type MessageInterface,
} from '@asyncapi/parser';
import { readFile } from 'node:fs/promises';
import { dereference, isObject, lookup, toPointer, type Json, type JsonObject } from '../common/json.js';
import { readSpec, type SpecInfo } from '../common/spec-info.js';

/** Who sends a message over the connection. */
export type Direction = 'client' | 'server';

/** One message of the AsyncAPI document, as the stream generators see it. */
export interface StreamMessage {
  /** The message's id: its key in the channel's `messages`, e.g. `marketData`. */
  name: string;
  /** Who sends it: one side, or both when operations of both kinds list it. */
  sentBy: Direction[];
  /** The payload schema, with every `$ref` resolved and the parser's `x-parser-*` marks removed. */
  payload: JsonObject;
  /** Where the payload schema is written in the bundle, as a JSON pointer (`/components/schemas/MarketDataEvent`). */
  pointer: string;
  /** The parser's id of the payload schema, which Modelina keeps on the model it makes of it. */
  payloadSchemaId: string;
  /** The required property with one constant value that tells this message from the others of its direction. */
  discriminator: { property: string; value: string };
}

/** A parsed, valid AsyncAPI 3 bundle. */
export interface StreamSpec {
  bundlePath: string;
  info: SpecInfo;
  /** The bundle as JSON, untouched (the parser and Modelina annotate their own copy). */
  raw: JsonObject;
  /**
   * The bundle with its `$ref`s replaced by what they reference: the facts read from it (scope,
   * servers, channel types, limits) are the same whether the bundler references or inlines them.
   */
  resolved: JsonObject;
  /** The parsed document, for Modelina. */
  document: AsyncAPIDocumentInterface;
  /** Each message once: client messages first, then server messages, each in the order the operations list them. */
  messages: StreamMessage[];
}

/**
 * Parses and validates an AsyncAPI 3 bundle with @asyncapi/parser and lists its messages by direction:
 * a `receive` operation's messages come from the client and its reply messages from the server; a
 * `send` operation's messages come from the server and its reply messages from the client.
 * Throws with every error diagnostic as `file:line:col at #/pointer: message [code]`.
 */
export async function readStreamSpec(bundlePath: string): Promise<StreamSpec> {
  const { document: raw, info } = await readSpec(bundlePath);
  const text = await readFile(bundlePath, 'utf8');
  const { document, diagnostics } = await new Parser().parse(text, { source: bundlePath });
  const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error);
  if (!document || errors.length > 0) {
    const lines = (errors.length > 0 ? errors : diagnostics).map((d) => describeDiagnostic(bundlePath, d));
    throw new Error(`${bundlePath} is not a valid AsyncAPI document:\n${lines.join('\n')}`);
  }
  if (!document.version().startsWith('3.')) {
    throw new Error(`${bundlePath}#/asyncapi: expected an AsyncAPI 3 document, got ${document.version()}`);
  }
  const json = raw as JsonObject;
  const resolved = dereference(json, json);
  return { bundlePath, info, raw: json, resolved, document, messages: listMessages(bundlePath, json, document) };
}

export function describeDiagnostic(file: string, d: Diagnostic): string {
  const { line, character } = d.range.start;
  return `${file}:${line + 1}:${character + 1} at #${toPointer(d.path)}: ${d.message} [${String(d.code)}]`;
}

function listMessages(file: string, raw: JsonObject, document: AsyncAPIDocumentInterface): StreamMessage[] {
  const found: Record<Direction, Map<string, MessageInterface>> = { client: new Map(), server: new Map() };
  for (const operation of document.operations().all()) {
    const own: Direction = operation.action() === 'receive' ? 'client' : 'server';
    const other: Direction = own === 'client' ? 'server' : 'client';
    for (const message of operation.messages().all()) found[own].set(message.id(), message);
    for (const message of operation.reply()?.messages().all() ?? []) found[other].set(message.id(), message);
  }
  const messages = new Map<string, StreamMessage>();
  for (const direction of ['client', 'server'] as const) {
    const taken = new Map<string, string>();
    for (const [name, message] of found[direction]) {
      const known = messages.get(name) ?? describeMessage(file, raw, name, message, direction);
      const key = `${known.discriminator.property}=${known.discriminator.value}`;
      const clash = taken.get(key);
      if (clash !== undefined) {
        throw new Error(
          `${file}#${known.pointer}: ${direction} messages ${clash} and ${name} both have ${key}: a frame could be either`,
        );
      }
      taken.set(key, name);
      if (messages.has(name)) known.sentBy.push(direction);
      else messages.set(name, known);
    }
  }
  return [...messages.values()];
}

function describeMessage(
  file: string,
  raw: JsonObject,
  name: string,
  message: MessageInterface,
  direction: Direction,
): StreamMessage {
  const payloadSchema = message.payload();
  const format = message.schemaFormat() ?? 'application/vnd.aai.asyncapi';
  if (!payloadSchema) throw new Error(`${file}: message ${name} has no payload`);
  if (!/^application\/(vnd\.aai\.asyncapi|schema\+json;version=draft-07)/.test(format)) {
    throw new Error(
      `${file}: message ${name} has a payload in ${format}; only AsyncAPI and JSON Schema payloads are supported`,
    );
  }
  const payload = stripParserMarks(payloadSchema.json(), `message ${name}`);
  if (!isObject(payload)) throw new Error(`${file}: the payload of message ${name} is not a schema object`);
  const pointer = findPointer(raw, payload) ?? `/components/messages/${name}/payload`;
  const discriminator = discriminatorOf(payload);
  if (!discriminator) {
    throw new Error(
      `${file}#${pointer}: message ${name} cannot be told apart from the other ${direction} messages: ` +
        'its payload needs a required property whose schema allows one string (`const` or a one-value `enum`)',
    );
  }
  return { name, sentBy: [direction], payload, pointer, payloadSchemaId: payloadSchema.id(), discriminator };
}

/** The first required property (in `properties` order) whose schema allows exactly one string. */
function discriminatorOf(payload: JsonObject): StreamMessage['discriminator'] | undefined {
  const properties = payload['properties'];
  const required = payload['required'];
  if (!isObject(properties) || !Array.isArray(required)) return undefined;
  for (const [property, schema] of Object.entries(properties)) {
    if (!required.includes(property) || !isObject(schema)) continue;
    const values = 'const' in schema ? [schema['const']] : schema['enum'];
    if (Array.isArray(values) && values.length === 1 && typeof values[0] === 'string')
      return { property, value: values[0] };
  }
  return undefined;
}

/** A deep copy without the parser's and Modelina's annotations (`x-parser-*`, `x-modelgen-*`). */
export function stripParserMarks(value: unknown, what: string, seen = new Set<unknown>()): Json {
  if (Array.isArray(value)) return within(() => value.map((item) => stripParserMarks(item, what, seen)));
  if (typeof value === 'object' && value !== null) {
    return within(() =>
      Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !/^x-(parser|modelgen)-/.test(key))
          .map(([key, item]) => [key, stripParserMarks(item, what, seen)]),
      ),
    );
  }
  return value as Json;

  function within<T>(copy: () => T): T {
    if (seen.has(value)) throw new Error(`${what}: circular schemas are not supported`);
    seen.add(value);
    const result = copy();
    seen.delete(value);
    return result;
  }
}

/**
 * Where `target` (a schema with its `$ref`s resolved, as the parser gives it) is written in `root`:
 * the JSON pointer of the first value that equals it once its own `$ref`s are followed. A `$ref`
 * is not a place of its own: its target is found where it is written.
 */
export function findPointer(root: Json, target: Json): string | undefined {
  const search = (node: Json, path: string[]): string | undefined => {
    if (isObject(node) && typeof node['$ref'] === 'string') return undefined;
    if (deepEqual(root, node, target)) return toPointer(path);
    if (typeof node !== 'object' || node === null) return undefined;
    for (const [key, value] of Array.isArray(node)
      ? node.map((v, i) => [String(i), v] as const)
      : Object.entries(node)) {
      const hit = search(value, [...path, key]);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  return search(root, []);
}

/** Whether `a` (of `root`, its local `$ref`s followed) and `b` are the same JSON. */
function deepEqual(root: Json, a: Json, b: Json, following: ReadonlySet<string> = new Set()): boolean {
  const ref = isObject(a) && typeof a['$ref'] === 'string' ? a['$ref'] : undefined;
  if (ref !== undefined && !following.has(ref)) {
    const target = lookup(root, ref);
    return target !== undefined && deepEqual(root, target, b, new Set([...following, ref]));
  }
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (key) => key in b && deepEqual(root, (a as JsonObject)[key] as Json, (b as JsonObject)[key] as Json, following),
  );
}
