/**
 * The docs' code samples cannot rot: every TypeScript sample is compiled by one strict `tsc` run (this
 * package's tsconfig, the workspace packages' own types) and run with node, every curl sample with
 * bash, all against one real sandbox, the way a reader runs them against `pnpm start`: the URLs come
 * from the environment, the credentials are the samples' defaults (the first demo tenant's client, and
 * the operator client with its demo secret). Each must exit 0, print nothing on stderr, and print what
 * it says it does, checked against the sandbox.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { readDemoData } from '@dap/sandbox/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '../..');
const out = join(root, 'dist');
const tsc = require.resolve('typescript/bin/tsc');

const PROFILE = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const ACCOUNT = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const demo = readDemoData();
/** The first demo tenant (the customer of PROFILE, whose client the samples use), the key of its data in the sandbox. */
const TENANT = demo.profiles.find((profile) => profile.id === PROFILE)!.customer_id;
/** The other demo tenant, which no sample of a tenant's controls may touch. */
const OTHER_TENANT = demo.tenants.find((tenant) => tenant.customer_id !== TENANT)!.customer_id;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DECIMAL = '[0-9]+(?:\\.[0-9]+)?';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

type Json = Record<string, any>;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (at most `timeoutMs`, 30 s by default) and collects what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The sample files under `folder` (relative to the samples' root), with the extension `ext`. */
const samplesIn = (folder: string, ext: string): string[] =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith(ext))
    .map((file) => `${folder}/${file}`)
    .sort();

const lines = (text: string) => text.trim().split('\n');

let server: StartedSandbox;
let compiled: Run;
/** What every sample runs with: the sandbox's URLs; the credentials are left to the samples' defaults. */
let env: NodeJS.ProcessEnv;
/** The token getting-started/token.sh keeps, which the curl samples read as $TOKEN. */
let token: string | undefined;
/** The operator's token testing/operator-token.sh keeps, which the operator's curl samples read as $OPERATOR_TOKEN. */
let operatorToken: string | undefined;

beforeAll(async () => {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('DAP_') && name !== 'TOKEN' && name !== 'OPERATOR_TOKEN',
    ),
  );
  await rm(out, { recursive: true, force: true });
  // One compile of every sample, with output, while the sandbox starts. Withdrawals settle by themselves
  // 30 s after their creation, not 2 s: on a busy machine a withdrawal one sample left PENDING settled
  // between the next sample's read and its check, or before a sample completed it; advanceClock's
  // minute still settles them.
  [server, compiled] = await Promise.all([
    startSandbox({ rateLimit: false, heartbeatMs: 500, settleAfterSeconds: 30 }),
    // Every sample in one compile: on a busy CI machine it took longer than a sample's 30 s.
    run(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', 'false', '--outDir', out], inherited, root, 110_000),
  ]);
  env = { ...inherited, DAP_BASE_URL: server.url, DAP_TOKEN_URL: server.tokenUrl, DAP_WS_URL: server.wsUrl };
});

afterAll(async () => {
  await server?.stop();
});

/** Runs a TypeScript sample, compiled, with node. */
async function runTypeScript(sample: string): Promise<Run> {
  expect(compiled.code, `tsc:\n${compiled.stdout}${compiled.stderr}`).toBe(0);
  return run(process.execPath, [join(out, sample.replace(/\.ts$/, '.js'))], env, root);
}

/** Runs a curl sample with bash (errexit, nounset, pipefail) from the repository root, with $TOKEN and $OPERATOR_TOKEN. */
async function runShell(sample: string): Promise<Run> {
  if (token === undefined) throw new Error('no $TOKEN: getting-started/token.sh did not run or failed');
  if (operatorToken === undefined)
    throw new Error(`no $OPERATOR_TOKEN: ${OPERATOR_TOKEN_SAMPLE} did not run or failed`);
  return run(
    'bash',
    ['-euo', 'pipefail', join(root, sample)],
    { ...env, TOKEN: token, OPERATOR_TOKEN: operatorToken },
    repo,
  );
}

