import { DEFAULT_SETTLE_AFTER_MS } from '@dap/sandbox';
import type { ClusterFigures, RestBenchmark, RestFigures, ServerName } from '../rest/rest.js';
import { count, mib, ms, notMeasured, times } from './format.js';
import { failed, type Failed } from './results.js';

const SERVER_LABEL: Record<ServerName, string> = {
  sandbox: 'sandbox',
  prism: 'Prism (static mock)',
  bare: 'bare Fastify',
};

function failuresOf(name: string, figures: RestFigures): string | undefined {
  const statuses = Object.entries(figures.failures.otherStatuses);
  if (statuses.length === 0 && figures.failures.errors === 0) return undefined;
  const parts = [
    ...statuses.map(([status, n]) => `${count(n)} × ${status}`),
    ...(figures.failures.errors > 0 ? [`${count(figures.failures.errors)} connection errors or timeouts`] : []),
  ];
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

export function restSection(rest: RestBenchmark | Failed): string {
  if (failed(rest)) return notMeasured('REST: sandbox vs Prism vs bare Fastify', rest);
  const s = rest.settings;
  const servers: ServerName[] = ['sandbox', 'prism', 'bare'];
  const tables = rest.endpoints.map((endpoint) => {
    const r = endpoint.results;
    const row = (
      measure: string,
      cell: (f: RestFigures) => string,
      ratio: (a: RestFigures, b: RestFigures) => string,
    ) =>
      `| ${measure} | ${servers.map((name) => cell(r[name])).join(' | ')} | ${ratio(r.sandbox, r.prism)} | ${ratio(r.sandbox, r.bare)} |`;
    const problems = servers.flatMap((name) => failuresOf(SERVER_LABEL[name], r[name]) ?? []);
    return `### ${endpoint.name}

${endpoint.request}.

| measure | ${servers.map((name) => SERVER_LABEL[name]).join(' | ')} | sandbox / Prism | sandbox / bare |
|---|---|---|---|---|---|
${row(
  'requests/s (median)',
  (f) => count(f.rps),
  (a, b) => `**${times(a.rps / b.rps)}**`,
)}
${row(
  'p50 latency',
  (f) => ms(f.p50Ms),
  (a, b) => times(a.p50Ms / b.p50Ms),
)}
${row(
  'p99 latency',
  (f) => ms(f.p99Ms),
  (a, b) => times(a.p99Ms / b.p99Ms),
)}
${row(
  'peak RSS of the server',
  (f) => mib(f.peakRssBytes),
  (a, b) => times(a.peakRssBytes / b.peakRssBytes),
)}
${row(
  'bytes per response (headers included)',
  (f) => count(f.bytesPerResponse),
  () => '',
)}
${row(
  `requests/s per round`,
  (f) => f.roundsRps.map(count).join(', '),
  () => '',
)}
${problems.length > 0 ? `\n**Answers other than 2xx** (not counted as throughput): ${problems.join('; ')}.\n` : `\nEvery answer was a 2xx.\n`}${endpoint.cluster ? clusterTable(endpoint.cluster, r.prism, endpoint.clusterToPrism ?? Number.NaN, s.connections) : ''}`;
  });
  const memoryRow = (measure: string, rss: Record<ServerName, number>) =>
    `| ${measure} | ${servers.map((name) => mib(rss[name])).join(' | ')} | ${times(rss.sandbox / rss.prism)} | ${times(rss.sandbox / rss.bare)} |`;
  const peaks = rest.endpoints.map((endpoint) =>
    memoryRow(`peak under ${endpoint.name}`, {
      sandbox: endpoint.results.sandbox.peakRssBytes,
      prism: endpoint.results.prism.peakRssBytes,
      bare: endpoint.results.bare.peakRssBytes,
    }),
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
Targets (GET): sandbox ≥ ${rest.targets.listSandboxToPrism}× Prism, ≥ ${rest.targets.listSandboxToBare}× bare Fastify; (POST): sandbox ≥ ${rest.targets.createSandboxToPrism}× Prism, three instances on PostgreSQL ≥ ${rest.targets.createClusterToPrism}× Prism. Processes per server: ${Object.entries(
    rest.processes,
  )
    .map(([name, n]) => `${SERVER_LABEL[name as ServerName]} ${n}`)
    .join(', ')} (peak RSS sums a server's processes).

${tables.join('\n')}
${memory}`;
}
