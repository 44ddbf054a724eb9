/**
 * The docs' code samples cannot rot: every TypeScript sample is compiled by one strict `tsc` run (this
 * package's tsconfig, the workspace packages' own types) and run with node, every curl sample with
 * bash, all against one real sandbox, the way a reader runs them against `pnpm start`: the URLs come
 * from the environment, the credentials are the samples' defaults (the sandbox's demo client). Each
 * must exit 0, print nothing on stderr, and print what it says it does, checked against the sandbox.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandboxServer, type SandboxServer } from '@dap/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '../..');
const out = join(root, 'dist');
const tsc = require.resolve('typescript/bin/tsc');

const PROFILE = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const ACCOUNT = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DECIMAL = '[0-9]+(?:\\.[0-9]+)?';
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

type Json = Record<string, any>;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (at most 30 s) and collects what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
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

let server: SandboxServer;
let compiled: Run;
/** What every sample runs with: the sandbox's URLs; the credentials are left to the samples' defaults. */
let env: NodeJS.ProcessEnv;
/** The token getting-started/token.sh keeps, which the curl samples read as $TOKEN. */
let token: string | undefined;

beforeAll(async () => {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DAP_') && name !== 'TOKEN'));
  await rm(out, { recursive: true, force: true });
  // One compile of every sample, with output, while the sandbox starts.
  [server, compiled] = await Promise.all([
    startSandboxServer({ port: 0, dataDir: ':memory:', rateLimit: false, heartbeatMs: 500 }),
    run(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', 'false', '--outDir', out], inherited, root),
  ]);
  env = { ...inherited, DAP_BASE_URL: server.baseUrl, DAP_TOKEN_URL: server.tokenUrl, DAP_WS_URL: server.wsUrl };
});

afterAll(async () => {
  await server?.close();
});

/** Runs a TypeScript sample, compiled, with node. */
async function runTypeScript(sample: string): Promise<Run> {
  expect(compiled.code, `tsc:\n${compiled.stdout}${compiled.stderr}`).toBe(0);
  return run(process.execPath, [join(out, sample.replace(/\.ts$/, '.js'))], env, root);
}

/** Runs a curl sample with bash (errexit, nounset, pipefail) from the repository root, with $TOKEN. */
async function runShell(sample: string): Promise<Run> {
  if (token === undefined) throw new Error('no $TOKEN: getting-started/token.sh did not run or failed');
  return run('bash', ['-euo', 'pipefail', join(root, sample)], { ...env, TOKEN: token }, repo);
}

/** A run that exited 0 and printed nothing on stderr; its stdout. */
function succeeded(sample: string, result: Run): string {
  expect(result, `${sample} printed:\n${result.stdout}\n${result.stderr}`).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}

async function expectToken(accessToken: string, scopes: string[]): Promise<void> {
  expect(accessToken).toMatch(JWT);
  const principal = await server.sandbox.tokens.verifyToken(accessToken);
  expect(principal?.subject).toBe(server.credentials.full.clientId);
  expect([...(principal?.scopes ?? [])].sort()).toEqual([...scopes].sort());
}

async function expectWithdrawal(id: string): Promise<void> {
  const transfer = await server.sandbox.transfers.get(id);
  expect(transfer).toMatchObject({ id, profile_id: PROFILE, type: 'CRYPTO_WITHDRAWAL', asset: 'USDC', amount: '250.00' });
}

/** Runs a fiat deposit sample and expects the profile's USD balance to have grown by 1500.00. */
async function expectDeposit(sample: () => Promise<string>): Promise<string> {
  const cents = async () => {
    const balance = await server.sandbox.ledger.balance(PROFILE, 'USD');
    const [whole = '0', fraction = ''] = balance.split('.');
    return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  };
  const before = await cents();
  const stdout = await sample();
  expect((await cents()) - before).toBe(150_000n);
  return stdout;
}

/** Every monitored SOLANA address, oldest first, as the sandbox holds them. */
function solanaAddresses(): string[] {
  const all: string[] = [];
  let cursor: string | undefined;
  do {
    const page = server.sandbox.monitoring.list({ crypto_network: 'SOLANA', order: 'ASC', limit: 1000, ...(cursor ? { page_cursor: cursor } : {}) });
    all.push(...(page.addresses ?? []).map((a) => a.address));
    cursor = page.next_page_cursor;
  } while (cursor);
  return all;
}

function executionsOfProfile(): number {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = server.sandbox.executions.list({ profile_id: PROFILE, limit: 1000, ...(cursor ? { page_cursor: cursor } : {}) });
    count += page.items?.length ?? 0;
    cursor = page.next_page_cursor;
  } while (cursor);
  return count;
}

