import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The bundled OpenAPI document, read from @dap/specs: the tests hold the server to it, not to the generated table. */
export const openapiPath = require.resolve('@dap/specs/openapi.json');
export const openapiText = readFileSync(openapiPath, 'utf8');
export const openapi = JSON.parse(openapiText) as {
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }> }>>;
  externalDocs: { url: string };
  components: {
    schemas: Record<string, { description?: string; 'x-problem-types'?: Record<string, { type: string; status: number; title: string }> }>;
    responses: Record<string, { content?: Record<string, { schema: object }> }>;
  };
};
export const asyncapiPath = require.resolve('@dap/specs/asyncapi.json');
export const asyncapi = JSON.parse(readFileSync(asyncapiPath, 'utf8')) as {
  info: { title: string; version: string };
  servers: Record<string, { security: { scopes: string[] }[] }>;
  channels: Record<string, { 'x-limits'?: Record<string, { value: number }>; 'x-close-codes'?: { code: number; name: string; reconnect: boolean }[] }>;
  components: { schemas: Record<string, { enum?: string[] }> };
};

// The whole document under its own id, so `#/components/schemas/…` references resolve (strict off:
// an OpenAPI document is not a schema).
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajvFormats.default(ajv);
ajv.addSchema({ ...openapi, $id: 'openapi.json' } as object);

const compiled = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

/** The spec's errors for `value` against a component schema, or [] when it is valid. */
export function schemaErrors(schemaName: string, value: unknown): string[] {
  const validate = validatorAt(`/components/schemas/${schemaName}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}

/** The operation of the spec with that operationId: its path, method and responses. */
export function operation(operationId: string) {
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId === operationId) return { path, method, op };
    }
  }
  throw new Error(`no operation ${operationId} in the spec`);
}

/** The spec's errors for a response body of an operation at a status (its declared schema), or [] when valid. */
export function responseErrors(operationId: string, status: number, body: unknown): string[] {
  const { path, method, op } = operation(operationId);
  let response = op.responses[String(status)];
  if (!response) return [`${operationId} declares no ${status} response`];
  let pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}`;
  if (response.$ref) {
    pointer = response.$ref.slice(1);
    response = openapi.components.responses[response.$ref.split('/').pop() ?? ''] ?? {};
  }
  const [mediaType] = Object.keys(response.content ?? {});
  if (mediaType === undefined) return [];
  const validate = validatorAt(`${pointer}/content/${mediaType.replaceAll('/', '~1')}/schema`);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}

/** The first example request body of an operation in the bundle: a body the spec itself holds valid. */
export function exampleRequest(operationId: string): Record<string, unknown> {
  for (const item of Object.values(openapi.paths)) {
    for (const operation of Object.values(item) as Array<{ operationId?: string; requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } }>) {
      if (operation.operationId !== operationId) continue;
      const example = Object.values(operation.requestBody?.content['application/json']?.examples ?? {})[0];
      if (example) return structuredClone(example.value) as Record<string, unknown>;
    }
  }
  throw new Error(`${openapiPath}: no example request body for ${operationId}`);
}
