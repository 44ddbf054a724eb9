/**
 * The REST requests the benchmarks load, as autocannon options: the first page of
 * `GET /v2/executions` and a withdrawal (`POST /v2/transfer/crypto-withdrawals`) with a fresh
 * `ref_id` each request. The REST benchmark loads them against the sandbox, Prism and bare Fastify;
 * the tenants benchmark against a sandbox with one tenant and one with 1,000.
 */
import { DEFAULT_SETTLE_AFTER_MS } from '@dap/sandbox';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadOptions } from './load-worker.js';

/** The main demo profile of the demo customer (250,000 USDC). */
export const DEMO_PROFILE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

/** A USDC withdrawal of one cent on Polygon (fee 0.10): the main demo profile's 250,000 USDC lasts for over two million. */
export const withdrawal = (refId: string, profileId = DEMO_PROFILE_ID) =>
  JSON.stringify({
    profile_id: profileId,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'POLYGON_POS',
    amount: '0.01',
    ref_id: refId,
  });

export type RequestOptions = Omit<LoadOptions, 'connections' | 'durationSeconds'>;

export interface RestRequest {
  name: string;
  /** What the report says of the request. */
  request: string;
  /** Whether it writes: its rounds then settle withdrawals (see `measuredRound`). */
  writes: boolean;
  options(origin: string, headers: Record<string, string>): RequestOptions;
}

export const LIST_EXECUTIONS: RestRequest = {
  name: 'GET /v2/executions',
  request: "The first page (default limit 100), with a bearer token from the sandbox's token endpoint",
  writes: false,
  options: (origin, headers) => ({ url: `${origin}/v2/executions`, method: 'GET', headers }),
};

export const CREATE_WITHDRAWAL: RestRequest = {
  name: 'POST /v2/transfer/crypto-withdrawals',
  request: 'A withdrawal of 0.01 USDC, with a fresh `ref_id` each request',
  writes: true,
  options: (origin, headers) => ({
    url: `${origin}/v2/transfer/crypto-withdrawals`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: withdrawal('bench-[<id>]'),
    idReplacement: true,
  }),
};

/**
 * One measured round of `request`, `run` loading it for the seconds given. A withdrawal settles
 * `DEFAULT_SETTLE_AFTER_MS` after its creation, in the server that made it: a round of the writes
 * runs right after a warm-up of its own, so that the settlements of the warm-up's withdrawals fall in
 * the round (the steady state), and is followed by a pause until its own settlements are done, so
 * that no round carries another server's.
 */
export async function measuredRound<T>(
  request: Pick<RestRequest, 'writes'>,
  { warmupSeconds, roundSeconds }: { warmupSeconds: number; roundSeconds: number },
  run: (seconds: number) => Promise<T>,
): Promise<T> {
  if (!request.writes) return run(roundSeconds);
  await run(warmupSeconds);
  const result = await run(roundSeconds);
  await sleep(DEFAULT_SETTLE_AFTER_MS + 1_000);
  return result;
}
