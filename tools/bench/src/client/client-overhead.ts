import { DapClient } from '@dap/client';
import { forkServer } from '../harness/processes.js';
import { median, timeSequential } from '../harness/stats.js';

export interface ClientOverhead {
  requests: number;
  rounds: number;
  /** Median milliseconds for `requests` sequential requests. */
  fetchMs: number;
  /** Raw fetch with the cancellation every production call needs: a per-request timeout signal. */
  fetchWithTimeoutMs: number;
  clientMs: number;
  /**
   * clientMs / fetchWithTimeoutMs: the client's per-request overhead over the honest baseline, raw
   * fetch cancelled by `AbortSignal.timeout` as the client cancels every request (the target).
   */
  ratio: number;
  /** clientMs / fetchMs: over raw fetch without any signal (context: what cancellation costs on undici). */
  ratioToBareFetch: number;
  target: number;
}

/**
 * The same GET /v2/executions, `requests` times in a row, through raw fetch, through raw fetch with a
 * timeout signal (the baseline), and through @dap/client (token cached, error mapping and a 30 s
 * timeout signal on every request included),
 * against one local server. Each round rotates the order so drift on a shared machine falls on all.
 */
export async function measureClientOverhead({
  requests = 10_000,
  rounds = 5,
  warmup = 1_000,
} = {}): Promise<ClientOverhead> {
  const server = await forkServer(new URL('./fixture-server.js', import.meta.url));
  try {
    const url = `${server.origin}/v2/executions?limit=100`;
    const client = new DapClient({
      baseUrl: `${server.origin}/v2`,
      tokenUrl: `${server.origin}/oauth2/token`,
      clientId: 'bench',
      clientSecret: 'bench-secret',
      maxRetries: 0,
    });
    // On Node 20 a signal on a fetch costs several percent by itself (undici follows it with a WeakRef
    // and a FinalizationRegistry entry per request). The client cancels every request at its timeout,
    // so the baseline it is held to is fetch with a timeout signal; bare fetch shows that share.
    const viaRawFetch = (withTimeout: boolean) => async () => {
      const headers = { authorization: 'Bearer bench-token' };
      const response = await fetch(url, withTimeout ? { headers, signal: AbortSignal.timeout(30_000) } : { headers });
      if (!response.ok) throw new Error(`fixture server answered ${response.status}`);
      await response.json();
    };
    const viaClient = () => client.listExecutions({ limit: 100 });

    const ways = [viaRawFetch(false), viaRawFetch(true), viaClient];
    const times: number[][] = ways.map(() => []);
    for (const way of ways) await timeSequential(way, warmup);
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < ways.length; k++) {
        const index = (round + k) % ways.length;
        times[index]?.push(await timeSequential(ways[index] as () => Promise<unknown>, requests));
      }
    }
    const [fetchMs, fetchWithTimeoutMs, clientMs] = times.map(median) as [number, number, number];
    return {
      requests,
      rounds,
      fetchMs,
      fetchWithTimeoutMs,
      clientMs,
      ratio: clientMs / fetchWithTimeoutMs,
      ratioToBareFetch: clientMs / fetchMs,
      target: 1.1,
    };
  } finally {
    await server.close();
  }
}
