import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BundleSize } from '../client/bundle-size.js';
import type { ClientOverhead } from '../client/client-overhead.js';
import type { FanoutBenchmark } from '../fanout/fanout.js';
import type { FanoutFigures } from '../fanout/fanout-rounds.js';
import type { FloodBenchmark, FloodFigures } from '../flood/flood.js';
import type { Machine } from '../harness/machine.js';
import { DEFAULT_SETTLE_AFTER_MS } from '@dap/sandbox';
import type { ClusterFigures, RestBenchmark, RestFigures, ServerName } from '../rest/rest.js';
import type { StartBenchmark } from '../start/start.js';
import type { StepMark } from '../start/start-steps.js';
import type { ToolchainBenchmark } from '../toolchain/toolchain.js';

/** A benchmark that could not be measured in this run (a server would not start, a build broke, …). */
export interface Failed {
  error: string;
}

export interface Results {
  machine: Machine;
  clientOverhead: ClientOverhead | Failed;
  bundleSize: BundleSize | Failed;
  rest: RestBenchmark | Failed;
  start: StartBenchmark | Failed;
  fanout: FanoutBenchmark | Failed;
  flood: FloodBenchmark | Failed;
  toolchain: ToolchainBenchmark | Failed;
}

export const failed = (part: object): part is Failed => 'error' in part;
const firstLine = (error: string) => error.split('\n').find((line) => line.trim() !== '')?.trim() ?? error;
const notMeasured = (title: string, part: Failed) => `## ${title}\n\n**Not measured in this run:** ${firstLine(part.error)}\n`;
const NOT_MEASURED = 'not measured (see below)';

export interface Target {
  what: string;
  figure: string;
  met: boolean;
}

const docs = (file: string) => fileURLToPath(new URL(`../../../../docs/${file}`, import.meta.url));
const verdict = (ok: boolean) => (ok ? 'meets target' : '**misses target**');
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const count = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : 'n/a');
const ms = (value: number) => `${fixed(value)} ms`;
const mib = (bytes: number) => `${fixed(bytes / 2 ** 20, 1)} MiB`;
const times = (value: number) => `${fixed(value)}×`;

const SERVER_LABEL: Record<ServerName, string> = { sandbox: 'sandbox', prism: 'Prism (static mock)', bare: 'bare Fastify' };

