/**
 * The samples of the Testing your integration page (site/testing.md), and how to check what the
 * page says to run.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  ACCOUNT,
  DECIMAL,
  demo,
  lines,
  out,
  PROFILE,
  repo,
  run,
  SECOND_PROFILE,
  succeeded,
  TENANT,
  TIMESTAMP,
  UUID,
  type Check,
  type Json,
} from './common.js';
import { TYPESCRIPT } from './rest.js';
import { STREAM } from './stream.js';
import { env, server, transferOf } from './sandbox.js';

/** The module of the clients every TypeScript sample of testing/ imports (run by each of them). */
export const TESTING_CLIENTS = 'testing/clients.ts';

/**
 * The samples of the Testing your integration page (site/testing.md): what each must print, checked
 * against the sandbox, in the order they run (the reset last: it puts everything back to the start).
 */
export const TESTING: Record<string, Check> = {
  'testing/control-token.sh': async (stdout) => {
    const { now } = JSON.parse(stdout) as { now: string };
    const sandboxNow = Date.parse((await server.sandbox.control.clock.now(TENANT)).now);
    expect(Math.abs(sandboxNow - Date.parse(now)), `the sandbox clock: ${now}`).toBeLessThan(10_000);
  },
  'testing/own-tenant.ts': async (stdout) => {
    const match = new RegExp(
      `^tenant withdrawals suite, worker [0-9]+ with ([0-9]+) profiles and ([0-9]+) accounts\n` +
        `withdrawal ${UUID} COMPLETED from profile (${UUID})\n` +
        `the demo profile: 404 not-found\n` +
        `after deleteTenant: AuthenticationError 401$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(2);
    // A profile of its own, gone with the tenant.
    expect(demo.profiles.map((profile) => profile.id)).not.toContain(match![3]);
    await expect(server.sandbox.ledger.balances(match![3]!)).rejects.toThrow();
  },
  'testing/tomorrow.ts': async (stdout) => {
    const match = new RegExp(
      `^tenant tomorrow's API, worker 1 answered with evolve seed run-42\n` +
        `withdrawal (${UUID}) of 25\\.00 USDC status (PENDING|COMPLETED|not one of PENDING/COMPLETED/FAILED)\n` +
        `executions read ([0-9]+)$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    // No count is asserted: `items` of an ExecutionList is optional, so tomorrow's API may leave it
    // out of a page, depending on the seed; the sample's point is that paging reads whatever is there
    // and ends.
    // The tenant went with the withdrawal: nothing of it is left.
    const tenants = await server.sandbox.control.tenants.list();
    expect(tenants.tenants.map((t) => t.name)).not.toContain("tomorrow's API, worker 1");
  },
  'testing/vitest-global-setup.ts': async (stdout) => {
    // Run with node it only loads; as vitest would, its default export starts a sandbox and provides its URLs.
    expect(stdout).toBe('');
    const provided = new Map<string, unknown>();
    const { default: setup } = (await import(join(out, 'testing/vitest-global-setup.js'))) as {
      default: (project: { provide(key: string, value: unknown): void }) => Promise<() => Promise<void>>;
    };
    const teardown = await setup({ provide: (key, value) => provided.set(key, value) });
    const dap = provided.get('dap') as { baseUrl: string; tokenUrl: string; wsUrl: string; operator: Json };
    try {
      expect(dap.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/v2$/);
      expect(dap.baseUrl).not.toBe(server.url);
      expect(dap.wsUrl).toBe(`${dap.baseUrl.replace(/^http/, 'ws').replace(/\/v2$/, '')}/ws`);
      const answer = await fetch(dap.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: dap.operator['clientId'],
          client_secret: dap.operator['clientSecret'],
        }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await teardown();
    }
    await expect(fetch(dap.tokenUrl, { method: 'POST' })).rejects.toThrow();
  },
  'testing/complete-withdrawal.ts': async (stdout) => {
    const match = new RegExp(`^withdrawal (${UUID}) PENDING\nwithdrawal \\1 COMPLETED at ${TIMESTAMP}$`).exec(
      stdout.trim(),
    );
    expect(match, stdout).not.toBeNull();
    await expectOnTenantOfItsOwn(match![1]);
  },
  'testing/advance-clock.ts': async (stdout) => {
    const match = new RegExp(
      `^withdrawal (${UUID}) PENDING at (${TIMESTAMP})\nwithdrawal \\1 COMPLETED at (${TIMESTAMP})$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(Date.parse(match![3]!) - Date.parse(match![2]!)).toBeGreaterThanOrEqual(60_000);
    expect(await transferOf(match![1])).toMatchObject({ status: 'COMPLETED', amount: '25.00' });
  },
  'testing/fail-withdrawal.ts': async (stdout) => {
    const match = new RegExp(
      `^withdrawal (${UUID}) PENDING holds (${DECIMAL}) USDC: held (${DECIMAL}) → (${DECIMAL})\nwithdrawal \\1 FAILED \\{"reason":"Rejected by the destination network\\."\\}\nUSDC available ${DECIMAL} held \\3 as before$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(Number(match![4]) - Number(match![3])).toBeCloseTo(Number(match![2]), 6);
    await expectOnTenantOfItsOwn(match![1]);
  },
  'testing/crypto-deposit.ts': async (stdout) => {
    const match = new RegExp(
      `^deposit address (\\S+) on SOLANA\ndeposit (${UUID}) CRYPTO_DEPOSIT COMPLETED 2\\.5 SOL tx \\S+$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(await transferOf(match![2])).toMatchObject({
      type: 'CRYPTO_DEPOSIT',
      direction: 'CREDIT',
      status: 'COMPLETED',
      profile_id: PROFILE,
      crypto_network: 'SOLANA',
      asset: 'SOL',
    });
  },
  'testing/set-balance.ts': async (stdout) => {
    const match = new RegExp(
      `^with 0 USDC: insufficient-funds 403\nUSDC available 10000\\.00 held 0\nwithdrawal (${UUID}) PENDING$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    const withdrawal = await transferOf(match![1]);
    expect(withdrawal).toMatchObject({ profile_id: SECOND_PROFILE, amount: '5000.00', asset: 'USDC' });
    expect(Number(await server.sandbox.ledger.balance(SECOND_PROFILE, 'USDC'))).toBeCloseTo(
      10_000 - Number(withdrawal['total']),
      6,
    );
  },
  'testing/faults.ts': async (stdout) => {
    const account = `account ${ACCOUNT} APPROVED`;
    expect(lines(stdout)).toEqual([
      'armed 429, 503',
      'retrying after 429 in 1000 ms',
      expect.stringMatching(/^retrying after 503 in [0-9]+ ms$/),
      account,
      'without retries: InternalServerError 500 internal-error',
      `after clearFaults: ${account}`,
    ]);
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
  'testing/slow-answer.ts': async (stdout) => {
    expect(lines(stdout)).toEqual([
      'without retries: APIConnectionTimeoutError after 1 s',
      `with retries: account ${ACCOUNT} APPROVED`,
    ]);
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
  'testing/lost-answer.ts': async (stdout) => {
    const [withoutRetries, withRetries, ...rest] = lines(stdout);
    expect(rest, stdout).toEqual([]);
    expect(withoutRetries).toBe('without retries: InternalServerError 503');
    const match = new RegExp(`^with retries: withdrawal (${UUID}) PENDING with its ref_id$`).exec(withRetries ?? '');
    expect(match, stdout).not.toBeNull();
    // Both lost answers' withdrawals exist; the second is the one the client returned.
    expect(await transferOf(match![1])).toMatchObject({
      status: 'PENDING',
      amount: '10.00',
      asset: 'USDC',
      ref_id: expect.stringMatching(/-retried$/),
    });
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
  'testing/prefer-code.sh': (stdout) => {
    const [notFound, notFoundStatus, refused, refusedStatus, ...rest] = lines(stdout);
    expect(rest, stdout).toEqual([]);
    expect([notFoundStatus, refusedStatus]).toEqual(['404', '400']);
    expect(JSON.parse(notFound!)).toMatchObject({ type: expect.stringMatching(/\/problems\/not-found$/), status: 404 });
    const problem = JSON.parse(refused!) as Json;
    expect(problem).toMatchObject({ type: expect.stringMatching(/\/problems\/validation-failed$/), status: 400 });
    expect(problem['meta']['errors']).toEqual([
      { pointer: '/header/prefer', message: expect.stringMatching(/418.*documents 200, .*404/) },
    ]);
  },
  'testing/disconnect-stream.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toEqual([
      expect.stringMatching(new RegExp(`^top of book BTCUSD ${TIMESTAMP}$`)),
      'closed 1 connection(s)',
      'connection closed with 1012 - reconnecting, attempt 1',
      'reconnected, subscribed again to market_data.top_of_book',
      expect.stringMatching(new RegExp(`^top of book BTCUSD ${TIMESTAMP}$`)),
    ]);
  },
  'testing/move-market.ts': (stdout) => {
    const printed = lines(stdout);
    const prices = printed.map((line) => new RegExp(`^(before|after ) bid (${DECIMAL}) ask (${DECIMAL})$`).exec(line));
    expect(
      prices.every((match) => match !== null),
      stdout,
    ).toBe(true);
    expect(prices.map((match) => match![1])).toEqual(['before', ...printed.slice(1).map(() => 'after ')]);
    expect(printed.length).toBeGreaterThanOrEqual(2);
    // 100 up, give or take what the simulator moved meanwhile.
    const [first, last] = [prices[0]!, prices.at(-1)!];
    expect(Number(last[2]) - Number(first[2])).toBeGreaterThan(50);
    expect(Number(last[3]) - Number(first[3])).toBeGreaterThan(50);
  },
  'testing/reset.ts': async (stdout) => {
    const match = new RegExp(
      `^withdrawal (${UUID}) PENDING and 1 fault\\(s\\) armed\nafter the reset: withdrawal 404 and 0 fault\\(s\\) armed; the clock reads (${TIMESTAMP})$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    await expect(server.sandbox.transfers.get(TENANT, match![1]!)).rejects.toThrow();
    expect((await server.sandbox.control.faults.list(TENANT)).faults).toEqual([]);
  },
};

/**
 * The withdrawal a sample printed was made on a tenant of its own (`settle_after_seconds: 0`), which
 * it deleted: the demo tenant has no such transfer, and no tenant is left behind.
 */
async function expectOnTenantOfItsOwn(id: string | undefined): Promise<void> {
  expect(id, 'the transfer id the sample printed').toMatch(new RegExp(`^${UUID}$`));
  await expect(server.sandbox.transfers.get(TENANT, id!)).rejects.toThrow();
  expect((await server.sandbox.control.tenants.list()).tenants.map((t) => t.name)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/-withdrawal sample$/)]),
  );
}

/** The page says how to run a TypeScript sample of samples/ with tsx; that command runs it, and it prints what it should. */
export async function expectRunCommand(text: string): Promise<void> {
  const command = /`(pnpm --filter @dap\/docs-samples exec tsx (\S+))`/.exec(text);
  expect(command, 'the command on the page').not.toBeNull();
  const result = await run('bash', ['-c', command![1]!], env, repo);
  const stdout = succeeded(command![1]!, result);
  const check = TYPESCRIPT[command![2]!] ?? STREAM[command![2]!] ?? TESTING[command![2]!];
  expect(check, `a sample this test checks: ${command![2]}`).toBeDefined();
  await check!(stdout);
}
