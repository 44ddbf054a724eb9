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
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
      }
    >
  >;
  externalDocs: { url: string };
  components: {
    schemas: Record<
      string,
      { description?: string; 'x-problem-types'?: Record<string, { type: string; status: number; title: string }> }
    >;
    responses: Record<string, { content?: Record<string, { schema: object }> }>;
  };
};
export const asyncapiPath = require.resolve('@dap/specs/asyncapi.json');
export const asyncapi = JSON.parse(readFileSync(asyncapiPath, 'utf8')) as {
  info: { title: string; version: string };
  /** Each server's security: its schemes, written there or referenced (`#/components/securitySchemes/…`). */
  servers: Record<string, { security: ({ type?: string; scopes: string[] } | { $ref: string })[] }>;
  channels: Record<
    string,
    {
      'x-limits'?: Record<string, { value: number }>;
      'x-close-codes'?: {
        code: number;
        name: string;
        reconnect: boolean;
        reasons?: { name: string; reason: string }[];
      }[];
    }
  >;
  components: {
    schemas: Record<string, { enum?: string[] }>;
    securitySchemes?: Record<string, { type?: string; scopes: string[] }>;
  };
};

/** An AsyncAPI security scheme, its `$ref` followed. */
export function securitySchemeOf(
  scheme: { type?: string; scopes: string[] } | { $ref: string },
): { type?: string; scopes: string[] } | undefined {
  return '$ref' in scheme ? asyncapi.components.securitySchemes?.[scheme.$ref.split('/').pop() ?? ''] : scheme;
}

type BundledOpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        requestBody?: unknown;
        responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
      }
    >
  >;
  components: { responses: Record<string, { content?: Record<string, { schema: object }> }> };
};

/**
 * A bundled OpenAPI document of @dap/specs, to hold answers to: the schema of a component, of an
 * operation's response at a status, and its example requests. One per API the server serves.
 */
export class SpecDocument {
  // The whole document under its own id, so `#/components/schemas/…` references resolve (strict off:
  // an OpenAPI document is not a schema).
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    readonly path: string,
    readonly doc: BundledOpenApi,
  ) {
    ajvFormats.default(this.ajv);
    this.ajv.addSchema({ ...doc, $id: 'openapi.json' } as object);
  }

  private validatorAt(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** The spec's errors for `value` against a component schema, or [] when it is valid. */
  schemaErrors(schemaName: string, value: unknown): string[] {
    const validate = this.validatorAt(`/components/schemas/${schemaName}`);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
  }

  /** The operation of the spec with that operationId: its path, method and responses. */
  operation(operationId: string) {
    for (const [path, item] of Object.entries(this.doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op.operationId === operationId) return { path, method, op };
      }
    }
    throw new Error(`no operation ${operationId} in ${this.path}`);
  }

  /** The spec's errors for a response body of an operation at a status (its declared schema), or [] when valid. */
  responseErrors(operationId: string, status: number, body: unknown): string[] {
    const { path, method, op } = this.operation(operationId);
    let response = op.responses[String(status)];
    if (!response) return [`${operationId} declares no ${status} response`];
    let pointer = `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}`;
    if (response.$ref) {
      pointer = response.$ref.slice(1);
      response = this.doc.components.responses[response.$ref.split('/').pop() ?? ''] ?? {};
    }
    const [mediaType] = Object.keys(response.content ?? {});
    if (mediaType === undefined) return [];
    const validate = this.validatorAt(`${pointer}/content/${mediaType.replaceAll('/', '~1')}/schema`);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
  }

  /** The first example request body of an operation in the bundle: a body the spec itself holds valid. */
  exampleRequest(operationId: string): Record<string, unknown> {
    const { op } = this.operation(operationId);
    const content = (
      op.requestBody as { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } | undefined
    )?.content;
    const example = Object.values(content?.['application/json']?.examples ?? {})[0];
    if (example) return structuredClone(example.value) as Record<string, unknown>;
    throw new Error(`${this.path}: no example request body for ${operationId}`);
  }
}

const platform = new SpecDocument(openapiPath, openapi);
export const schemaErrors = (schemaName: string, value: unknown) => platform.schemaErrors(schemaName, value);
export const operation = (operationId: string) => platform.operation(operationId);
export const responseErrors = (operationId: string, status: number, body: unknown) =>
  platform.responseErrors(operationId, status, body);
export const exampleRequest = (operationId: string) => platform.exampleRequest(operationId);

/** The bundled Sandbox Control API, read from @dap/specs. */
export const controlPath = require.resolve('@dap/specs/sandbox-control.json');
export const control = new SpecDocument(controlPath, JSON.parse(readFileSync(controlPath, 'utf8')) as BundledOpenApi);
