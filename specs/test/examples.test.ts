import { describe, expect, it } from 'vitest';
import { isObject, loadBundle } from './support/bundles.js';
import { asyncapiExamples, openapiExamples } from './support/examples.js';
import { SpecSchemas } from './support/validators.js';

const openapi = loadBundle('openapi.json');
const asyncapi = loadBundle('asyncapi.json');
const control = loadBundle('sandbox-control.json');

describe('OpenAPI examples', () => {
  const schemas = new SpecSchemas('openapi.json', openapi);
  const cases = openapiExamples(openapi);

  it.each(cases.map((c) => [c.name, c] as const))('%s validates against its schema', (_, c) => {
    expect(schemas.problems(c.schema, c.value), `specs/dist/openapi.json#${c.example} against #${c.schema}`).toEqual(
      [],
    );
  });

  it('shows a success example for every operation', () => {
    const operationIds = Object.values(openapi['paths'] ?? {}).flatMap((item) =>
      isObject(item)
        ? Object.values(item).flatMap((op) =>
            isObject(op) && typeof op['operationId'] === 'string' ? [op['operationId']] : [],
          )
        : [],
    );
    const withSuccessExample = new Set(cases.filter((c) => c.success).map((c) => c.name.split(' ')[0]));
    expect(operationIds.length).toBe(7);
    expect(operationIds.filter((id) => !withSuccessExample.has(id))).toEqual([]);
  });
});

describe('Sandbox Control API examples', () => {
  const schemas = new SpecSchemas('sandbox-control.json', control);
  const cases = openapiExamples(control);

  it.each(cases.map((c) => [c.name, c] as const))('%s validates against its schema', (_, c) => {
    expect(
      schemas.problems(c.schema, c.value),
      `specs/dist/sandbox-control.json#${c.example} against #${c.schema}`,
    ).toEqual([]);
  });

  it('shows a success example for every operation that answers with a body', () => {
    const operations = Object.values(control['paths'] ?? {}).flatMap((item) =>
      isObject(item) ? Object.values(item).filter(isObject) : [],
    );
    const withBody = operations.filter((op) =>
      Object.entries(isObject(op['responses']) ? op['responses'] : {}).some(
        ([code, r]) => code.startsWith('2') && isObject(r) && 'content' in r,
      ),
    );
    const withSuccessExample = new Set(cases.filter((c) => c.success).map((c) => c.name.split(' ')[0]));
    expect(operations.length).toBe(18);
    expect(withBody.map((op) => String(op['operationId'])).filter((id) => !withSuccessExample.has(id))).toEqual([]);
  });
});

describe('AsyncAPI examples', () => {
  const schemas = new SpecSchemas('asyncapi.json', asyncapi);
  const cases = asyncapiExamples(asyncapi);

  it.each(cases.map((c) => [c.name, c] as const))('%s validates against its schema', (_, c) => {
    expect(schemas.problems(c.schema, c.value), `specs/dist/asyncapi.json#${c.example} against #${c.schema}`).toEqual(
      [],
    );
  });

  it('shows an example for every message', () => {
    const messages = Object.keys((asyncapi['components'] as { messages: object }).messages);
    const withExample = new Set(cases.filter((c) => c.success).map((c) => c.name.split(' ')[1]));
    expect(messages.length).toBe(11);
    expect(messages.filter((name) => !withExample.has(name))).toEqual([]);
  });
});
