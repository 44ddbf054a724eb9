/** The generated client against the bundled spec it was generated from. */
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

describe('the generated client', () => {
  // How each row follows from the spec is the generator's golden test (tools/codegen/test/client.test.ts).
  it('has a method for exactly the operations of the spec that require a token, each named after its operationId', () => {
    const methods = Object.getOwnPropertyNames(DapClient.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual(specOperations.map(({ operation }) => operation.operationId).sort());
    expect(Object.keys(OPERATIONS).sort()).toEqual(methods.sort());
  });
});

describe('OPENAPI_SPEC', () => {
  it('re-exports the contract of @dap/api-types, naming the spec it was generated from', () => {
    expect(OPENAPI_SPEC).toBe(FROM_TYPES);
    expect(OPENAPI_SPEC.title).toBe(spec.info.title);
    expect(OPENAPI_SPEC.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
