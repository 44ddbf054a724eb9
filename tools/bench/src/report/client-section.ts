import type { BundleSize } from '../client/bundle-size.js';
import type { ClientOverhead } from '../client/client-overhead.js';
import { firstLine, fixed, notMeasured, times, verdict } from './format.js';
import { failed, type Failed } from './results.js';

export function clientSection(c: ClientOverhead | Failed, b: BundleSize | Failed): string {
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
