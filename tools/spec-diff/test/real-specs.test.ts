import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/asyncapi.js';
import type { JsonObject } from '../src/json.js';
import { diffOpenApi } from '../src/openapi.js';

const require = createRequire(import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as JsonObject;

describe('the project’s own bundled specs', () => {
  it('compare equal to themselves: no rule fires on an unchanged contract', () => {
    expect(diffOpenApi(load('openapi.json'), load('openapi.json'))).toEqual([]);
    expect(diffAsyncApi(load('asyncapi.json'), load('asyncapi.json'))).toEqual([]);
  });

  it('report a channel type the client can no longer subscribe to, in every client message that carries it', () => {
    const before = load('asyncapi.json');
    const after = load('asyncapi.json');
    for (const message of ['subscribeRequest', 'unsubscribeRequest']) {
      const type = (after as any).channels.connection.messages[message].payload.properties.channels.items.properties.type;
      type.enum = type.enum.filter((value: string) => value !== 'heartbeat');
    }
    const findings = diffAsyncApi(before, after);
    expect(findings.map((f) => [f.operation, f.message, f.direction, f.rule, f.old])).toEqual([
      ['subscribe', 'subscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
      ['unsubscribe', 'unsubscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
    ]);
    expect(findings[0]!.pointer).toBe('/channels/connection/messages/subscribeRequest/payload/properties/channels/items/properties/type/enum');
  });
});
