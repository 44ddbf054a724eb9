import { Ajv, _ } from 'ajv';
import ajvFormats from 'ajv-formats';
import { createRequire } from 'node:module';
import type { StreamMessage, StreamSpec } from '../asyncapi/messages.js';
import type { Json } from '../common/json.js';
import { propertyKey } from '../common/property-key.js';
import { EXTENSIBLE_ENUM } from '../evolution/extensible-enums.js';
import { tolerant } from '../evolution/tolerant.js';

/** `.name` when `name` is an identifier, `["name"]` otherwise. */
const propertyAccess = (name: string) => (propertyKey(name) === name ? `.${name}` : `[${JSON.stringify(name)}]`);

const require = createRequire(import.meta.url);
// ajv's standalone generator and ajv-formats are CommonJS: require gives the functions themselves.
const standaloneCode = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js').default;
const ucs2length = (require('ajv/dist/runtime/ucs2length.js') as { default: (s: string) => number }).default;
const addFormats = ajvFormats.default;

/** The one import the standalone code needs for `format` (ajv-formats' validators, without ajv itself). */
const FORMATS_IMPORT = 'import { fullFormats } from "ajv-formats/dist/formats.js";';

/**
 * validators.ts: every message payload compiled by ajv (draft-07, strict, all errors, ajv-formats)
 * into standalone ESM code, so nothing is compiled at runtime; exported as `validators`, a typed map
 * from message name to validate function. The code is ajv's JavaScript, so the file opts out of type
 * checking; its exports are typed by hand here.
 */
export function streamValidatorsModule(spec: StreamSpec): string {
  const code = standaloneValidators(spec, spec.messages, (message) => message.payload, 'MessageName');
  return `${code.header}

/** One reason a value does not match (the fields of ajv's ErrorObject that this package uses). */
export interface ValidatorError {
  /** JSON pointer of the value that failed. */
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled payload schema: \`true\` when \`data\` matches; otherwise \`false\`, with the reasons in \`errors\`. */
export interface MessageValidator {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

${code.body}
/** The compiled payload schema of every message, by message name. */
export const validators: Readonly<Record<MessageName, MessageValidator>> = {
${code.entries}
};
`;
}

/**
 * readers.ts: the server's messages compiled as the evolution rules let them change within a major
 * version: fields the schema does not list are accepted at any depth (no \`additionalProperties:
 * false\`), and so is any string where an enum is marked \`x-extensible-enum: true\`. Everything
 * else is checked as strictly as by validators.ts: types, required fields, patterns, formats, bounds,
 * closed enums and the discriminators.
 */
export function streamReadersModule(spec: StreamSpec): string {
  const server = spec.messages.filter((m) => m.sentBy.includes('server'));
  const code = standaloneValidators(spec, server, (message) => tolerant(message.payload), 'ServerMessageName');
  return `${code.header}
import type { MessageValidator } from './validators.js';

${code.body}
/** Each server message's payload schema as the evolution rules allow it to grow, compiled, by message name. */
export const readers: Readonly<Record<ServerMessageName, MessageValidator>> = {
${code.entries}
};
`;
}

