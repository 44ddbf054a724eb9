import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/engine/asyncapi.js';
import { diffOpenApi } from '../src/engine/openapi.js';
import { EVOLUTION_RULES_PAGE } from '../src/findings/evolution-rules.js';
import type { JsonObject } from '../src/json/json.js';

const require = createRequire(import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as JsonObject;

describe('the project’s own bundled specs', () => {
  it('compare equal to themselves: no rule fires on an unchanged contract', () => {
    expect(diffOpenApi(load('openapi.json'), load('openapi.json'))).toEqual([]);
    expect(diffAsyncApi(load('asyncapi.json'), load('asyncapi.json'))).toEqual([]);
  });

  it('state the evolution convention in both descriptions, naming x-extensible-enum and linking the rules page under the docs base URL', () => {
    const rest = load('openapi.json') as any;
    const page = `${rest.externalDocs.url}${EVOLUTION_RULES_PAGE}`;
    for (const doc of [rest, load('asyncapi.json') as any]) {
      expect(doc.info.description).toContain('## Evolution');
      expect(doc.info.description).toContain('`x-extensible-enum');
      expect(doc.info.description).toContain(`](${page})`);
    }
  });

  it('report a response enum newly marked extensible as breaking, and a new value of it as not', () => {
    const before = load('openapi.json') as any;
    const marked = load('openapi.json') as any;
    const grown = load('openapi.json') as any;
    delete before.components.schemas.TransferStatus['x-extensible-enum'];
    grown.components.schemas.TransferStatus.enum.push('CANCELLED');
    const marking = diffOpenApi(before, marked).filter((f) => f.direction === 'response');
    expect(marking.map((f) => [f.operation, f.rule, f.severity])).toEqual([
      ['createCryptoWithdrawal', 'enum-marked-extensible', 'breaking'],
    ]);
    expect(marking[0]!.pointer).toBe('/components/schemas/TransferStatus/x-extensible-enum');
    expect(diffOpenApi(marked, grown).map((f) => [f.rule, f.severity])).toEqual([['enum-value-added', 'non-breaking']]);
  });

  it('report a channel type the client can no longer subscribe to, in every client message that carries it', () => {
    const before = load('asyncapi.json');
    const after = load('asyncapi.json');
    for (const message of ['subscribeRequest', 'unsubscribeRequest']) {
      const type = (after as any).channels.connection.messages[message].payload.properties.channels.items.properties
        .type;
      type.enum = type.enum.filter((value: string) => value !== 'heartbeat');
    }
    const findings = diffAsyncApi(before, after);
    expect(findings.map((f) => [f.operation, f.message, f.direction, f.rule, f.old])).toEqual([
      ['subscribe', 'subscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
      ['unsubscribe', 'unsubscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
    ]);
    expect(findings[0]!.pointer).toBe(
      '/channels/connection/messages/subscribeRequest/payload/properties/channels/items/properties/type/enum',
    );
  });
});
