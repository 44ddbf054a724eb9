/**
 * The REST operations' samples (rest/, TypeScript with node, then curl with bash) and the Getting
 * started page (docs/site/getting-started.md), against this file's sandbox: the TypeScript samples
 * first (createToken.ts first of all), then getting-started/token.sh keeps the $TOKEN the curl samples
 * read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { includedIn, require, root, succeeded } from './support/common.js';
import { expectDeposit, SHELL, TYPESCRIPT } from './support/rest.js';
import {
  expectToken,
  keepOperatorToken,
  keepToken,
  runShell,
  runTypeScript,
  server,
  useSandbox,
} from './support/sandbox.js';
import { STREAM } from './support/stream.js';
import { expectRunCommand } from './support/testing.js';

useSandbox();
// The curl samples run with $OPERATOR_TOKEN too, as a reader's shell has it (its own check is testing.test.ts's).
beforeAll(async () => {
  await keepOperatorToken();
});

describe('the TypeScript samples, run with node against the sandbox', () => {
  it.each(Object.keys(TYPESCRIPT).filter((sample) => !sample.includes('FiatDeposit')))('%s', async (sample) => {
    await TYPESCRIPT[sample]!(succeeded(sample, await runTypeScript(sample)));
  });

  it('rest/createSandboxFiatDeposit.ts credits the profile of the memo_id', async () => {
    const sample = 'rest/createSandboxFiatDeposit.ts';
    await TYPESCRIPT[sample]!(await expectDeposit(async () => succeeded(sample, await runTypeScript(sample))));
  });
});

describe('the curl samples, run with bash against the sandbox', () => {
  it('getting-started/token.sh keeps a token for every scope of the demo client in $TOKEN', async () => {
    await expectToken(await keepToken(), server.clients.full.scopes);
  });

  it.each(Object.keys(SHELL).filter((sample) => !sample.includes('FiatDeposit')))('%s', async (sample) => {
    await SHELL[sample]!(succeeded(sample, await runShell(sample)));
  });

  it('rest/createSandboxFiatDeposit.sh credits the profile of the memo_id', async () => {
    const sample = 'rest/createSandboxFiatDeposit.sh';
    await SHELL[sample]!(await expectDeposit(async () => succeeded(sample, await runShell(sample))));
  });
});

describe('the Getting started page (docs/site/getting-started.md)', () => {
  const text = readFileSync(join(root, '../site/getting-started.md'), 'utf8');

  it('shows only samples that this test runs', () => {
    const included = includedIn(text);
    expect(included).toEqual(
      expect.arrayContaining([
        'rest/createToken.sh',
        'rest/createToken.ts',
        'rest/createCryptoWithdrawal.ts',
        'rest/createCryptoWithdrawal.sh',
        'stream/market_data.ts',
      ]),
    );
    expect(
      included.filter(
        (sample) =>
          !(sample in TYPESCRIPT || sample in STREAM || sample in SHELL || sample === 'getting-started/token.sh'),
      ),
    ).toEqual([]);
  });

  it("names the sandbox's demo clients and its operator as the sandbox prints them", () => {
    const { full, readOrder, operator } = server.clients;
    for (const { clientId, clientSecret } of [full, readOrder, operator]) {
      expect(text).toMatch(new RegExp(`client_id ${clientId} +client_secret ${clientSecret}`));
    }
  });

  it('says where the packages come from (an .npmrc line for the @dap scope) and starts the sandbox from a project of your own with npx @dap/sandbox, whose one bin npx runs', () => {
    expect(text).toMatch(/^@dap:registry=https:\/\/\S+\/$/m);
    expect(text).toMatch(/^npx @dap\/sandbox$/m);
    const manifest = JSON.parse(readFileSync(require.resolve('@dap/sandbox/package.json'), 'utf8')) as {
      name: string;
      private?: boolean;
      bin: Record<string, string>;
    };
    expect(manifest).toMatchObject({ name: '@dap/sandbox' });
    expect(manifest.private).toBeUndefined();
    // npx runs a package's bin when it has only one.
    expect(Object.keys(manifest.bin)).toEqual(['dap-sandbox']);
  });

  it('says how to run a TypeScript sample, and that command runs one', () => expectRunCommand(text));
});
