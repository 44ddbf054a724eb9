/** The hand-written operation table against the bundled spec, so a spec change cannot leave it behind. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OPENAPI_SPEC as FROM_TYPES } from '@dap/api-types';
import { describe, expect, it } from 'vitest';
import { DapClient, OPENAPI_SPEC, OPERATIONS } from '../src/index.js';

interface SpecOperation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}
interface Spec {
  info: { title: string; version: string };
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, SpecOperation>>;
}

const require = createRequire(import.meta.url);
const spec = JSON.parse(readFileSync(require.resolve('@dap/specs/openapi.json'), 'utf8')) as Spec;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every REST operation of the spec (those that require a token) with its method, path and scopes. */
const specOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ method, path, operation, security: operation.security ?? spec.security ?? [] }))
    .filter(({ security }) => security.length > 0),
);

describe('the operation table', () => {
  it('lists exactly the operations of the spec that require a token', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(specOperations.map(({ operation }) => operation.operationId).sort());
  });

  it.each(specOperations.map((entry) => [entry.operation.operationId ?? '?', entry] as const))(
    'gives %s the method, path and single OAuth2 scope the spec requires',
    (operationId, { method, path, security }) => {
      const row = OPERATIONS[operationId as keyof typeof OPERATIONS];
      expect(row).toMatchObject({ method, path });
      expect(security).toEqual([{ oauth2: [row.scope] }]);
    },
  );

  it('retries creates only when the spec deduplicates them by ref_id, and reads always', () => {
    for (const { method, operation } of specOperations) {
      const row = OPERATIONS[operation.operationId as keyof typeof OPERATIONS];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const schema = body?.$ref ? spec.components.schemas[body.$ref.replace('#/components/schemas/', '')] : body;
      const hasRefId = schema?.properties?.['ref_id'] !== undefined;
      const dedupes = hasRefId && operation.responses?.['409'] !== undefined;
      const expected = method === 'get' ? 'always' : dedupes ? 'with-ref-id' : 'never';
      expect({ operationId: operation.operationId, retry: row.retry }).toEqual({ operationId: operation.operationId, retry: expected });
    }
  });

  it('names every typed method of DapClient after an operationId of the table', () => {
    const methods = Object.getOwnPropertyNames(DapClient.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});

describe('OPENAPI_SPEC', () => {
  it('re-exports the contract of @dap/api-types, naming the spec it was generated from', () => {
    expect(OPENAPI_SPEC).toBe(FROM_TYPES);
    expect(OPENAPI_SPEC.title).toBe(spec.info.title);
    expect(OPENAPI_SPEC.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
