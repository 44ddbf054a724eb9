/**
 * The real sandbox for the integration tests: `startSandbox` of `@dap/sandbox` on a free port with an in-memory
 * store, fast heartbeats (200 ms) and a fast market (20 ms ticks), plus token helpers on the
 * REST client's token manager (`DapClient.tokens`); and one whose tokens live a few seconds.
 */
import { DapClient } from '@dap/client';
import { startSandbox as startOne, type StartedSandbox, type StartSandboxOptions } from '@dap/sandbox';
import { contractWsUrl } from '@dap/test-support/ws-contract';
import { STREAM_SCOPE, StreamClient, type StreamClientEvents, type StreamClientOptions } from '../../src/index.js';

export const FAST = {
  dataDir: ':memory:',
  heartbeatMs: 200,
  tickMs: 20,
  rateLimit: false,
} as const satisfies StartSandboxOptions;

/**
 * With DAP_CONTRACT_WS_REPORT_DIR (packages/contract-tests' ws-frames test), `wsUrl` is a relay
 * that checks every frame both ways against the AsyncAPI document; a sandbox restarted on the same
 * port gets the same relay. Without it, the sandbox's own URL.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const server = await startOne({ ...FAST, ...options });
  const wsUrl = await contractWsUrl(server.wsUrl);
  return wsUrl === server.wsUrl ? server : { ...server, wsUrl };
}

/**
 * The sandbox's own WebSocket URL, past the contract relay: for the tests that forge invalid
 * frames on the server's socket (they are not the sandbox's frames, and the relay's gate would
 * rightly count them against it).
 */
export const directWsUrl = (server: StartedSandbox): string => `${server.origin.replace(/^http/, 'ws')}/ws`;

/** A REST client of the demo client holding every scope: its `tokens` are what the stream uses. */
export function restClient(server: StartedSandbox, which: 'full' | 'readOrder' = 'full'): DapClient {
  const { clientId, clientSecret } = server.clients[which];
  return new DapClient({ baseUrl: server.url, tokenUrl: server.tokenUrl, clientId, clientSecret });
}

/**
 * A sandbox whose access tokens live `tokenTtlSeconds` (as `startSandbox` starts the others: fast
 * heartbeats and market, no rate limit, the contract relay when asked for), and a fresh tenant's
 * client holding every scope.
 */
export interface ShortTokenSandbox {
  wsUrl: string;
  sandbox: StartedSandbox['sandbox'];
  /** A REST client of the tenant's client: its `tokens` are what the stream uses. */
  rest(): DapClient;
  close(): Promise<void>;
}

export async function startShortTokenSandbox(tokenTtlSeconds: number): Promise<ShortTokenSandbox> {
  const server = await startSandbox({ tokenTtlSeconds });
  const tenant = await server.createTenant({ name: 'short-lived tokens' });
  const client = tenant.clients.find((candidate) => candidate.scopes.includes(STREAM_SCOPE));
  if (!client) throw new Error('the new tenant has no client holding the stream scope');
  return {
    wsUrl: server.wsUrl,
    sandbox: server.sandbox,
    rest: () =>
      new DapClient({
        baseUrl: server.url,
        tokenUrl: server.tokenUrl,
        clientId: client.client_id,
        clientSecret: client.client_secret,
      }),
    close: () => server.stop(),
  };
}

/** Clients made by a test, closed after it. */
export class Clients {
  readonly #clients: StreamClient[] = [];

  make(server: StartedSandbox, options: Partial<StreamClientOptions> = {}): StreamClient {
    return this.track(new StreamClient({ url: server.wsUrl, token: restClient(server).tokens, ...options }));
  }

  /** A client made by the test itself, closed after it too. */
  track(client: StreamClient): StreamClient {
    this.#clients.push(client);
    return client;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.#clients.splice(0).map((client) => client.close()));
  }
}

/** The next `event` of `client`, or a rejection after `timeoutMs`. */
export function next<Name extends keyof StreamClientEvents>(
  client: StreamClient,
  event: Name,
  timeoutMs = 10_000,
  accept: (value: StreamClientEvents[Name]) => boolean = () => true,
): Promise<StreamClientEvents[Name]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no '${String(event)}' event within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = client.on(event, (value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      off();
      resolve(value);
    });
  });
}

/** Collects every `event` of `client` from now on. */
export function collect<Name extends keyof StreamClientEvents>(
  client: StreamClient,
  event: Name,
): StreamClientEvents[Name][] {
  const values: StreamClientEvents[Name][] = [];
  client.on(event, (value) => values.push(value));
  return values;
}

/** A connection on the server's side, as @dap/server's stream handlers see it. */
export type ServerConnection = StartedSandbox['app']['streams']['connections'] extends ReadonlySet<infer C> ? C : never;

/** The server side of the open connections (the tests pause them to hold replies back, or drop them). */
export function serverConnections(server: StartedSandbox): ServerConnection[] {
  return [...server.app.streams.connections];
}

/** Waits until `condition` holds, checking every 10 ms. */
export async function until(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export { STREAM_SCOPE };
