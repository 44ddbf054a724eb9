// A new operation in the spec reaches everything generated from it with no hand edit: the typed
// client gets a method (named after the operationId, typed with the spec's schema names, with the
// scope and retry policy the spec implies), the server stubs a route and a handler to implement, the
// REST docs a section, and the breaking-change gate calls it an addition.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { generateClient, generateOpenapiTypes, generateServer } from '@dap/codegen';
import { chromium } from 'playwright-core';
import { diffOpenApi } from '@dap/spec-diff';
import { CHROMIUM_ARGS, executablePath } from '@dap/test-support/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/workspace.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

const OPERATION_ID = 'getCryptoWithdrawal';
const SCOPE = 'transfer:read_crypto_withdrawal';
const SUMMARY = 'Retrieve a crypto withdrawal';

let dir: string;
let bundle: string;
let released: Record<string, any>;
let changed: Record<string, any>;

/** The real bundled spec with one operation more: reading back a withdrawal by id. */
function withNewOperation(spec: Record<string, any>): Record<string, any> {
  const copy = structuredClone(spec);
  copy['components'].securitySchemes.oauth2.flows.clientCredentials.scopes[SCOPE] = 'Read crypto withdrawals.';
  copy['paths']['/transfer/crypto-withdrawals/{id}'] = {
    get: {
      operationId: OPERATION_ID,
      summary: SUMMARY,
      description: 'The withdrawal with the given id, in its current state.',
      tags: copy['paths']['/transfer/crypto-withdrawals'].post.tags,
      security: [{ oauth2: [SCOPE] }],
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The transfer id.',
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      responses: {
        '200': {
          description: 'The withdrawal.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Transfer' } } },
        },
        '401': { $ref: '#/components/responses/Unauthorized' },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    },
  };
  return copy;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dap-new-operation-'));
  released = JSON.parse(await readFile(require.resolve('@dap/specs/openapi.json'), 'utf8')) as Record<string, any>;
  changed = withNewOperation(released);
  bundle = join(dir, 'openapi.json');
  await writeFile(bundle, JSON.stringify(changed, null, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A copy of a package's src/ with its generated/ folder written anew from the changed bundle. */
async function regenerated(pkg: string, files: Record<string, string>): Promise<string> {
  const src = join(dir, pkg, 'src');
  await cp(join(repoRoot, 'packages', pkg, 'src'), src, { recursive: true });
  await rm(join(src, 'generated'), { recursive: true, force: true });
  await mkdir(join(src, 'generated'), { recursive: true });
  for (const [file, contents] of Object.entries(files)) await writeFile(join(src, 'generated', file), contents);
  return src;
}

describe('an operation added to the spec', () => {
  it('becomes a typed client method and a server route and handler, which compile against the regenerated types with no hand edit', async () => {
    const [types, client, server] = await Promise.all([
      generateOpenapiTypes(bundle, 'openapi.json'),
      generateClient(bundle, 'openapi.json'),
      generateServer(bundle, 'openapi.json'),
    ]);
    expect(client['operations.ts']).toContain(
      `${OPERATION_ID}: { method: 'get', path: "/transfer/crypto-withdrawals/{id}", base: 'rest', scope: "${SCOPE}", retry: 'always' },`,
    );
    expect(client['client.ts']).toContain(
      `${OPERATION_ID}(id: NonNullable<operations['${OPERATION_ID}']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<Transfer> {`,
    );
    expect(server['routes.ts']).toMatch(new RegExp(`${OPERATION_ID}: \\{[^\\n]*`));
    expect(server['routes.ts']).toContain(`fastifyPath: "/transfer/crypto-withdrawals/:id"`);
    expect(server['handlers.ts']).toContain(
      `${OPERATION_ID}(request: HandlerInputs["${OPERATION_ID}"]): HandlerResult<"${OPERATION_ID}">;`,
    );

    await regenerated('api-types', types);
    await regenerated('client', client);
    await regenerated('server', server);
    // A consumer of the regenerated client and a server that implements the new handler.
    await writeFile(
      join(dir, 'consumer.ts'),
      `import { DapClient, type Transfer } from './client/src/index.js';
import type { Handlers } from './server/src/generated/handlers.js';
import { ROUTES } from './server/src/generated/routes.js';

export async function readBack(client: DapClient, id: string): Promise<Transfer['status']> {
  const { data, requestId } = await client.${OPERATION_ID}(id).withResponse();
  console.log(requestId);
  return data.status;
}

export const handler: Handlers['${OPERATION_ID}'] = async ({ params }) => ({ id: params.id } as unknown as Transfer);
export const scope: string | null = ROUTES.${OPERATION_ID}.scope;
`,
    );
    const resolveFrom = (pkg: string, name: string) =>
      dirname(createRequire(join(repoRoot, 'packages', pkg, 'package.json')).resolve(`${name}/package.json`));
    /** A package's type declarations, as its manifest names them (`types`, or the `types` of its `.` export). */
    const typesOf = (dir: string): string => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        types?: string;
        exports?: Record<string, { types?: string } | string>;
      };
      const entry = manifest.exports?.['.'];
      const types = manifest.types ?? (typeof entry === 'object' ? entry.types : undefined);
      return types === undefined ? dir : join(dir, types);
    };
    const dependencyPaths = (pkg: string): Record<string, string[]> => {
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'packages', pkg, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      return Object.fromEntries(
        Object.keys(manifest.dependencies ?? {}).map((name) => [name, [typesOf(resolveFrom(pkg, name))]]),
      );
    };
    const tsconfig = {
      compilerOptions: {
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [join(resolveFrom('client', '@types/node'), '..')],
        baseUrl: '.',
        // The regenerated api-types instead of the installed one; every other dependency of the
        // copied packages as installed for them.
        paths: {
          ...dependencyPaths('client'),
          ...dependencyPaths('server'),
          '@dap/api-types': ['./api-types/src/index.ts'],
        },
      },
      files: ['consumer.ts'],
    };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
      () => 'ok',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(compiled).toBe('ok');
  });

  it('gets a section in the REST docs, shown by a real browser', async () => {
    const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const output = join(dir, 'rest.html');
    await run(process.execPath, [redocly, 'build-docs', bundle, '--inlineBundle', '--output', output], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    // Debian's Chromium, offline: the page is built with its scripts inlined.
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(output).href);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      // Redoc's sidebar lists operations by tag, one group open at a time: open each until ours shows.
      const sidebar = page.locator('[data-component-name="Menu/Menu"]').first();
      const groups = sidebar.locator('a:has([data-component-name^="icons/Chevron"])');
      const entry = sidebar.getByRole('link', { name: SUMMARY });
      for (let i = 0; i < (await groups.count()) && (await entry.count()) === 0; i++) await groups.nth(i).click();
      await entry.first().click();
      await page.locator('h1, h2, h3').filter({ hasText: SUMMARY }).first().waitFor({ timeout: 30_000 });
    } finally {
      await browser.close();
    }
  });

  it('is an addition to the breaking-change gate: no major version needed', () => {
    const findings = diffOpenApi(released, changed);
    expect(findings.filter((finding) => finding.operation === OPERATION_ID).map((finding) => finding.severity)).toEqual(
      ['non-breaking'],
    );
    expect(findings.filter((finding) => finding.severity === 'breaking')).toEqual([]);
  });
});