/** What each sample must print, checked against the sandbox. Every sample file has an entry. */
const TYPESCRIPT: Record<string, (stdout: string) => Promise<void> | void> = {
  'rest/createToken.ts': async (stdout) => expectToken(stdout.trim(), ['exchange:read_order']),
  'rest/createCryptoWithdrawal.ts': async (stdout) => {
    const match = new RegExp(`^withdrawal (${UUID}) PENDING\n250\\.00 \\+ fee ${DECIMAL} = ${DECIMAL} USDC$`).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    await expectWithdrawal(match![1]!);
  },
  'rest/createDepositAddress.ts': (stdout) => {
    expect(stdout.trim()).toMatch(new RegExp(`^deposit address [1-9A-HJ-NP-Za-km-z]{32,44} on SOLANA ${UUID}$`));
  },
  'rest/createSandboxFiatDeposit.ts': (stdout) => {
    expect(stdout.trim()).toBe('deposited 1500.00 USD for memo_id 8QXZ3KTR');
  },
  'rest/listMonitoringAddresses.ts': (stdout) => {
    const expected = solanaAddresses();
    expect(expected.length, 'more than one page of 20').toBeGreaterThan(20);
    expect(lines(stdout).map((line) => line.split(' ')[1])).toEqual(expected);
  },
  'rest/listExecutions.ts': (stdout) => {
    const printed = lines(stdout);
    const count = executionsOfProfile();
    expect(count, 'more than one page of 100').toBeGreaterThan(100);
    expect(printed.at(-1)).toBe(`${count} executions`);
    expect(printed.slice(0, -1)).toHaveLength(5);
    for (const line of printed.slice(0, -1)) expect(line).toMatch(new RegExp(`^\\S+Z [A-Z]+USD (BUY|SELL) ${DECIMAL} @ ${DECIMAL}$`));
  },
  'rest/getAccount.ts': (stdout) => {
    expect(stdout.trim()).toBe(`account ${ACCOUNT} BROKERAGE APPROVED`);
  },
  'stream/market_data.ts': (stdout) => {
    const printed = lines(stdout);
    for (const line of printed) expect(line).toMatch(new RegExp(`^(SNAPSHOT|UPDATE) best bid ${DECIMAL} best ask ${DECIMAL}$`));
    expect(printed.map((line) => line.split(' ')[0])).toEqual(['SNAPSHOT', 'UPDATE', 'UPDATE', 'UPDATE', 'UPDATE', 'UPDATE']);
  },
  'stream/market_data.top_of_book.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toHaveLength(3);
    for (const line of printed) expect(line).toMatch(new RegExp(`^\\S+Z bid ${DECIMAL} @ ${DECIMAL} ask ${DECIMAL} @ ${DECIMAL}$`));
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
    await expectToken(body['access_token'], server.credentials.full.scopes);
  },
  'rest/createCryptoWithdrawal.sh': async (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body).toMatchObject({ status: 'PENDING', direction: 'DEBIT', amount: '250.00', asset: 'USDC' });
    expect(body['ref_id']).toMatch(/^wd-[0-9]+-[0-9]+$/);
    await expectWithdrawal(body['id']);
  },
  'rest/createDepositAddress.sh': (stdout) => {
    expect(JSON.parse(stdout)).toMatchObject({ id: expect.stringMatching(new RegExp(`^${UUID}$`)), profile_id: PROFILE, crypto_network: 'SOLANA', address: expect.any(String) });
  },
  'rest/createSandboxFiatDeposit.sh': (stdout) => {
    expect(JSON.parse(stdout)).toEqual({});
  },
  'rest/listMonitoringAddresses.sh': (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body['addresses'].map((a: Json) => a['address'])).toEqual(solanaAddresses().slice(0, 20));
    expect(body['next_page_cursor']).toEqual(expect.any(String));
  },
  'rest/listExecutions.sh': (stdout) => {
    const body = JSON.parse(stdout) as Json;
    expect(body['items']).toEqual(server.sandbox.executions.list({ profile_id: PROFILE, limit: 5 }).items);
    expect(body['next_page_cursor']).toEqual(expect.any(String));
  },
  'rest/getAccount.sh': (stdout) => {
    expect(JSON.parse(stdout)).toEqual(server.sandbox.accounts.get(ACCOUNT));
  },
};

describe('the samples of the docs', () => {
  const spec = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as Json;

  it('include a TypeScript and a curl sample for every REST operation of the spec, the token endpoint included', () => {
    const operationIds = Object.values(spec('openapi.json')['paths'] as Json).flatMap((item: Json) => Object.values(item).flatMap((op: Json) => op['operationId'] ?? []));
    expect(operationIds).toContain('createToken');
    const missing = operationIds.flatMap((id: string) => ['ts', 'sh'].filter((ext) => !existsSync(join(root, 'rest', `${id}.${ext}`))).map((ext) => `${id}: rest/${id}.${ext}`));
    expect(missing, 'operations without their samples').toEqual([]);
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
    const sample = 'getting-started/token.sh';
    const result = await run('bash', ['-euo', 'pipefail', '-c', `source ${relative(repo, join(root, sample))} && printf %s "$TOKEN"`], env, repo);
    token = succeeded(sample, result);
    await expectToken(token, server.credentials.full.scopes);
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
    expect(included).toEqual(expect.arrayContaining(['rest/createToken.sh', 'rest/createToken.ts', 'rest/createCryptoWithdrawal.ts', 'rest/createCryptoWithdrawal.sh', 'stream/market_data.ts']));
    expect(included.filter((sample) => !(sample in TYPESCRIPT || sample in SHELL || sample === 'getting-started/token.sh'))).toEqual([]);
  });

  it("names the sandbox's demo clients as the sandbox prints them", () => {
    for (const { clientId, clientSecret } of [server.credentials.full, server.credentials.readOrder]) {
      expect(text).toMatch(new RegExp(`client_id ${clientId} +client_secret ${clientSecret}`));
    }
  });

  it('says how to run a TypeScript sample, and that command runs one', async () => {
    const command = /`(pnpm --filter @dap\/docs-samples exec tsx (\S+))`/.exec(text);
    expect(command, 'the command on the page').not.toBeNull();
    const result = await run('bash', ['-c', command![1]!], env, repo);
    const stdout = succeeded(command![1]!, result);
    await TYPESCRIPT[command![2]!]!(stdout);
  });
});
