import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/engine/asyncapi.js';
import type { JsonObject } from '../src/json/json.js';
import { asyncapiFixture, node } from './support/fixtures.js';

function diffAfter(change: (doc: JsonObject) => void) {
  const before = asyncapiFixture();
  const after = asyncapiFixture();
  change(after);
  return diffAsyncApi(before, after);
}

const summary = (findings: ReturnType<typeof diffAsyncApi>) =>
  findings.map((f) => ({
    severity: f.severity,
    operation: f.operation,
    message: f.message,
    direction: f.direction,
    rule: f.rule,
    pointer: f.pointer,
  }));

const payload = (doc: JsonObject, message: string) =>
  node(doc, 'channels', 'connection', 'messages', message, 'payload');

describe('AsyncAPI messages', () => {
  it('reports nothing when the documents are the same', () => {
    expect(diffAfter(() => {})).toEqual([]);
  });

  it('treats a message the client sends (receive operation) as a request: a removed enum value breaks', () => {
    const findings = diffAfter((doc) => {
      node(payload(doc, 'ping'), 'properties', 'level')['enum'] = ['LOW'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'ping',
        message: 'ping',
        direction: 'request',
        rule: 'enum-value-removed',
        pointer: '/channels/connection/messages/ping/payload/properties/level/enum',
      },
    ]);
  });

  it('reports a new required field in a client message as breaking', () => {
    const findings = diffAfter((doc) => {
      payload(doc, 'ping')['required'] = ['type', 'level'];
    });
    expect(summary(findings).map((f) => [f.message, f.direction, f.rule])).toEqual([
      ['ping', 'request', 'required-field-added'],
    ]);
  });

  it('treats a message the server sends (send operation) as a response: a removed field and a new value of a closed enum break', () => {
    const findings = diffAfter((doc) => {
      const tick = payload(doc, 'tick');
      delete node(tick, 'properties')['seq'];
      tick['required'] = [];
      node(tick, 'properties', 'kind')['enum'] = ['A', 'B', 'C'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'sendTick',
        message: 'tick',
        direction: 'response',
        rule: 'field-removed',
        pointer: '/channels/connection/messages/tick/payload/properties/seq',
      },
      {
        severity: 'breaking',
        operation: 'sendTick',
        message: 'tick',
        direction: 'response',
        rule: 'enum-value-added',
        pointer: '/channels/connection/messages/tick/payload/properties/kind/enum',
      },
    ]);
  });

  it('reports a changed code in a message the server sends as breaking', () => {
    const findings = diffAfter((doc) => void (node(payload(doc, 'tick'), 'properties', 'kind')['enum'] = ['A', 'C']));
    expect(findings.map((f) => [f.severity, f.rule, f.old ?? f.new])).toEqual([
      ['breaking', 'enum-value-removed', 'B'],
      ['breaking', 'enum-value-added', 'C'],
    ]);
  });

  it('reports a new field in a message the server sends as non-breaking', () => {
    const findings = diffAfter((doc) => void (node(payload(doc, 'tick'), 'properties')['at'] = { type: 'string' }));
    expect(summary(findings)).toEqual([
      {
        severity: 'non-breaking',
        operation: 'sendTick',
        message: 'tick',
        direction: 'response',
        rule: 'field-added',
        pointer: '/channels/connection/messages/tick/payload/properties/at',
      },
    ]);
  });

  it('reports a changed channel address as breaking', () => {
    const findings = diffAfter((doc) => void (node(doc, 'channels', 'connection')['address'] = '/v2'));
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'channel connection',
        message: undefined,
        direction: 'request',
        rule: 'channel-address-changed',
        pointer: '/channels/connection/address',
      },
    ]);
    expect(findings[0]).toMatchObject({ old: '/', new: '/v2' });
  });

  it('reports a new operation and a new message as non-breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'channels', 'connection', 'messages')['tock'] = { name: 'tock', payload: { type: 'object' } };
      (node(doc, 'operations', 'sendTick')['messages'] as JsonObject[]).push({
        $ref: '#/channels/connection/messages/tock',
      });
      node(doc, 'operations')['sendTock'] = {
        action: 'send',
        channel: { $ref: '#/channels/connection' },
        messages: [{ $ref: '#/channels/connection/messages/tock' }],
      };
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'non-breaking',
        operation: 'sendTick',
        message: 'tock',
        direction: 'response',
        rule: 'message-added',
        pointer: '/channels/connection/messages/tock',
      },
      {
        severity: 'non-breaking',
        operation: 'sendTock',
        message: undefined,
        direction: 'response',
        rule: 'operation-added',
        pointer: '/operations/sendTock',
      },
    ]);
  });

  it('treats the reply to a client request as a response: a field no longer required breaks', () => {
    const findings = diffAfter((doc) => {
      payload(doc, 'pong')['required'] = ['type'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'ping',
        message: 'pong',
        direction: 'response',
        rule: 'field-no-longer-required',
        pointer: '/channels/connection/messages/pong/payload/required',
      },
    ]);
  });

  it('reports a removed message and a removed operation as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'operations', 'ping', 'reply')['messages'] = [];
      delete node(doc, 'operations')['sendTick'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'ping',
        message: 'pong',
        direction: 'response',
        rule: 'message-removed',
        pointer: '/channels/connection/messages/pong',
      },
      {
        severity: 'breaking',
        operation: 'sendTick',
        message: undefined,
        direction: 'response',
        rule: 'operation-removed',
        pointer: '/operations/sendTick',
      },
    ]);
  });

  it('reports an operation whose action flipped as breaking', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'operations', 'sendTick')['action'] = 'receive';
    });
    expect(summary(findings).map((f) => f.rule)).toEqual(['operation-action-changed']);
  });

  it('reports a changed server scope as breaking, and not a narrower one', () => {
    const findings = diffAfter((doc) => {
      node(doc, 'components', 'securitySchemes', 'oauth2')['scopes'] = ['stream:all'];
    });
    expect(summary(findings)).toEqual([
      {
        severity: 'breaking',
        operation: 'server production',
        message: undefined,
        direction: 'request',
        rule: 'scope-changed',
        pointer: '/servers/production/security',
      },
    ]);
    expect(findings[0]).toMatchObject({ old: 'oauth2[stream:read]', new: 'oauth2[stream:all]' });
    expect(diffAfter((doc) => void (node(doc, 'components', 'securitySchemes', 'oauth2')['scopes'] = []))).toEqual([]);
  });
});

