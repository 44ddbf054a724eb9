import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { specsRoot } from './support/bundles.js';
import { asyncapiValidate, redoclyBundle, redoclyLint } from './support/cli.js';

/**
 * The lint is a gate: these copy the real specs, break one thing, and run the same lint `pnpm lint`
 * runs. It must fail and say which file and which JSON pointer to fix.
 */
describe('the spec lint gate', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'dap-lint-gate-'));
    await cp(join(specsRoot, 'openapi'), join(work, 'openapi'), { recursive: true });
    await cp(join(specsRoot, 'asyncapi'), join(work, 'asyncapi'), { recursive: true });
    await cp(join(specsRoot, 'sandbox-control'), join(work, 'sandbox-control'), { recursive: true });
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  async function edit(file: string, from: string | RegExp, to: string): Promise<void> {
    const path = join(work, file);
    const text = await readFile(path, 'utf8');
    const changed = text.replace(from, to);
    expect(changed, `${file} must contain ${String(from)}`).not.toBe(text);
    await writeFile(path, changed);
  }

  // One linter run per test: each gets the whole time budget on a busy machine.
  it('passes the OpenAPI document as it is', async () => {
    const rest = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(rest.output).toContain('Your API description is valid');
    expect(rest.exitCode).toBe(0);
  });

  it('passes the AsyncAPI document as it is', async () => {
    const stream = await asyncapiValidate(join(work, 'asyncapi/asyncapi.yaml'));
    expect(stream.exitCode).toBe(0);
  });

  it('passes the Sandbox Control API as it is', async () => {
    const control = await redoclyLint(join(work, 'sandbox-control/openapi.yaml'));
    expect(control.output).toContain('Your API description is valid');
    expect(control.exitCode).toBe(0);
  });

  it('holds the Sandbox Control API to the house rules, naming its file and the pointer', async () => {
    await edit('sandbox-control/components/schemas/TransferFailure.yaml', /^ {4}maxLength: 256\n/m, '');
    await edit('sandbox-control/operations/clock/getClock.yaml', /^ {2}'429':\n( {4}.*\n)+/m, '');
    await edit('sandbox-control/operations/faults/listFaults.yaml', /^ {8}examples:\n( {10}.*\n)+/m, '');
    const { exitCode, output } = await redoclyLint(join(work, 'sandbox-control/openapi.yaml'));
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(
      /sandbox-control\/components\/schemas\/TransferFailure\.yaml:\d+:\d+ at #\/properties\/reason\n/,
    );
    expect(output).toContain('dap/string-max-length');
    expect(output).toMatch(/sandbox-control\/operations\/clock\/getClock\.yaml:\d+:\d+ at #\/responses/);
    expect(output).toContain('Operation must declare a 429 problem response.');
    expect(output).toMatch(
      /sandbox-control\/operations\/faults\/listFaults\.yaml:\d+:\d+ at #\/responses\/200\/content\/application~1json/,
    );
    expect(output).toContain('dap/operation-examples');
  });

  it('fails the Sandbox Control API when an operation requires a scope its scheme does not declare', async () => {
    await edit('sandbox-control/openapi.yaml', /^( {6}- )sandbox:control$/m, '$1sandbox:steer');
    const { exitCode, output } = await redoclyLint(join(work, 'sandbox-control/openapi.yaml'));
    expect(exitCode).not.toBe(0);
    expect(output).toContain('Scope `sandbox:steer` is not declared by the `oauth2` scheme');
  });

  it('fails the Sandbox Control API bundle when an example names a problem type the platform catalogue does not list', async () => {
    await edit(
      'sandbox-control/components/responses/TransferNotPending.yaml',
      'type: problems/transfer-not-pending',
      'type: problems/transfer-settled',
    );
    const bundle = await redoclyBundle(join(work, 'sandbox-control/openapi.yaml'), join(work, 'sandbox-control.json'));
    expect(bundle.exitCode).not.toBe(0);
    expect(bundle.output).toMatch(
      /sandbox-control\/components\/responses\/TransferNotPending\.yaml:\d+:\d+ at #\/content\/application~1problem\+json\/examples\/alreadyCompleted\/value\/type/,
    );
    expect(bundle.output).toContain('Problem type `problems/transfer-settled` is not in the catalogue');
  });

  it('fails when the decimal schema becomes a JSON number, naming the file and the pointer', async () => {
    await edit('openapi/components/schemas/Decimal.yaml', /^type: string$/m, 'type: number');
    const { exitCode, output } = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/components\/schemas\/Decimal\.yaml:\d+:\d+ at #\/type/);
    expect(output).toContain('dap/no-json-number');
    expect(output).toMatch(/components\/schemas\/Transfer\.yaml:\d+:\d+ at #\/properties\/amount/);
    expect(output).toContain('dap/money-decimal-string');
  });

  it('fails when an enum no longer says whether it is extensible, naming the file and the pointer', async () => {
    await edit('openapi/components/schemas/CryptoNetwork.yaml', /^x-extensible-enum: true\n/m, '');
    const { exitCode, output } = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/components\/schemas\/CryptoNetwork\.yaml:\d+:\d+ at #\/enum/);
    expect(output).toContain('dap/enum-extensibility');
  });

  it('fails when an operation, the token endpoint included, loses its rate-limit response, naming the operation file', async () => {
    await edit('openapi/operations/executions/listExecutions.yaml', /^ {2}'429':\n( {4}.*\n)+/m, '');
    await edit('openapi/operations/oauth2/createToken.yaml', /^ {2}'429':\n( {4}.*\n)+/m, '');
    const { exitCode, output } = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(exitCode).not.toBe(0);
    expect(output).toMatch(/operations\/executions\/listExecutions\.yaml:\d+:\d+ at #\/responses/);
    expect(output).toMatch(/operations\/oauth2\/createToken\.yaml:\d+:\d+ at #\/responses/);
    expect(output).toContain('Operation must declare a 429 problem response.');
  });

  it('fails when a string field loses its maxLength, naming the file and the pointer', async () => {
    await edit(
      'openapi/components/schemas/Transfer.yaml',
      /^( {2}memo:\n {4}type: string\n) {4}maxLength: 128\n/m,
      '$1',
    );
    await edit(
      'asyncapi/asyncapi.yaml',
      /^( {10}title: ErrorMessageText\n {10}type: string\n) {10}maxLength: 1024\n/m,
      '$1',
    );
    const rest = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(rest.exitCode).not.toBe(0);
    expect(rest.output).toMatch(/components\/schemas\/Transfer\.yaml:\d+:\d+ at #\/properties\/memo\n/);
    expect(rest.output).toContain('dap/string-max-length');
    const stream = await redoclyLint(join(work, 'asyncapi/asyncapi.yaml'));
    expect(stream.exitCode).not.toBe(0);
    expect(stream.output).toMatch(
      /asyncapi\.yaml:\d+:\d+ at #\/components\/schemas\/ErrorMessage\/properties\/message\n/,
    );
    expect(stream.output).toContain('dap/string-max-length');
  });

  it('fails the lint and the bundle when an example names a problem type the catalogue does not list', async () => {
    await edit(
      'openapi/components/responses/NotFound.yaml',
      'type: problems/not-found',
      'type: problems/no-such-thing',
    );
    const lint = await redoclyLint(join(work, 'openapi/openapi.yaml'));
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toMatch(
      /components\/responses\/NotFound\.yaml:\d+:\d+ at #\/content\/application~1problem\+json\/examples\/profileNotFound\/value\/type/,
    );
    expect(lint.output).toContain('Problem type `problems/no-such-thing` is not in the catalogue');
    expect(lint.output).toContain('dap/problem-types');
    const bundle = await redoclyBundle(join(work, 'openapi/openapi.yaml'), join(work, 'openapi.json'));
    expect(bundle.exitCode).not.toBe(0);
    expect(bundle.output).toMatch(
      /components\/responses\/NotFound\.yaml:\d+:\d+ at #\/content\/application~1problem\+json\/examples\/profileNotFound\/value\/type/,
    );
    expect(bundle.output).toContain('dap/problem-type-uris');
    expect(bundle.output).toContain('bundle not created');
  });

  it('fails an AsyncAPI document with an invalid operation action, naming the file and path', async () => {
    await edit('asyncapi/asyncapi.yaml', /action: receive/, 'action: publish');
    const validate = await asyncapiValidate(join(work, 'asyncapi/asyncapi.yaml'));
    expect(validate.exitCode).not.toBe(0);
    expect(validate.output).toContain(join(work, 'asyncapi/asyncapi.yaml'));
    expect(validate.output).toContain('operations.subscribe.action');
    const lint = await redoclyLint(join(work, 'asyncapi/asyncapi.yaml'));
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toMatch(/asyncapi\.yaml:\d+:\d+ at #\/operations\/subscribe\/action/);
  });
});
