import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureWith } from './support/fixtures.js';
import { generateStreamModels } from '../src/index.js';

const fixture = fixturePath('asyncapi.json');
const files = await generateStreamModels(fixture, 'test/fixtures/asyncapi.json');

describe('generateStreamModels', () => {
  it('writes the models, validators, message catalogue and spec info of a bundle under a banner', async () => {
    expect(Object.keys(files).sort()).toEqual([
      'connection.ts',
      'enums.ts',
      'messages.ts',
      'models.ts',
      'readers.ts',
      'spec.ts',
      'validators.ts',
    ]);
    for (const [name, contents] of Object.entries(files)) {
      expect(contents.split('\n')[0]).toBe(
        '// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).',
      );
      await expect(contents).toMatchFileSnapshot(`./golden/stream-models/${name}`);
    }
  });

  it('writes the handshake scope, the local upgrade path, the browser token’s subprotocols, the channel types a client may subscribe to and the bounds of named strings as constants', () => {
    const connection = files['connection.ts'] ?? '';
    expect(connection).toContain('export const STREAM_SCOPE = "golden:stream";');
    expect(connection).toContain('export const LOCAL_STREAM_PATH = "/stream";');
    expect(connection).toContain('export const STREAM_SUBPROTOCOL = "golden.stream";');
    expect(connection).toContain('export const TOKEN_PROTOCOL_PREFIX = "golden.bearer.";');
    expect(connection).toContain('export const CHANNEL_TYPES = ["tick"] as const;');
    expect(connection).toContain('export const CHANNEL_MESSAGES = {\n  "tick": "tick",\n} as const;');
    expect(connection).toContain('export interface ChannelEvents {\n  "tick": TickEvent;\n}');
    expect(connection).toContain('export const STRING_MAX_LENGTHS = {\n  "PingNote": 8,\n} as const;');
  });

  it('writes the announcement of each deprecated channel type into CHANNEL_DEPRECATIONS, and an empty table when none is deprecated', async () => {
    const connection = files['connection.ts'] ?? '';
    expect(connection).toContain(
      '= {\n  "tick": {\n    deprecatedAt: "2026-01-01",\n    sunset: "2026-06-01",\n    replacedBy: "the tock channel",\n  },\n};',
    );
    const none = await fixtureWith(fixture, (doc) => {
      delete doc.components.schemas.ChannelType['x-deprecated-enum-values'];
    });
    expect((await generateStreamModels(none, 'x'))['connection.ts']).toMatch(
      /export const CHANNEL_DEPRECATIONS: [^=]+ = \{\};/,
    );
  });

  it('refuses a deprecated channel type without its dates and replacement, or one that is no channel type, naming the file and pointer', async () => {
    const unannounced = await fixtureWith(fixture, (doc) => {
      delete doc.components.schemas.ChannelType['x-deprecated-enum-values'].tick['x-sunset'];
    });
    await expect(generateStreamModels(unannounced, 'x')).rejects.toThrow(
      `${unannounced}#/components/schemas/ChannelType/x-deprecated-enum-values/tick: a deprecated channel type needs x-deprecated-at and x-sunset`,
    );
    const unknown = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.ChannelType['x-deprecated-enum-values']['to/ck'] = {
        'x-deprecated-at': '2026-01-01',
        'x-sunset': '2026-06-01',
        'x-replaced-by': 'tick',
      };
    });
    await expect(generateStreamModels(unknown, 'x')).rejects.toThrow(
      `${unknown}#/components/schemas/ChannelType/x-deprecated-enum-values/to~1ck: "to/ck" is not a channel type`,
    );
  });

  it('writes the connection limits and the close codes the server sends, each with its description', () => {
    const connection = files['connection.ts'] ?? '';
    expect(connection).toContain(
      'export const CONNECTION_LIMITS = {\n  /** Largest frame the server reads. (bytes) */\n  maxFrameBytes: 4096,\n',
    );
    expect(connection).toContain('  requestBurst: 10,\n} as const;');
    expect(connection).toContain('  /** The server shuts down. */\n  GOING_AWAY: { code: 1001, reconnect: true },\n');
    expect(connection).toContain('  FRAME_TOO_LARGE: { code: 1009, reconnect: false },\n} as const;');
  });

  it('writes the close reasons a close code lists under it, by name, each with its description', async () => {
    const withReasons = await fixtureWith(fixture, (doc) => {
      doc.channels.socket['x-close-codes'].push({
        code: 1008,
        name: 'POLICY_VIOLATION',
        reconnect: false,
        description: 'Policy violation.',
        reasons: [{ name: 'TOKEN_EXPIRED', reason: 'token expired', description: 'The token expired.' }],
      });
    });
    const connection = (await generateStreamModels(withReasons, 'x'))['connection.ts'] ?? '';
    expect(connection).toContain(
      [
        '  /** Policy violation. */',
        '  POLICY_VIOLATION: {',
        '    code: 1008,',
        '    reconnect: false,',
        '    reasons: {',
        '      /** The token expired. */',
        '      TOKEN_EXPIRED: "token expired",',
        '    },',
        '  },',
      ].join('\n'),
    );
    expect(connection).toContain('  FRAME_TOO_LARGE: { code: 1009, reconnect: false },\n');
  });

  it('refuses limits or close codes that are missing or malformed, naming the file and the pointer', async () => {
    const noLimits = await fixtureWith(fixture, (doc) => {
      delete doc.channels.socket['x-limits'];
    });
    await expect(generateStreamModels(noLimits, 'x')).rejects.toThrow(
      `${noLimits}#/channels/socket/x-limits: \`x-limits\` must be an object of named limits`,
    );
    const badLimit = await fixtureWith(fixture, (doc) => {
      doc.channels.socket['x-limits'].maxFrameBytes.value = '4 KiB';
    });
    await expect(generateStreamModels(badLimit, 'x')).rejects.toThrow(
      `${badLimit}#/channels/socket/x-limits/maxFrameBytes: a limit is`,
    );
    const twice = await fixtureWith(fixture, (doc) => {
      doc.channels.socket['x-close-codes'].push({
        code: 1009,
        name: 'TOO_BIG',
        reconnect: false,
        description: 'Again.',
      });
    });
    await expect(generateStreamModels(twice, 'x')).rejects.toThrow(
      `${twice}#/channels/socket/x-close-codes/2: close code 1009 (TOO_BIG) is listed twice`,
    );
    const none = await fixtureWith(fixture, (doc) => {
      delete doc.channels.socket['x-limits'];
      delete doc.channels.socket['x-close-codes'];
    });
    await expect(generateStreamModels(none, 'x')).rejects.toThrow(
      `${none}#/channels: exactly one channel must carry \`x-limits\` and \`x-close-codes\` (the connection's); found 0`,
    );
  });

  it('refuses a channel type that no server message carries, naming the file and the pointer', async () => {
    const broken = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.ChannelType.enum.push('tock');
    });
    await expect(generateStreamModels(broken, 'x')).rejects.toThrow(
      `${broken}#/components/schemas/ChannelType: the channel type "tock" has no server message whose \`channel\` is "tock"`,
    );
  });

  it('refuses servers that do not require exactly one scope of the handshake, naming the file and the server', async () => {
    const broken = await fixtureWith(fixture, (doc) => {
      doc.servers.local.security[0].scopes = [];
    });
    await expect(generateStreamModels(broken, 'x')).rejects.toThrow(
      `${broken}#/servers/local/security: the handshake must require exactly one OAuth2 scope`,
    );
  });

  it('reads the handshake scope from a security scheme the servers reference, as redocly bundle writes them', async () => {
    const referenced = await fixtureWith(fixture, (doc) => {
      doc.components.securitySchemes = { oauth2: doc.servers.local.security[0] };
      doc.servers.local.security = [{ $ref: '#/components/securitySchemes/oauth2' }];
    });
    const connection = (await generateStreamModels(referenced, 'x'))['connection.ts'] ?? '';
    expect(connection).toContain('export const STREAM_SCOPE = "golden:stream";');
  });

  it('writes the same code whether the bundle references its component schemas or inlines copies of them', async () => {
    const inlined = await fixtureWith(fixture, (doc) => {
      const inline = (node: any): any =>
        Array.isArray(node)
          ? node.map(inline)
          : node !== null && typeof node === 'object'
            ? typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')
              ? inline(doc.components.schemas[node.$ref.split('/').pop()])
              : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]))
            : node;
      doc.components = inline(doc.components);
    });
    expect(await readFile(inlined, 'utf8')).not.toContain('#/components/schemas/');
    const fromInlined = await generateStreamModels(inlined, 'test/fixtures/asyncapi.json');
    for (const [name, contents] of Object.entries(files))
      if (name !== 'spec.ts') expect(fromInlined[name], name).toBe(contents);
  });

  it('names where a payload that references other schemas is written when it refuses it', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.TickEvent.properties.channel.enum.push('tock');
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      `${file}#/components/schemas/TickEvent: message tick cannot be told apart`,
    );
  });

  it('writes exported interfaces and unions named by the schema titles, with the wire property names', () => {
    const models = files['models.ts'] ?? '';
    expect(models).toContain("export interface PongReply {\n  type: 'ping';\n  sent_at: string;\n}");
    expect(models).toContain('export type FailureCode = "BAD" | "WORSE" | UnknownEnumValue;');
    expect(models).toContain('export type TickSide = "BUY" | "SELL";');
    expect(models).not.toMatch(/AnonymousSchema|reservedType|sentAt|class /);
  });

  it('gives open objects an index signature, and closed ones no additionalProperties field', () => {
    const models = files['models.ts'] ?? '';
    expect(models).toContain('export interface TickExtras {\n  venue?: string;\n  [key: string]: unknown;\n}');
    expect(models).not.toContain('additionalProperties');
  });

  it('unites the messages of receive operations as client messages, and of send operations and replies as server messages', () => {
    const models = files['models.ts'] ?? '';
    expect(models).toContain('export type ClientMessage = PingRequest;');
    expect(models).toContain('export type ServerMessage = PongReply | TickEvent | FailureMessage;');
    expect(files['messages.ts']).toContain(
      'export const SERVER_MESSAGE_NAMES: readonly ServerMessageName[] = ["pongReply", "tick", "failure"];',
    );
  });

  it('compiles validators that need no schema compiler at runtime', () => {
    const validators = files['validators.ts'] ?? '';
    expect(validators).not.toMatch(/require\(|new Ajv|from "ajv"/);
    expect(validators).toContain('import { fullFormats } from "ajv-formats/dist/formats.js";');
    expect(validators).toContain('function ucs2length(str)');
  });

  it('produces validators that name and check each message of the fixture', async () => {
    // The golden files are the generated ones (first test); vitest compiles them.
    const { validators } = await import('./golden/stream-models/validators.js');
    const guards = await import('./golden/stream-models/messages.js');
    expect(validators.pingRequest({ type: 'ping', note: '🙂'.repeat(8) })).toBe(true);
    expect(validators.pingRequest({ type: 'ping', note: '🙂'.repeat(9) })).toBe(false);
    expect(validators.pingRequest.errors?.[0]).toMatchObject({ instancePath: '/note', keyword: 'maxLength' });
    expect(guards.isPongReply({ type: 'ping', sent_at: '2025-03-14T15:09:26.535Z' })).toBe(true);
    expect(guards.isPongReply({ type: 'ping', sent_at: '2025-03-14 noon' })).toBe(false);
    expect(guards.isTickEvent({ channel: 'tick', payload: { price: '1.50', extras: { venue: 'X', lot: 3 } } })).toBe(
      true,
    );
    expect(guards.isTickEvent({ channel: 'tick', payload: { price: 1.5 } })).toBe(false);
    expect(guards.SERVER_DISCRIMINATORS).toEqual({
      type: { ping: 'pongReply', failure: 'failure' },
      channel: { tick: 'tick' },
    });
    expect(guards.CLIENT_DISCRIMINATORS).toEqual({ type: { ping: 'pingRequest' } });
  });

  it('gives each extensible enum its known values as a constant and a guard, next to the one UnknownEnumValue', () => {
    const enums = files['enums.ts'] ?? '';
    expect(files['models.ts']).toContain("import type { UnknownEnumValue } from './enums.js';");
    expect(enums.match(/export type UnknownEnumValue = /g)).toHaveLength(1);
    expect(enums).toContain('export const FAILURE_CODES = ["BAD", "WORSE"] as const;');
    expect(enums).toContain('export function isKnownFailureCode(value: unknown): value is KnownFailureCode {');
    expect(enums).not.toContain('TICK_SIDES');
  });

  it('compiles readers of the server messages that keep unknown fields and unknown values of extensible enums, and refuse the rest', async () => {
    const { readers } = await import('./golden/stream-models/readers.js');
    const { validators } = await import('./golden/stream-models/validators.js');
    expect(Object.keys(readers).sort()).toEqual(['failure', 'pongReply', 'tick']);
    const grown = {
      channel: 'tick',
      payload: { price: '1.50', side: 'BUY', venue_id: 7, extras: { lot: 3 } },
      sequence: 9,
    };
    expect(validators.tick(grown)).toBe(false);
    expect(readers.tick(grown)).toBe(true);
    expect(validators.failure({ type: 'failure', code: 'WORST' })).toBe(false);
    expect(readers.failure({ type: 'failure', code: 'WORST' })).toBe(true);
    expect(readers.failure({ type: 'failure', code: 7 })).toBe(false);
    expect(readers.tick({ channel: 'tick', payload: { price: '1.50', side: 'HOLD' } })).toBe(false);
    expect(readers.tick({ channel: 'tick', payload: { price: 1.5 } })).toBe(false);
    expect(readers.tick({ channel: 'tick', payload: {} })).toBe(false);
    expect(readers.tick.errors?.[0]).toMatchObject({ instancePath: '/payload', keyword: 'required' });
  });

  it('refuses an extensible enum without a title, naming the file and the path of the schema', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      const payload = doc.components.schemas.TickEvent.properties.payload.properties;
      payload.grade = { type: 'string', enum: ['X', 'Y'], 'x-extensible-enum': true };
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      `${file}#/components/schemas/TickEvent/properties/payload/properties/grade`,
    );
  });

  it('refuses an invalid AsyncAPI document, naming the file and the path of each error', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      doc.operations.ping.action = 'publish';
    });
    const error = await generateStreamModels(file, 'x').then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain(`${file} is not a valid AsyncAPI document`);
    expect(error?.message).toMatch(new RegExp(`${file}:\\d+:\\d+ at #/operations/ping/action: `));
  });

  it('refuses a schema without a title, naming the file and the path of the schema', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      delete doc.components.schemas.TickEvent.properties.payload.properties.extras.title;
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      `${file}#/components/schemas/TickEvent/properties/payload/properties/extras`,
    );
  });

  it('refuses a message that no property with one constant value names', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.FailureMessage.properties.type.enum.push('fault');
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      `${file}#/components/schemas/FailureMessage: message failure cannot be told apart`,
    );
  });

  it('refuses two messages of one side that the same value names', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.FailureMessage.properties.type.enum = ['ping'];
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      'server messages pongReply and failure both have type=ping',
    );
  });

  it('refuses a payload schema ajv rejects in strict mode, naming the message', async () => {
    const file = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.PongReply.properties.sent_at.format = 'date-tme';
    });
    await expect(generateStreamModels(file, 'x')).rejects.toThrow(
      /#\/components\/schemas\/PongReply: ajv refused the payload of message pongReply: unknown format "date-tme"/,
    );
  });
});
