import type { DemoCredentials } from '@dap/sandbox';

/** What sandbox-server.ts reports once listening. */
export interface SandboxInfo {
  origin: string;
  baseUrl: string;
  tokenUrl: string;
  wsUrl: string;
  credentials: { full: DemoCredentials; readOrder: DemoCredentials };
}

/** An access token for the full demo client, from the sandbox's token endpoint (client credentials). */
export async function sandboxToken(sandbox: SandboxInfo): Promise<string> {
  const { clientId, clientSecret } = sandbox.credentials.full;
  const response = await fetch(sandbox.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (response.status !== 200)
    throw new Error(`the sandbox's token endpoint answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
