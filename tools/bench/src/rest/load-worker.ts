/**
 * The HTTP load generator: autocannon, in a process of its own (forked by rest.ts), so it never
 * shares an event loop with a server it loads. One `run` at a time; every run is bounded by its
 * duration and autocannon's per-request timeout.
 *
 * Latency: autocannon's own histogram records whole milliseconds, too coarse for a server that
 * answers in a fraction of one, so each response's time (autocannon's float milliseconds, from
 * writing the request to the end of the response) is also kept here and the percentiles are
 * taken from those.
 */
import autocannon from 'autocannon';
import { serve } from '../harness/ipc.js';
import { percentile } from '../harness/stats.js';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A body; with `idReplacement`, each `[<id>]` in it becomes a fresh id per request. */
  body?: string;
  idReplacement?: boolean;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  /** Responses with a 2xx status. */
  ok: number;
  /** Responses with another status, by status. */
  otherStatuses: Record<string, number>;
  /** Connection errors and timeouts (autocannon counts a timeout as an error). */
  errors: number;
  seconds: number;
  /** 2xx responses per second. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean bytes per response as received, status line and headers included. */
  bytesPerResponse: number;
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const latencies = new Float64Array(Math.max(1_000, options.durationSeconds * 200_000));
  let count = 0;
  let ok = 0;
  let bytes = 0;
  const otherStatuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method,
        headers: options.headers,
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.idReplacement ? { idReplacement: true } : {}),
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
      },
      (error: unknown, done: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      bytes += resBytes;
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        if (count < latencies.length) latencies[count++] = responseTime;
      } else {
        otherStatuses[statusCode] = (otherStatuses[statusCode] ?? 0) + 1;
      }
    });
  });
  const sorted = latencies.subarray(0, count).sort();
  const responses = ok + Object.values(otherStatuses).reduce((a, b) => a + b, 0);
  return {
    ok,
    otherStatuses,
    errors: result.errors,
    seconds: result.duration,
    rps: ok / result.duration,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    bytesPerResponse: responses > 0 ? bytes / responses : 0,
  };
}

serve({ run: (options: LoadOptions) => run(options) });
process.send?.({ ready: { pid: process.pid } });
