import type { JsonObject } from '../../src/json/json.js';

const clone = <T>(value: T): T => structuredClone(value);

/**
 * A small bundled OpenAPI document: `POST /things` (createThing) sends a `ThingRequest` and reads a
 * `Thing`; `GET /things/{id}` (getThing) takes a path id and an optional `expand` query parameter.
 * Tests take one, change a copy, and diff the two.
 */
export function openapiFixture(): JsonObject {
  return clone({
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    security: [{ oauth2: ['things:read'] }],
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          security: [{ oauth2: ['things:write'] }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingRequest' } } },
          },
          responses: {
            '200': {
              description: 'Created.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
            '400': { description: 'Invalid.', content: { 'application/problem+json': { schema: { type: 'object' } } } },
          },
        },
      },
      '/things/{id}': {
        get: {
          operationId: 'getThing',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'expand', in: 'query', schema: { type: 'string', maxLength: 20 } },
          ],
          responses: {
            '200': {
              description: 'Found.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Colour: { type: 'string', enum: ['RED', 'GREEN', 'BLUE'] },
        ThingRequest: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z]+$' },
            colour: { $ref: '#/components/schemas/Colour', description: 'Paint.' },
            count: { type: 'integer', minimum: 0, maximum: 10 },
            note: { type: 'string' },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        Thing: {
          type: 'object',
          required: ['id', 'name', 'colour'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            colour: { $ref: '#/components/schemas/Colour' },
            count: { type: 'integer' },
            parent: { $ref: '#/components/schemas/Thing' },
          },
        },
      },
    },
  });
}

/**
 * A small bundled AsyncAPI 3.0 document: the client sends `ping` (receive operation `ping`, answered
 * by a `pong` reply) and the server sends `tick` events (send operation `sendTick`).
 */
export function asyncapiFixture(): JsonObject {
  return clone({
    asyncapi: '3.0.0',
    info: { title: 'Fixture stream', version: '1.0.0' },
    servers: {
      production: {
        host: 'ws.example.com',
        protocol: 'wss',
        security: [{ $ref: '#/components/securitySchemes/oauth2' }],
      },
    },
    channels: {
      connection: {
        address: '/',
        messages: {
          ping: {
            name: 'ping',
            payload: {
              type: 'object',
              required: ['type'],
              properties: {
                type: { type: 'string', enum: ['ping'] },
                level: { type: 'string', enum: ['LOW', 'HIGH'] },
              },
            },
          },
          pong: {
            name: 'pong',
            payload: {
              type: 'object',
              required: ['type', 'at'],
              properties: { type: { type: 'string', enum: ['pong'] }, at: { type: 'string' } },
            },
          },
          tick: {
            name: 'tick',
            payload: {
              type: 'object',
              required: ['seq'],
              properties: { seq: { type: 'integer' }, kind: { type: 'string', enum: ['A', 'B'] } },
            },
          },
        },
      },
    },
    operations: {
      ping: {
        action: 'receive',
        channel: { $ref: '#/channels/connection' },
        messages: [{ $ref: '#/channels/connection/messages/ping' }],
        reply: {
          channel: { $ref: '#/channels/connection' },
          messages: [{ $ref: '#/channels/connection/messages/pong' }],
        },
      },
      sendTick: {
        action: 'send',
        channel: { $ref: '#/channels/connection' },
        messages: [{ $ref: '#/channels/connection/messages/tick' }],
      },
    },
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.example.com/token',
              availableScopes: { 'stream:read': 'Read.', 'stream:all': 'All.' },
            },
          },
          scopes: ['stream:read'],
        },
      },
    },
  });
}

/** Shortcut into a fixture: `node(doc, 'components', 'schemas', 'Thing')`. */
export function node(doc: JsonObject, ...path: string[]): JsonObject {
  let current: unknown = doc;
  for (const key of path) current = (current as Record<string, unknown>)[key];
  return current as JsonObject;
}
