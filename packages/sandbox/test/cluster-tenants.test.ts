/**
 * Tenants across instances: two `dap-sandbox` processes on one real PostgreSQL server, two tenants
 * made on demand through one of them, each used through both. What one tenant does through either
 * instance (its clock, faults, disconnects, reset) reaches its own data and connections on every
 * instance and nobody else's; a tenant deleted through one instance is locked out of the other.
 * One cluster for the file; the tests run in order and share it.
 */
import { DapClient, type DapClientOptions } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import type { NewTenant } from '@dap/api-types/sandbox-control';
import { Client } from '@dap/test-support/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, tokenFrom, type Cluster, type ClusterInstance } from './support/cluster.js';
import { controlOf } from './support/market-cluster.js';
import { eventually } from './support/sandbox.js';

let cluster: Cluster;
let ours: NewTenant;
let theirs: NewTenant;

const instance = (index: number): ClusterInstance => cluster.instances[index] as ClusterInstance;
const clientOf = (tenant: NewTenant) => {
  const [client] = tenant.clients;
  if (!client) throw new Error('a tenant without a client');
  return client;
};
const optionsOf = (tenant: NewTenant, index: number): DapClientOptions => ({
  baseUrl: instance(index).baseUrl,
  tokenUrl: instance(index).tokenUrl,
  clientId: clientOf(tenant).client_id,
  clientSecret: clientOf(tenant).client_secret,
  maxRetries: 0,
  timeoutMs: 10_000,
});
/** The tenant's platform and control clients on instance `index`. */
const platform = (tenant: NewTenant, index: number) => new DapClient(optionsOf(tenant, index));
const control = (tenant: NewTenant, index: number) => new SandboxControlClient(optionsOf(tenant, index));
const token = (tenant: NewTenant, index: number) => tokenFrom(instance(index), clientOf(tenant));
const socketOf = async (tenant: NewTenant, index: number) =>
  Client.open(instance(index).wsUrl, await token(tenant, index));

const withdrawal = (tenant: NewTenant, index: number) =>
  platform(tenant, index).createCryptoWithdrawal({
    profile_id: tenant.profiles.find((profile) => profile.balances['USDC'] !== undefined)?.id as string,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '1',
  });

beforeAll(async () => {
  cluster = await startCluster({ size: 2, env: { LOG_LEVEL: 'warn' } });
  const operator = controlOf(instance(0), 'operator');
  [ours, theirs] = await Promise.all([
    operator.createTenant({ name: 'ours', settle_after_seconds: 3_600 }),
    operator.createTenant({ name: 'theirs', settle_after_seconds: 3_600 }),
  ]);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

// A busy 2-core machine runs two instances, PostgreSQL and the test: time budgets are generous.
describe('tenants on two instances of one PostgreSQL', { timeout: 90_000 }, () => {
  it('serve a tenant made through one instance on the other at once, with its own data only', async () => {
    const executions = await platform(ours, 1).listExecutions({ limit: 100 });
    expect(executions.items.length).toBeGreaterThan(0);
    const theirs1 = await platform(theirs, 1).listExecutions({ limit: 100 });
    const mine = new Set(executions.items.map((execution) => execution.execution_id));
    expect(theirs1.items.filter((execution) => mine.has(execution.execution_id))).toEqual([]);
  });

  it("advance a tenant's clock through one instance: its withdrawal made on the other settles, the other tenant's stays PENDING", async () => {
    const [mine, other] = await Promise.all([withdrawal(ours, 1), withdrawal(theirs, 1)]);
    const theirTime = Date.parse((await control(theirs, 1).getClock()).now);
    await control(ours, 0).advanceClock({ seconds: 7_200 });
    expect((await control(ours, 1).getTransfer(mine.id)).status).toBe('COMPLETED');
    expect((await control(theirs, 0).getTransfer(other.id)).status).toBe('PENDING');
    expect(Date.parse((await control(theirs, 0).getClock()).now) - theirTime).toBeLessThan(60_000);
  });

  it("take a fault armed through one instance on the other, for the arming tenant's requests only", async () => {
    await control(ours, 0).createFault({ operation: 'listExecutions', status: 503, times: 1 });
    expect((await control(theirs, 1).listFaults()).faults).toEqual([]);
    expect((await platform(theirs, 1).listExecutions({ limit: 1 })).items).toHaveLength(1);
    const faulted = await platform(ours, 1)
      .listExecutions({ limit: 1 })
      .catch((error: unknown) => error);
    expect((faulted as { status?: number }).status).toBe(503);
    expect((await control(ours, 0).listFaults()).faults).toEqual([]);
  });

  it("close a tenant's streams on every instance when it disconnects or resets, and no one else's", async () => {
    const [mine0, mine1, their0, their1] = await Promise.all([
      socketOf(ours, 0),
      socketOf(ours, 1),
      socketOf(theirs, 0),
      socketOf(theirs, 1),
    ]);
    const mineClosed = [mine0.closed(), mine1.closed()];
    expect(await control(ours, 0).disconnectStreams({ code: 1013 })).toEqual({ closed: 2 });
    expect(await Promise.all(mineClosed)).toEqual([1013, 1013]);
    for (const socket of [their0, their1])
      expect((await socket.request({ type: 'subscription_list' })).type).toBe('subscription_list');

    const again = await socketOf(ours, 0);
    const againClosed = again.closed();
    const theirPending = await withdrawal(theirs, 0);
    await control(ours, 1).resetSandbox();
    expect(await againClosed).toBe(1012);
    for (const socket of [their0, their1])
      expect((await socket.request({ type: 'subscription_list' })).type).toBe('subscription_list');
    expect((await control(theirs, 1).getTransfer(theirPending.id)).status).toBe('PENDING');
    await Promise.all([their0.close(), their1.close()]);
  });

  it('lock a tenant deleted through one instance out of the other within a second: its token 401, its WebSocket closed with 1008', async () => {
    const bearer = await token(theirs, 1);
    const socket = await Client.open(instance(1).wsUrl, bearer);
    const closed = socket.closed();
    const executions = `${instance(1).baseUrl}/executions?limit=1`;
    expect((await fetch(executions, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    await controlOf(instance(0), 'operator').deleteTenant(theirs.id);
    await eventually(async () => {
      const answer = await fetch(executions, { headers: { authorization: `Bearer ${bearer}` } });
      return answer.status === 401 ? true : undefined;
    }, 5_000);
    expect(await closed).toBe(1008);
    // The other tenant goes on as before.
    expect((await platform(ours, 1).listExecutions({ limit: 1 })).items).toHaveLength(1);
  });
});
