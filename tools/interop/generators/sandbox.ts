/**
 * The sandbox's verdict on a corpus entry: the real request, sent over a real socket to an
 * in-process sandbox, on a fresh tenant with enough balance. A 400 validation problem (or, at the
 * token endpoint, a 400 OAuth error) is a refusal; a 2xx or a business answer (403 insufficient
 * funds, 404 unknown profile, 409 ref_id taken, each with its problem type; at the token endpoint a
 * 401 unknown client) accepts the request as far as the schema goes. Any other answer is no verdict: the entry is broken, and the suite says so.
 */
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import type { Entry, Tenant } from './corpus.js';
import { operation } from './spec.js';

export type Verdict = 'accept' | 'refuse';

/**
 * The business refusals, which accept a request as far as the schema goes: each status with the
 * problem type it must carry (a 403 for a missing scope or a 401 for a bad token is no verdict).
 */
const BUSINESS_PROBLEMS: Record<number, string> = {
  403: 'insufficient-funds',
  404: 'not-found',
  409: 'ref-id-conflict',
};
/** At the token endpoint, an unknown client or a wrong secret: the form was read. */
const TOKEN_BUSINESS_STATUS = 401;
/** The balance each profile is given for every asset a valid request may withdraw. */
const BALANCE = '1000000';

export interface VerdictSandbox {
  tenant: Tenant;
  verdict(entry: Entry): Promise<Verdict>;
  close(): Promise<void>;
}

async function token(server: StartedSandbox, clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(server.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (!response.ok) throw new Error(`token request answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function request(server: StartedSandbox, bearer: string, entry: Entry): Promise<Response> {
  const info = operation(entry.operationId);
  if (entry.part === 'form')
    return fetch(server.tokenUrl, {
      method: info.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        Object.entries(entry.value).map(([key, value]): [string, string] => [key, String(value)]),
      ),
    });
  const url = new URL(server.url + info.path);
  if (entry.part === 'query')
    for (const [key, value] of Object.entries(entry.value)) url.searchParams.set(key, String(value));
  return fetch(url, {
    method: info.method,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(entry.part === 'body' ? { 'content-type': 'application/json' } : {}),
    },
    ...(entry.part === 'body' ? { body: JSON.stringify(entry.value) } : {}),
  });
}

/** Starts a sandbox (no rate limit: the corpus is sent as fast as it goes) and makes a funded tenant. */
export async function startVerdictSandbox(assets: string[]): Promise<VerdictSandbox> {
  const server = await startSandbox({ rateLimit: false });
  try {
    const created = await server.createTenant({ name: 'interop generators' });
    const client = created.clients.reduce((best, next) => (next.scopes.length > best.scopes.length ? next : best));
    const profile = created.profiles[0];
    if (!profile) throw new Error('a new tenant has no profile');
    const bearer = await token(server, client.client_id, client.client_secret);
    for (const asset of assets) {
      const response = await fetch(`${server.controlUrl}profiles/${profile.id}/balances/${asset}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ available: BALANCE }),
      });
      if (!response.ok) throw new Error(`setBalance ${asset} answered ${response.status}`);
    }
    return {
      tenant: {
        profileId: profile.id,
        memoId: profile.memo_id,
        clientId: client.client_id,
        clientSecret: client.client_secret,
      },
      async verdict(entry) {
        const response = await request(server, bearer, entry);
        const text = await response.text();
        if (response.ok) return 'accept';
        const problem = (text ? JSON.parse(text) : {}) as { type?: string; error?: string };
        if (entry.part === 'form') {
          if (response.status === TOKEN_BUSINESS_STATUS) return 'accept';
          if (response.status === 400 && problem.error) return 'refuse';
        } else {
          const business = BUSINESS_PROBLEMS[response.status];
          if (business && problem.type?.endsWith(`/problems/${business}`)) return 'accept';
          if (response.status === 400 && problem.type?.endsWith('/problems/validation-failed')) return 'refuse';
        }
        throw new Error(`${entry.id}: the sandbox answered ${response.status} ${text.slice(0, 300)}`);
      },
      close: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
