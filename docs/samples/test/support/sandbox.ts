/**
 * The sandbox of one test file, and running the samples against it. Each test file calls
 * `useSandbox()` at its top: its own in-process sandbox, started in its `beforeAll` and stopped in its
 * `afterAll`, so that files run in parallel never meet each other's data. Vitest evaluates this module
 * once per test file (files are isolated), so `server`, `env` and the kept tokens are that file's.
 */
import { join, relative } from 'node:path';
import { startSandbox, type StartedSandbox, type StartSandboxOptions } from '@dap/sandbox';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { inherited, JWT, out, repo, root, run, succeeded, TENANT, UUID, type Json, type Run } from './common.js';

/** The sample of testing/ that keeps the operator's token in $OPERATOR_TOKEN (sourced, as getting-started/token.sh is). */
export const OPERATOR_TOKEN_SAMPLE = 'testing/operator-token.sh';

/** This file's sandbox. */
export let server: StartedSandbox;
/** What every sample runs with: the sandbox's URLs; the credentials are left to the samples' defaults. */
export let env: NodeJS.ProcessEnv;
/** The token getting-started/token.sh keeps, which the curl samples read as $TOKEN. */
let token: string | undefined;
/** The operator's token testing/operator-token.sh keeps, which the operator's curl samples read as $OPERATOR_TOKEN. */
let operatorToken: string | undefined;

/**
 * Starts this file's sandbox before its tests and stops it after them. Withdrawals settle by
 * themselves 30 s after their creation, not 2 s: on a busy machine a withdrawal one sample left
 * PENDING settled between the next sample's read and its check, or before a sample completed it;
 * advanceClock's minute still settles them.
 */
export function useSandbox(options: Partial<StartSandboxOptions> = {}): void {
  beforeAll(async () => {
    server = await startSandbox({
      port: 0, // a free one; the store is the default, in memory, gone at stop()
      rateLimit: false,
      heartbeatMs: 500,
      settleAfterSeconds: 30,
      ...options,
    });
    env = { ...inherited(), DAP_BASE_URL: server.url, DAP_TOKEN_URL: server.tokenUrl, DAP_WS_URL: server.wsUrl };
  });
  afterAll(async () => {
    await server?.stop();
  });
}

/** What the global setup's one tsc run of every sample answered (test/support/global-setup.ts). */
export const compiled = (): Run => inject('compiled');

/** Runs a TypeScript sample, compiled, with node. */
export async function runTypeScript(sample: string, sampleEnv: NodeJS.ProcessEnv = env): Promise<Run> {
  const { code, stdout, stderr } = compiled();
  expect(code, `tsc:\n${stdout}${stderr}`).toBe(0);
  return run(process.execPath, [join(out, sample.replace(/\.ts$/, '.js'))], sampleEnv, root);
}

/** Runs a curl sample with bash (errexit, nounset, pipefail) from the repository root, with $TOKEN and $OPERATOR_TOKEN. */
export async function runShell(sample: string): Promise<Run> {
  if (token === undefined) throw new Error('no $TOKEN: getting-started/token.sh did not run or failed');
  if (operatorToken === undefined)
    throw new Error(`no $OPERATOR_TOKEN: ${OPERATOR_TOKEN_SAMPLE} did not run or failed`);
  return run(
    'bash',
    ['-euo', 'pipefail', join(root, sample)],
    { ...env, TOKEN: token, OPERATOR_TOKEN: operatorToken },
    repo,
  );
}

/** Sources a sample that keeps a token in `variable` (bash, from the repository root) and answers the token. */
export async function keptToken(sample: string, variable: string): Promise<string> {
  const result = await run(
    'bash',
    ['-euo', 'pipefail', '-c', `source ${relative(repo, join(root, sample))} && printf %s "$${variable}"`],
    env,
    repo,
  );
  return succeeded(sample, result);
}

/** Sources getting-started/token.sh: the curl samples' $TOKEN from now on. */
export async function keepToken(): Promise<string> {
  token = await keptToken('getting-started/token.sh', 'TOKEN');
  return token;
}

/** Sources testing/operator-token.sh: the curl samples' $OPERATOR_TOKEN from now on. */
export async function keepOperatorToken(): Promise<string> {
  operatorToken = await keptToken(OPERATOR_TOKEN_SAMPLE, 'OPERATOR_TOKEN');
  return operatorToken;
}

/** A token the sandbox issued to `clientId` (default: the demo client with every scope) for exactly `scopes`. */
export async function expectToken(accessToken: string, scopes: string[], clientId = server.clients.full.clientId) {
  expect(accessToken).toMatch(JWT);
  const principal = await server.sandbox.tokens.verifyToken(accessToken);
  expect(principal?.subject).toBe(clientId);
  expect([...(principal?.scopes ?? [])].sort()).toEqual([...scopes].sort());
}

/** Runs a deposit sample and expects the profile's balance of `asset` to have grown by `cents` hundredths. */
export async function expectCredit(
  profile: string,
  asset: string,
  cents: bigint,
  sample: () => Promise<string>,
): Promise<string> {
  const hundredths = async () => {
    const balance = await server.sandbox.ledger.balance(profile, asset);
    const [whole = '0', fraction = ''] = balance.split('.');
    return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  };
  const before = await hundredths();
  const stdout = await sample();
  expect((await hundredths()) - before).toBe(cents);
  return stdout;
}

/** The transfer the sandbox holds under the id a sample printed. */
export async function transferOf(id: string | undefined): Promise<Json> {
  expect(id, 'the transfer id the sample printed').toMatch(new RegExp(`^${UUID}$`));
  return (await server.sandbox.transfers.get(TENANT, id!)) as Json;
}

/** An access token from the token endpoint for a client's credentials, and the tenant it acts for. */
export async function tokenFor(clientId: string, clientSecret: string): Promise<{ token: string; tenant?: string }> {
  const answer = await fetch(server.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  expect(answer.status, clientId).toBe(200);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const tenant = (await server.sandbox.tokens.verifyToken(token))?.tenant;
  return tenant === undefined ? { token } : { token, tenant };
}
