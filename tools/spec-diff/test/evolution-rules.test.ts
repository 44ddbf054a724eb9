import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/engine/asyncapi.js';
import { diffOpenApi } from '../src/engine/openapi.js';
import { diffSchema } from '../src/engine/schema-diff.js';
import type { EvolutionRule } from '../src/findings/evolution-rule.js';
import { describes, EVOLUTION_RULES, evolutionRulesFor, undescribedRules } from '../src/findings/evolution-rules.js';
import { Findings, RULES, type Direction, type Finding } from '../src/findings/findings.js';
import { diffBundles } from '../src/gate/compare.js';
import type { Json, JsonObject } from '../src/json/json.js';
import { asyncapiFixture, node, openapiFixture } from './support/fixtures.js';

/** Diffs two standalone schemas in one direction. */
function schema(direction: Direction, before: Json, after: Json): Finding[] {
  const findings = new Findings();
  const report = findings.reporter({ spec: 'openapi', operation: 'op' });
  diffSchema(
    { oldDoc: before, newDoc: after, direction, report, visited: new Set() },
    { value: before, pointer: '' },
    { value: after, pointer: '' },
    '',
  );
  return findings.list;
}
const both = (before: Json, after: Json) => [...schema('request', before, after), ...schema('response', before, after)];

function openapi(change: (doc: JsonObject) => void): Finding[] {
  const after = openapiFixture();
  change(after);
  return diffOpenApi(openapiFixture(), after);
}
function asyncapi(change: (doc: JsonObject) => void): Finding[] {
  const after = asyncapiFixture();
  change(after);
  return diffAsyncApi(asyncapiFixture(), after);
}
const problems = (types: JsonObject): JsonObject => {
  const doc = openapiFixture();
  node(doc, 'components', 'schemas')['Problem'] = { type: 'object', 'x-problem-types': types };
  return doc;
};

/** The fixture with the connection channel's `x-limits` before and after. */
function limits(before: Record<string, number>, after: Record<string, number>): Finding[] {
  const as = (values: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, { value, unit: 'bytes', description: name }]),
    );
  const [o, n] = [asyncapiFixture(), asyncapiFixture()];
  node(o, 'channels', 'connection')['x-limits'] = as(before);
  node(n, 'channels', 'connection')['x-limits'] = as(after);
  return diffAsyncApi(o, n);
}
/** The OpenAPI fixture with root `x-limits` values before and after. */
function requestLimits(before: Record<string, number>, after: Record<string, number>): Finding[] {
  const as = (values: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, { value, unit: 'bytes', description: name }]),
    );
  const [o, n] = [openapiFixture(), openapiFixture()];
  o['x-limits'] = as(before);
  n['x-limits'] = as(after);
  return diffOpenApi(o, n);
}
/** The fixture with the connection channel's `x-close-codes` (code, reconnect) before and after. */
function closeCodes(before: [number, boolean][], after: [number, boolean][]): Finding[] {
  const as = (codes: [number, boolean][]) =>
    codes.map(([code, reconnect]) => ({ code, name: `CODE_${code}`, reconnect, description: 'When.' }));
  const [o, n] = [asyncapiFixture(), asyncapiFixture()];
  node(o, 'channels', 'connection')['x-close-codes'] = as(before);
  node(n, 'channels', 'connection')['x-close-codes'] = as(after);
  return diffAsyncApi(o, n);
}

const key = (e: Pick<EvolutionRule, 'rule' | 'direction' | 'severity'>) => `${e.rule} ${e.direction} ${e.severity}`;
const str = { type: 'string' };
/** A deprecation whose sunset has passed, whatever day the test runs. */
const ANNOUNCED = { 'x-deprecated-at': '2020-01-01', 'x-sunset': '2020-06-01', 'x-replaced-by': 'b' };

