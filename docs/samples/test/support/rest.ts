/**
 * The REST operations' samples (rest/, TypeScript and curl): what each must print, checked against
 * the sandbox. Every sample file has an entry.
 */
import { expect } from 'vitest';
import { ACCOUNT, DECIMAL, lines, PROFILE, TENANT, UUID, type Check, type Json } from './common.js';
import { expectCredit, expectToken, server } from './sandbox.js';

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

/** Runs a fiat deposit sample and expects the profile's USD balance to have grown by 1500.00. */
export const expectDeposit = (sample: () => Promise<string>) => expectCredit(PROFILE, 'USD', 150_000n, sample);

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
export const TYPESCRIPT: Record<string, Check> = {
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
};

export const SHELL: Record<string, Check> = {
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
