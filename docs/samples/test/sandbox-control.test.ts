/**
 * The Sandbox Control API's samples (sandbox-control/rest/), against this file's sandbox, in the order
 * their checks rely on: TypeScript, then curl (with $TOKEN and $OPERATOR_TOKEN); in each, a fault is
 * armed, listed and cleared before any other sample meets it, a tenant made before the tenants are
 * listed, and the tenant's reset, then the operator's whole reset, last.
 */
import { beforeAll, describe, it } from 'vitest';
import { succeeded } from './support/common.js';
import { AROUND, CONTROL_SHELL, CONTROL_TYPESCRIPT } from './support/control.js';
import { keepOperatorToken, keepToken, runShell, runTypeScript, useSandbox } from './support/sandbox.js';

useSandbox();
// The curl samples read $TOKEN (a tenant's controls) and $OPERATOR_TOKEN (the operator's), which
// getting-started/token.sh and testing/operator-token.sh keep (their own checks are rest.test.ts's and testing.test.ts's).
beforeAll(async () => {
  await keepToken();
  await keepOperatorToken();
});

describe("the Sandbox Control API's samples, run against the sandbox (TypeScript, then curl; the resets last of each)", () => {
  /** Runs a sample inside what AROUND checks of its operation, if anything. */
  const around = (id: string, run: () => Promise<string>) => (AROUND[id] ?? ((plain) => plain()))(run);

  it.each(Object.keys(CONTROL_TYPESCRIPT))('sandbox-control/rest/%s.ts', async (id) => {
    const sample = `sandbox-control/rest/${id}.ts`;
    await CONTROL_TYPESCRIPT[id]!(await around(id, async () => succeeded(sample, await runTypeScript(sample))));
  });

  it.each(Object.keys(CONTROL_SHELL))('sandbox-control/rest/%s.sh', async (id) => {
    const sample = `sandbox-control/rest/${id}.sh`;
    await CONTROL_SHELL[id]!(await around(id, async () => succeeded(sample, await runShell(sample))));
  });
});
