/**
 * A scripted `fetch` for the cases no server can be made to produce on demand: connection resets,
 * a fetch that ignores its signal, HTTP-date Retry-After, a 409 after a lost answer, a fresh token
 * refused, token endpoints that hang. (429/500/503 with Retry-After, delayed answers and a real 401
 * are met against the sandbox: packages/sandbox/test/client-faults.test.ts and client-token-refresh.test.ts.)
 * Token requests and API requests are scripted and counted separately.
 */
import { DapClient, type ClientCredentialsOptions, type DapClientBaseOptions, type Fetch } from '../../src/index.js';

export const BASE_URL = 'https://api.test/v2';
export const TOKEN_URL = 'https://auth.test/oauth2/token';
export const CLIENT_ID = 'client-7';
export const CLIENT_SECRET = 'sup3r-s3cret-value';

/** What one scripted API answer does. */
export type Step =
  | Response
  | 'reset' // the connection is reset before any response
  | 'hang' // no response until the request's signal aborts
  | ((request: Request) => Response | Promise<Response>);

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export interface FakeFetch {
  /** Called like `fetch`: `(url, init)` or `(request)`. */
  fetch: Fetch;
  /** API requests, in order (token requests excluded). */
  api: RecordedRequest[];
  /** Token requests, in order. */
  token: RecordedRequest[];
}

export interface FakeFetchOptions {
  /** API answers in order; after the last, the last one repeats. */
  api?: Step[];
  /** Token answers; default: a fresh token `token-N` valid 3600 s for the requested scope. */
  token?: Step[];
}

export function fakeFetch(options: FakeFetchOptions = {}): FakeFetch {
  const api: RecordedRequest[] = [];
  const token: RecordedRequest[] = [];
  const fetch: Fetch = async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: request.body ? await request.clone().text() : '',
    };
    const isToken = request.url === TOKEN_URL;
    const log = isToken ? token : api;
    log.push(recorded);
    const steps = isToken ? options.token : options.api;
    const step = steps?.length
      ? (steps[Math.min(log.length - 1, steps.length - 1)] as Step)
      : defaultStep(isToken, log.length);
    return play(step, request);
  };
  return { fetch, api, token };
}

function defaultStep(isToken: boolean, count: number): Step {
  if (!isToken) return json(200, {});
  return (request) =>
    request
      .clone()
      .text()
      .then((text) => tokenResponse(`token-${count}`, 3600, new URLSearchParams(text).get('scope') ?? ''));
}

async function play(step: Step, request: Request): Promise<Response> {
  if (step === 'reset') {
    const cause = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    throw new TypeError('fetch failed', { cause });
  }
  if (step === 'hang') {
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  }
  if (typeof step === 'function') return step(request);
  // A Response body can be read once; a repeated step answers with a copy.
  return step.clone();
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': `req-${status}`, ...headers },
  });
}

export function problem(
  status: number,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ status, ...fields }), {
    status,
    headers: { 'content-type': 'application/problem+json', 'x-request-id': `req-${status}`, ...headers },
  });
}

export function tokenResponse(accessToken: string, expiresIn: number, scope: string): Response {
  return json(
    200,
    { access_token: accessToken, expires_in: expiresIn, token_type: 'bearer', scope },
    { 'cache-control': 'no-store' },
  );
}

/** A sleep that returns at once and remembers how long it was asked to wait. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/** A client on a fake fetch, with instant sleeps and a fixed jitter of 0.5 unless overridden. */
export function fakeClient(
  fake: FakeFetch,
  overrides: Partial<DapClientBaseOptions & ClientCredentialsOptions> = {},
): { client: DapClient; waits: number[] } {
  const { sleep, waits } = recordingSleep();
  const client = new DapClient({
    baseUrl: BASE_URL,
    tokenUrl: TOKEN_URL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    fetch: fake.fetch,
    retry: { sleep, random: () => 0.5 },
    ...overrides,
  });
  return { client, waits };
}

export const WITHDRAWAL = {
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '250.00',
} as const;

export const TRANSFER = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  customer_id: '6b2f0c4e-8d1a-4f3b-9e7c-2a5d8b1c0f93',
  profile_id: WITHDRAWAL.profile_id,
  amount: '250.00',
  total: '251.25',
  fee: '1.25',
  asset: 'USDC',
  direction: 'DEBIT',
  type: 'CRYPTO_WITHDRAWAL',
  status: 'PENDING',
  created_at: '2025-11-21T10:15:30.123Z',
  updated_at: '2025-11-21T10:15:30.123Z',
  ref_id: 'wd-1',
} as const;

export const EXECUTION = {
  execution_id: '1204587321',
  order_id: '1c9e4b7a-2d5f-4e38-a6b0-7f3c8d2e1a94',
  executed_at: '2025-11-21T09:42:17.381Z',
  market: 'BTCUSD',
  side: 'BUY',
  amount: '0.015',
  price: '98250.50',
  commission: '2.947515',
  commission_asset: 'USD',
  rebate: '0',
  rebate_asset: 'USD',
  gross_trade_amount: '1473.7575',
} as const;
