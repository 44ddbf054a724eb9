/**
 * `startSandbox()` of `@dap/sandbox` in a fresh process (forked by start.ts), as a test runner's
 * setup starts it: one start after another in the same process, each timed from the call to its
 * first answered request (a token), then stopped. The first start pays for loading the modules and
 * the first store; the ones after it are what a runner that starts a sandbox per file or per suite
 * pays each time.
 */
import { serve } from '../harness/ipc.js';

const starts = Number(process.env['DAP_BENCH_STARTS'] ?? '11');
const { startSandbox } = await import('@dap/sandbox');
const times: number[] = [];
for (let i = 0; i < starts; i++) {
  const begun = performance.now();
  const sandbox = await startSandbox({ seed: 1 });
  const { clientId, clientSecret } = sandbox.clients.full;
  const token = await fetch(sandbox.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  await token.arrayBuffer();
  if (token.status !== 200) throw new Error(`the token endpoint answered ${token.status}`);
  times.push(performance.now() - begun);
  await sandbox.stop();
}

serve({}, async () => {});
process.send?.({ ready: { times } });
