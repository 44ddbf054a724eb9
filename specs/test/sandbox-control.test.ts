import { describe, expect, it } from 'vitest';
import { deref, isObject, loadBundle, type JsonObject } from './support/bundles.js';

const openapi = loadBundle('openapi.json');
const asyncapi = loadBundle('asyncapi.json');
const control = loadBundle('sandbox-control.json');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operationsOf = (doc: JsonObject) =>
  Object.entries(isObject(doc['paths']) ? doc['paths'] : {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = isObject(item) ? item[method] : undefined;
      return isObject(op) ? [{ path, method, op }] : [];
    }),
  );
const schemaOf = (doc: JsonObject, name: string) =>
  deref(doc, { $ref: `#/components/schemas/${name}` }).node as JsonObject;

/**
 * What the Sandbox Control API borrows from the platform's specs is held to them here, so that each
 * fact keeps one owner: where a copy is unavoidable (an enum of another document's operationIds,
 * a shape the OpenAPI bundler cannot take from the AsyncAPI document), this test is the gate.
 */
describe('the Sandbox Control API', () => {
  it('lists exactly the platform API operationIds, and stream, as the operations a fault applies to', () => {
    const platform = operationsOf(openapi).map(({ op }) => String(op['operationId']));
    const faultable = schemaOf(control, 'FaultOperation')['enum'];
    expect(
      [...(faultable as string[])].sort(),
      'specs/sandbox-control/components/schemas/FaultOperation.yaml#/enum: the operationIds of specs/openapi and `stream`',
    ).toEqual([...platform, 'stream'].sort());
  });

  it('answers a market move with the fields of the stream top-of-book payload', () => {
    const stream = schemaOf(asyncapi, 'TopOfBookPayload');
    const rest = schemaOf(control, 'TopOfBook');
    expect(Object.keys(rest['properties'] as JsonObject)).toEqual(Object.keys(stream['properties'] as JsonObject));
    expect(rest['required']).toEqual(stream['required']);
    const level = (doc: JsonObject, name: string) => Object.keys(schemaOf(doc, name)['properties'] as JsonObject);
    expect(level(control, 'PriceLevel')).toEqual(level(asyncapi, 'PriceLevel'));
  });

  it('serves every operation at the sandbox origin under /sandbox-control/, never under a base path', () => {
    const servers = (control['servers'] as Array<{ url: string }>).map((server) => new URL(server.url).pathname);
    expect(servers.every((path) => path === '/')).toBe(true);
    expect(
      operationsOf(control)
        .filter(({ path }) => !path.startsWith('/sandbox-control/'))
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it("requires sandbox:control of a tenant's operations and sandbox:admin of the operator's, both declared by its OAuth2 scheme", () => {
    expect(control['security']).toEqual([{ oauth2: ['sandbox:control'] }]);
    const operator = operationsOf(control).filter(({ op }) => 'security' in op);
    expect(operator.map(({ op }) => op['operationId']).sort()).toEqual(
      ['createTenant', 'deleteTenant', 'listTenants', 'moveMarket', 'resetWholeSandbox'].sort(),
    );
    for (const { op } of operator)
      expect(op['security'], String(op['operationId'])).toEqual([{ oauth2: ['sandbox:admin'] }]);
    const scheme = deref(control, { $ref: '#/components/securitySchemes/oauth2' }).node as {
      flows: { clientCredentials: { scopes: object } };
    };
    expect(Object.keys(scheme.flows.clientCredentials.scopes)).toEqual(['sandbox:control', 'sandbox:admin']);
  });

  it('shares the platform API docs site, request limits and version, and shows the limits', () => {
    expect(control['externalDocs']).toEqual(openapi['externalDocs']);
    expect(control['x-limits']).toEqual(openapi['x-limits']);
    expect(String((control['info'] as JsonObject)['description'])).toContain('## Request limits');
    expect((control['info'] as JsonObject)['version']).toBe((openapi['info'] as JsonObject)['version']);
  });
});
