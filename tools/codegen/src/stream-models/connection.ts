import { readConnectionLimits, type ConnectionLimits } from '@dap/redocly-rules/connection-limits';
import { isObject, type JsonObject } from '../common/json.js';
import { docLine, memberDoc } from '../common/doc-comment.js';
import { EXTENSIBLE_ENUM } from '../evolution/extensible-enums.js';
import type { StreamSpec } from '../asyncapi/messages.js';
import { channelDeprecationsConstant, channelDeprecationsOf } from './deprecations.js';

/**
 * The facts of the streaming connection a client and a server both need, as constants: the one
 * OAuth2 scope every server's security requires of the handshake, the channel types one can
 * subscribe to (the `ChannelType` schema) and those deprecated, the server message that carries each one's events
 * (the one whose `channel` names it) with its model, and the connection's limits and the close
 * codes the server sends (`x-limits` and `x-close-codes` of its channel).
 */
export function streamConnectionModule(spec: StreamSpec): string {
  const scope = streamScope(spec);
  const localPath = localStreamPath(spec);
  const { limits, closeCodes } = connectionLimitsOf(spec);
  const { values: channelTypes, extensible } = channelTypesOf(spec);
  const deprecations = channelDeprecationsOf(spec, channelTypes);
  const evolution = extensible ? 'The enum is extensible: a newer server may accept more.' : 'The enum is closed.';
  const events = channelTypes.map((channel) => eventMessageOf(spec, channel));
  const models = [...new Set(events.map((event) => event.model))].sort();
  const maxLengths = stringMaxLengthsOf(spec);
  const browserToken = browserTokenProtocolOf(spec);
  return `import type { ${models.join(', ')} } from './models.js';

/** The OAuth2 scope the WebSocket handshake's bearer token must carry (the servers' \`security\`). */
export const STREAM_SCOPE = ${JSON.stringify(scope)};

/** The path the local sandbox serves WebSocket upgrades at (the \`local\` server's \`pathname\`). */
export const LOCAL_STREAM_PATH = ${JSON.stringify(localPath)};

${browserToken === undefined ? '' : browserTokenConstants(browserToken)}/** The channel types one can subscribe to (\`ChannelType\`), in the spec's order. ${evolution} */
export const CHANNEL_TYPES = ${JSON.stringify(channelTypes)} as const;

${channelDeprecationsConstant(channelTypes, deprecations)}
/** The server message that carries each channel type's events: the one whose \`channel\` names it. */
export const CHANNEL_MESSAGES = {
${events.map((event) => `  ${JSON.stringify(event.channel)}: ${JSON.stringify(event.message)},`).join('\n')}
} as const;

/** The event of each channel type. */
export interface ChannelEvents {
${events.map((event) => `  ${JSON.stringify(event.channel)}: ${event.model};`).join('\n')}
}

/** The limits of one connection (\`x-limits\`), which the server enforces. */
export const CONNECTION_LIMITS = {
${limits.map((limit) => `${memberDoc(`${limit.description} (${limit.unit})`)}  ${limit.name}: ${limit.value},`).join('\n')}
} as const;

/**
 * The close codes the server sends (\`x-close-codes\`), by name: the code, and whether a client
 * should reconnect (with backoff) after it rather than report the failure; and, for a code sent for
 * several causes, the close reasons that tell them apart (\`reasons\`, by name: the exact text).
 */
export const CLOSE_CODES = {
${closeCodes.map(closeCodeMember).join('\n')}
} as const;

/** The name of a close code the server sends. */
export type CloseCodeName = keyof typeof CLOSE_CODES;

/**
 * The \`maxLength\` of every named string schema (by its title), so that what a server echoes or
 * quotes of a request stays within what the messages allow.
 */
export const STRING_MAX_LENGTHS = {
${Object.entries(maxLengths)
  .map(([title, max]) => `  ${JSON.stringify(title)}: ${max},`)
  .join('\n')}
} as const;
`;
}

/** One member of \`CLOSE_CODES\`: on one line, or with its \`reasons\` when it lists any. */
function closeCodeMember(close: ConnectionLimits['closeCodes'][number]): string {
  const doc = memberDoc(close.description);
  if (close.reasons.length === 0)
    return `${doc}  ${close.name}: { code: ${close.code}, reconnect: ${close.reconnect} },`;
  const reasons = close.reasons.map(
    (reason) => `      /** ${docLine(reason.description)} */\n      ${reason.name}: ${JSON.stringify(reason.reason)},`,
  );
  return [
    `${doc}  ${close.name}: {`,
    `    code: ${close.code},`,
    `    reconnect: ${close.reconnect},`,
    '    reasons: {',
    ...reasons,
    '    },',
    '  },',
  ].join('\n');
}

/** `x-limits` and `x-close-codes` of the one channel that carries them, read by the same code that renders them into the docs. */
function connectionLimitsOf(spec: StreamSpec): ConnectionLimits {
  const read = readConnectionLimits(spec.resolved);
  if (!read.ok)
    throw new Error(
      read.problems.map((problem) => `${spec.bundlePath}#${problem.pointer}: ${problem.message}`).join('\n'),
    );
  return read.value;
}