/** A change that the entry describes, made to a fixture or a schema: the engine must classify it as the entry says. */
const SCENARIOS: Record<string, () => Finding[]> = {
  'spec-removed response breaking': () =>
    diffBundles(
      {
        openapi: { old: openapiFixture(), new: openapiFixture() },
        asyncapi: { old: asyncapiFixture(), new: undefined },
      },
      'base',
    ).findings,
  'path-removed request breaking': () => openapi((doc) => delete node(doc, 'paths')['/things/{id}']),
  'operation-removed both breaking': () => [
    ...openapi((doc) => delete node(doc, 'paths', '/things/{id}')['get']),
    ...asyncapi((doc) => delete node(doc, 'operations')['sendTick']),
  ],
  'operation-added both non-breaking': () => [
    ...openapi(
      (doc) =>
        (node(doc, 'paths', '/things/{id}')['delete'] = {
          operationId: 'deleteThing',
          responses: { '204': { description: 'Gone.' } },
        }),
    ),
    ...asyncapi(
      (doc) =>
        (node(doc, 'operations')['sendTock'] = {
          action: 'send',
          channel: { $ref: '#/channels/connection' },
          messages: [{ $ref: '#/channels/connection/messages/tick' }],
        }),
    ),
  ],
  'operation-action-changed both breaking': () =>
    asyncapi((doc) => (node(doc, 'operations', 'sendTick')['action'] = 'receive')),
  'message-removed both breaking': () => asyncapi((doc) => (node(doc, 'operations', 'ping', 'reply')['messages'] = [])),
  'message-added both non-breaking': () =>
    asyncapi((doc) => {
      node(doc, 'channels', 'connection', 'messages')['tock'] = { name: 'tock', payload: { type: 'object' } };
      (node(doc, 'operations', 'sendTick')['messages'] as Json[]).push({ $ref: '#/channels/connection/messages/tock' });
    }),
  'channel-address-changed request breaking': () =>
    asyncapi((doc) => (node(doc, 'channels', 'connection')['address'] = '/stream')),
  'scope-changed request breaking': () =>
    openapi((doc) => (node(doc, 'paths', '/things', 'post')['security'] = [{ oauth2: ['things:admin'] }])),
  'success-status-removed response breaking': () =>
    openapi((doc) => delete node(doc, 'paths', '/things/{id}', 'get', 'responses')['200']),
  'status-added response non-breaking': () =>
    openapi((doc) => (node(doc, 'paths', '/things/{id}', 'get', 'responses')['404'] = { description: 'None.' })),
  'status-added response breaking': () =>
    openapi((doc) => (node(doc, 'paths', '/things/{id}', 'get', 'responses')['201'] = { description: 'Made.' })),
  'media-type-removed both breaking': () =>
    openapi((doc) => {
      node(doc, 'paths', '/things', 'post', 'requestBody')['content'] = { 'text/plain': { schema: str } };
      node(doc, 'paths', '/things/{id}', 'get', 'responses', '200')['content'] = { 'text/plain': { schema: str } };
    }),
  'required-parameter-added request breaking': () =>
    openapi((doc) =>
      (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as Json[]).push({
        name: 'tenant',
        in: 'query',
        required: true,
        schema: str,
      }),
    ),
  'optional-parameter-added request non-breaking': () =>
    openapi((doc) =>
      (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as Json[]).push({
        name: 'fields',
        in: 'query',
        schema: str,
      }),
    ),
  'parameter-became-required request breaking': () =>
    openapi(
      (doc) => ((node(doc, 'paths', '/things/{id}', 'get')['parameters'] as JsonObject[])[1]!['required'] = true),
    ),
  'parameter-removed request breaking': () =>
    openapi((doc) => (node(doc, 'paths', '/things/{id}', 'get')['parameters'] as Json[]).splice(1, 1)),
  'request-body-became-required request breaking': () =>
    diffOpenApi(
      (() => {
        const doc = openapiFixture();
        delete node(doc, 'paths', '/things', 'post', 'requestBody')['required'];
        return doc;
      })(),
      openapiFixture(),
    ),
  'field-added request non-breaking': () =>
    schema('request', { type: 'object', properties: {} }, { type: 'object', properties: { memo: str } }),
  'field-added response non-breaking': () =>
    schema('response', { type: 'object', properties: {} }, { type: 'object', properties: { memo: str } }),
  'required-field-added request breaking': () =>
    schema(
      'request',
      { type: 'object', properties: { a: str } },
      { type: 'object', properties: { a: str }, required: ['a'] },
    ),
  'required-field-added response non-breaking': () =>
    schema(
      'response',
      { type: 'object', properties: { a: str } },
      { type: 'object', properties: { a: str }, required: ['a'] },
    ),
  'field-removed both breaking': () =>
    both({ type: 'object', properties: { a: str } }, { type: 'object', properties: {} }),
  'field-no-longer-required request non-breaking': () =>
    schema(
      'request',
      { type: 'object', properties: { a: str }, required: ['a'] },
      { type: 'object', properties: { a: str } },
    ),
  'field-no-longer-required response breaking': () =>
    schema(
      'response',
      { type: 'object', properties: { a: str }, required: ['a'] },
      { type: 'object', properties: { a: str } },
    ),
  'type-changed request non-breaking': () => schema('request', { type: 'integer' }, { type: 'number' }),
  'type-changed request breaking': () => schema('request', str, { type: 'integer' }),
  'type-changed response non-breaking': () => schema('response', { type: ['string', 'null'] }, str),
  'type-changed response breaking': () => schema('response', str, { type: ['string', 'null'] }),
  'deprecated both non-breaking': () =>
    both(
      { type: 'object', properties: { a: str } },
      { type: 'object', properties: { a: { ...str, deprecated: true, ...ANNOUNCED } } },
    ),
  'removed-after-sunset both non-breaking': () =>
    both(
      { type: 'object', properties: { a: { ...str, deprecated: true, ...ANNOUNCED } } },
      { type: 'object', properties: {} },
    ),
  'enum-value-removed both breaking': () => both({ type: 'string', enum: ['A', 'B'] }, { type: 'string', enum: ['A'] }),
  'enum-value-added request non-breaking': () =>
    schema('request', { type: 'string', enum: ['A'] }, { type: 'string', enum: ['A', 'B'] }),
  'enum-value-added response non-breaking': () =>
    schema(
      'response',
      { type: 'string', enum: ['A'], 'x-extensible-enum': true },
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': true },
    ),
  'enum-value-added response breaking': () =>
    schema(
      'response',
      { type: 'string', enum: ['A'], 'x-extensible-enum': false },
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': false },
    ),
  'enum-marked-extensible request non-breaking': () =>
    schema(
      'request',
      { type: 'string', enum: ['A', 'B'] },
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': true },
    ),
  'enum-marked-extensible response breaking': () =>
    schema(
      'response',
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': false },
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': true },
    ),
  'enum-marked-closed both non-breaking': () =>
    both(
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': true },
      { type: 'string', enum: ['A', 'B'], 'x-extensible-enum': false },
    ),
  'enum-added request breaking': () => schema('request', str, { type: 'string', enum: ['USD'] }),
  'enum-added response non-breaking': () => schema('response', str, { type: 'string', enum: ['USD'] }),
  'enum-removed request non-breaking': () => schema('request', { type: 'string', enum: ['USD'] }, str),
  'enum-removed response breaking': () => schema('response', { type: 'string', enum: ['USD'] }, str),
  'constraint-narrowed request breaking': () =>
    schema('request', { type: 'string', maxLength: 100 }, { type: 'string', maxLength: 50 }),
  'constraint-narrowed response non-breaking': () =>
    schema('response', { type: 'array', maxItems: 1000 }, { type: 'array', maxItems: 100 }),
  'constraint-widened request non-breaking': () =>
    schema('request', { type: 'integer', maximum: 1000 }, { type: 'integer', maximum: 5000 }),
  'constraint-widened response breaking': () =>
    schema('response', { type: 'array', maxItems: 1 }, { type: 'array', maxItems: 2 }),
  'pattern-changed request breaking': () => schema('request', str, { type: 'string', pattern: '^[a-z]+$' }),
  'pattern-changed request non-breaking': () => schema('request', { type: 'string', pattern: '^[a-z]+$' }, str),
  'pattern-changed response non-breaking': () => schema('response', str, { type: 'string', pattern: '^[a-z]+$' }),
  'pattern-changed response breaking': () =>
    schema('response', { type: 'string', pattern: '^[a-z]+$' }, { type: 'string', pattern: '^[a-z0-9]+$' }),
  'format-changed request breaking': () => schema('request', str, { type: 'string', format: 'uuid' }),
  'format-changed request non-breaking': () => schema('request', { type: 'string', format: 'date-time' }, str),
  'format-changed response non-breaking': () => schema('response', str, { type: 'string', format: 'uuid' }),
  'format-changed response breaking': () =>
    schema('response', { type: 'string', format: 'date-time' }, { type: 'string', format: 'date' }),
  'additional-properties-disallowed request breaking': () =>
    schema('request', { type: 'object' }, { type: 'object', additionalProperties: false }),
  'additional-properties-disallowed response non-breaking': () =>
    schema('response', { type: 'object' }, { type: 'object', additionalProperties: false }),
  'additional-properties-allowed both non-breaking': () =>
    both({ type: 'object', additionalProperties: false }, { type: 'object' }),
  'alternative-removed request breaking': () =>
    schema('request', { oneOf: [str, { type: 'integer' }] }, { oneOf: [str] }),
  'alternative-removed response non-breaking': () =>
    schema('response', { oneOf: [str, { type: 'integer' }] }, { oneOf: [str] }),
  'alternative-added request non-breaking': () =>
    schema('request', { oneOf: [str] }, { oneOf: [str, { type: 'integer' }] }),
  'alternative-added response breaking': () =>
    schema('response', { oneOf: [str] }, { oneOf: [str, { type: 'integer' }] }),
  'all-of-member-added request breaking': () =>
    schema('request', { allOf: [{ required: ['a'] }] }, { allOf: [{ required: ['a'] }, { required: ['b'] }] }),
  'all-of-member-added response non-breaking': () =>
    schema('response', { allOf: [{ required: ['a'] }] }, { allOf: [{ required: ['a'] }, { required: ['b'] }] }),
  'all-of-member-removed request non-breaking': () =>
    schema('request', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, { allOf: [{ required: ['a'] }] }),
  'all-of-member-removed response breaking': () =>
    schema('response', { allOf: [{ required: ['a'] }, { required: ['b'] }] }, { allOf: [{ required: ['a'] }] }),
  'schema-disallowed request breaking': () => schema('request', true, false),
  'schema-disallowed response non-breaking': () => schema('response', true, false),
  'problem-type-removed response breaking': () =>
    diffOpenApi(problems({ a: { status: 403 }, b: { status: 404 } }), problems({ a: { status: 403 } })),
  'problem-type-added response non-breaking': () =>
    diffOpenApi(problems({ a: { status: 403 } }), problems({ a: { status: 403 }, b: { status: 404 } })),
  'problem-type-changed response breaking': () =>
    diffOpenApi(problems({ a: { status: 403 } }), problems({ a: { status: 409 } })),
  'connection-limit-narrowed request breaking': () =>
    limits({ maxFrameBytes: 65536 }, { maxFrameBytes: 32768, requestBurst: 100 }),
  'connection-limit-widened request non-breaking': () =>
    limits({ maxFrameBytes: 65536, requestBurst: 100 }, { maxFrameBytes: 131072 }),
  'request-limit-narrowed request breaking': () =>
    requestLimits({ maxBodyBytes: 65536 }, { maxBodyBytes: 32768, requestBurst: 100 }),
  'request-limit-widened request non-breaking': () =>
    requestLimits({ maxBodyBytes: 65536, requestBurst: 100 }, { maxBodyBytes: 131072 }),
  'close-code-added response non-breaking': () =>
    closeCodes(
      [[1001, true]],
      [
        [1001, true],
        [4001, false],
      ],
    ),
  'close-code-removed response non-breaking': () =>
    closeCodes(
      [
        [1001, true],
        [1002, false],
      ],
      [[1001, true]],
    ),
  'close-code-changed response breaking': () => closeCodes([[1013, true]], [[1013, false]]),
};

