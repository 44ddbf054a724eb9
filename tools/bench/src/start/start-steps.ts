/**
 * One start of the sandbox in a fresh process (forked by start.ts), step by step: the real
 * `startSandbox` on the data directory `DAP_BENCH_DATA_DIR` (empty or used before), marking
 * each step of the start as the sandbox reports it (`onProgress`) with the time since the process
 * started, the process's CPU time and its resident memory; then the first requests a client makes
 * (a token, a page of executions) and a moment at rest. So the figures split the start into
 * Node.js and the modules, the store's open, the demo data and read models, and the listen, and
 * the memory into what each step added.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '../harness/ipc.js';

export interface StepMark {
  /** What had just finished: `node` (the process up to this script), `modules`, then the sandbox's steps, `ready`, `first requests`, `at rest`. */
  step: string;
  /** Since the process started (`performance.now()`: its time origin is the process's start). */
  ms: number;
  /** CPU time of the process so far, user + system. */
  cpuMs: number;
  rssBytes: number;
}

const rssBytes = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN) * 1024;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const marks: StepMark[] = [];
const mark = (step: string) => marks.push({ step, ms: performance.now(), cpuMs: cpuMs(), rssBytes: rssBytes() });

mark('node');
// Imported here, not at the top, so that loading the modules is a step of its own.
const { startSandbox } = await import('@dap/sandbox');
mark('modules');

const dataDir = process.env['DAP_BENCH_DATA_DIR'];
if (!dataDir) throw new Error('DAP_BENCH_DATA_DIR is not set');
/** The step that is running: each mark closes the one before it. */
const previous: Record<string, string> = {
  store: 'modules',
  'demo-data': 'store',
  'read-models': 'demo-data',
  listen: 'read-models',
};
const server = await startSandbox({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  seed: 1,
  onProgress: (step) => {
    if (step !== 'store') mark(previous[step] ?? step);
  },
});
mark('listen');

const { clientId, clientSecret } = server.clients.full;
const token = await fetch(server.tokenUrl, {
  method: 'POST',
  body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
});
if (token.status !== 200) throw new Error(`the token endpoint answered ${token.status}`);
const { access_token: bearer } = (await token.json()) as { access_token: string };
const page = await fetch(`${server.url}/executions`, { headers: { authorization: `Bearer ${bearer}` } });
if (page.status !== 200) throw new Error(`GET /v2/executions answered ${page.status}`);
await page.arrayBuffer();
mark('first requests');
await sleep(2_000);
mark('at rest');

serve({}, () => server.stop());
process.send?.({ ready: { marks } });
