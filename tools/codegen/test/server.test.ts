import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureWith } from './support/fixtures.js';
import { CONTROL_API, fastifyPath, generateServer, PLATFORM_API } from '../src/index.js';

const fixture = fixturePath('server-openapi.json');

/** What the tests read of a generated route table. */
interface RouteTable {
  [name: string]: unknown;
}
type Route = {
  method: string;
  path: string;
  fastifyPath: string;
  base: string;
  scope: string | null;
  requestContentType: string | null;
  requestBodyRequired: boolean;
  schemas: Record<string, any>;
};
/**
 * A golden route table, loaded as the code it is (vitest compiles it). Not imported statically: the
 * table imports the server's route vocabulary, which this package does not depend on.
 */
const goldenRoutes = (name: string): Promise<RouteTable> =>
  import(/* @vite-ignore */ new URL(`./golden/server/${name}.ts`, import.meta.url).href) as Promise<RouteTable>;
/** The fixture's operations (the second API's table has all but the token endpoint). */
type FixtureRoutes = Record<'listWidgets' | 'createWidget' | 'deleteWidget' | 'issueToken', Route>;
const routesOf = (table: RouteTable, name: string) => table[name] as FixtureRoutes;
const schemasOf = (table: RouteTable, name: string) =>
  table[name] as { $id: string; $defs: Partial<Record<string, unknown>> };
const files = await generateServer(fixture, 'test/fixtures/server-openapi.json');
const fixtureDocsUrl = (JSON.parse(readFileSync(fixture, 'utf8')) as { externalDocs: { url: string } }).externalDocs
  .url;

