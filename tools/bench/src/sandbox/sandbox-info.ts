import { randomUUID } from 'node:crypto';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import type { DemoCredentials } from '@dap/sandbox';
import { CONNECTION_LIMITS } from '@dap/stream-models';

/** What sandbox-server.ts reports once listening. */
export interface SandboxInfo {
  origin: string;
  baseUrl: string;
  tokenUrl: string;
  wsUrl: string;
  /** The first demo tenant's clients, and the operator's (`sandbox:admin`, the loopback demo secret). */
  credentials: { full: DemoCredentials; readOrder: DemoCredentials; operator: DemoCredentials };
}

/** An access token for a client, from the sandbox's token endpoint (client credentials). */
export async function clientToken(
  tokenUrl: string,
  { clientId, clientSecret }: { clientId: string; clientSecret: string },
): Promise<string> {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (response.status !== 200)
    throw new Error(`the sandbox's token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An access token for the full demo client. */
export function sandboxToken(sandbox: SandboxInfo): Promise<string> {
  return clientToken(sandbox.tokenUrl, sandbox.credentials.full);
}

/**
 * Tokens of as many clients as `connections` WebSockets need: a client holds at most the contract's
 * `maxConnectionsPerClient`, so past it the full clients of tenants the operator makes share them out.
 */
export async function sandboxTokens(sandbox: SandboxInfo, connections: number): Promise<string[]> {
  const needed = Math.max(1, Math.ceil(connections / CONNECTION_LIMITS.maxConnectionsPerClient));
  const tokens = [await sandboxToken(sandbox)];
  const operator = new SandboxControlClient({
    baseUrl: sandbox.baseUrl,
    tokenUrl: sandbox.tokenUrl,
    clientId: sandbox.credentials.operator.clientId,
    clientSecret: sandbox.credentials.operator.clientSecret,
  });
  while (tokens.length < needed) {
    const tenant = await operator.createTenant({
      name: `bench subscribers ${tokens.length} ${randomUUID().slice(0, 8)}`,
    });
    const [full] = tenant.clients;
    if (full === undefined) throw new Error('createTenant answered a tenant without a client');
    tokens.push(await clientToken(sandbox.tokenUrl, { clientId: full.client_id, clientSecret: full.client_secret }));
  }
  return tokens;
}
