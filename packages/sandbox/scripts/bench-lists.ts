/**
 * Measures the two ways of answering the list operations, side by side in one run:
 * `listJson` text sent as it is (the default) versus the page object serialised by Fastify's
 * fast-json-stringify from the response schema. Real HTTP on loopback, keep-alive, 10 concurrent
 * loops, rate limit off. `pnpm --filter @dap/sandbox exec tsx scripts/bench-lists.ts`
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from '../src/app/app.js';
import { createSandbox } from '../src/sandbox.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const CONCURRENCY = 10;

const sandbox = await createSandbox({ dataDir: ':memory:', tickMs: 0, heartbeatMs: 0 });
const client = sandbox.tokens;
const demo = (await import('../src/demo-data.js')).readDemoData();
const full = demo.clients[0];
if (!full) throw new Error('no demo client');
const { access_token: token } = await client.issueToken({ grant_type: 'client_credentials', client_id: full.client_id, client_secret: full.client_secret });

async function serve(preSerialisedLists: boolean) {
  const app = await createSandboxApp(sandbox, { preSerialisedLists, rateLimit: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

function load(port: number, path: string): Promise<{ rps: number; p50: number; p99: number; bytes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`status ${String(res.statusCode)}`));
          bytes = size;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
  const loop = async () => {
    while (performance.now() < deadline) await one();
  };
  const started = performance.now();
  return Promise.all(Array.from({ length: CONCURRENCY }, loop)).then(() => {
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), bytes };
  });
}

const text = await serve(true);
const object = await serve(false);
console.log(`${SECONDS} s per run, ${CONCURRENCY} concurrent keep-alive connections, Node ${process.version}\n`);
for (const path of ['/v2/executions?limit=100', '/v2/executions?limit=1000', '/v2/rewards/monitor/address?limit=100']) {
  await load(text.port, path); // warm-up of both, then measured alternately
  await load(object.port, path);
  const a = await load(text.port, path);
  const b = await load(object.port, path);
  const f = (r: typeof a) => `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`;
  console.log(`${path}  (${a.bytes} bytes; schema path ${b.bytes} bytes)`);
  console.log(`  listJson text   ${f(a)}`);
  console.log(`  fast-json-str.  ${f(b)}`);
  console.log(`  ratio           ${(a.rps / b.rps).toFixed(2)}×\n`);
}
await text.app.close();
await object.app.close();
await sandbox.close();