/** Sources a sample that keeps a token in `variable` (bash, from the repository root) and answers the token. */
async function keptToken(sample: string, variable: string): Promise<string> {
  const result = await run(
    'bash',
    ['-euo', 'pipefail', '-c', `source ${relative(repo, join(root, sample))} && printf %s "$${variable}"`],
    env,
    repo,
  );
  return succeeded(sample, result);
}

/** A run that exited 0 and printed nothing on stderr; its stdout. */
function succeeded(sample: string, result: Run): string {
  expect(result, `${sample} printed:\n${result.stdout}\n${result.stderr}`).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}

/** A token the sandbox issued to `clientId` (default: the demo client with every scope) for exactly `scopes`. */
async function expectToken(accessToken: string, scopes: string[], clientId = server.clients.full.clientId) {
  expect(accessToken).toMatch(JWT);
  const principal = await server.sandbox.tokens.verifyToken(accessToken);
  expect(principal?.subject).toBe(clientId);
  expect([...(principal?.scopes ?? [])].sort()).toEqual([...scopes].sort());
}

async function expectWithdrawal(id: string): Promise<void> {
  const transfer = await server.sandbox.transfers.get(TENANT, id);
  expect(transfer).toMatchObject({
    id,
    profile_id: PROFILE,
    type: 'CRYPTO_WITHDRAWAL',
    asset: 'USDC',
    amount: '250.00',
  });
}

/** Runs a deposit sample and expects the profile's balance of `asset` to have grown by `cents` hundredths. */
async function expectCredit(
  profile: string,
  asset: string,
  cents: bigint,
  sample: () => Promise<string>,
): Promise<string> {
  const hundredths = async () => {
    const balance = await server.sandbox.ledger.balance(profile, asset);
    const [whole = '0', fraction = ''] = balance.split('.');
    return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  };
  const before = await hundredths();
  const stdout = await sample();
  expect((await hundredths()) - before).toBe(cents);
  return stdout;
}

/** Runs a fiat deposit sample and expects the profile's USD balance to have grown by 1500.00. */
const expectDeposit = (sample: () => Promise<string>) => expectCredit(PROFILE, 'USD', 150_000n, sample);

/** The first demo tenant's read models (monitoring addresses, executions, accounts), as the sandbox holds them. */
const readModels = () => server.sandbox.readModels.of(TENANT);

/** Every monitored SOLANA address, oldest first, as the sandbox holds them. */
async function solanaAddresses(): Promise<string[]> {
  const { monitoring } = await readModels();
  const all: string[] = [];
  let cursor: string | undefined;
  do {
    const page = monitoring.list({
      crypto_network: 'SOLANA',
      order: 'ASC',
      limit: 1000,
      ...(cursor ? { page_cursor: cursor } : {}),
    });
    all.push(...(page.addresses ?? []).map((a) => a.address));
    cursor = page.next_page_cursor;
  } while (cursor);
  return all;
}

async function executionsOfProfile(): Promise<number> {
  const { executions } = await readModels();
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = executions.list({
      profile_id: PROFILE,
      limit: 1000,
      ...(cursor ? { page_cursor: cursor } : {}),
    });
    count += page.items?.length ?? 0;
    cursor = page.next_page_cursor;
  } while (cursor);
  return count;
}

