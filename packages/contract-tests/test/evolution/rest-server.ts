// A real local HTTP server that answers the client's calls with bodies a test sets: the platform of a
// later minor version, as far as the client can tell.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './json.js';

/** What the server answers, by operation; a list answers `first` without `page_cursor`, `last` with it. */
export interface RestScript {
  createToken: Json;
  createCryptoWithdrawal: Json;
  createDepositAddress: Json;
  createSandboxFiatDeposit: Json;
  getAccount: Json;
  listExecutions: { first: Json; last: Json };
  listMonitoringAddresses: { first: Json; last: Json };
}

export interface ScriptedRestServer {
  baseUrl: string;
  tokenUrl: string;
  script: RestScript | undefined;
  /** Requests answered, as `METHOD path?query`. */
  readonly requests: string[];
  close(): Promise<void>;
}

function answer(script: RestScript, method: string, url: URL): Json | undefined {
  const page = <T>(pages: { first: T; last: T }) => (url.searchParams.has('page_cursor') ? pages.last : pages.first);
  const route = `${method} ${url.pathname}`;
  if (route === 'POST /oauth2/token') return script.createToken;
  if (route === 'POST /v2/transfer/crypto-withdrawals') return script.createCryptoWithdrawal;
  if (route === 'POST /v2/transfer/deposit-addresses') return script.createDepositAddress;
  if (route === 'POST /v2/sandbox/fiat-deposits') return script.createSandboxFiatDeposit;
  if (route === 'GET /v2/executions') return page(script.listExecutions);
  if (route === 'GET /v2/rewards/monitor/address') return page(script.listMonitoringAddresses);
  if (method === 'GET' && url.pathname.startsWith('/v2/identity/accounts/')) return script.getAccount;
  return undefined;
}

export async function startScriptedRestServer(): Promise<ScriptedRestServer> {
  const requests: string[] = [];
  const state: ScriptedRestServer = {
    baseUrl: '',
    tokenUrl: '',
    script: undefined,
    requests,
    close: () => Promise.resolve(),
  };
  const http: Server = createServer((request, response) => {
    request.resume(); // the body is not needed
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(`${request.method ?? ''} ${url.pathname}${url.search}`);
      const body = state.script ? answer(state.script, request.method ?? '', url) : undefined;
      if (body === undefined) {
        response
          .writeHead(404, { 'content-type': 'application/problem+json' })
          .end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  state.baseUrl = `${origin}/v2`;
  state.tokenUrl = `${origin}/oauth2/token`;
  state.close = () =>
    new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
  return state;
}