/** Every target of the issue, with the figure it is judged on (not met when it could not be measured). */
export function targets({ clientOverhead: c, bundleSize: b, rest, fanout, flood, toolchain }: Results): Target[] {
  const list: Target[] = [];
  if (failed(rest)) {
    list.push({ what: 'REST GET /v2/executions: sandbox ≥ 10× Prism', figure: NOT_MEASURED, met: false });
    list.push({ what: 'REST GET /v2/executions: sandbox ≥ 0.5× bare Fastify', figure: NOT_MEASURED, met: false });
    list.push({ what: 'REST POST /v2/transfer/crypto-withdrawals: sandbox ≥ 1× Prism', figure: NOT_MEASURED, met: false });
    list.push({ what: 'REST POST /v2/transfer/crypto-withdrawals: 3 instances on PostgreSQL ≥ 2× Prism', figure: NOT_MEASURED, met: false });
  } else {
    const [get, create] = rest.endpoints;
    if (get) {
      list.push({ what: `REST ${get.name}: sandbox ≥ ${rest.targets.listSandboxToPrism}× Prism`, figure: times(get.sandboxToPrism), met: get.sandboxToPrism >= rest.targets.listSandboxToPrism });
      list.push({ what: `REST ${get.name}: sandbox ≥ ${rest.targets.listSandboxToBare}× bare Fastify`, figure: times(get.sandboxToBare), met: get.sandboxToBare >= rest.targets.listSandboxToBare });
    }
    if (create) {
      const { createSandboxToPrism, createClusterToPrism } = rest.targets;
      list.push({ what: `REST ${create.name}: sandbox ≥ ${createSandboxToPrism}× Prism`, figure: times(create.sandboxToPrism), met: create.sandboxToPrism >= createSandboxToPrism });
      const ratio = create.clusterToPrism ?? Number.NaN;
      list.push({
        what: `REST ${create.name}: ${create.cluster?.instances ?? 3} instances on PostgreSQL ≥ ${createClusterToPrism}× Prism`,
        figure: create.cluster ? times(ratio) : NOT_MEASURED,
        met: ratio >= createClusterToPrism,
      });
    }
  }
  list.push(
    failed(c)
      ? { what: '@dap/client ≤ 1.10× fetch + AbortSignal.timeout', figure: NOT_MEASURED, met: false }
      : { what: `@dap/client ≤ ${fixed(c.target)}× fetch + AbortSignal.timeout`, figure: times(c.ratio), met: c.ratio <= c.target },
  );
  list.push(
    failed(b)
      ? { what: '@dap/client bundle ≤ 10 kB min+gzip', figure: NOT_MEASURED, met: false }
      : { what: `@dap/client bundle ≤ ${b.limitBytes / 1000} kB min+gzip`, figure: `${fixed(b.clientBytes / 1000)} kB`, met: b.clientBytes <= b.limitBytes },
  );
  if (failed(fanout)) {
    list.push({ what: 'WebSocket p99 < 20 ms at 1,000 subscribers', figure: NOT_MEASURED, met: false });
    list.push({ what: 'WebSocket delivery ≥ 0.8× the raw ws broadcast at 1,000 subscribers', figure: NOT_MEASURED, met: false });
  } else {
    const atScale = fanout.rows.find((row) => row.subscribers === fanout.targets.subscribers);
    if (atScale) {
      list.push({ what: `WebSocket p99 < ${fanout.targets.p99Ms} ms at ${count(atScale.subscribers)} subscribers`, figure: ms(atScale.sandbox.p99Ms), met: atScale.sandbox.p99Ms < fanout.targets.p99Ms });
      list.push({ what: `WebSocket delivery ≥ ${fanout.targets.rateRatio}× the raw ws broadcast at ${count(atScale.subscribers)} subscribers`, figure: times(atScale.rateRatio), met: atScale.rateRatio >= fanout.targets.rateRatio });
    }
  }
  if (failed(flood)) {
    list.push({ what: "WebSocket flood: another client's REST p99 ≤ 2× without the flood", figure: NOT_MEASURED, met: false });
    list.push({ what: "WebSocket flood: another client's market-data p99 lag ≤ 2× without the flood", figure: NOT_MEASURED, met: false });
  } else {
    list.push({ what: `WebSocket flood: another client's REST p99 ≤ ${flood.targets.restP99Ratio}× without the flood`, figure: times(flood.ratios.restP99), met: flood.ratios.restP99 <= flood.targets.restP99Ratio });
    list.push({ what: `WebSocket flood: another client's market-data p99 lag ≤ ${flood.targets.streamP99Ratio}× without the flood`, figure: times(flood.ratios.streamP99), met: flood.ratios.streamP99 <= flood.targets.streamP99Ratio });
  }
  list.push(
    failed(toolchain)
      ? { what: "no-change `pnpm build` < 2 s, every task from turbo's cache", figure: NOT_MEASURED, met: false }
      : {
          what: `no-change \`pnpm build\` < ${toolchain.targets.buildSeconds} s, every task from turbo's cache`,
          figure: `${fixed(toolchain.build.seconds)} s, ${toolchain.build.cached}/${toolchain.build.tasks} cached`,
          met: toolchain.build.seconds < toolchain.targets.buildSeconds && toolchain.build.cached === toolchain.build.tasks,
        },
  );
  return list;
}

function failuresOf(name: string, figures: RestFigures): string | undefined {
  const statuses = Object.entries(figures.failures.otherStatuses);
  if (statuses.length === 0 && figures.failures.errors === 0) return undefined;
  const parts = [...statuses.map(([status, n]) => `${count(n)} × ${status}`), ...(figures.failures.errors > 0 ? [`${count(figures.failures.errors)} connection errors or timeouts`] : [])];
  return `${name}: ${parts.join(', ')}`;
}

/** The same requests on instances sharing one PostgreSQL, beside Prism's figures of the same rounds. */
function clusterTable(cluster: ClusterFigures, prism: RestFigures, toPrism: number, connections: number): string {
  const problems = failuresOf('cluster', { ...prism, failures: cluster.failures });
  return `
${cluster.instances} sandbox instances on one PostgreSQL server (\`startLocalPostgres\`), each loaded by its own autocannon
with ${connections} connections, all at the same time, in the same rounds as the servers above; the rates add up.

| measure | ${cluster.instances} instances on PostgreSQL | Prism (static mock) | cluster / Prism |
|---|---|---|---|
| requests/s (median of the rounds' sums) | ${count(cluster.rps)} | ${count(prism.rps)} | **${times(toPrism)}** |
| p50 latency (median of the instances') | ${ms(cluster.p50Ms)} | ${ms(prism.p50Ms)} | ${times(cluster.p50Ms / prism.p50Ms)} |
| p99 latency (the largest instance's) | ${ms(cluster.p99Ms)} | ${ms(prism.p99Ms)} | ${times(cluster.p99Ms / prism.p99Ms)} |
| requests/s per round | ${cluster.roundsRps.map(count).join(', ')} | ${prism.roundsRps.map(count).join(', ')} | |
${problems ? `\n**Answers other than 2xx** (not counted as throughput): ${problems}.\n` : `\nEvery answer of the instances was a 2xx.\n`}`;
}

