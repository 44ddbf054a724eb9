import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '../src/index.js';

describe('startSandbox(): a sandbox in the test runner’s process', () => {
  let sandbox: StartedSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ settleAfterSeconds: 0 });
  });
  afterAll(() => sandbox?.stop());

  it('listens on a free port of 127.0.0.1 and resolves to its URLs: the REST base ending in /v2, the token endpoint, the WebSocket, the controls and the docs', () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9][0-9]*\/v2$/);
    const origin = sandbox.url.replace(/\/v2$/, '');
    expect(sandbox.url).not.toBe('http://127.0.0.1:8080/v2');
    expect(sandbox.tokenUrl).toBe(`${origin}/oauth2/token`);
    expect(sandbox.wsUrl).toBe(`${origin.replace(/^http/, 'ws')}/ws`);
    expect(sandbox.controlUrl).toBe(`${origin}/sandbox-control/`);
    expect(sandbox.docsUrl).toBe(`${origin}/docs/`);
  });

  it('hands out the demo credentials, which DapClient takes as they are', async () => {
    const { full, readOrder, operator } = sandbox.clients;
    expect(operator).toMatchObject({ clientId: 'sandbox-operator', scopes: ['sandbox:admin'] });
    expect(readOrder.scopes).toEqual(['exchange:read_order']);
    const client = new DapClient({ baseUrl: sandbox.url, tokenUrl: sandbox.tokenUrl, ...full });
    expect((await client.listExecutions({ limit: 1 })).items).toHaveLength(1);
  });

  it('makes a tenant of one’s own, whose withdrawals keep to settleAfterSeconds (0: PENDING until a control settles them)', async () => {
    const tenant = await sandbox.createTenant({ name: 'startSandbox suite' });
    const [full] = tenant.clients;
    const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
    const options = {
      baseUrl: sandbox.url,
      tokenUrl: sandbox.tokenUrl,
      clientId: full!.client_id,
      clientSecret: full!.client_secret,
    };
    const withdrawal = await new DapClient(options).createCryptoWithdrawal({
      profile_id: profile!.id,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '1.00',
    });
    const control = new SandboxControlClient(options);
    await control.advanceClock({ seconds: 86_400 });
    expect((await control.getTransfer(withdrawal.id)).status).toBe('PENDING');
    expect(sandbox.sandbox.settleAfterMs).toBe(0);
  });

  it('refuses a settleAfterSeconds that is not a whole number of seconds from 0 to a year, before starting anything', async () => {
    await expect(startSandbox({ settleAfterSeconds: 1.5 })).rejects.toThrow(
      /settleAfterSeconds must be a whole number of seconds from 0 .* to 31536000, got 1\.5/,
    );
    await expect(startSandbox({ settleAfterSeconds: -1 })).rejects.toThrow(RangeError);
  });

  it('stops: the port closes, and a second stop is a no-op', async () => {
    const other = await startSandbox();
    await other.stop();
    await other.stop();
    await expect(fetch(other.tokenUrl, { method: 'POST' })).rejects.toThrow();
  });
});
