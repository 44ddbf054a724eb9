import { DapClient } from '@dap/client';
import { forkServer } from './processes.js';
import { median, timeSequential } from './stats.js';

export interface ClientOverhead {
  requests: number;
  rounds: number;
  /** Median milliseconds for `requests` sequential requests. */
  fetchMs: number;
  clientMs: number;
  /** clientMs / fetchMs: the client's per-request overhead over raw fetch. */
  ratio: number;
  target: number;
}

/**
 * The same GET /v2/executions, `requests` times in a row, through raw fetch and through @dap/client
 * (token cached, validation and error mapping included), against one local server. Rounds alternate
 * the order so drift on a shared machine falls on both sides.
 */
export async function measureClientOverhead({ requests = 10_000, rounds = 5, warmup = 1_000 } = {}): Promise<ClientOverhead> {
  const server = await forkServer('./fixture-server.js');
  try {
    const url = `${server.origin}/v2/executions?limit=100`;
    const client = new DapClient({
      baseUrl: `${server.origin}/v2`,
      tokenUrl: `${server.origin}/oauth2/token`,
      clientId: 'bench',
      clientSecret: 'bench-secret',
      maxRetries: 0,
    });
    const viaFetch = async () => {
      const response = await fetch(url, { headers: { authorization: 'Bearer bench-token' } });
      if (!response.ok) throw new Error(`fixture server answered ${response.status}`);
      await response.json();
    };
    const viaClient = () => client.listExecutions({ limit: 100 });

    await timeSequential(viaFetch, warmup);
    await timeSequential(viaClient, warmup);
    const fetchTimes: number[] = [];
    const clientTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        fetchTimes.push(await timeSequential(viaFetch, requests));
        clientTimes.push(await timeSequential(viaClient, requests));
      } else {
        clientTimes.push(await timeSequential(viaClient, requests));
        fetchTimes.push(await timeSequential(viaFetch, requests));
      }
    }
    const fetchMs = median(fetchTimes);
    const clientMs = median(clientTimes);
    return { requests, rounds, fetchMs, clientMs, ratio: clientMs / fetchMs, target: 1.1 };
  } finally {
    await server.close();
  }
}
