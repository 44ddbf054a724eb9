// Tenants made and deleted on demand by the operator, over HTTP through the generated control client.
import { AuthenticationError, DapClient, NotFoundError, type DapClientOptions } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import type { NewTenant } from '@dap/api-types/sandbox-control';
import { Client } from '@dap/test-support/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCredentials } from '../src/http/demo-credentials.js';
import type { StartedSandbox } from '../src/start-options.js';
import { startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let operator: SandboxControlClient;

const optionsOf = ({ clientId, clientSecret }: DemoCredentials): DapClientOptions => ({
  baseUrl: `${server.origin}/v2`,
  tokenUrl: `${server.origin}/oauth2/token`,
  clientId,
  clientSecret,
  maxRetries: 0,
  timeoutMs: 10_000,
});
const credentialsOf = (tenant: NewTenant): DemoCredentials => {
  const [client] = tenant.clients;
  if (!client) throw new Error('a tenant without a client');
  return { clientId: client.client_id, clientSecret: client.client_secret, scopes: client.scopes };
};

beforeAll(async () => {
  server = await startTestServer({ settleAfterSeconds: 3_600 });
  operator = new SandboxControlClient(optionsOf(server.clients.operator));
});
afterAll(() => server?.stop());

describe('tenants on demand', () => {
  it('makes a tenant seeded like the demo customer, every id new, whose full-access client works at once', async () => {
    const tenant = await operator.createTenant({ name: 'suite A' });
    expect(tenant).toMatchObject({ name: 'suite A' });
    expect(tenant.profiles.length).toBeGreaterThanOrEqual(2);
    const assets = new Set(tenant.profiles.flatMap((profile) => Object.keys(profile.balances)));
    for (const asset of ['USD', 'BTC', 'ETH', 'USDC']) expect(assets).toContain(asset);
    expect(tenant.clients[0]?.scopes).toContain('sandbox:control');
    const platform = new DapClient(optionsOf(credentialsOf(tenant)));
    const page = await platform.listExecutions({ limit: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    expect((await platform.getAccount(tenant.accounts[0]?.id as string)).id).toBe(tenant.accounts[0]?.id);
    const again = await operator.createTenant({});
    expect(again.customer_id).not.toBe(tenant.customer_id);
    expect(again.profiles.map((p) => p.id)).not.toContain(tenant.profiles[0]?.id);
  });

  it('makes a tenant without a body, as the spec allows, with a name of its own', async () => {
    const made = await operator.createTenant();
    expect(made.name).toMatch(/\S/);
    expect(made.clients[0]?.scopes).toContain('sandbox:control');
    await operator.deleteTenant(made.id);
  });

  it('lists every tenant, the demo ones first, without secrets', async () => {
    const made = await operator.createTenant({ name: 'listed' });
    const { tenants } = await operator.listTenants();
    expect(tenants.length).toBeGreaterThanOrEqual(3);
    expect(tenants.map((t) => t.id)).toContain(made.id);
    expect(JSON.stringify(tenants)).not.toContain(made.clients[0]?.client_secret as string);
  });

  it('deletes a tenant: its tokens are answered 401 and its WebSockets closed with 1008 at once', async () => {
    const tenant = await operator.createTenant({ name: 'doomed' });
    const token = await tokenOf(server, credentialsOf(tenant));
    const socket = await Client.open(server.wsUrl, token);
    const closed = socket.closed();
    await operator.deleteTenant(tenant.id);
    expect(await closed).toBe(1008);
    const answer = await fetch(`${server.origin}/v2/executions?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);
    const platform = new DapClient(optionsOf(credentialsOf(tenant)));
    expect(await platform.listExecutions({ limit: 1 }).catch((e: unknown) => e)).toBeInstanceOf(AuthenticationError);
    expect(await operator.deleteTenant(tenant.id).catch((e: unknown) => e)).toBeInstanceOf(NotFoundError);
  });

  it("answers a tenant's client 403 on the operator's operations, and the operator 403 on a tenant's", async () => {
    const status = async (token: string, method: string, path: string, body?: unknown) =>
      (
        await fetch(`${server.origin}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).status;
    const tenantToken = await tokenOf(server, server.clients.full);
    for (const [method, path, body] of [
      ['POST', '/sandbox-control/tenants', {}],
      ['GET', '/sandbox-control/tenants'],
      ['DELETE', `/sandbox-control/tenants/${crypto.randomUUID()}`],
      ['POST', '/sandbox-control/markets/BTCUSD/move', { by: '1' }],
      ['POST', '/sandbox-control/admin/reset'],
    ] as const) {
      expect(await status(tenantToken, method, path, body), `${method} ${path}`).toBe(403);
    }
    // The generated client asks the token endpoint for the operation's scope, which refuses it.
    const tenantControl = new SandboxControlClient(optionsOf(server.clients.full));
    expect(await tenantControl.listTenants().catch((e: unknown) => e)).toBeInstanceOf(AuthenticationError);
    const operatorToken = await tokenOf(server, server.clients.operator);
    expect(await status(operatorToken, 'GET', '/sandbox-control/clock')).toBe(403);
    expect(await status(operatorToken, 'GET', '/v2/executions?limit=1')).toBe(403);
    expect(await operator.moveMarket('BTCUSD', { by: '1' })).toMatchObject({ market: 'BTCUSD' });
  });

  it("settles a tenant's withdrawals by its own setting: never by themselves with settle_after_seconds 0", async () => {
    const tenant = await operator.createTenant({ settle_after_seconds: 0 });
    const credentials = credentialsOf(tenant);
    const platform = new DapClient(optionsOf(credentials));
    const control = new SandboxControlClient(optionsOf(credentials));
    const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
    const created = await platform.createCryptoWithdrawal({
      profile_id: profile?.id as string,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '1',
    });
    await control.advanceClock({ seconds: 365 * 24 * 3600 });
    expect((await control.getTransfer(created.id)).status).toBe('PENDING');
    expect((await control.completeTransfer(created.id)).status).toBe('COMPLETED');
  });

  it("puts the demo tenants back and deletes the tenants made on demand on the operator's whole reset", async () => {
    const made = await operator.createTenant({ name: 'until the reset' });
    await operator.resetWholeSandbox();
    const { tenants } = await operator.listTenants();
    expect(tenants.map((t) => t.id)).not.toContain(made.id);
    expect(tenants.length).toBe(2);
  });
});