describe('the evolution rules', () => {
  it('describe every rule the engine can report', () => {
    expect(undescribedRules()).toEqual([]);
    const described = new Set(EVOLUTION_RULES.map((e) => e.rule));
    expect(RULES.filter((rule) => !described.has(rule))).toEqual([]);
  });

  it('describe each rule once per direction and class, each with a sentence and an example', () => {
    const keys = EVOLUTION_RULES.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const e of EVOLUTION_RULES) {
      expect(e.sentence, key(e)).toMatch(/^[A-Z`].*[.)]$/);
      expect(e.example.length, key(e)).toBeGreaterThan(0);
      // 'both' is for rules classed alike either way; a rule classed by direction has an entry per direction.
      if (e.direction === 'both')
        expect(
          EVOLUTION_RULES.filter((o) => o.rule === e.rule && o.direction !== 'both' && o.severity === e.severity),
          key(e),
        ).toEqual([]);
    }
  });

  it('say that a new value of a response enum breaks consumers unless the enum is marked x-extensible-enum: true', () => {
    const added = EVOLUTION_RULES.filter((e) => e.rule === 'enum-value-added' && e.direction === 'response');
    expect(added.map((e) => e.severity).sort()).toEqual(['breaking', 'non-breaking']);
    expect(added.find((e) => e.severity === 'non-breaking')?.sentence).toContain('x-extensible-enum: true');
  });

  it('are what the engine does: a change of its own for every entry is classed as the entry says', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual(EVOLUTION_RULES.map(key).sort());
    for (const entry of EVOLUTION_RULES) {
      const findings = SCENARIOS[key(entry)]!();
      expect(
        findings.some((f) => describes(entry, f)),
        `${key(entry)}: ${JSON.stringify(findings.map((f) => `${f.rule} ${f.direction} ${f.severity}`))}`,
      ).toBe(true);
    }
  });

  it('describe every finding the engine reports in those changes, by rule, direction and class', () => {
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      for (const finding of scenario()) {
        expect(
          evolutionRulesFor(finding).length,
          `${name}: ${finding.rule} ${finding.direction} ${finding.severity} (${finding.change})`,
        ).toBeGreaterThan(0);
      }
    }
  });
});