/** What each sample must print, checked against the sandbox. Every sample file has an entry. */
const TYPESCRIPT: Record<string, (stdout: string) => Promise<void> | void> = {
  'rest/createToken.ts': async (stdout) => expectToken(stdout.trim(), ['exchange:read_order']),
  'rest/createCryptoWithdrawal.ts': async (stdout) => {
    const match = new RegExp(`^withdrawal (${UUID}) PENDING\n250\\.00 \\+ fee ${DECIMAL} = ${DECIMAL} USDC$`).exec(
      stdout.trim(),
    );
    expect(match, stdout).not.toBeNull();
    await expectWithdrawal(match![1]!);
  },
  'rest/createDepositAddress.ts': (stdout) => {
    expect(stdout.trim()).toMatch(new RegExp(`^deposit address [1-9A-HJ-NP-Za-km-z]{32,44} on SOLANA ${UUID}$`));
  },
  'rest/createSandboxFiatDeposit.ts': (stdout) => {
    expect(stdout.trim()).toBe('deposited 1500.00 USD for memo_id 8QXZ3KTR');
  },
  'rest/listMonitoringAddresses.ts': async (stdout) => {
    const expected = await solanaAddresses();
    expect(expected.length, 'more than one page of 20').toBeGreaterThan(20);
    expect(lines(stdout).map((line) => line.split(' ')[1])).toEqual(expected);
  },
  'rest/listExecutions.ts': async (stdout) => {
    const printed = lines(stdout);
    const count = await executionsOfProfile();
    expect(count, 'more than one page of 100').toBeGreaterThan(100);
    expect(printed.at(-1)).toBe(`${count} executions`);
    expect(printed.slice(0, -1)).toHaveLength(5);
    for (const line of printed.slice(0, -1))
      expect(line).toMatch(new RegExp(`^\\S+Z [A-Z]+USD (BUY|SELL) ${DECIMAL} @ ${DECIMAL}$`));
  },
  'rest/getAccount.ts': (stdout) => {
    expect(stdout.trim()).toBe(`account ${ACCOUNT} BROKERAGE APPROVED`);
  },
  'stream/market_data.ts': (stdout) => {
    const printed = lines(stdout);
    for (const line of printed)
      expect(line).toMatch(new RegExp(`^(SNAPSHOT|UPDATE) best bid ${DECIMAL} best ask ${DECIMAL}$`));
    expect(printed.map((line) => line.split(' ')[0])).toEqual([
      'SNAPSHOT',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
    ]);
  },
  'stream/market_data.top_of_book.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toHaveLength(3);
    for (const line of printed)
      expect(line).toMatch(new RegExp(`^\\S+Z bid ${DECIMAL} @ ${DECIMAL} ask ${DECIMAL} @ ${DECIMAL}$`));
  },
  'stream/execution_data.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toHaveLength(3);
    for (const line of printed) expect(line).toMatch(new RegExp(`^\\S+Z BTCUSD ${DECIMAL} @ ${DECIMAL}$`));
  },
  'stream/heartbeat.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed[0]).toBe('subscribed to heartbeat: true');
    expect(printed.slice(1)).toHaveLength(2);
    for (const line of printed.slice(1)) expect(line).toMatch(/^heartbeat \S+Z$/);
  },
};

const SHELL: Record<string, (stdout: string) => Promise<void> | void> = {
  'rest/createToken.sh': async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
    await expectToken(body['access_token'], server.clients.full.scopes);
  },
  'rest/createCryptoWithdrawal.sh': async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ status: 'PENDING', direction: 'DEBIT', amount: '250.00', asset: 'USDC' });
    expect(body['ref_id']).toMatch(/^wd-[0-9]+-[0-9]+$/);
    await expectWithdrawal(body['id']);
  },
  'rest/createDepositAddress.sh': (stdout) => {
    expect(JSON.parse(stdout)).toMatchObject({
      id: expect.stringMatching(new RegExp(`^${UUID}$`)),
      profile_id: PROFILE,
      crypto_network: 'SOLANA',
      address: expect.any(String),
    });
  },
  'rest/createSandboxFiatDeposit.sh': (stdout) => {
    expect(JSON.parse(stdout)).toEqual({});
  },
  'rest/listMonitoringAddresses.sh': async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body['addresses'].map((a: Json) => a['address'])).toEqual((await solanaAddresses()).slice(0, 20));
    expect(body['next_page_cursor']).toEqual(expect.any(String));
  },
  'rest/listExecutions.sh': async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    const { executions } = await readModels();
    expect(body['items']).toEqual(executions.list({ profile_id: PROFILE, limit: 5 }).items);
    expect(body['next_page_cursor']).toEqual(expect.any(String));
  },
  'rest/getAccount.sh': async (stdout) => {
    expect(JSON.parse(stdout)).toEqual((await readModels()).accounts.get(ACCOUNT));
  },
};

