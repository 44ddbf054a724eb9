/**
 * The Testing your integration page (docs/site/testing.md) and its samples (testing/), against this
 * file's sandbox: the operator's token first, the page's checks, then the samples in the page's
 * order, the reset last (it puts everything back to the start).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { includedIn, PROFILE, root, succeeded } from './support/common.js';
import {
  expectCredit,
  expectToken,
  keepOperatorToken,
  keepToken,
  OPERATOR_TOKEN_SAMPLE,
  runShell,
  runTypeScript,
  server,
  tokenFor,
  useSandbox,
} from './support/sandbox.js';
import { expectRunCommand, TESTING, TESTING_CLIENTS } from './support/testing.js';

useSandbox();
// The curl samples of testing/ read $TOKEN, which getting-started/token.sh keeps (its own check is rest.test.ts's).
beforeAll(async () => {
  await keepToken();
});

describe('the curl samples, run with bash against the sandbox', () => {
  it(`${OPERATOR_TOKEN_SAMPLE} keeps a token of the operator client, for sandbox:admin alone, in $OPERATOR_TOKEN`, async () => {
    const { operator } = server.clients;
    await expectToken(await keepOperatorToken(), operator.scopes, operator.clientId);
  });
});

describe('the Testing your integration page (docs/site/testing.md)', () => {
  const text = readFileSync(join(root, '../site/testing.md'), 'utf8');

  it('shows every file of testing/, each once, and only samples that this test runs', () => {
    const included = includedIn(text);
    expect([...included].sort()).toEqual([...Object.keys(TESTING), TESTING_CLIENTS, OPERATOR_TOKEN_SAMPLE].sort());
  });

  it('says how to run a sample of testing/, and that command runs one', () => expectRunCommand(text));

  it("names the tenant's and the operator's scopes, the operator client, and the paths the sandbox serves the controls at, not under /v2", async () => {
    expect(text).toContain('`sandbox:control`');
    expect(text).toContain('`sandbox:admin`');
    expect(text).toContain(`\`${server.clients.operator.clientId}\``);
    expect(text).toContain('`/sandbox-control/`');
    expect(text).toContain('`/v2/sandbox-control/...`');
    const { token } = await tokenFor(server.clients.full.clientId, server.clients.full.clientSecret);
    const origin = new URL(server.url).origin;
    const status = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await status('/sandbox-control/clock')).toBe(200);
    expect(await status('/v2/sandbox-control/clock')).toBe(404);
  });
});

describe('the samples of Testing your integration, run against the sandbox (the reset last)', () => {
  /** Runs a sample of testing/: TypeScript compiled, with node; curl with bash and $TOKEN. */
  const runTesting = async (sample: string) =>
    succeeded(sample, sample.endsWith('.sh') ? await runShell(sample) : await runTypeScript(sample));

  it.each(Object.keys(TESTING))('%s', async (sample) => {
    // The deposit's credit is measured around the run: 2.5 SOL more on the demo profile.
    const stdout =
      sample === 'testing/crypto-deposit.ts'
        ? await expectCredit(PROFILE, 'SOL', 250n, () => runTesting(sample))
        : await runTesting(sample);
    await TESTING[sample]!(stdout);
  });
});
