import {
  ConstrainedDictionaryModel,
  ConstrainedEnumModel,
  ConstrainedReferenceModel,
  TypeScriptGenerator,
  type ConstrainedMetaModel,
  type OutputModel,
  type TypeScriptPreset,
} from '@asyncapi/modelina';
import {
  findPointer,
  stripParserMarks,
  type Direction,
  type StreamMessage,
  type StreamSpec,
} from '../asyncapi/messages.js';
import { propertyKey } from '../common/property-key.js';
import {
  extensibleEnumsIn,
  isExtensibleEnum,
  UNKNOWN_ENUM_VALUE,
  type ExtensibleEnum,
} from '../evolution/extensible-enums.js';

/** The names models.ts declares besides Modelina's models. */
const UNION_NAMES = [
  'ClientMessages',
  'ServerMessages',
  'Messages',
  'ClientMessage',
  'ServerMessage',
  'ClientMessageName',
  'ServerMessageName',
  'MessageName',
];

/**
 * The models of every message payload as exported TypeScript interfaces and union types, with the
 * wire property names, followed by the message maps and unions Modelina does not produce:
 * `ClientMessages` / `ServerMessages` (message name → payload type), `ClientMessage` /
 * `ServerMessage`, and the message name unions. An extensible enum's type is its values plus
 * `UnknownEnumValue`. Also returns each message's payload type name, and the extensible enums.
 */
export async function streamModelsModule(
  spec: StreamSpec,
): Promise<{ code: string; typeNames: Record<string, string>; enums: ExtensibleEnum[] }> {
  const generator = new TypeScriptGenerator({
    modelType: 'interface',
    enumType: 'union',
    mapType: 'record',
    // Property names exactly as on the wire (Modelina would write `reservedType`, `executedAt`).
    constraints: { propertyKey: ({ objectPropertyModel }) => propertyKey(objectPropertyModel.propertyName) },
    typeMapping: { Any: () => 'unknown' },
    presets: [JSON_PRESET, EXTENSIBLE_ENUM_PRESET, DESCRIPTION_PRESET],
  });
  const models = await generator.generate(spec.document);

  const anonymous = models.filter((m) => /^AnonymousSchema/.test(m.modelName));
  if (anonymous.length > 0) {
    const where = anonymous.map((m) => {
      const pointer = findPointer(spec.raw, stripParserMarks(m.model.originalInput, m.modelName));
      return `${spec.bundlePath}#${pointer ?? '?'} (${m.modelName})`;
    });
    throw new Error(
      `schemas without a title would become anonymous models; give each a \`title\`:\n${where.join('\n')}`,
    );
  }
  const taken = models.map((m) => m.modelName).filter((name) => UNION_NAMES.includes(name));
  if (taken.length > 0)
    throw new Error(`${spec.bundlePath}: schema titles ${taken.join(', ')} are names the generator reserves`);

  const typeNames: Record<string, string> = {};
  for (const message of spec.messages) typeNames[message.name] = modelOf(models, message, spec.bundlePath).modelName;

  const enums = extensibleEnums(spec, models);
  const imports = enums.length > 0 ? [`import type { ${UNKNOWN_ENUM_VALUE} } from './enums.js';`] : [];
  const declarations = models.map((m) => exported(m.result, m.modelName));
  return {
    code: [...imports, ...declarations, unions(spec.messages, typeNames)].join('\n\n') + '\n',
    typeNames,
    enums,
  };
}

/** The extensible enums, by the title Modelina names their type after (a schema without one is refused above). */
function extensibleEnums(spec: StreamSpec, models: OutputModel[]): ExtensibleEnum[] {
  const byName = new Map<string, ExtensibleEnum>();
  for (const m of models) {
    if (!(m.model instanceof ConstrainedEnumModel) || !isExtensibleEnum(m.model.originalInput)) continue;
    byName.set(m.modelName, { typeName: m.modelName, values: m.model.originalInput.enum.map(String) });
  }
  for (const [pointer, { schema }] of extensibleEnumsIn(spec.raw, spec.bundlePath)) {
    const title = schema['title'];
    if (typeof title !== 'string' || !byName.has(title)) {
      throw new Error(
        `${spec.bundlePath}#${pointer}: an extensible enum needs a title of its own (found ${JSON.stringify(title ?? null)}): its type and constants are named after it`,
      );
    }
  }
  return [...byName.values()];
}

