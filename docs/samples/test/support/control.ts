/**
 * The Sandbox Control API's samples (sandbox-control/rest/<operationId>.ts and .sh), the code panel of
 * its reference: what each prints, and what some runs must change or leave as they were, checked
 * against the sandbox.
 */
import { expect } from 'vitest';
import {
  DECIMAL,
  demo,
  lines,
  OTHER_TENANT,
  PROFILE,
  SECOND_PROFILE,
  TENANT,
  TIMESTAMP,
  UUID,
  type Check,
  type Json,
} from './common.js';
import { expectCredit, server, tokenFor, transferOf } from './sandbox.js';

/** Milliseconds between a time a sample printed and the sandbox clock now. */
async function sinceSandboxNow(time: string): Promise<number> {
  return Date.parse((await server.sandbox.control.clock.now(TENANT)).now) - Date.parse(time);
}

/** The sandbox clock back at real time (a reset), not ahead (an advance). */
export async function expectClockReset(): Promise<void> {
  expect(Math.abs(Date.parse((await server.sandbox.control.clock.now(TENANT)).now) - Date.now())).toBeLessThan(10_000);
  expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
}

const faultLines = async () => {
  const { faults } = await server.sandbox.control.faults.list(TENANT);
  return [
    ...faults.map(
      (f) => `fault ${f.id} ${f.operation} ${f.status ?? `delay ${f.delay_ms} ms`} remaining ${f.remaining}`,
    ),
    `${faults.length} fault(s) armed`,
  ];
};

/** The tenants the sandbox holds now: the demo data's, then those made on demand. */
const tenantsNow = async () => (await server.sandbox.control.tenants.list()).tenants;

/** The other demo tenant's armed faults, as a sample of a tenant's controls must leave them. */
const othersFaults = async () => (await server.sandbox.control.faults.list(OTHER_TENANT)).faults;

/**
 * What some control samples are run inside (by operationId): what the run must change, or leave as it
 * was, checked around it. The others are simply run.
 */
export const AROUND: Record<string, (run: () => Promise<string>) => Promise<string>> = {
  // 2.5 SOL more on the demo profile.
  createCryptoDeposit: (run) => expectCredit(PROFILE, 'SOL', 250n, run),
  // The sample makes a tenant and deletes it: the same tenants after as before.
  deleteTenant: async (run) => {
    const before = await tenantsNow();
    const stdout = await run();
    expect(await tenantsNow()).toEqual(before);
    return stdout;
  },
  // The caller's tenant alone: a fault the other demo tenant armed is still armed after.
  resetSandbox: async (run) => {
    const fault = await server.sandbox.control.faults.arm(OTHER_TENANT, { operation: 'getAccount', status: 503 });
    const stdout = await run();
    expect((await othersFaults()).map((f) => f.id)).toEqual([fault.id]);
    await server.sandbox.control.faults.clear(OTHER_TENANT);
    return stdout;
  },
  // Everything: a tenant made on demand is deleted, the other demo tenant's fault disarmed.
  resetWholeSandbox: async (run) => {
    const made = await server.createTenant({ name: 'until the whole reset' });
    await server.sandbox.control.faults.arm(OTHER_TENANT, { operation: 'getAccount', status: 503 });
    const stdout = await run();
    expect((await tenantsNow()).map((tenant) => tenant.id)).not.toContain(made.id);
    expect(await othersFaults()).toEqual([]);
    return stdout;
  },
};

/** The demo tenants alone, as the operator's whole reset leaves the sandbox, the first back at its start. */
async function expectWholeReset(): Promise<void> {
  expect((await tenantsNow()).map((tenant) => tenant.customer_id)).toEqual(demo.tenants.map((t) => t.customer_id));
  await expectClockReset();
}

/** A tenant the operator's createTenant sample printed: it exists, with the profiles printed, none a demo one. */
async function expectTenantMade(id: string | undefined, profiles: string[]): Promise<void> {
  expect(id, 'the tenant id the sample printed').toMatch(new RegExp(`^${UUID}$`));
  expect((await tenantsNow()).map((tenant) => tenant.id)).toContain(id);
  expect(profiles.length).toBeGreaterThanOrEqual(2);
  for (const profile of profiles) {
    expect(demo.profiles.map((p) => p.id)).not.toContain(profile);
    expect(Object.keys(await server.sandbox.ledger.balances(profile))).toEqual(expect.arrayContaining(['USD', 'USDC']));
  }
}

/**
 * The Sandbox Control API's samples (sandbox-control/rest/<operationId>.ts), the code panel of its
 * reference: what each prints, checked against the sandbox, in the order they run (a fault is armed,
 * listed and cleared before any other sample meets it; a tenant made before the tenants are listed; the
 * tenant's reset, then the operator's whole reset, last).
 */
