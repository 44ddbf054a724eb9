import { SandboxControlClient } from '@dap/client/sandbox-control';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf, type SpecmaticTestCase } from './junit.js';
import { operationsOf, planRuns, securitySchemesOf } from './plan.js';
import { javaVersion, runSpecmatic } from './specmatic.js';

const OPENAPI = createRequire(import.meta.url).resolve('@dap/specs/openapi.json');
const document = JSON.parse(readFileSync(OPENAPI, 'utf8')) as Parameters<typeof operationsOf>[0];

let server: StartedSandbox;
const tests: SpecmaticTestCase[] = [];

// The spec's examples name the first demo tenant's ids (its profiles, accounts, memo ids, its demo
// client), and Specmatic sends an example as it is written: so the tests run as that tenant, reset
// through the Sandbox Control API first, in a sandbox of their own.
beforeAll(async () => {
  javaVersion();
  server = await startSandbox();
  const { clientId, clientSecret, scopes } = server.clients.full;
  const control = new SandboxControlClient({
    baseUrl: server.url,
    tokenUrl: server.tokenUrl,
    clientId,
    clientSecret,
    maxRetries: 0,
  });
  await control.resetSandbox();
  const token = await control.tokens.getToken(scopes.join(' '));
  const tokens = Object.fromEntries(securitySchemesOf(document).map((scheme) => [scheme, token]));
  for (const run of planRuns(document, server.origin)) {
    const result = await runSpecmatic({
      spec: OPENAPI,
      baseUrl: run.baseUrl,
      tokens,
      ...(run.filter !== undefined ? { filter: run.filter } : {}),
    });
    tests.push(...result.tests);
  }
}, 240_000);
afterAll(() => server?.stop());

describe('Specmatic against the sandbox, from specs/dist/openapi.json', () => {
  it('passes every contract test Specmatic generates from the REST API spec', () => {
    const failed = tests.filter((test) => test.failure !== undefined);
    expect(failed).toEqual([]);
  });

  it('generates at least one test for every operation, the token endpoint at the origin included', () => {
    const operations = operationsOf(document);
    expect(new Set(tests.map((test) => operationOf(test.scenario)))).toEqual(new Set(operations));
    expect(tests.length).toBeGreaterThanOrEqual(operations.length);
  });
});
