import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureWith } from './support/fixtures.js';
import { CONTROL_API, generateClient } from '../src/index.js';

const fixture = fixturePath('server-openapi.json');

/** The fixture with a paged list (`page_cursor` in, `next_page_cursor` out) and a create deduplicated by `ref_id`. */
const paged = await fixtureWith(fixture, (doc) => {
  const list = doc.paths['/widgets'].get;
  list.parameters.push({ name: 'page_cursor', in: 'query', schema: { type: 'string' } });
  list.responses['200'].content['application/json'].schema = {
    type: 'object',
    properties: {
      items: { type: 'array', items: { $ref: '#/components/schemas/Widget' } },
      next_page_cursor: { type: 'string' },
    },
  };
  doc.components.schemas.WidgetRequest.properties.ref_id = { type: 'string' };
});
const files = await generateClient(paged, 'test/fixtures/server-openapi.json');

describe('generateClient', () => {
  it('writes the client class and its operation table under a banner', async () => {
    expect(Object.keys(files).sort()).toEqual(['client.ts', 'operations.ts']);
    for (const [name, contents] of Object.entries(files)) {
      expect(contents.split('\n')[0]).toBe(
        '// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen client).',
      );
      await expect(contents).toMatchFileSnapshot(`./golden/client/${name}`);
    }
  });

  it('gives every operation with a scope a method named after its operationId, and leaves the token endpoint to the token manager', () => {
    const client = files['client.ts'] ?? '';
    expect(client).toContain('createWidget(body: WidgetRequest, options?: RequestOptions): APIPromise<Widget> {');
    expect(client).toContain(
      "deleteWidget(id: NonNullable<operations['deleteWidget']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<undefined> {",
    );
    expect(client).not.toContain('issueToken');
  });

  it('pages an operation that takes page_cursor and answers next_page_cursor with one list', () => {
    const client = files['client.ts'] ?? '';
    expect(client).toContain('export type WidgetsPage = CursorPage<Widget, ');
    expect(client).toMatch(
      /listWidgets\(query: ListWidgetsQuery = \{\}, options\?: RequestOptions\): PagePromise<WidgetsPage, Widget> \{\n\s+return this\.paginate<Widget, [^>]+, ListWidgetsQuery>\('listWidgets', 'items', query, options\);/,
    );
  });

  it('takes the scope from security (the operation or the document) and the retry policy from the method and ref_id', () => {
    const table = files['operations.ts'] ?? '';
    expect(table).toContain(
      `listWidgets: { method: 'get', path: "/widgets", base: 'rest', scope: "widgets:read", retry: 'always' },`,
    );
    expect(table).toContain(
      `createWidget: { method: 'post', path: "/widgets", base: 'rest', scope: "widgets:write", retry: 'with-ref-id' },`,
    );
    expect(table).toContain(
      `deleteWidget: { method: 'delete', path: "/widgets/{id}", base: 'rest', scope: "widgets:read", retry: 'never' },`,
    );
  });

  it('never retries a create whose request has no ref_id', async () => {
    const unprotected = await generateClient(fixture, 'test/fixtures/server-openapi.json');
    expect(unprotected['operations.ts']).toContain(
      `createWidget: { method: 'post', path: "/widgets", base: 'rest', scope: "widgets:write", retry: 'never' },`,
    );
  });

  it('generates a second API the same way, named for it, calling its operations at the origin when its servers are origins', async () => {
    const atOrigin = await fixtureWith(fixture, (doc) => {
      doc.servers = [{ url: 'https://sandbox.example.com' }];
    });
    const control = await generateClient(atOrigin, 'test/fixtures/control.json', CONTROL_API);
    expect(Object.keys(control).sort()).toEqual(['sandbox-control-client.ts', 'sandbox-control-operations.ts']);
    for (const [name, contents] of Object.entries(control))
      await expect(contents).toMatchFileSnapshot(`./golden/client/${name}`);
    const client = control['sandbox-control-client.ts'] ?? '';
    expect(client).toContain("} from '@dap/api-types/sandbox-control';");
    expect(client).toContain(
      'export class SandboxControlClient extends ClientCore<typeof CONTROL_OPERATIONS, paths> {',
    );
    expect(client).toContain('super(options, CONTROL_OPERATIONS);');
    expect(control['sandbox-control-operations.ts']).toContain(
      `listWidgets: { method: 'get', path: "/widgets", base: 'origin', scope: "widgets:read", retry: 'always' },`,
    );
  });

  it('refuses an operation with page_cursor whose answer is not a page, naming the file and the operation', async () => {
    const broken = await fixtureWith(fixture, (doc) => {
      doc.paths['/widgets'].get.parameters.push({ name: 'page_cursor', in: 'query', schema: { type: 'string' } });
    });
    await expect(generateClient(broken, 'x')).rejects.toThrow(
      `${broken}#/paths/~1widgets/get/responses: an operation with a \`page_cursor\` query parameter must answer a page`,
    );
  });
});