const SECOND_PROFILE = '4b7634ca-e099-47a3-ade4-69c67951ce39';
const TIMESTAMP = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z';

/** The transfer the sandbox holds under the id a sample printed. */
async function transferOf(id: string | undefined): Promise<Json> {
  expect(id, 'the transfer id the sample printed').toMatch(new RegExp(`^${UUID}$`));
  return (await server.sandbox.transfers.get(TENANT, id!)) as Json;
}

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

/** Milliseconds between a time a sample printed and the sandbox clock now. */
async function sinceSandboxNow(time: string): Promise<number> {
  return Date.parse((await server.sandbox.control.clock.now(TENANT)).now) - Date.parse(time);
}

/** The sandbox clock back at real time (a reset), not ahead (an advance). */
async function expectClockReset(): Promise<void> {
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

/** An access token from the token endpoint for a client's credentials, and the tenant it acts for. */
async function tokenFor(clientId: string, clientSecret: string): Promise<{ token: string; tenant?: string }> {
  const answer = await fetch(server.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  expect(answer.status, clientId).toBe(200);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const tenant = (await server.sandbox.tokens.verifyToken(token))?.tenant;
  return tenant === undefined ? { token } : { token, tenant };
}

/** The other demo tenant's armed faults, as a sample of a tenant's controls must leave them. */
const othersFaults = async () => (await server.sandbox.control.faults.list(OTHER_TENANT)).faults;

/**
 * What some control samples are run inside (by operationId): what the run must change, or leave as it
 * was, checked around it. The others are simply run.
 */
const AROUND: Record<string, (run: () => Promise<string>) => Promise<string>> = {
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
const CONTROL_TYPESCRIPT: Record<string, (stdout: string) => Promise<void> | void> = {
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
const CONTROL_SHELL: Record<string, (stdout: string) => Promise<void> | void> = {
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

/** The module of the clients every TypeScript sample of testing/ imports (run by each of them). */
const TESTING_CLIENTS = 'testing/clients.ts';
/** The sample of testing/ that keeps the operator's token in $OPERATOR_TOKEN (sourced, as getting-started/token.sh is). */
const OPERATOR_TOKEN_SAMPLE = 'testing/operator-token.sh';

/**
 * The samples of the Testing your integration page (site/testing.md): what each must print, checked
 * against the sandbox, in the order they run (the reset last: it puts everything back to the start).
 */
const TESTING: Record<string, (stdout: string) => Promise<void> | void> = {
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

/** The page says how to run a TypeScript sample of samples/ with tsx; that command runs it, and it prints what it should. */
async function expectRunCommand(text: string): Promise<void> {
  const command = /`(pnpm --filter @dap\/docs-samples exec tsx (\S+))`/.exec(text);
  expect(command, 'the command on the page').not.toBeNull();
  const result = await run('bash', ['-c', command![1]!], env, repo);
  const stdout = succeeded(command![1]!, result);
  const check = TYPESCRIPT[command![2]!] ?? TESTING[command![2]!];
  expect(check, `a sample this test checks: ${command![2]}`).toBeDefined();
  await check!(stdout);
}

/** The samples of the Upgrading from 2.x page (site/migrating.md): the 3.0 way of each change that asks for code. */
const MIGRATING: Record<string, (stdout: string) => Promise<void> | void> = {
  'migrating/responses.ts': async (stdout) => {
    const match = new RegExp(
      `^withdrawal (${UUID}) (on its way|settled)\nfirst page ([0-2]) executions, body as sent \\3$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(await transferOf(match![1])).toMatchObject({ amount: '10.00', asset: 'USDC' });
  },
  'migrating/requests.ts': async (stdout) => {
    const match = new RegExp(
      `^asked 12\\.00 with the fee got amount (${DECIMAL}) fee (${DECIMAL}) total 12\\.00\n` +
        `refused at /body/ref_id \\S.*$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(Number(match![1]) + Number(match![2])).toBeCloseTo(12, 6);
  },
  'migrating/stream-errors.ts': (stdout) => {
    expect(lines(stdout)).toEqual([
      'subscribed heartbeat',
      'refused stream_request_failed UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
    ]);
  },
};

describe('the samples of the docs', () => {
  const spec = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as Json;

  it.each([
    ['openapi.json', 'rest', 'createToken'],
    ['sandbox-control.json', 'sandbox-control/rest', 'resetSandbox'],
  ])('include a TypeScript and a curl sample for every operation of %s, in %s/', (file, folder, known) => {
    const operationIds = Object.values(spec(file)['paths'] as Json).flatMap((item: Json) =>
      Object.values(item).flatMap((op: Json) => op['operationId'] ?? []),
    );
    expect(operationIds).toContain(known);
    const missing = operationIds.flatMap((id: string) =>
      ['ts', 'sh']
        .filter((ext) => !existsSync(join(root, folder, `${id}.${ext}`)))
        .map((ext) => `${id}: ${folder}/${id}.${ext}`),
    );
    expect(missing, 'operations without their samples').toEqual([]);
    expect(samplesIn(folder, '.ts')).toHaveLength(operationIds.length);
    expect(samplesIn(folder, '.sh')).toHaveLength(operationIds.length);
  });

  it('include a stream-client sample for every channel type of the AsyncAPI spec', () => {
    const channels = spec('asyncapi.json')['components']['schemas']['ChannelType']['enum'] as string[];
    expect(channels).toHaveLength(4);
    expect(samplesIn('stream', '.ts')).toEqual(channels.map((channel) => `stream/${channel}.ts`).sort());
  });

  it('are each run and checked by this test', () => {
    expect(samplesIn('rest', '.ts').concat(samplesIn('stream', '.ts'))).toEqual(Object.keys(TYPESCRIPT).sort());
    expect(samplesIn('rest', '.sh')).toEqual(Object.keys(SHELL).sort());
    expect(samplesIn('getting-started', '.sh')).toEqual(['getting-started/token.sh']);
    expect(samplesIn('migrating', '.ts')).toEqual(Object.keys(MIGRATING).sort());
    expect(samplesIn('testing', '.sh').concat(samplesIn('testing', '.ts')).sort()).toEqual(
      [...Object.keys(TESTING), TESTING_CLIENTS, OPERATOR_TOKEN_SAMPLE].sort(),
    );
    expect(samplesIn('sandbox-control/rest', '.ts')).toEqual(
      Object.keys(CONTROL_TYPESCRIPT)
        .map((id) => `sandbox-control/rest/${id}.ts`)
        .sort(),
    );
    expect(samplesIn('sandbox-control/rest', '.sh')).toEqual(
      Object.keys(CONTROL_SHELL)
        .map((id) => `sandbox-control/rest/${id}.sh`)
        .sort(),
    );
  });

  it('compile with strict tsc against the workspace packages', () => {
    expect(compiled.code, `${compiled.stdout}${compiled.stderr}`).toBe(0);
  });
});

describe('the TypeScript samples, run with node against the sandbox', () => {
  it.each(Object.keys(TYPESCRIPT).filter((sample) => !sample.includes('FiatDeposit')))('%s', async (sample) => {
    await TYPESCRIPT[sample]!(succeeded(sample, await runTypeScript(sample)));
  });

  it('rest/createSandboxFiatDeposit.ts credits the profile of the memo_id', async () => {
    const sample = 'rest/createSandboxFiatDeposit.ts';
    await TYPESCRIPT[sample]!(await expectDeposit(async () => succeeded(sample, await runTypeScript(sample))));
  });
});

describe('the curl samples, run with bash against the sandbox', () => {
  it('getting-started/token.sh keeps a token for every scope of the demo client in $TOKEN', async () => {
    token = await keptToken('getting-started/token.sh', 'TOKEN');
    await expectToken(token, server.clients.full.scopes);
  });

  it(`${OPERATOR_TOKEN_SAMPLE} keeps a token of the operator client, for sandbox:admin alone, in $OPERATOR_TOKEN`, async () => {
    operatorToken = await keptToken(OPERATOR_TOKEN_SAMPLE, 'OPERATOR_TOKEN');
    const { operator } = server.clients;
    await expectToken(operatorToken, operator.scopes, operator.clientId);
  });

  it.each(Object.keys(SHELL).filter((sample) => !sample.includes('FiatDeposit')))('%s', async (sample) => {
    await SHELL[sample]!(succeeded(sample, await runShell(sample)));
  });

  it('rest/createSandboxFiatDeposit.sh credits the profile of the memo_id', async () => {
    const sample = 'rest/createSandboxFiatDeposit.sh';
    await SHELL[sample]!(await expectDeposit(async () => succeeded(sample, await runShell(sample))));
  });
});

describe('the Getting started page (docs/site/getting-started.md)', () => {
  const text = readFileSync(join(root, '../site/getting-started.md'), 'utf8');

  it('shows only samples that this test runs', () => {
    const included = [...text.matchAll(/^<!-- sample: (\S+) -->$/gm)].map((match) => match[1]!);
    expect(included).toEqual(
      expect.arrayContaining([
        'rest/createToken.sh',
        'rest/createToken.ts',
        'rest/createCryptoWithdrawal.ts',
        'rest/createCryptoWithdrawal.sh',
        'stream/market_data.ts',
      ]),
    );
    expect(
      included.filter((sample) => !(sample in TYPESCRIPT || sample in SHELL || sample === 'getting-started/token.sh')),
    ).toEqual([]);
  });

  it("names the sandbox's demo clients and its operator as the sandbox prints them", () => {
    const { full, readOrder, operator } = server.clients;
    for (const { clientId, clientSecret } of [full, readOrder, operator]) {
      expect(text).toMatch(new RegExp(`client_id ${clientId} +client_secret ${clientSecret}`));
    }
  });

  it('says where the packages come from (an .npmrc line for the @dap scope) and starts the sandbox from a project of your own with npx @dap/sandbox, whose one bin npx runs', () => {
    expect(text).toMatch(/^@dap:registry=https:\/\/\S+\/$/m);
    expect(text).toMatch(/^npx @dap\/sandbox$/m);
    const manifest = JSON.parse(readFileSync(require.resolve('@dap/sandbox/package.json'), 'utf8')) as {
      name: string;
      private?: boolean;
      bin: Record<string, string>;
    };
    expect(manifest).toMatchObject({ name: '@dap/sandbox' });
    expect(manifest.private).toBeUndefined();
    // npx runs a package's bin when it has only one.
    expect(Object.keys(manifest.bin)).toEqual(['dap-sandbox']);
  });

  it('says how to run a TypeScript sample, and that command runs one', () => expectRunCommand(text));
});

describe('the Testing your integration page (docs/site/testing.md)', () => {
  const text = readFileSync(join(root, '../site/testing.md'), 'utf8');

  it('shows every file of testing/, each once, and only samples that this test runs', () => {
    const included = [...text.matchAll(/^<!-- sample: (\S+) -->$/gm)].map((match) => match[1]!);
    expect([...included].sort()).toEqual([...Object.keys(TESTING), TESTING_CLIENTS, OPERATOR_TOKEN_SAMPLE].sort());
  });

  it('says how to run a sample of testing/, and that command runs one', () => expectRunCommand(text));

  it("names the tenant's and the operator's scopes, the operator client, and the paths the sandbox serves the controls at, not under /v2", async () => {
    expect(text).toContain('`sandbox:control`');
    expect(text).toContain('`sandbox:admin`');
    expect(text).toContain(`\`${server.clients.operator.clientId}\``);
    expect(text).toContain('`/sandbox-control/`');
    expect(text).toContain('`/v2/sandbox-control/...`');
    const { token } = await tokenFor(server.clients.full.clientId, server.clients.full.clientSecret);
    const origin = new URL(server.url).origin;
    const status = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await status('/sandbox-control/clock')).toBe(200);
    expect(await status('/v2/sandbox-control/clock')).toBe(404);
  });
});

describe("the Sandbox Control API's samples, run against the sandbox (TypeScript, then curl; the resets last of each)", () => {
  /** Runs a sample inside what AROUND checks of its operation, if anything. */
  const around = (id: string, run: () => Promise<string>) => (AROUND[id] ?? ((plain) => plain()))(run);

  it.each(Object.keys(CONTROL_TYPESCRIPT))('sandbox-control/rest/%s.ts', async (id) => {
    const sample = `sandbox-control/rest/${id}.ts`;
    await CONTROL_TYPESCRIPT[id]!(await around(id, async () => succeeded(sample, await runTypeScript(sample))));
  });

  it.each(Object.keys(CONTROL_SHELL))('sandbox-control/rest/%s.sh', async (id) => {
    const sample = `sandbox-control/rest/${id}.sh`;
    await CONTROL_SHELL[id]!(await around(id, async () => succeeded(sample, await runShell(sample))));
  });
});

describe('the samples of Testing your integration, run against the sandbox (the reset last)', () => {
  /** Runs a sample of testing/: TypeScript compiled, with node; curl with bash and $TOKEN. */
  const runTesting = async (sample: string) =>
    succeeded(sample, sample.endsWith('.sh') ? await runShell(sample) : await runTypeScript(sample));

  it.each(Object.keys(TESTING))('%s', async (sample) => {
    // The deposit's credit is measured around the run: 2.5 SOL more on the demo profile.
    const stdout =
      sample === 'testing/crypto-deposit.ts'
        ? await expectCredit(PROFILE, 'SOL', 250n, () => runTesting(sample))
        : await runTesting(sample);
    await TESTING[sample]!(stdout);
  });
});

describe('the samples of Upgrading from 2.x, run against the sandbox', () => {
  it.each(Object.keys(MIGRATING))('%s', async (sample) => {
    await MIGRATING[sample]!(succeeded(sample, await runTypeScript(sample)));
  });
});

describe('the Upgrading from 2.x page (docs/site/migrating.md)', () => {
  const text = readFileSync(join(root, '../site/migrating.md'), 'utf8');

  it('shows every file of migrating/, each once', () => {
    const included = [...text.matchAll(/^<!-- sample: (\S+) -->$/gm)].map((match) => match[1]!);
    expect([...included].sort()).toEqual(Object.keys(MIGRATING).sort());
  });
});

describe("every TypeScript sample of the platform API, run against tomorrow's API (a sandbox started with an evolve seed)", () => {
  // What a reader's code meets when the next minor version ships: unknown fields at any depth, new
  // values of extensible enums, optional fields left out. The samples must not trip over any of it.
  let tomorrow: StartedSandbox;
  let tomorrowEnv: NodeJS.ProcessEnv;
  beforeAll(async () => {
    tomorrow = await startSandbox({
      rateLimit: false,
      heartbeatMs: 500,
      settleAfterSeconds: 30,
      evolveSeed: 'docs-samples',
    });
    tomorrowEnv = {
      ...env,
      DAP_BASE_URL: tomorrow.url,
      DAP_TOKEN_URL: tomorrow.tokenUrl,
      DAP_WS_URL: tomorrow.wsUrl,
    };
  });
  afterAll(() => tomorrow?.stop());

  const platformSamples = [
    ...Object.keys(TYPESCRIPT),
    ...Object.keys(TESTING).filter((sample) => sample.endsWith('.ts')),
    ...Object.keys(MIGRATING),
  ];
  it.each(platformSamples)('%s exits 0 and prints nothing on stderr', async (sample) => {
    expect(compiled.code, `tsc:\n${compiled.stdout}${compiled.stderr}`).toBe(0);
    const result = await run(process.execPath, [join(out, sample.replace(/\.ts$/, '.js'))], tomorrowEnv, root);
    succeeded(sample, result);
  });
});