function restSection(rest: RestBenchmark | Failed): string {
  if (failed(rest)) return notMeasured('REST: sandbox vs Prism vs bare Fastify', rest);
  const s = rest.settings;
  const servers: ServerName[] = ['sandbox', 'prism', 'bare'];
  const tables = rest.endpoints.map((endpoint) => {
    const r = endpoint.results;
    const row = (measure: string, cell: (f: RestFigures) => string, ratio: (a: RestFigures, b: RestFigures) => string) =>
      `| ${measure} | ${servers.map((name) => cell(r[name])).join(' | ')} | ${ratio(r.sandbox, r.prism)} | ${ratio(r.sandbox, r.bare)} |`;
    const problems = servers.flatMap((name) => failuresOf(SERVER_LABEL[name], r[name]) ?? []);
    return `### ${endpoint.name}

${endpoint.request}.

| measure | ${servers.map((name) => SERVER_LABEL[name]).join(' | ')} | sandbox / Prism | sandbox / bare |
|---|---|---|---|---|---|
${row('requests/s (median)', (f) => count(f.rps), (a, b) => `**${times(a.rps / b.rps)}**`)}
${row('p50 latency', (f) => ms(f.p50Ms), (a, b) => times(a.p50Ms / b.p50Ms))}
${row('p99 latency', (f) => ms(f.p99Ms), (a, b) => times(a.p99Ms / b.p99Ms))}
${row('peak RSS of the server', (f) => mib(f.peakRssBytes), (a, b) => times(a.peakRssBytes / b.peakRssBytes))}
${row('bytes per response (headers included)', (f) => count(f.bytesPerResponse), () => '')}
${row(`requests/s per round`, (f) => f.roundsRps.map(count).join(', '), () => '')}
${problems.length > 0 ? `\n**Answers other than 2xx** (not counted as throughput): ${problems.join('; ')}.\n` : `\nEvery answer was a 2xx.\n`}${endpoint.cluster ? clusterTable(endpoint.cluster, r.prism, endpoint.clusterToPrism ?? Number.NaN, s.connections) : ''}`;
  });
  const memoryRow = (measure: string, rss: Record<ServerName, number>) =>
    `| ${measure} | ${servers.map((name) => mib(rss[name])).join(' | ')} | ${times(rss.sandbox / rss.prism)} | ${times(rss.sandbox / rss.bare)} |`;
  const peaks = rest.endpoints.map((endpoint) =>
    memoryRow(`peak under ${endpoint.name}`, { sandbox: endpoint.results.sandbox.peakRssBytes, prism: endpoint.results.prism.peakRssBytes, bare: endpoint.results.bare.peakRssBytes }),
  );
  const memory = `### Memory

Resident memory of each server (its process and children): at rest after its first requests, before any
load, and the peak while each endpoint was loaded.

| measure | ${servers.map((name) => SERVER_LABEL[name]).join(' | ')} | sandbox / Prism | sandbox / bare |
|---|---|---|---|---|---|
${[...(rest.rssAtRest ? [memoryRow('at rest', rest.rssAtRest)] : []), ...peaks].join('\n')}
`;
  return `## REST: sandbox vs Prism vs bare Fastify

autocannon, ${s.connections} connections, keep-alive, no pipelining; per endpoint a ${s.warmupSeconds} s warm-up of each
server, then ${s.rounds} rounds of ${s.roundSeconds} s, the servers' order rotating each round; medians of the rounds.
For the writes, each round comes right after a warm-up of its own (${s.warmupSeconds} s), so that the round also settles
withdrawals (a withdrawal settles ${DEFAULT_SETTLE_AFTER_MS / 1000} s after its creation: the steady state), and is followed by a pause until the
server's settlements are done, so that no round carries another server's.
Targets (GET): sandbox ≥ ${rest.targets.listSandboxToPrism}× Prism, ≥ ${rest.targets.listSandboxToBare}× bare Fastify; (POST): sandbox ≥ ${rest.targets.createSandboxToPrism}× Prism, three instances on PostgreSQL ≥ ${rest.targets.createClusterToPrism}× Prism. Processes per server: ${Object.entries(rest.processes)
    .map(([name, n]) => `${SERVER_LABEL[name as ServerName]} ${n}`)
    .join(', ')} (peak RSS sums a server's processes).

${tables.join('\n')}
${memory}`;
}

