import { DapClient, type ClientCredentialsOptions, type DapClientBaseOptions } from '@dap/client';
import { contractWsUrl } from '@dap/test-support/ws-contract';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import type { DemoCredentials } from '../../src/http/demo-credentials.js';
import type { StartedSandbox, StartSandboxOptions } from '../../src/start-options.js';
import { startSandbox } from '../../src/start-sandbox.js';

/**
 * A sandbox server for a test file: in memory, on a free port, market timers off unless asked,
 * no rate limit unless asked (the tests that are about it set one).
 */
export async function startTestServer(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const server = await startSandbox({
    tickMs: 0,
    heartbeatMs: 0,
    rateLimit: false,
    seed: 7,
    ...options,
  });
  const proxied = process.env['DAP_CONTRACT_PROXY'] === '1' ? await behindContractProxy(server) : server;
  // With DAP_CONTRACT_WS_REPORT_DIR (packages/contract-tests' ws-frames test): WebSocket tests go
  // through a relay that checks every frame both ways and reports per test file; else the same URL.
  const wsUrl = await contractWsUrl(server.wsUrl);
  return wsUrl === server.wsUrl ? proxied : { ...proxied, wsUrl };
}

/**
 * With `DAP_CONTRACT_PROXY=1` (packages/contract-tests runs the HTTP tests so): the same server
 * behind Prism's validation proxy (@dap/mock startProxy). REST and the token endpoint go through
 * it; `origin` (docs, `call()` to /docs and /ws), `wsUrl` and in-process calls stay direct (Prism
 * proxies no WebSocket). stop() writes what Prism saw to a JSON file in `DAP_CONTRACT_REPORT_DIR`.
 */
async function behindContractProxy(server: StartedSandbox): Promise<StartedSandbox> {
  const { startProxy } = await import('@dap/mock');
  const proxy = await startProxy({ upstream: server.origin });
  const testFile = expect.getState().testPath ?? 'unknown';
  let closing: Promise<void> | undefined;
  return {
    ...server,
    url: proxy.baseUrl,
    tokenUrl: proxy.tokenUrl,
    stop() {
      closing ??= (async () => {
        const dir = process.env['DAP_CONTRACT_REPORT_DIR'];
        if (dir !== undefined) {
          await mkdir(dir, { recursive: true });
          const report = {
            testFile,
            exchanges: proxy.exchanges().map(({ method, path, url, status }) => ({ method, path, url, status })),
            violations: proxy.violations(),
          };
          await writeFile(join(dir, `${basename(testFile)}-${randomUUID()}.json`), JSON.stringify(report, null, 2));
        }
        await proxy.close();
        await server.stop();
      })();
      return closing;
    },
  };
}

/** The generated REST client for a demo client of the server: no retries (tests look at first answers). */
export function clientOf(
  server: StartedSandbox,
  credentials: DemoCredentials,
  options: Partial<DapClientBaseOptions & ClientCredentialsOptions> = {},
): DapClient {
  return new DapClient({
    baseUrl: server.url,
    tokenUrl: server.tokenUrl,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    maxRetries: 0,
    timeoutMs: 10_000,
    ...options,
  });
}

/** An access token for a demo client (all its scopes, or those asked). */
export async function tokenOf(server: StartedSandbox, credentials: DemoCredentials, scope?: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
  });
  if (scope !== undefined) form.set('scope', scope);
  const response = await fetch(server.tokenUrl, { method: 'POST', body: form });
  if (response.status !== 200) throw new Error(`token request answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A raw HTTP call to the API, for what the typed client cannot send (bad bodies, odd headers). */
export async function call(
  server: StartedSandbox,
  method: string,
  path: string,
  options: { token?: string; body?: string | object; contentType?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; text: string; json: any }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  // The token endpoint's origin (not `server.origin`): behind the contract proxy they differ.
  const base = path.startsWith('/oauth2')
    ? new URL(server.tokenUrl).origin
    : path.startsWith('/docs') || path.startsWith('/ws')
      ? server.origin
      : server.url;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
