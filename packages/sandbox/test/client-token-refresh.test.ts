/**
 * @dap/client's 401 handling against the real sandbox: the sandbox's real clock (which tokens keep
 * to; the control clock moves none of them) is set past the token's lifetime, so the next call
 * with the cached token is refused 401, for real. The client's own clock stays put, so it still
 * believes its token good. Requests are observed on their way out, never answered by the test.
 */
import { DapClient, type Fetch } from '@dap/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../src/start-sandbox.js';
import type { StartedSandbox } from '../src/start-options.js';
import { allScopesClient, demo } from './support/sandbox.js';

const TOKEN_TTL_SECONDS = 60;
const ACCOUNT_ID = demo.accounts[0]?.id ?? '';

let server: StartedSandbox;
let origin: string;
/** How far the sandbox's real clock runs ahead of the system's. */
let skewMs = 0;

beforeAll(async () => {
  server = await startSandbox({
    port: 0,
    dataDir: ':memory:',
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    now: () => new Date(Date.now() + skewMs),
    tickMs: 0,
    heartbeatMs: 0,
    rateLimit: false,
    docsDir: '/nonexistent',
  });
  origin = server.origin;
});
afterAll(() => server?.stop());

/** Every token the sandbox's tokens expire by now. */
const expireTokens = () => void (skewMs += (TOKEN_TTL_SECONDS + 1) * 1000);

/** A client of the full-access demo client, and what it sent: token requests, and the API requests' Authorization. */
function observedClient(): { client: DapClient; tokenRequests: number; authorizations: (string | null)[] } {
  const seen = { tokenRequests: 0, authorizations: [] as (string | null)[] };
  const fetch: Fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/oauth2/token')) seen.tokenRequests++;
    else seen.authorizations.push(request.headers.get('authorization'));
    return globalThis.fetch(request);
  };
  const client = new DapClient({
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth2/token`,
    clientId: allScopesClient.client_id,
    clientSecret: allScopesClient.client_secret,
    fetch,
    timeoutMs: 10_000,
    retry: { sleep: async () => {} },
  });
  return Object.assign(seen, { client });
}

describe('a token the sandbox no longer accepts (401)', () => {
  it('is invalidated, refreshed once, and the call sent again with the new token succeeds', async () => {
    const observed = observedClient();
    await observed.client.getAccount(ACCOUNT_ID);
    expireTokens();
    await expect(observed.client.getAccount(ACCOUNT_ID)).resolves.toMatchObject({ id: ACCOUNT_ID });
    expect(observed.tokenRequests).toBe(2);
    const [first, refused, retried] = observed.authorizations;
    expect(observed.authorizations).toHaveLength(3);
    expect(refused).toBe(first);
    expect(retried).toMatch(/^Bearer /);
    expect(retried).not.toBe(first);
  });

  it('is refreshed once for many concurrent calls refused with it', async () => {
    const observed = observedClient();
    await observed.client.getAccount(ACCOUNT_ID);
    expireTokens();
    const accounts = await Promise.all(Array.from({ length: 5 }, () => observed.client.getAccount(ACCOUNT_ID)));
    expect(accounts.map((account) => account.id)).toEqual(Array(5).fill(ACCOUNT_ID));
    expect(observed.tokenRequests).toBe(2);
  });

  it('is refreshed for the raw client as well', async () => {
    const observed = observedClient();
    await observed.client.getAccount(ACCOUNT_ID);
    expireTokens();
    const { data, response } = await observed.client.raw.GET('/identity/accounts/{id}', {
      params: { path: { id: ACCOUNT_ID } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: ACCOUNT_ID });
    expect(observed.tokenRequests).toBe(2);
  });
});