function modelOf(models: OutputModel[], message: StreamMessage, file: string): OutputModel {
  const model = models.find(
    (m) =>
      (m.model.originalInput as Record<string, unknown> | undefined)?.['x-parser-schema-id'] ===
      message.payloadSchemaId,
  );
  if (!model)
    throw new Error(`${file}#${message.pointer}: Modelina made no model of the payload of message ${message.name}`);
  return model;
}

function exported(result: string, name: string): string {
  const declaration = /^(interface|type) /m;
  if (!declaration.test(result)) throw new Error(`Modelina rendered ${name} as neither an interface nor a type`);
  return result.replace(declaration, 'export $1 ');
}

function unions(messages: StreamMessage[], typeNames: Record<string, string>): string {
  const of = (direction: Direction) => messages.filter((m) => m.sentBy.includes(direction));
  const map = (name: string, doc: string, list: StreamMessage[]) =>
    `/** ${doc} */\nexport interface ${name} {\n` +
    list.map((m) => `  ${propertyKey(m.name)}: ${typeNames[m.name]};\n`).join('') +
    '}';
  const union = (list: StreamMessage[]) =>
    list.length === 0 ? 'never' : [...new Set(list.map((m) => typeNames[m.name]))].join(' | ');
  const client = of('client');
  const server = of('server');
  return [
    map(
      'ClientMessages',
      'Messages the client sends, by message name: those of `receive` operations (and replies to `send` operations).',
      client,
    ),
    map(
      'ServerMessages',
      'Messages the server sends, by message name: those of `send` operations and replies to `receive` operations.',
      server,
    ),
    '/** Every message, by message name. */\nexport interface Messages extends ClientMessages, ServerMessages {}',
    `/** Any message the client sends. */\nexport type ClientMessage = ${union(client)};`,
    `/** Any message the server sends. */\nexport type ServerMessage = ${union(server)};`,
    '/** The name of a message the client sends. */\nexport type ClientMessageName = keyof ClientMessages;',
    '/** The name of a message the server sends. */\nexport type ServerMessageName = keyof ServerMessages;',
    '/** The name of any message. */\nexport type MessageName = keyof Messages;',
  ].join('\n\n');
}

/**
 * Open objects (`additionalProperties` not `false`) get an index signature instead of Modelina's
 * `additionalProperties` field, which is not on the wire.
 */
const JSON_PRESET: TypeScriptPreset = {
  interface: {
    property({ property, content }) {
      const model = property.property;
      if (model instanceof ConstrainedDictionaryModel && model.serializationType === 'unwrap')
        return '[key: string]: unknown;';
      return content;
    },
  },
};

/** An extensible enum (`x-extensible-enum: true`) admits the values this version does not list. */
const EXTENSIBLE_ENUM_PRESET: TypeScriptPreset = {
  enum: {
    self({ model, content }) {
      if (!isExtensibleEnum(model.originalInput)) return content;
      if (!/;\s*$/.test(content))
        throw new Error(`Modelina rendered the enum ${model.name} as something other than a union type`);
      return content.replace(/;\s*$/, ` | ${UNKNOWN_ENUM_VALUE};`);
    },
  },
};

/** Each schema's `description` and `examples` as a doc comment; a property that names a model leaves it to the model. */
const DESCRIPTION_PRESET: TypeScriptPreset = {
  interface: {
    self: ({ model, content }) => withDoc(model, content),
    property: ({ property, content }) =>
      property.property instanceof ConstrainedReferenceModel || property.property instanceof ConstrainedDictionaryModel
        ? content
        : withDoc(property.property, content),
  },
  type: { self: ({ model, content }) => withDoc(model, content) },
  enum: { self: ({ model, content }) => withDoc(model, content) },
};

function withDoc(model: ConstrainedMetaModel, content: string): string {
  const input = (model.originalInput ?? {}) as { description?: unknown; examples?: unknown };
  const lines: string[] = [];
  if (typeof input.description === 'string' && input.description.trim() !== '')
    lines.push(...input.description.trim().split('\n'));
  if (Array.isArray(input.examples) && input.examples.length > 0) {
    lines.push('@example ' + input.examples.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join(', '));
  }
  if (lines.length === 0) return content;
  const doc = ['/**', ...lines.map((line) => (' * ' + line.replaceAll('*/', '*\\/')).trimEnd()), ' */'].join('\n');
  return `${doc}\n${content}`;
}