describe('generateServer', () => {
  it('writes the route table, handler interface and spec info under a banner', async () => {
    expect(Object.keys(files).sort()).toEqual([
      'evolution.ts',
      'handlers.ts',
      'limits.ts',
      'responses.ts',
      'routes.ts',
      'spec.ts',
    ]);
    for (const [name, contents] of Object.entries(files)) {
      expect(contents.split('\n')[0]).toBe(
        '// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).',
      );
      await expect(contents).toMatchFileSnapshot(`./golden/server/${name}`);
    }
  });

  it('writes each JSON response schema, with the component schemas, reduced to what the evolution rules read', () => {
    const evolution = files['evolution.ts'] ?? '';
    expect(evolution).toContain('export const REST_EVOLUTION: EvolutionTable<string> = {');
    // Prose and bounds go; records, required fields and the extensible-enum marker stay.
    expect(evolution).not.toMatch(/"description": "/);
    expect(evolution).not.toContain('"maxLength"');
    expect(evolution).toContain('"required"');
  });

  it('turns the root x-limits into REST_LIMITS and the RequestId header schema into REQUEST_ID', async () => {
    const { REST_LIMITS, REQUEST_ID } = await import('./golden/server/limits.js');
    expect(REST_LIMITS).toEqual({ maxBodyBytes: 4096, requestsPerSecond: 5 });
    expect(REQUEST_ID).toEqual({ pattern: /^[a-z0-9-]+$/, minLength: 1, maxLength: 64 });
    // A description that would end the doc comment early is escaped.
    expect(files['limits.ts']).toContain('Sustained rate *\\/ of one client.');
  });

  it('refuses a spec without request limits, or with a request id schema it cannot echo by, naming the file and pointer', async () => {
    const noLimits = await fixtureWith(fixture, (spec) => {
      delete spec['x-limits'];
    });
    await expect(generateServer(noLimits, 'x')).rejects.toThrow(
      /server-openapi\.json#: the document must state the limits of a request in `x-limits` at its root/,
    );
    const badLimit = await fixtureWith(fixture, (spec) => {
      spec['x-limits'].maxBodyBytes.value = 0;
    });
    await expect(generateServer(badLimit, 'x')).rejects.toThrow(/#\/x-limits\/maxBodyBytes: a limit is/);
    const unanchored = await fixtureWith(fixture, (spec) => {
      spec.components.headers.RequestId.schema.pattern = '[a-z]+';
    });
    await expect(generateServer(unanchored, 'x')).rejects.toThrow(
      /#\/components\/headers\/RequestId\/schema: a request id's schema needs an anchored `pattern`/,
    );
  });

  it('writes the announcement of a deprecated operation into its route, with the docs page that lists deprecations', async () => {
    const table = await goldenRoutes('routes');
    const routes = routesOf(table, 'ROUTES') as Record<string, Route & { deprecation?: unknown }>;
    expect(routes['deleteWidget']?.deprecation).toEqual({
      deprecatedAt: '2026-01-01',
      sunset: '2026-06-01',
      replacedBy: 'archiveWidget',
      link: new URL('changes.html', fixtureDocsUrl).href,
    });
    expect(routes['listWidgets']).not.toHaveProperty('deprecation');
  });

  it('refuses a deprecated operation without its dates and replacement, naming the file and pointer', async () => {
    const unannounced = await fixtureWith(fixture, (spec) => {
      delete spec.paths['/widgets/{id}'].delete['x-sunset'];
    });
    await expect(generateServer(unannounced, 'x')).rejects.toThrow(
      /server-openapi\.json#\/paths\/~1widgets~1\{id\}\/delete: a deprecated operation needs x-deprecated-at and x-sunset/,
    );
  });

  it("lists each operation's documented statuses, with the first example body and header examples of its error ones", async () => {
    const { DOCUMENTED_RESPONSES } = await import('./golden/server/responses.js');
    expect(Object.keys(DOCUMENTED_RESPONSES)).toEqual(['listWidgets', 'createWidget', 'deleteWidget', 'issueToken']);
    const listWidgets = DOCUMENTED_RESPONSES['listWidgets'] ?? {};
    // A success status is only marked documented: the server answers it with real data.
    expect(listWidgets['200']).toEqual({});
    expect(listWidgets['400']).toEqual({
      contentType: 'application/problem+json',
      body: { status: 400, title: 'Bad' },
      headers: { 'retry-after': '3' },
    });
  });

  it('turns OpenAPI path templates into Fastify paths', () => {
    expect(fastifyPath('/identity/accounts/{id}')).toBe('/identity/accounts/:id');
    expect(fastifyPath('/a/{x}/b/{y_2}')).toBe('/a/:x/b/:y_2');
    expect(fastifyPath('/v1/things:batch')).toBe('/v1/things::batch');
  });

  it('describes each operation: method, paths, base, scope, media type and schemas with component references', async () => {
    // The golden file is the generated one (first test); vitest compiles it.
    const table = await goldenRoutes('routes');
    const [ROUTES, SHARED_SCHEMAS, { REST_BASE_PATH, SHARED_SCHEMAS_ID }] = [
      routesOf(table, 'ROUTES'),
      schemasOf(table, 'SHARED_SCHEMAS'),
      table,
    ];
    expect(REST_BASE_PATH).toBe('/v1');
    expect(SHARED_SCHEMAS_ID).toBe('dap-openapi');
    expect(Object.keys(ROUTES)).toEqual(['listWidgets', 'createWidget', 'deleteWidget', 'issueToken']);
    expect(ROUTES.deleteWidget).toMatchObject({
      method: 'DELETE',
      path: '/widgets/{id}',
      fastifyPath: '/widgets/:id',
      base: 'rest',
      scope: 'widgets:read',
      requestContentType: null,
      requestBodyRequired: false,
    });
    expect(ROUTES.deleteWidget.schemas.params).toEqual({
      type: 'object',
      properties: { id: { type: 'string', format: 'uuid' } },
      required: ['id'],
    });
    expect(ROUTES.deleteWidget.schemas.responses).toEqual({ '204': {} });
    expect(ROUTES.createWidget).toMatchObject({
      scope: 'widgets:write',
      requestContentType: 'application/json',
      requestBodyRequired: true,
      schemas: { body: { $ref: 'dap-openapi#/$defs/WidgetRequest' } },
    });
    expect(ROUTES.listWidgets.schemas.querystring).toEqual({
      type: 'object',
      properties: { limit: { type: 'integer', format: 'int32', minimum: 1, maximum: 10, default: 5 } },
    });
    expect(ROUTES.listWidgets.schemas.headers).toEqual({
      type: 'object',
      properties: { 'x-trace': { type: 'string' } },
      required: ['x-trace'],
    });
    expect(ROUTES.listWidgets.schemas.responses['400']).toEqual({
      contentType: 'application/problem+json',
      schema: { $ref: 'dap-openapi#/$defs/Problem' },
    });
    expect(ROUTES.issueToken).toMatchObject({
      base: 'origin',
      scope: null,
      requestContentType: 'application/x-www-form-urlencoded',
    });
    // Components once, references inside rewritten to the shared document; prose and examples dropped, property names kept.
    expect(SHARED_SCHEMAS.$defs['Widget']).toEqual({
      type: 'object',
      required: ['id', 'price'],
      properties: {
        id: { type: 'string' },
        price: { $ref: '#/$defs/Decimal' },
        description: { type: 'string' },
        extras: { type: 'object', additionalProperties: true },
      },
    });
    expect(SHARED_SCHEMAS.$defs['WidgetRequest']).toMatchObject({
      oneOf: [
        { title: 'ByPrice', required: ['price'] },
        { title: 'ByTotal', required: ['total'] },
      ],
    });
    expect(JSON.stringify(SHARED_SCHEMAS)).not.toMatch(/"example"|"description":"A/);
  });

  it('derives handler inputs and results from the operations of @dap/api-types', () => {
    const handlers = files['handlers.ts'] ?? '';
    expect(handlers).toContain("import type { operations } from '@dap/api-types';");
    expect(handlers).toContain('body: operations["createWidget"]["requestBody"]["content"]["application/json"];');
    expect(handlers).toContain('query: NonNullable<operations["listWidgets"]["parameters"]["query"]>;');
    expect(handlers).toContain('params: operations["deleteWidget"]["parameters"]["path"];');
    expect(handlers).toContain(
      'createWidget: operations["createWidget"]["responses"][200]["content"]["application/json"];',
    );
    expect(handlers).toContain('deleteWidget: void;');
    expect(handlers).toMatch(/issueToken: RequestContext & \{\n {4}\/\*\*[^\n]*\*\/\n {4}body: [^\n]*;\n {2}\};/);
    expect(handlers).toContain('createWidget(request: HandlerInputs["createWidget"]): HandlerResult<"createWidget">;');
  });

  it('leaves specification extensions such as x-problem-types out of the runtime schemas', async () => {
    const SHARED_SCHEMAS = schemasOf(await goldenRoutes('routes'), 'SHARED_SCHEMAS');
    expect(SHARED_SCHEMAS.$defs['Problem']).not.toHaveProperty('x-problem-types');
    expect(SHARED_SCHEMAS.$defs['Problem']).toHaveProperty('required', ['type', 'title', 'status']);
  });

  it('generates a second API the same way, named for it, its operations served at the origin when its servers are origins, referring to the first for the schemas they share', async () => {
    const atOrigin = await fixtureWith(fixture, (doc) => {
      doc.servers = [{ url: 'https://sandbox.example.com' }, { url: 'http://127.0.0.1:9000' }];
      delete doc.paths['/token'];
      doc.components.schemas.Widget.properties.colour = { type: 'string' }; // no longer the first API's Widget
    });
    const control = await generateServer(atOrigin, 'test/fixtures/control.json', CONTROL_API, {
      bundlePath: fixture,
      api: PLATFORM_API,
    });
    expect(Object.keys(control).sort()).toEqual([
      'sandbox-control-handlers.ts',
      'sandbox-control-routes.ts',
      'sandbox-control-spec.ts',
    ]);
    for (const [name, contents] of Object.entries(control))
      await expect(contents).toMatchFileSnapshot(`./golden/server/${name}`);
    const table = await goldenRoutes('sandbox-control-routes');
    const [CONTROL_ROUTES, CONTROL_SHARED_SCHEMAS, { CONTROL_REST_BASE_PATH }] = [
      routesOf(table, 'CONTROL_ROUTES'),
      schemasOf(table, 'CONTROL_SHARED_SCHEMAS'),
      table,
    ];
    expect(CONTROL_REST_BASE_PATH).toBe('');
    expect(Object.values(CONTROL_ROUTES).map((route) => route.base)).toEqual(['origin', 'origin', 'origin']);
    // Its own $id, so that both APIs' component schemas register side by side, holding only what it does not share.
    expect(CONTROL_SHARED_SCHEMAS.$id).toBe('dap-sandbox-control');
    expect(Object.keys(CONTROL_SHARED_SCHEMAS.$defs)).toEqual(['Widget']);
    expect(CONTROL_SHARED_SCHEMAS.$defs['Widget']).toMatchObject({
      properties: { price: { $ref: 'dap-openapi#/$defs/Decimal' } },
    });
    expect(CONTROL_ROUTES.createWidget.schemas.body).toEqual({ $ref: 'dap-openapi#/$defs/WidgetRequest' });
    expect(CONTROL_ROUTES.listWidgets.schemas.responses['200']).toMatchObject({
      schema: {
        type: 'object',
        properties: { items: { type: 'array', items: { $ref: 'dap-sandbox-control#/$defs/Widget' } } },
      },
    });
    const handlers = control['sandbox-control-handlers.ts'] ?? '';
    expect(handlers).toContain("import type { operations } from '@dap/api-types/sandbox-control';");
    expect(handlers).toContain('export interface ControlHandlers {');
    expect(handlers).toContain(
      'createWidget(request: ControlHandlerInputs["createWidget"]): ControlHandlerResult<"createWidget">;',
    );
    expect(control['sandbox-control-spec.ts']).toContain('export const SANDBOX_CONTROL_SPEC = {');
  });

  it.each([
    [
      'an operation without operationId',
      (doc: any) => delete doc.paths['/widgets'].get.operationId,
      '#/paths/~1widgets/get: every operation needs an operationId',
    ],
    [
      'two scopes',
      (doc: any) => (doc.paths['/widgets'].post.security = [{ oauth2: ['a', 'b'] }]),
      '#/paths/~1widgets/post/security: the server supports exactly one security requirement',
    ],
    [
      'a cookie parameter',
      (doc: any) => doc.paths['/widgets'].get.parameters.push({ name: 's', in: 'cookie', schema: { type: 'string' } }),
      'parameters in "cookie" are not supported',
    ],
    [
      'two request media types',
      (doc: any) => (doc.paths['/widgets'].post.requestBody.content['text/plain'] = { schema: { type: 'string' } }),
      '#/paths/~1widgets/post/requestBody/content: one media type',
    ],
    [
      'two 2xx responses',
      (doc: any) => (doc.paths['/widgets'].post.responses['201'] = { description: 'x' }),
      '#/paths/~1widgets/post/responses: the server needs exactly one 2xx response',
    ],
    [
      'a reference outside the components',
      (doc: any) => (doc.components.schemas.Widget.properties.id = { $ref: 'other.json#/Id' }),
      '#/components/schemas/Widget/properties/id: only references to #/components/schemas/',
    ],
    [
      'servers with different paths',
      (doc: any) => doc.servers.push({ url: 'https://x.example.com/v3' }),
      '#/servers: the servers have different paths',
    ],
    [
      'operation servers with a path',
      (doc: any) => (doc.paths['/token'].servers = [{ url: 'https://auth.example.com/oauth' }]),
      '#/paths/~1token/post: servers of an operation must be origins',
    ],
    [
      'a schema ajv refuses',
      (doc: any) => (doc.components.schemas.Widget.properties.id.format = 'uuidd'),
      'ajv refused the responses/200 schema of listWidgets: unknown format "uuidd"',
    ],
    [
      'an undeclared path parameter',
      (doc: any) => (doc.paths['/widgets/{id}'].parameters = []),
      '#/paths/~1widgets~1{id}/delete: path parameter {id} is not declared',
    ],
  ])('refuses %s, naming the file and the JSON pointer', async (_what, edit, message) => {
    const file = await fixtureWith(fixture, edit);
    const error = await generateServer(file, 'x').then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain(`${file}#/`);
    expect(error?.message).toContain(message);
  });
});
