import type { FloodBenchmark, FloodFigures } from '../flood/flood.js';
import { count, fixed, mib, ms, notMeasured, times } from './format.js';
import { failed, type Failed } from './results.js';

export function floodSection(flood: FloodBenchmark | Failed): string {
  const title = 'WebSocket limits: another client under a flood vs without';
  if (failed(flood)) return notMeasured(title, flood);
  const s = flood.settings;
  const row = (
    measure: string,
    cell: (f: FloodFigures) => string,
    ratio?: (quiet: FloodFigures, flooded: FloodFigures) => string,
  ) => `| ${measure} | ${cell(flood.quiet)} | ${cell(flood.flood)} | ${ratio ? ratio(flood.quiet, flood.flood) : ''} |`;
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
${row(
  'REST p50 latency',
  (f) => ms(f.restP50Ms),
  (a, b) => times(b.restP50Ms / a.restP50Ms),
)}
${row(
  'REST p99 latency',
  (f) => ms(f.restP99Ms),
  (a, b) => `**${times(b.restP99Ms / a.restP99Ms)}**`,
)}
${row(
  'REST max latency',
  (f) => ms(f.restMaxMs),
  (a, b) => times(b.restMaxMs / a.restMaxMs),
)}
${row('REST calls (failed)', (f) => `${count(f.restCalls)} (${count(f.restFailed)})`)}
${row(
  'market-data p50 lag',
  (f) => ms(f.streamP50Ms),
  (a, b) => times(b.streamP50Ms / a.streamP50Ms),
)}
${row(
  'market-data p99 lag',
  (f) => ms(f.streamP99Ms),
  (a, b) => `**${times(b.streamP99Ms / a.streamP99Ms)}**`,
)}
${row(
  'market-data max lag',
  (f) => ms(f.streamMaxMs),
  (a, b) => times(b.streamMaxMs / a.streamMaxMs),
)}
${row('market-data frames delivered', (f) => `${fixed(f.streamCompleteness * 100, 1)} %`)}
${row('sandbox CPU (of one core)', (f) => `${fixed(f.serverCpu * 100, 0)} %`)}
${row(
  'sandbox peak RSS',
  (f) => mib(f.peakRssBytes),
  (a, b) => times(b.peakRssBytes / a.peakRssBytes),
)}

The flood, all windows together: ${count(m.frames)} malformed frames on ${count(m.connections)} connections (ended: ${closes('malformed')}); ${count(q.frames)} requests on
${count(q.connections)} connections that read nothing (ended: ${closes('silent')}; a connection the flooder dropped itself at the end of a
window is not counted). The sandbox answers a connection's frames up to its request burst, answers the next one
\`TOO_MANY_REQUESTS\` and closes it with 1008, then stops reading a connection that keeps sending. What the flood cost the
sandbox beyond the quiet windows' CPU: **${fixed(flood.cpuPerFloodFrameUs)} µs per frame sent** (before the limits: 281 µs per malformed frame, all
of them answered).
`;
}
