import type { FanoutBenchmark } from '../fanout/fanout.js';
import type { FanoutFigures } from '../fanout/fanout-rounds.js';
import { count, firstLine, fixed, mib, ms, notMeasured, times } from './format.js';
import { failed, type Failed } from './results.js';

export function fanoutSection(fanout: FanoutBenchmark | Failed): string {
  if (failed(fanout)) return notMeasured('WebSocket fan-out: sandbox vs a raw ws broadcast', fanout);
  const s = fanout.settings;
  const cells = (f: FanoutFigures) =>
    `${count(f.perSecond)} | ${count(f.sentPerSecond)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | ${fixed(f.completeness * 100, 1)} % | ${mib(f.peakRssBytes)}`;
  const closed = fanout.rows.flatMap((row) =>
    Object.entries(row.sandbox.closedByServer).map(
      ([code, n]) => `${count(n)} of ${count(row.subscribers)} sandbox subscribers closed with ${code}`,
    ),
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
  const title = "### Across instances: the leader's update to a subscriber of another instance";
  const cross = fanout.crossInstance;
  if (!cross) return `${title}\n\nNot measured in this run.\n`;
  if (failed(cross)) return `${title}\n\n**Not measured in this run:** ${firstLine(cross.error)}\n`;
  const cells = (f: FanoutFigures) =>
    `${count(f.perSecond)} | ${count(f.sentPerSecond)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | ${fixed(f.completeness * 100, 1)} %`;
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