describe('AsyncAPI connection limits and close codes', () => {
  const limited = (doc: JsonObject, maxFrameBytes: number, reconnect: boolean) => {
    node(doc, 'channels', 'connection')['x-limits'] = {
      maxFrameBytes: { value: maxFrameBytes, unit: 'bytes', description: 'Largest frame.' },
    };
    node(doc, 'channels', 'connection')['x-close-codes'] = [
      { code: 1013, name: 'SLOW_CONSUMER', reconnect, description: 'Slow.' },
    ];
  };

  it('reports a lowered limit as breaking at its value, and a close code whose reconnect advice flipped, with old and new', () => {
    const before = asyncapiFixture();
    const after = asyncapiFixture();
    limited(before, 65536, true);
    limited(after, 32768, false);
    const findings = diffAsyncApi(before, after);
    expect(findings.map((f) => [f.severity, f.operation, f.direction, f.rule, f.pointer, f.old, f.new])).toEqual([
      [
        'breaking',
        'channel connection',
        'request',
        'connection-limit-narrowed',
        '/channels/connection/x-limits/maxFrameBytes/value',
        65536,
        32768,
      ],
      [
        'breaking',
        'channel connection',
        'response',
        'close-code-changed',
        '/channels/connection/x-close-codes/0/reconnect',
        true,
        false,
      ],
    ]);
  });

  it('reports a raised limit as non-breaking, and nothing when limits and close codes are the same', () => {
    const before = asyncapiFixture();
    const after = asyncapiFixture();
    limited(before, 65536, true);
    limited(after, 65536, true);
    expect(diffAsyncApi(before, after)).toEqual([]);
    limited(after, 131072, true);
    expect(diffAsyncApi(before, after).map((f) => [f.severity, f.rule])).toEqual([
      ['non-breaking', 'connection-limit-widened'],
    ]);
  });
});