const STEP_LABEL: Record<string, string> = {
  node: 'Node.js up to the start script',
  modules: 'loading the modules (Fastify, the sandbox, PGlite)',
  store: 'opening the store',
  'demo-data': 'the demo data, the signing keys',
  'read-models': 'the read models, settlements, the market',
  listen: 'listening',
  'first requests': 'the first requests (a token, a page of executions)',
  'at rest': 'two seconds at rest',
};

function stepRows(empty: readonly StepMark[], existing: readonly StepMark[]): string[] {
  const cells = (marks: readonly StepMark[], i: number) => {
    const mark = marks[i];
    if (!mark) return ' | | ';
    const before = marks[i - 1] ?? { ms: 0, cpuMs: 0, rssBytes: 0 };
    return `${count(mark.ms - before.ms)} ms | ${count(mark.cpuMs - before.cpuMs)} ms | ${mib(mark.rssBytes)}`;
  };
  return empty.map((mark, i) => `| ${STEP_LABEL[mark.step] ?? mark.step} | ${cells(empty, i)} | ${cells(existing, i)} |`);
}

function startSection(start: StartBenchmark | Failed): string {
  if (failed(start)) return notMeasured('Start and stop', start);
  const { empty, existing } = start.byDataDir;
  const row = (measure: string, cell: (f: typeof empty) => string) => `| ${measure} | ${cell(empty)} | ${cell(existing)} |`;
  return `## Start and stop

\`dap-sandbox\` (what \`pnpm start\` runs) spawned on an empty data directory, stopped with SIGTERM, then
spawned again on the directory it left; ${start.settings.rounds} rounds, medians. Store open, memory and the steps: the same
start (\`startSandboxServer\`) in a fresh process per start, each step timed as the sandbox reports it.

| measure | empty data directory | existing data directory |
|---|---|---|
${row('cold start: spawn to the first answered request', (f) => `**${count(f.coldStartMs)} ms**`)}
${row('CPU time of the process by then', (f) => `${count(f.coldStartCpuMs)} ms`)}
${row('store open', (f) => `**${count(f.storeOpenMs)} ms**`)}
${row('CPU time of the store open', (f) => `${count(f.storeOpenCpuMs)} ms`)}
${row('resident memory at rest, after the first requests', (f) => `**${mib(f.rssAtRestBytes)}**`)}
${row('stop: SIGTERM to exit', (f) => `${count(f.stopMs)} ms`)}
${row('cold start per round', (f) => f.runs.map((r) => `${count(r.cold.ms)} ms`).join(', '))}

The start step by step (the round with the median store open): how long each step took, its CPU time, and the
resident memory when it ended.

| step | empty: time | CPU | RSS after | existing: time | CPU | RSS after |
|---|---|---|---|---|---|---|
${stepRows(empty.steps, existing.steps).join('\n')}
`;
}