export const CONTROL_TYPESCRIPT: Record<string, Check> = {
  getClock: async (stdout) => {
    const [, now] = new RegExp(`^sandbox clock (${TIMESTAMP})$`).exec(stdout.trim()) ?? [];
    expect(Math.abs(await sinceSandboxNow(now!)), stdout).toBeLessThan(10_000);
  },
  advanceClock: async (stdout) => {
    const [, now] = new RegExp(`^sandbox clock (${TIMESTAMP})$`).exec(stdout.trim()) ?? [];
    expect(Date.parse(now!) - Date.now(), stdout).toBeGreaterThan(55_000);
    expect(Math.abs(await sinceSandboxNow(now!))).toBeLessThan(10_000);
  },
  getTransfer: async (stdout) => {
    const [, id] = new RegExp(`^transfer (${UUID}) CRYPTO_WITHDRAWAL PENDING$`).exec(stdout.trim()) ?? [];
    expect(await transferOf(id)).toMatchObject({ type: 'CRYPTO_WITHDRAWAL', amount: '25.00' });
  },
  completeTransfer: async (stdout) => {
    const [, id] = new RegExp(`^transfer (${UUID}) COMPLETED$`).exec(stdout.trim()) ?? [];
    expect(await transferOf(id)).toMatchObject({ status: 'COMPLETED' });
  },
  failTransfer: async (stdout) => {
    const [, id] =
      new RegExp(`^transfer (${UUID}) FAILED Rejected by the destination network\\.$`).exec(stdout.trim()) ?? [];
    expect(await transferOf(id)).toMatchObject({
      status: 'FAILED',
      status_details: { reason: 'Rejected by the destination network.' },
    });
  },
  createCryptoDeposit: async (stdout) => {
    const [, id] = new RegExp(`^deposit (${UUID}) COMPLETED 2\\.5 SOL to \\S+$`).exec(stdout.trim()) ?? [];
    expect(await transferOf(id)).toMatchObject({
      type: 'CRYPTO_DEPOSIT',
      direction: 'CREDIT',
      crypto_network: 'SOLANA',
      profile_id: PROFILE,
    });
  },
  getBalances: async (stdout) => {
    const { balances } = await server.sandbox.control.balances.list(TENANT, PROFILE);
    expect(balances.length).toBeGreaterThan(3);
    expect(lines(stdout)).toEqual(balances.map((b) => `${b.asset} available ${b.available} held ${b.held}`));
  },
  setBalance: async (stdout) => {
    expect(stdout.trim()).toBe('USDC available 10000.00 held 0');
    expect(Number(await server.sandbox.ledger.balance(SECOND_PROFILE, 'USDC'))).toBe(10_000);
  },
  createFault: async (stdout) => {
    const [, id] = new RegExp(`^fault (${UUID}) getAccount 503 for the next 1 call\\(s\\)$`).exec(stdout.trim()) ?? [];
    expect(
      (await server.sandbox.control.faults.list(TENANT)).faults.map((f) => f.id),
      stdout,
    ).toContain(id);
  },
  listFaults: async (stdout) => {
    expect(lines(stdout)).toEqual(await faultLines());
    expect(lines(stdout).length).toBeGreaterThan(1);
  },
  clearFaults: async (stdout) => {
    expect(stdout.trim()).toBe('faults cleared');
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
  disconnectStreams: (stdout) => {
    expect(stdout.trim()).toBe('closed 0 connection(s)'); // no sample has a stream open now
  },
  moveMarket: (stdout) => {
    const [, bid, ask] = new RegExp(`^BTCUSD bid (${DECIMAL}) ask (${DECIMAL})$`).exec(stdout.trim()) ?? [];
    expect(Number(bid), stdout).toBeLessThan(Number(ask));
  },
  createTenant: async (stdout) => {
    const [first = '', ...rest] = lines(stdout);
    const [, id] = new RegExp(`^tenant (${UUID}) withdrawals suite, worker 3 client_id \\S+$`).exec(first) ?? [];
    const profiles = rest.map((line) => new RegExp(`^profile (${UUID}) memo_id \\S+$`).exec(line)?.[1] ?? line);
    await expectTenantMade(id, profiles);
  },
  listTenants: async (stdout) => {
    const tenants = await tenantsNow();
    expect(tenants.length, 'the demo tenants and the one createTenant made').toBeGreaterThan(demo.tenants.length);
    expect(lines(stdout)).toEqual([
      ...tenants.map((tenant) => `tenant ${tenant.id} customer ${tenant.customer_id} ${tenant.name}`),
      `${tenants.length} tenant(s)`,
    ]);
  },
  deleteTenant: async (stdout) => {
    const [, id] = new RegExp(`^tenant (${UUID}) deleted$`).exec(stdout.trim()) ?? [];
    expect(id, stdout).toBeDefined();
    expect((await tenantsNow()).map((tenant) => tenant.id)).not.toContain(id);
  },
  resetSandbox: async (stdout) => {
    expect(stdout.trim()).toBe('tenant reset');
    await expectClockReset();
  },
  resetWholeSandbox: async (stdout) => {
    expect(stdout.trim()).toBe('whole sandbox reset');
    await expectWholeReset();
  },
};

/**
 * The same for the curl samples (sandbox-control/rest/<operationId>.sh), run with $TOKEN (a tenant's
 * controls) and $OPERATOR_TOKEN (the operator's) after the TypeScript ones.
 */
export const CONTROL_SHELL: Record<string, Check> = {
  getClock: async (stdout) => {
    expect(Math.abs(await sinceSandboxNow((JSON.parse(stdout) as Json)['now']))).toBeLessThan(10_000);
  },
  advanceClock: async (stdout) => {
    const { now } = JSON.parse(stdout) as Json;
    expect(Date.parse(now) - Date.now(), stdout).toBeGreaterThan(55_000);
    expect(Math.abs(await sinceSandboxNow(now))).toBeLessThan(10_000);
  },
  getTransfer: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ type: 'CRYPTO_WITHDRAWAL', status: 'PENDING', amount: '25.00' });
    expect(await transferOf(body['id'])).toMatchObject({ id: body['id'], type: 'CRYPTO_WITHDRAWAL' });
  },
  completeTransfer: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ status: 'COMPLETED' });
    expect(await transferOf(body['id'])).toMatchObject({ status: 'COMPLETED' });
  },
  failTransfer: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({
      status: 'FAILED',
      status_details: { reason: 'Rejected by the destination network.' },
    });
    expect(await transferOf(body['id'])).toMatchObject({ status: 'FAILED' });
  },
  createCryptoDeposit: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({
      type: 'CRYPTO_DEPOSIT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      amount: '2.5',
      asset: 'SOL',
      crypto_network: 'SOLANA',
      profile_id: PROFILE,
    });
    expect(await transferOf(body['id'])).toMatchObject({ type: 'CRYPTO_DEPOSIT' });
  },
  getBalances: async (stdout) => {
    expect(JSON.parse(stdout)).toEqual(await server.sandbox.control.balances.list(TENANT, PROFILE));
  },
  setBalance: async (stdout) => {
    expect(JSON.parse(stdout)).toEqual({ asset: 'USDC', available: '10000.00', held: '0' });
    expect(Number(await server.sandbox.ledger.balance(SECOND_PROFILE, 'USDC'))).toBe(10_000);
  },
  createFault: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ operation: 'getAccount', status: 503, retry_after: 1, times: 1, remaining: 1 });
    expect((await server.sandbox.control.faults.list(TENANT)).faults.map((f) => f.id)).toContain(body['id']);
  },
  listFaults: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body['faults'].length).toBeGreaterThan(0);
    expect(body).toEqual(await server.sandbox.control.faults.list(TENANT));
  },
  clearFaults: async (stdout) => {
    expect(stdout.trim()).toBe('204');
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
  disconnectStreams: (stdout) => {
    expect(JSON.parse(stdout)).toEqual({ closed: 0 });
  },
  moveMarket: (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ market: 'BTCUSD', type: 'TOP_OF_BOOK' });
    expect(Number(body['bids'][0]['price'])).toBeLessThan(Number(body['asks'][0]['price']));
  },
  createTenant: async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ name: 'withdrawals suite, worker 3', customer_id: expect.any(String) });
    await expectTenantMade(
      body['id'],
      body['profiles'].map((profile: Json) => profile['id']),
    );
    // clients[0], its secret in clear: every scope of the platform API and sandbox:control, for the new tenant.
    const [full] = body['clients'] as Json[];
    expect(full!['scopes']).toEqual(expect.arrayContaining([...server.clients.full.scopes]));
    expect((await tokenFor(full!['client_id'], full!['client_secret'])).tenant).toBe(body['customer_id']);
  },
  listTenants: async (stdout) => {
    expect(JSON.parse(stdout)).toEqual(await server.sandbox.control.tenants.list());
  },
  deleteTenant: (stdout) => {
    expect(stdout.trim()).toBe('204');
  },
  resetSandbox: async (stdout) => {
    expect(stdout.trim()).toBe('204');
    await expectClockReset();
  },
  resetWholeSandbox: async (stdout) => {
    expect(stdout.trim()).toBe('204');
    await expectWholeReset();
  },
};