/** The titled string schemas of the document's components with their \`maxLength\`, by title (first one found per title). */
function stringMaxLengthsOf(spec: StreamSpec): Record<string, number> {
  const found: Record<string, number> = {};
  const components = isObject(spec.resolved['components']) ? (spec.resolved['components'] as JsonObject) : {};
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    const { title, type, maxLength } = node;
    if (typeof title === 'string' && type === 'string' && typeof maxLength === 'number' && !(title in found))
      found[title] = maxLength;
    Object.values(node).forEach(walk);
  };
  walk(components['schemas']);
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** The server message whose \`channel\` discriminator is \`channel\`, and the model of its payload (its title). */
function eventMessageOf(spec: StreamSpec, channel: string): { channel: string; message: string; model: string } {
  const message = spec.messages.find(
    (m) => m.sentBy.includes('server') && m.discriminator.property === 'channel' && m.discriminator.value === channel,
  );
  if (message === undefined) {
    throw new Error(
      `${spec.bundlePath}#/components/schemas/ChannelType: the channel type ${JSON.stringify(channel)} has no server message whose \`channel\` is ${JSON.stringify(channel)}`,
    );
  }
  const model = message.payload['title'];
  if (typeof model !== 'string')
    throw new Error(
      `${spec.bundlePath}#${message.pointer}: the payload of ${message.name} needs a title (its model's name)`,
    );
  return { channel, message: message.name, model };
}

/** The \`pathname\` of the \`local\` server: where the local sandbox (one port for REST, tokens and WebSocket) upgrades. */
function localStreamPath(spec: StreamSpec): string {
  const servers = isObject(spec.resolved['servers']) ? spec.resolved['servers'] : {};
  const local = servers['local'];
  const pathname = isObject(local) ? local['pathname'] : undefined;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) {
    throw new Error(
      `${spec.bundlePath}#/servers/local/pathname: the local server must say the path of WebSocket upgrades (a pathname starting with /)`,
    );
  }
  return pathname;
}

function streamScope(spec: StreamSpec): string {
  const servers = isObject(spec.resolved['servers']) ? spec.resolved['servers'] : {};
  const scopes = new Set<string>();
  for (const [name, server] of Object.entries(servers)) {
    const security = isObject(server) && Array.isArray(server['security']) ? server['security'] : [];
    const required = security.flatMap((scheme) =>
      isObject(scheme) && Array.isArray(scheme['scopes']) ? scheme['scopes'] : [],
    );
    if (required.length !== 1 || typeof required[0] !== 'string') {
      throw new Error(
        `${spec.bundlePath}#/servers/${name}/security: the handshake must require exactly one OAuth2 scope (\`scopes\` of its security scheme)`,
      );
    }
    scopes.add(required[0]);
  }
  if (scopes.size !== 1)
    throw new Error(
      `${spec.bundlePath}#/servers: every server must require the same scope, found ${[...scopes].join(', ') || 'none'}`,
    );
  return [...scopes][0] as string;
}

function channelTypesOf(spec: StreamSpec): { values: string[]; extensible: boolean } {
  const schemas =
    isObject(spec.resolved['components']) && isObject((spec.resolved['components'] as JsonObject)['schemas'])
      ? ((spec.resolved['components'] as JsonObject)['schemas'] as JsonObject)
      : {};
  const channelType = schemas['ChannelType'];
  const values = isObject(channelType) && Array.isArray(channelType['enum']) ? channelType['enum'] : [];
  if (values.length === 0 || !values.every((value): value is string => typeof value === 'string')) {
    throw new Error(`${spec.bundlePath}#/components/schemas/ChannelType: the channel types must be an enum of strings`);
  }
  return { values, extensible: isObject(channelType) && channelType[EXTENSIBLE_ENUM] === true };
}

/** The subprotocols of the security scheme that lets a browser offer its token in `Sec-WebSocket-Protocol`. */
interface BrowserTokenProtocol {
  subprotocol: string;
  tokenPrefix: string;
}

/**
 * The one security scheme carrying `x-subprotocol` and `x-token-subprotocol-prefix` (a browser's
 * token as a subprotocol, offered by the sandbox servers), or undefined when the spec has none.
 */
function browserTokenProtocolOf(spec: StreamSpec): BrowserTokenProtocol | undefined {
  const components = isObject(spec.resolved['components']) ? spec.resolved['components'] : {};
  const schemes = isObject(components['securitySchemes']) ? components['securitySchemes'] : {};
  const found = Object.entries(schemes).filter(([, scheme]) => isObject(scheme) && 'x-subprotocol' in scheme);
  if (found.length === 0) return undefined;
  const [name, scheme] = found[0] as [string, JsonObject];
  const subprotocol = scheme['x-subprotocol'];
  const tokenPrefix = scheme['x-token-subprotocol-prefix'];
  if (found.length > 1 || typeof subprotocol !== 'string' || typeof tokenPrefix !== 'string' || tokenPrefix === '') {
    throw new Error(
      `${spec.bundlePath}#/components/securitySchemes/${name}: one scheme may carry the token as a subprotocol, with string \`x-subprotocol\` and \`x-token-subprotocol-prefix\``,
    );
  }
  return { subprotocol, tokenPrefix };
}

function browserTokenConstants({ subprotocol, tokenPrefix }: BrowserTokenProtocol): string {
  return `/**
 * The subprotocol a browser offers, with its token as a second one, where it cannot send
 * \`Authorization\` on the handshake (\`x-subprotocol\` of the servers' browser token scheme); the
 * only one the server answers, so the token is never echoed.
 */
export const STREAM_SUBPROTOCOL = ${JSON.stringify(subprotocol)};

/** The prefix of the subprotocol carrying the access token, base64url-encoded (\`x-token-subprotocol-prefix\`). */
export const TOKEN_PROTOCOL_PREFIX = ${JSON.stringify(tokenPrefix)};

`;
}
