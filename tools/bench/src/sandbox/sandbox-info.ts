import type { DemoCredentials } from '@dap/sandbox';

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