function fanoutSection(fanout: FanoutBenchmark | Failed): string {
  if (failed(fanout)) return notMeasured('WebSocket fan-out: sandbox vs a raw ws broadcast', fanout);
  const s = fanout.settings;
  const cells = (f: FanoutFigures) =>
    `${count(f.perSecond)} | ${count(f.sentPerSecond)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | ${fixed(f.completeness * 100, 1)} % | ${mib(f.peakRssBytes)}`;
  const closed = fanout.rows.flatMap((row) =>
    Object.entries(row.sandbox.closedByServer).map(([code, n]) => `${count(n)} of ${count(row.subscribers)} sandbox subscribers closed with ${code}`),
  );
  const rows = fanout.rows.flatMap((row) => [
    `| ${count(row.subscribers)} | sandbox | ${cells(row.sandbox)} | **${times(row.rateRatio)}** |`,
    `| ${count(row.subscribers)} | raw ws | ${cells(row.raw)} | |`,
  ]);
  return `## WebSocket fan-out: sandbox vs a raw ws broadcast

\`${s.channel}\` for ${s.market}, every subscriber authenticated with a token of the full demo client (the raw
server takes any connection). The sandbox's market simulator steps every ${s.tickMs} ms (its default is 100 ms),
one UPDATE frame per step that changes the book; the raw \`ws\` server replays the frames the sandbox sent, at
the same offsets. Per subscriber count and server: ${s.warmupSeconds} s warm-up, then ${s.rounds} rounds of ${s.roundSeconds} s; medians of the rounds
(max: the largest of any round). Targets at ${count(fanout.targets.subscribers)} subscribers: p99 < ${fanout.targets.p99Ms} ms, delivery ≥ ${fanout.targets.rateRatio}× the raw rate.

| subscribers | server | frames/s delivered | frames/s sent | p50 latency | p99 latency | max latency | delivered | peak RSS | sandbox / raw (delivered) |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${closed.length > 0 ? `\n**Closed by the sandbox** (slow consumers): ${closed.join('; ')}.\n` : ''}${fanout.duplicateKeys > 0 ? `\n**${fanout.duplicateKeys} frames shared a \`time\`**: their latencies may be attributed to the wrong frame.\n` : ''}
${crossInstanceSection(fanout)}`;
}

function crossInstanceSection(fanout: FanoutBenchmark): string {
  const title = '### Across instances: the leader\'s update to a subscriber of another instance';
  const cross = fanout.crossInstance;
  if (!cross) return `${title}\n\nNot measured in this run.\n`;
  if (failed(cross)) return `${title}\n\n**Not measured in this run:** ${firstLine(cross.error)}\n`;
  const cells = (f: FanoutFigures) => `${count(f.perSecond)} | ${count(f.sentPerSecond)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | ${fixed(f.completeness * 100, 1)} %`;
  return `${title}

${cross.instances} sandboxes on one PostgreSQL server (\`startLocalPostgres\`, on this machine), at the sandbox's default market step
(${cross.tickMs} ms): the first holds the market simulator's advisory lock, runs the simulation and publishes each step with
NOTIFY; the other applies the steps to its replica of the book and sends the frames. ${count(cross.subscribers)} subscribers on the
leader, then as many on the other instance; the latency runs from the leader's send of a frame (its probe) to the
receipt (a replica's frame carries the leader's \`time\`). Same rounds as above. The 1-minute load average was
${fixed(cross.loadAverage.start, 1)} when this measurement started and ${fixed(cross.loadAverage.end, 1)} when it ended.

| subscribers | on | frames/s delivered | frames/s sent | p50 latency | p99 latency | max latency | delivered |
|---|---|---|---|---|---|---|---|
| ${count(cross.subscribers)} | the leader (one instance) | ${cells(cross.local)} |
| ${count(cross.subscribers)} | another instance (leader → NOTIFY → replica) | ${cells(cross.remote)} |
`;
}

function floodSection(flood: FloodBenchmark | Failed): string {
  const title = 'WebSocket limits: another client under a flood vs without';
  if (failed(flood)) return notMeasured(title, flood);
  const s = flood.settings;
  const row = (measure: string, cell: (f: FloodFigures) => string, ratio?: (quiet: FloodFigures, flooded: FloodFigures) => string) =>
    `| ${measure} | ${cell(flood.quiet)} | ${cell(flood.flood)} | ${ratio ? ratio(flood.quiet, flood.flood) : ''} |`;
  const closes = (kind: 'malformed' | 'silent') =>
    Object.entries(flood.flooders[kind].closes)
      .map(([code, n]) => `${count(n)} × ${code}`)
      .join(', ') || 'none';
  const m = flood.flooders.malformed;
  const q = flood.flooders.silent;
  return `## ${title}

One client GETs \`${s.restPath}\` every ${s.restIntervalMs} ms and follows \`market_data\` for ${s.market} (market step ${s.tickMs} ms), in
windows of ${s.windowSeconds} s: ${s.warmupRounds ? `${s.warmupRounds === 1 ? 'a pair' : `${s.warmupRounds} pairs`} first, not counted (the warm-up), then ` : ''}${s.rounds} without a flood and ${s.rounds} with one, alternating. The flood, from a process of its own: one
connection sends ${count(s.framesPerConnection)} one-byte frames that are not JSON at once, another stops reading its socket, subscribes to
every market's order book and sends ${count(s.framesPerConnection)} requests at once; each starts again on a new connection once the
sandbox has closed the last. Medians over the windows (max: the largest of any). Targets: with the flood, the other client's
REST p99 and market-data p99 lag at most ${flood.targets.restP99Ratio}× what they are without it.

| measure | no flood | flood | flood / no flood |
|---|---|---|---|
${row('REST p50 latency', (f) => ms(f.restP50Ms), (a, b) => times(b.restP50Ms / a.restP50Ms))}
${row('REST p99 latency', (f) => ms(f.restP99Ms), (a, b) => `**${times(b.restP99Ms / a.restP99Ms)}**`)}
${row('REST max latency', (f) => ms(f.restMaxMs), (a, b) => times(b.restMaxMs / a.restMaxMs))}
${row('REST calls (failed)', (f) => `${count(f.restCalls)} (${count(f.restFailed)})`)}
${row('market-data p50 lag', (f) => ms(f.streamP50Ms), (a, b) => times(b.streamP50Ms / a.streamP50Ms))}
${row('market-data p99 lag', (f) => ms(f.streamP99Ms), (a, b) => `**${times(b.streamP99Ms / a.streamP99Ms)}**`)}
${row('market-data max lag', (f) => ms(f.streamMaxMs), (a, b) => times(b.streamMaxMs / a.streamMaxMs))}
${row('market-data frames delivered', (f) => `${fixed(f.streamCompleteness * 100, 1)} %`)}
${row('sandbox CPU (of one core)', (f) => `${fixed(f.serverCpu * 100, 0)} %`)}
${row('sandbox peak RSS', (f) => mib(f.peakRssBytes), (a, b) => times(b.peakRssBytes / a.peakRssBytes))}

The flood, all windows together: ${count(m.frames)} malformed frames on ${count(m.connections)} connections (ended: ${closes('malformed')}); ${count(q.frames)} requests on
${count(q.connections)} connections that read nothing (ended: ${closes('silent')}; a connection the flooder dropped itself at the end of a
window is not counted). The sandbox answers a connection's frames up to its request burst, answers the next one
\`TOO_MANY_REQUESTS\` and closes it with 1008, then stops reading a connection that keeps sending. What the flood cost the
sandbox beyond the quiet windows' CPU: **${fixed(flood.cpuPerFloodFrameUs)} µs per frame sent** (before the limits: 281 µs per malformed frame, all
of them answered).
`;
}

function clientSection(c: ClientOverhead | Failed, b: BundleSize | Failed): string {
  if (failed(c) && failed(b)) return notMeasured('REST client', c);
  const rows = [
    failed(c)
      ? `| 10,000 sequential GET /v2/executions | not measured: ${firstLine(c.error)} | | | |`
      : `| ${c.requests.toLocaleString('en')} sequential GET /v2/executions, median of ${c.rounds} rounds | ${fixed(c.clientMs, 0)} ms | fetch + \`AbortSignal.timeout\` ${fixed(c.fetchWithTimeoutMs, 0)} ms | ${times(c.ratio)} | ≤ ${times(c.target)} (${verdict(c.ratio <= c.target)}) |\n| per request | ${fixed((c.clientMs * 1000) / c.requests, 1)} µs | ${fixed((c.fetchWithTimeoutMs * 1000) / c.requests, 1)} µs | | |\n| same, against fetch without a signal | ${fixed(c.clientMs, 0)} ms | raw fetch ${fixed(c.fetchMs, 0)} ms | ${times(c.ratioToBareFetch)} | (context) |`,
    failed(b)
      ? `| bundle, minified + gzipped | not measured: ${firstLine(b.error)} | | | |`
      : `| bundle, minified + gzipped | ${(b.clientBytes / 1000).toFixed(2)} kB (openapi-fetch included) | openapi-fetch alone ${(b.openapiFetchBytes / 1000).toFixed(2)} kB | ${times(b.ratio)} | ≤ ${b.limitBytes / 1000} kB (${verdict(b.clientBytes <= b.limitBytes)}) |`,
  ];
  return `## REST client

| measure | @dap/client | baseline | ratio | target |
|---|---|---|---|---|
${rows.join('\n')}

The client's figure includes what it adds to every call: the cached bearer token, typed error
mapping, retry bookkeeping (no retry happens) and a timeout signal that cancels the request at the
socket. Its baseline is raw fetch cancelled the same way (\`AbortSignal.timeout\`); on Node 20 undici
charges several percent of such a small request for following any signal, which the third row shows
against fetch without one.
`;
}

function toolchainSection(t: ToolchainBenchmark | Failed): string {
  if (failed(t)) return notMeasured('Toolchain', t);
  return `## Toolchain

| command | time | turbo | target |
|---|---|---|---|
| \`pnpm generate --force\` (cold: nothing replayed from turbo's cache), median of ${t.generateRounds.length} | ${fixed(t.generate.seconds, 1)} s | ${t.generate.tasks} tasks run | |
| \`pnpm build\` with no change, median of ${t.buildRounds.length} | ${fixed(t.build.seconds)} s | ${t.build.cached}/${t.build.tasks} tasks from cache${t.build.fullTurbo ? ' (FULL TURBO)' : ''} | < ${t.targets.buildSeconds} s, all cached (${verdict(t.build.seconds < t.targets.buildSeconds && t.build.cached === t.build.tasks)}) |
`;
}

export function renderMarkdown(results: Results): string {
  const { machine, clientOverhead: c, bundleSize: b, toolchain: t } = results;
  const list = targets(results);
  const rounds = (what: (t: ToolchainBenchmark) => number) => (failed(t) ? 3 : what(t));
  return `# Benchmarks

Measured by \`pnpm bench\` on ${machine.date.slice(0, 10)}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node.js ${machine.node}.
The 1-minute load average was ${fixed(machine.loadAverage.start, 1)} when the run started and ${fixed(machine.loadAverage.end ?? NaN, 1)} when it ended: the benchmarks
keep about two processes busy themselves, more means other work competed for the cores. Everything runs on
127.0.0.1; each server and each load generator runs in its own process. Absolute figures drift on a shared
machine; the ratios, measured side by side in one run, are what to compare. How each figure is measured is
at the end.

## Targets

| target | measured | |
|---|---|---|
${list.map((target) => `| ${target.what} | ${target.figure} | ${verdict(target.met)} |`).join('\n')}

${restSection(results.rest)}
${startSection(results.start)}
${clientSection(c, b)}
${fanoutSection(results.fanout)}
${floodSection(results.flood)}
${toolchainSection(t)}
## How it is measured

- **REST servers.** The sandbox is \`startSandboxServer\` from \`@dap/sandbox\` in a forked process: a fresh
  data directory, as \`pnpm start\` makes on its first run (demo data), market seed 1, its per-client rate limit off (the
  default, 50 requests/s, would answer most of the load with 429). Requests carry a bearer token from its
  token endpoint (the full demo client) and go through everything a real request does: token verification,
  validation against the spec, the handler. The list services keep each rendered page by query (the demo
  executions never change while the sandbox runs), so after the first request the page is a cache hit: what
  any repeated query of a real client costs. Prism is \`startMock()\` from \`tools/mock\` (static
  mode: the spec's examples, so its answers are smaller than the sandbox's page of 100 executions). The bare
  Fastify routes answer the very JSON the sandbox answered (captured at the start of the run): no
  authentication, no validation.
- **Load.** autocannon runs in a forked process of its own. Its histogram keeps whole milliseconds, so the
  latency percentiles come from each response's own time (autocannon's sub-millisecond figure, from writing
  the request to the end of the response), collected in that process. Only 2xx answers count.
- **The POST** withdraws 0.01 USDC on Polygon (fee 0.10) from the main demo profile with a fresh \`ref_id\`
  per request (autocannon's \`[<id>]\` replacement): 250,000 USDC last for over two million requests.
- **The POST on PostgreSQL.** \`startLocalPostgres\` (\`@dap/sandbox\`) starts a PostgreSQL server of its own in a
  temporary directory (127.0.0.1, \`fsync\` off, as the sandbox's cluster runs it), and three instances of the same
  forked sandbox open it with \`DATABASE_URL\` (the first migrates the database and loads the demo data). In each
  round the instances are loaded at the same time, each by its own autocannon process with the same settings as
  a single server, with one token from the first instance's token endpoint (the instances share the signing key);
  the round's figure is the sum of the three rates, taken in the same rotation of rounds as Prism's. On two cores the
  three instances, their load generators and PostgreSQL share the same two cores that one sandbox and one load
  generator have: the sum is what the cluster does on this machine, not three times one instance.
- **Peak RSS** is sampled every 50 ms from \`/proc\` while the server is loaded: the largest sum of the
  resident memory of the server's process and its children.
- **RSS at rest** is read from \`/proc\` once each server has answered its first requests (the sandbox: a
  token, a page of executions, a withdrawal) and then idled for 2 s, before any load.
- **Start and stop.** \`dap-sandbox\` (\`bin/dap-sandbox.js\`, as \`pnpm start\` runs it) is spawned with \`PORT\` set to
  a free port and \`SANDBOX_DATA_DIR\` to a new temporary directory; the cold start is the time from the spawn
  to the first 200 from its token endpoint (polled every 5 ms; refused connections until it listens), and the
  process's CPU time then (\`/proc/<pid>/stat\`, 10 ms ticks), which other work on the machine distorts less
  than the wall time. It is then stopped with SIGTERM (timed to its exit, which must be 0) and spawned again
  on the same directory. The store open and the steps come from another start per data directory, in a
  fresh forked process (\`start-steps.ts\`): \`startSandboxServer\` reports each step as it begins, and each
  step's end is stamped with the time since the process started, its CPU time and its resident memory.

### Where the sandbox's memory goes

Resident memory of one sandbox at rest (a data directory used before; Node.js 20, measured with
\`/proc/self/smaps\` and \`process.memoryUsage()\` after a forced garbage collection), before and after the
changes of issue 15. The first start on a new data directory used to hold far more until a garbage
collection happened to run: 809–823 MiB, 459–473 MiB after one (the start part's steps show what a run sees).

| part | before | after | what it is |
|---|---|---|---|
| Node.js itself | 42 MiB | 42 MiB | the runtime, before any module (a bare Fastify server is about 65 MiB at rest) |
| modules | 33 MiB | 33 MiB | Fastify (17 MiB), \`@dap/server\` (routes, schemas), jose, PGlite's JavaScript, the sandbox |
| PGlite's WebAssembly memory | 152 MiB | 30 MiB | Postgres's heap, above all its shared memory: \`shared_buffers\` 128 MiB, which Emscripten allocates and zeroes at start, so all of it is resident; now 16 MiB (\`PGLITE_START_PARAMS\`) |
| JavaScript heap | 59 MiB | 59 MiB | V8's heap as reserved (23 MiB in use): services, the read models (executions and monitoring addresses, each item's JSON serialised once: well under 1 MiB), the demo data (0.2 MiB) |
| the rest of PGlite | ~50 MiB | 50–65 MiB | the compiled WebAssembly (about 50 MiB: V8 compiles Postgres with Liftoff, then hot functions again with TurboFan; \`--liftoff-only\` saves it but costs some 15 % per write), Emscripten's runtime and file-system bundle (\`pglite.data\`, 6 MiB) |
| **total** | **336 MiB** | **214–229 MiB** | |
| first start only: initdb | +125 to +485 MiB | 0 | PGlite ran initdb in a second instance and copied its whole WebAssembly heap in JavaScript; the garbage stayed until collected, and freed \`malloc\` memory stayed with the process. A new store is now a copy of the store template, made once by \`pnpm build\` |

Not part of the resting figure but bounded: each list's page cache (\`PageCache\`, executions and monitoring
addresses) keeps rendered pages by query up to 16 MiB each, empty at rest and one page (31 kB) in this
benchmark; the WAL is recycled between 32 and 64 MiB (it could grow to 1 GiB), in the data directory, not the
process. Under load the sandbox grows by the WebAssembly code of the paths it runs and V8's young generation:
the REST tables above show its peak beside bare Fastify's. PGlite's \`relaxedDurability\` only defers syncing
browser storage and changes nothing on Node's file system; \`initialMemory\` cannot go below the 128 MiB the
WebAssembly module declares, and untouched pages of it are not resident anyway.
- **WebSocket latency.** A frame's \`time\` has millisecond precision, too coarse for sub-millisecond
  deliveries, so the send time is taken another way: the benchmark's sandbox process adds a listener of its
  own to the market simulator's channel before any subscriber connects; listeners are called in the order
  they were added, right after the frame is serialised, so that listener stamps the moment the server starts
  sending the frame to its subscribers. The raw server stamps the moment before its broadcast loop. The
  subscribers (all in one forked process) stamp each receipt; both use \`process.hrtime\`, Linux's
  system-wide monotonic clock, so the stamps of different processes compare directly. Frames are matched by
  their \`time\` (one UPDATE per step, unique within a run). A round's frames are those sent while it ran;
  receipts are collected ${'0.5 s'} after it ends. "Delivered" is receipts over frames sent × subscribers. For
  each subscriber count the sandbox's rounds run first, then the raw server's (the sandbox cannot pause its
  stream, so their rounds cannot alternate); the raw server replays the trace of that same sandbox phase.
- **WebSocket flood.** Four processes: the sandbox (as for the fan-out), the flooders, the other client's REST
  calls (paced by the clock, so a slow answer is not followed by a pause) and its subscriber (the fan-out's,
  with one connection; its lag is measured the same way). The sandbox's CPU is read from \`/proc\` before and
  after each window. The flooders compete for the same two cores, so part of what the flood costs the other
  client is the machine's, not the sandbox's.
- **Toolchain** times the root scripts as typed, pnpm's start included: \`pnpm generate --force\` ${rounds((t) => t.generateRounds.length)} times
  (\`--force\` reaches \`turbo run generate\`: each run replays nothing from turbo's cache, so every generator and
  every build it depends on runs; no warm-up, which would defeat "cold"), then \`pnpm build\` once to prime
  turbo's cache and ${rounds((t) => t.buildRounds.length)} times with no change.
`;
}

/** Rewrites the markdown from the JSON of the last run (the figures stay as measured). */
export async function renderReport(): Promise<{ markdown: string; json: string }> {
  const markdown = docs('benchmarks.md');
  const json = docs('benchmarks.json');
  const { targets: _derived, ...read } = JSON.parse(await readFile(json, 'utf8')) as Partial<Results> & Omit<Results, 'start' | 'flood'> & { targets: unknown };
  // A report written before a benchmark existed has no figures for it.
  const missing = { error: 'not part of the run this report was written from' };
  const results: Results = { ...read, start: read.start ?? missing, flood: read.flood ?? missing };
  await writeFile(markdown, renderMarkdown(results));
  return { markdown, json };
}

export async function writeReport(results: Results): Promise<{ markdown: string; json: string }> {
  const markdown = docs('benchmarks.md');
  const json = docs('benchmarks.json');
  await writeFile(markdown, renderMarkdown(results));
  await writeFile(json, `${JSON.stringify({ ...results, targets: targets(results) }, null, 2)}\n`);
  return { markdown, json };
}
