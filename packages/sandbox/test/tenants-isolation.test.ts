// Two teams on one sandbox, each with a tenant of its own, as partners meet it: over HTTP, through
// the generated clients. Nothing one tenant's client names of the other's exists for it.
import { BadRequestError, ConflictError, DapClient, NotFoundError, type DapClientOptions } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import type { NewTenant } from '@dap/api-types/sandbox-control';
import { Client } from '@dap/test-support/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCredentials } from '../src/http/demo-credentials.js';
import type { StartedSandbox } from '../src/start-options.js';
import { wireDeposit } from './support/bodies.js';
import { startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let ours: NewTenant;
let theirs: NewTenant;

const credentialsOf = (tenant: NewTenant): DemoCredentials => {
  const [client] = tenant.clients;
  if (!client) throw new Error('a tenant without a client');
  return { clientId: client.client_id, clientSecret: client.client_secret, scopes: client.scopes };
};
const optionsOf = (tenant: NewTenant): DapClientOptions => ({
  baseUrl: `${server.origin}/v2`,
  tokenUrl: `${server.origin}/oauth2/token`,
  clientId: credentialsOf(tenant).clientId,
  clientSecret: credentialsOf(tenant).clientSecret,
  maxRetries: 0,
  timeoutMs: 10_000,
});
const platformOf = (tenant: NewTenant) => new DapClient(optionsOf(tenant));
const controlOf = (tenant: NewTenant) => new SandboxControlClient(optionsOf(tenant));
const profileOf = (tenant: NewTenant) => tenant.profiles.find((profile) => profile.balances['USDC'] !== undefined);

const withdrawal = (tenant: NewTenant, ref_id?: string) =>
  platformOf(tenant).createCryptoWithdrawal({
    profile_id: profileOf(tenant)?.id as string,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '1',
    ...(ref_id === undefined ? {} : { ref_id }),
  });

beforeAll(async () => {
  // Withdrawals settle only when a control (or a tenant's clock) says so.
  server = await startTestServer({ settleAfterSeconds: 3_600 });
  [ours, theirs] = await Promise.all([server.createTenant({ name: 'ours' }), server.createTenant({ name: 'theirs' })]);
});
afterAll(() => server?.stop());

describe('a tenant', () => {
  it("gets the same 404 for another tenant's profile, account, transfer and deposit address as for a missing id", async () => {
    const platform = platformOf(ours);
    const theirTransfer = await withdrawal(theirs);
    const theirAddress = await platformOf(theirs).createDepositAddress({
      profile_id: profileOf(theirs)?.id as string,
      crypto_network: 'ETHEREUM',
    });
    const theirProfile = profileOf(theirs)?.id as string;
    const theirBalances = async () => (await controlOf(theirs).getBalances(theirProfile)).balances;
    const before = await theirBalances();
    const refusals: (() => Promise<unknown>)[] = [
      () =>
        platform.createCryptoWithdrawal({
          profile_id: theirProfile,
          destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          asset: 'USDC',
          crypto_network: 'ETHEREUM',
          amount: '1',
        }),
      () => platform.createDepositAddress({ profile_id: theirProfile, crypto_network: 'ETHEREUM' }),
      () => platform.getAccount(theirs.accounts[0]?.id as string),
      () => controlOf(ours).getTransfer(theirTransfer.id),
      () => controlOf(ours).completeTransfer(theirTransfer.id),
      () => controlOf(ours).failTransfer(theirTransfer.id, { reason: 'not yours' }),
      () => controlOf(ours).getBalances(theirProfile),
      () => controlOf(ours).setBalance(theirProfile, 'USDC', { available: '99999999.99' }),
      () => controlOf(ours).createCryptoDeposit({ deposit_address_id: theirAddress.id, amount: '1' }),
    ];
    // The same answer as for an id that exists nowhere: nothing says the id is someone else's.
    const missing = (await controlOf(ours)
      .getTransfer('00000000-0000-4000-8000-000000000000')
      .catch((error: unknown) => error)) as NotFoundError;
    for (const refusal of refusals) {
      const error = (await refusal().catch((caught: unknown) => caught)) as NotFoundError;
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error.problemType).toBe(missing.problemType);
      expect(error.title).toBe(missing.title);
    }
    expect(await theirBalances()).toEqual(before);
    expect((await controlOf(theirs).getTransfer(theirTransfer.id)).status).toBe('PENDING');
  });

  it('lists only its own executions and monitoring addresses', async () => {
    const mine = { executions: [] as string[], addresses: [] as string[] };
    for await (const execution of platformOf(ours).listExecutions({ limit: 50 }))
      mine.executions.push(execution.execution_id);
    for await (const address of platformOf(ours).listMonitoringAddresses({ limit: 50 }))
      mine.addresses.push(address.id);
    const others = { executions: [] as string[], addresses: [] as string[] };
    for await (const execution of platformOf(theirs).listExecutions({ limit: 50 }))
      others.executions.push(execution.execution_id);
    for await (const address of platformOf(theirs).listMonitoringAddresses({ limit: 50 }))
      others.addresses.push(address.id);
    expect(mine.executions.length).toBeGreaterThan(0);
    expect(mine.addresses.length).toBeGreaterThan(0);
    expect(mine.executions.filter((id) => others.executions.includes(id))).toEqual([]);
    expect(mine.addresses.filter((id) => others.addresses.includes(id))).toEqual([]);
  });

  it("uses a ref_id another tenant used, and a 409's meta.existing is always its own", async () => {
    const ref = `shared-ref-${Date.now()}`;
    const first = await withdrawal(ours, ref);
    const second = await withdrawal(theirs, ref);
    expect(second.id).not.toBe(first.id);
    const conflict = (await withdrawal(theirs, ref).catch((error: unknown) => error)) as ConflictError;
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict.meta as { existing: { id: string } }).existing.id).toBe(second.id);
  });

  it('refuses a page cursor issued to another tenant with 400', async () => {
    const page = await platformOf(ours).listExecutions({ limit: 1 });
    const cursor = page.nextPageCursor as string;
    expect(cursor).toBeDefined();
    const error = await platformOf(theirs)
      .listExecutions({ limit: 1, page_cursor: cursor })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
  });

  it("gets a 404 for a sandbox fiat deposit naming another tenant's memo_id", async () => {
    const error = await platformOf(ours)
      .createSandboxFiatDeposit(wireDeposit(theirs.profiles[0]?.memo_id as string, { amount: '10.00' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe("a tenant's controls", () => {
  it("advance only its clock: its withdrawal settles, the other tenant's stays PENDING and its clock does not move, and its tokens and streams live on", async () => {
    const mine = await withdrawal(ours);
    const other = await withdrawal(theirs);
    const theirTime = Date.parse((await controlOf(theirs).getClock()).now);
    // Tokens keep real time: two hours on the tenant's clock, past a token's hour, log nobody out.
    const token = await tokenOf(server, credentialsOf(ours));
    const socket = await Client.open(server.wsUrl, token);
    await controlOf(ours).advanceClock({ seconds: 7200 });
    const answer = await fetch(`${server.origin}/v2/executions?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect((await socket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    await socket.close();
    expect((await controlOf(ours).getTransfer(mine.id)).status).toBe('COMPLETED');
    expect((await controlOf(theirs).getTransfer(other.id)).status).toBe('PENDING');
    expect(Date.parse((await controlOf(theirs).getClock()).now) - theirTime).toBeLessThan(60_000);
  });

  it('arm faults that only its clients take, and list and clear only its own', async () => {
    await controlOf(ours).createFault({ operation: 'listExecutions', status: 503, times: 1 });
    expect((await controlOf(theirs).listFaults()).faults).toEqual([]);
    // The other tenant's request is not faulted, and does not spend the fault.
    await platformOf(theirs).listExecutions({ limit: 1 });
    const faulted = await platformOf(ours)
      .listExecutions({ limit: 1 })
      .catch((e: unknown) => e);
    expect((faulted as { status?: number }).status).toBe(503);
    await controlOf(theirs).createFault({ operation: 'getAccount', status: 500, times: 5 });
    await controlOf(ours).clearFaults();
    expect((await controlOf(theirs).listFaults()).faults).toHaveLength(1);
    await controlOf(theirs).clearFaults();
  });

  it('take no fault from a request that is not authenticated', async () => {
    await controlOf(ours).createFault({ operation: 'listExecutions', status: 500, times: 1 });
    const anonymous = await fetch(`${server.origin}/v2/executions?limit=1`);
    expect(anonymous.status).toBe(401);
    expect((await controlOf(ours).listFaults()).faults).toHaveLength(1);
    await controlOf(ours).clearFaults();
  });

  it('reset only its data, and close only its streams with 1012', async () => {
    const [mineToken, theirToken] = await Promise.all([
      tokenOf(server, credentialsOf(ours)),
      tokenOf(server, credentialsOf(theirs)),
    ]);
    const [mineSocket, theirSocket] = await Promise.all([
      Client.open(server.wsUrl, mineToken),
      Client.open(server.wsUrl, theirToken),
    ]);
    const mineClosed = mineSocket.closed();
    const theirWithdrawal = await withdrawal(theirs);
    const profile = profileOf(ours)?.id as string;
    await controlOf(ours).setBalance(profile, 'USDC', { available: '1.23' });
    await controlOf(ours).resetSandbox();
    expect(await mineClosed).toBe(1012);
    expect((await theirSocket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    expect((await controlOf(theirs).getTransfer(theirWithdrawal.id)).status).toBe('PENDING');
    const usdc = (await controlOf(ours).getBalances(profile)).balances.find((b) => b.asset === 'USDC');
    expect(usdc?.available).toBe(profileOf(ours)?.balances['USDC']);
    await theirSocket.close();
  });

  it('disconnect only its own streams', async () => {
    const [mineSocket, theirSocket] = await Promise.all([
      Client.open(server.wsUrl, await tokenOf(server, credentialsOf(ours))),
      Client.open(server.wsUrl, await tokenOf(server, credentialsOf(theirs))),
    ]);
    const mineClosed = mineSocket.closed();
    expect(await controlOf(ours).disconnectStreams({ code: 1013 })).toEqual({ closed: 1 });
    expect(await mineClosed).toBe(1013);
    expect((await theirSocket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    await theirSocket.close();
  });
});

describe('a tenant holds at most 100 armed faults', () => {
  it('answers the 101st 409 fault-limit-reached, arming nothing, and another tenant arms as usual', async () => {
    const control = controlOf(ours);
    await control.clearFaults();
    for (let i = 0; i < 100; i++) await control.createFault({ operation: 'getAccount', delay_ms: 1, times: 1 });
    const refused = (await control
      .createFault({ operation: 'getAccount', status: 500 })
      .catch((error: unknown) => error)) as ConflictError;
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused.problemType).toBe('fault-limit-reached');
    expect((await control.listFaults()).faults).toHaveLength(100);
    expect(await controlOf(theirs).createFault({ operation: 'getAccount', delay_ms: 1 })).toMatchObject({
      remaining: 1,
    });
    await Promise.all([control.clearFaults(), controlOf(theirs).clearFaults()]);
  });
});

describe('two test suites at the same time, each on a tenant of its own', () => {
  /**
   * What a suite does to its tenant, all at once with the other: reset, a withdrawal its clock
   * settles, a fault its next call takes, a stream it disconnects. Answers what it saw.
   */
  async function suite(tenant: NewTenant) {
    const control = controlOf(tenant);
    const platform = platformOf(tenant);
    await control.resetSandbox();
    const socket = await Client.open(server.wsUrl, await tokenOf(server, credentialsOf(tenant)));
    const closed = socket.closed();
    const transfer = await withdrawal(tenant);
    await control.advanceClock({ seconds: 7200 });
    const settled = (await control.getTransfer(transfer.id)).status;
    await control.createFault({ operation: 'listExecutions', status: 503 });
    const faulted = ((await platform.listExecutions({ limit: 1 }).catch((e: unknown) => e)) as { status?: number })
      .status;
    const afterFault = (await platform.listExecutions({ limit: 1 })).items.length;
    const disconnected = await control.disconnectStreams({ code: 1013 });
    return {
      settled,
      faulted,
      afterFault,
      disconnected,
      closedWith: await closed,
      faultsLeft: await control.listFaults(),
    };
  }

  it('see only their own data and effects, run after run', async () => {
    for (let run = 0; run < 3; run++) {
      const [a, b] = await Promise.all([suite(ours), suite(theirs)]);
      for (const seen of [a, b]) {
        expect(seen).toEqual({
          settled: 'COMPLETED',
          faulted: 503,
          afterFault: 1,
          disconnected: { closed: 1 },
          closedWith: 1013,
          faultsLeft: { faults: [] },
        });
      }
    }
  });
});