/** ajv standalone code for `messages` (schema of each from `schemaOf`), with its imports and the entries of a map by message name. */
function standaloneValidators(
  spec: StreamSpec,
  messages: StreamMessage[],
  schemaOf: (message: StreamMessage) => Json,
  nameType: string,
): { header: string; body: string; entries: string } {
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    code: { source: true, esm: true, lines: true, formats: _`fullFormats` },
  });
  addFormats(ajv);
  // Annotation keywords of the AsyncAPI Schema Object that JSON Schema draft-07 does not define, and
  // the evolution rules' marker, which the models and readers.ts act on.
  ajv.addVocabulary(['discriminator', 'externalDocs', EXTENSIBLE_ENUM]);

  const exportNames: Record<string, string> = {};
  messages.forEach((message, index) => {
    const key = `message:${message.name}`;
    try {
      ajv.addSchema(schemaOf(message) as object, key);
      ajv.getSchema(key);
    } catch (error) {
      throw new Error(
        `${spec.bundlePath}#${message.pointer}: ajv refused the payload of message ${message.name}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    exportNames[`message${index}`] = key;
  });

  let code = standaloneCode(ajv, exportNames);
  // ajv exports `messageN = validateM`; keep the validate functions private and map them by message name.
  const functionOf = new Map<string, string>();
  code = code.replace(/^export const (message\d+) = (validate\d+);\n/gm, (_line, exportName: string, fn: string) => {
    functionOf.set(exportName, fn);
    return '';
  });
  code = code.replace(/^"use strict";\n?/, '');

  const imports = [`import type { ${nameType} } from './models.js';`];
  if (code.includes('fullFormats[')) imports.push(FORMATS_IMPORT);
  // ajv refers to runtime helpers with require(), which ESM lacks: inline the one that stands alone.
  const helpers: string[] = [];
  const ucs2 = 'require("ajv/dist/runtime/ucs2length").default';
  if (code.includes(ucs2)) {
    code = code.replaceAll(ucs2, 'ucs2length');
    helpers.push(
      `// ajv/dist/runtime/ucs2length, inlined: the length of a string in Unicode code points.\n${ucs2length.toString()}`,
    );
  }
  const leftover = /require\("([^"]+)"\)/.exec(code);
  if (leftover)
    throw new Error(`the standalone validators need ${leftover[1]}, which the generator cannot import as ESM yet`);

  const entries = messages.map((message, index) => {
    const fn = functionOf.get(`message${index}`);
    if (fn === undefined) throw new Error(`ajv produced no validator for message ${message.name}`);
    return `  ${propertyKey(message.name)}: ${fn},`;
  });

  return {
    header: `// @ts-nocheck: ajv's standalone JavaScript; the exports at the end are typed.\n${imports.join('\n')}`,
    body: `${code.trim()}\n${helpers.length > 0 ? '\n' + helpers.join('\n\n') + '\n' : ''}`,
    entries: entries.join('\n'),
  };
}

/**
 * messages.ts: which messages each side sends, how a frame names its message (discriminating
 * property → value → message name), and a type guard per message (\`isMarketDataEvent\`).
 */
export function streamMessagesModule(spec: StreamSpec, typeNames: Record<string, string>): string {
  const client = spec.messages.filter((m) => m.sentBy.includes('client'));
  const server = spec.messages.filter((m) => m.sentBy.includes('server'));
  const names = (list: StreamMessage[]) => '[' + list.map((m) => JSON.stringify(m.name)).join(', ') + ']';
  const discriminators = (list: StreamMessage[]) => {
    const byProperty = new Map<string, StreamMessage[]>();
    for (const m of list)
      byProperty.set(m.discriminator.property, [...(byProperty.get(m.discriminator.property) ?? []), m]);
    const lines = [...byProperty].map(
      ([property, ms]) =>
        `  ${propertyKey(property)}: {\n` +
        ms.map((m) => `    ${propertyKey(m.discriminator.value)}: ${JSON.stringify(m.name)},\n`).join('') +
        '  },\n',
    );
    return '{\n' + lines.join('') + '}';
  };

  const guards = new Map<string, StreamMessage>();
  for (const message of spec.messages) {
    const guard = `is${typeNames[message.name] ?? ''}`;
    const other = guards.get(guard);
    if (other)
      throw new Error(
        `${spec.bundlePath}: messages ${other.name} and ${message.name} have the same payload type ${typeNames[message.name] ?? ''}; give their payloads distinct titles`,
      );
    guards.set(guard, message);
  }
  const types = [...new Set(Object.values(typeNames))].sort();
  return `import type {
${['ClientMessageName', 'ServerMessageName', ...types].map((t) => `  ${t},\n`).join('')}} from './models.js';
import { validators } from './validators.js';

/** How frames name their message: discriminating property → its value → message name. */
export type Discriminators<Name extends string> = Readonly<Record<string, Readonly<Record<string, Name>>>>;

/** The messages the client sends, in operation order. */
export const CLIENT_MESSAGE_NAMES: readonly ClientMessageName[] = ${names(client)};

/** The messages the server sends, in operation order. */
export const SERVER_MESSAGE_NAMES: readonly ServerMessageName[] = ${names(server)};

/** How a client frame names its message. */
export const CLIENT_DISCRIMINATORS: Discriminators<ClientMessageName> = ${discriminators(client)};

/** How a server frame names its message. */
export const SERVER_DISCRIMINATORS: Discriminators<ServerMessageName> = ${discriminators(server)};
${[...guards]
  .map(
    ([guard, m]) => `
/** Whether \`value\` is a valid \`${m.name}\` message (${m.discriminator.property} \`${m.discriminator.value}\`). */
export function ${guard}(value: unknown): value is ${typeNames[m.name] ?? ''} {
  return validators${propertyAccess(m.name)}(value);
}
`,
  )
  .join('')}`;
}
