/**
 * @dap/client's retries, `Retry-After`, timeouts and create replay protection against the real
 * sandbox, with the faults armed through the generated Sandbox Control client: no scripted fetch.
 * (These live here, not in packages/client, because @dap/sandbox builds on @dap/client.) The
 * client's waits go through its injectable `retry.sleep`, which records them and returns at once.
 */
import {
  APIConnectionTimeoutError,
  DapClient,
  InternalServerError,
  RateLimitError,
  type CryptoWithdrawalRequest,
  type ClientCredentialsOptions,
  type DapClientBaseOptions,
} from '@dap/client';
import { SandboxControlClient, type FaultRequest } from '@dap/client/sandbox-control';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { demo, difference, main } from './support/sandbox.js';
import { startTestServer } from './support/server.js';

let server: StartedSandbox;
let control: SandboxControlClient;
const ACCOUNT_ID = demo.accounts[0]?.id ?? '';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let counter = 0;
const refId = () => `client-faults-${++counter}`;
const withdrawal = (fields: Partial<CryptoWithdrawalRequest> = {}): CryptoWithdrawalRequest =>
  ({
    profile_id: main.id,
    destination_address: ETH_ADDRESS,
    asset: 'ETH',
    crypto_network: 'ETHEREUM',
    amount: '0.01',
    ...fields,
  }) as CryptoWithdrawalRequest;

/** The sandbox's full-access demo client: its URLs and credentials. */
function fullAccess(): DapClientBaseOptions & ClientCredentialsOptions {
  const { clientId, clientSecret } = server.clients.full;
  return { baseUrl: server.url, tokenUrl: server.tokenUrl, clientId, clientSecret, timeoutMs: 10_000 };
}

/** The full-access client, retrying with recorded (instant) waits and a jitter of 0.5. */
function platformClient(options: Partial<DapClientBaseOptions & ClientCredentialsOptions> = {}): {
  client: DapClient;
  waits: number[];
} {
  const waits: number[] = [];
  const client = new DapClient({
    ...fullAccess(),
    retry: { random: () => 0.5, sleep: async (ms) => void waits.push(ms) },
    ...options,
  });
  return { client, waits };
}

const arm = (fault: FaultRequest) => control.createFault(fault);
/** ETH held and available of the main demo profile, as the control API reports them. */
async function eth(): Promise<{ available: string; held: string }> {
  const { balances } = await control.getBalances(main.id);
  const entry = balances.find((balance) => balance.asset === 'ETH');
  if (!entry) throw new Error('no ETH balance');
  return entry;
}

beforeAll(async () => {
  server = await startTestServer({ settleAfterSeconds: 3_600 });
  control = new SandboxControlClient({ ...fullAccess(), maxRetries: 0 });
});
beforeEach(() => control.clearFaults());
afterAll(() => server?.stop());

describe('retries of reads against injected faults', () => {
  it('retries a GET answered 503 with Retry-After, waiting the seconds the server asked for', async () => {
    await arm({ operation: 'getAccount', status: 503, retry_after: 2 });
    const { client, waits } = platformClient();
    await expect(client.getAccount(ACCOUNT_ID)).resolves.toMatchObject({ id: ACCOUNT_ID });
    expect(waits).toEqual([2_000]);
    expect((await control.listFaults()).faults).toEqual([]);
  });

  it('retries a GET answered 429 with Retry-After, waiting the seconds the server asked for', async () => {
    await arm({ operation: 'listExecutions', status: 429, retry_after: 3 });
    const { client, waits } = platformClient();
    await expect(client.listExecutions({ limit: 1 })).resolves.toMatchObject({ items: expect.any(Array) });
    expect(waits).toEqual([3_000]);
    expect((await control.listFaults()).faults).toEqual([]);
  });

  it('backs off without a Retry-After (a ceiling doubling from 500 ms, times the jitter) and gives up after maxRetries with the last error', async () => {
    await arm({ operation: 'getAccount', status: 500, times: 5 });
    const { client, waits } = platformClient({ maxRetries: 2 });
    const error = await client.getAccount(ACCOUNT_ID).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(500);
    expect(waits).toEqual([250, 500]);
    // Three attempts took three of the five uses.
    expect((await control.listFaults()).faults).toMatchObject([{ operation: 'getAccount', remaining: 2 }]);
  });

  it('throws a 429 at once, with its retryAfter, when the server asks for longer than maxRetryAfterMs', async () => {
    await arm({ operation: 'getAccount', status: 429, retry_after: 3_600, times: 2 });
    const { client, waits } = platformClient();
    const error = await client.getAccount(ACCOUNT_ID).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(3_600);
    expect(waits).toEqual([]);
    expect((await control.listFaults()).faults).toMatchObject([{ remaining: 1 }]);
  });
});

describe('retries of creates against injected faults', () => {
  it('retries a withdrawal with a ref_id after a 503, and exactly one withdrawal is held', async () => {
    const before = await eth();
    await arm({ operation: 'createCryptoWithdrawal', status: 503, retry_after: 1 });
    const { client, waits } = platformClient();
    const transfer = await client.createCryptoWithdrawal(withdrawal({ ref_id: refId() }));
    expect(transfer).toMatchObject({ status: 'PENDING', amount: '0.01' });
    expect(waits).toEqual([1_000]);
    const after = await eth();
    expect(difference(before.held, after.held)).toBe(transfer.total);
    expect(difference(after.available, before.available)).toBe(transfer.total);
    await expect(control.getTransfer(transfer.id)).resolves.toMatchObject({ id: transfer.id, status: 'PENDING' });
  });

  it('returns the withdrawal its lost answer created: the retry with the ref_id meets 409 and the existing transfer, and one withdrawal is held', async () => {
    const before = await eth();
    await arm({ operation: 'createCryptoWithdrawal', status: 503, retry_after: 1, after_processing: true });
    const { client, waits } = platformClient();
    const ref = refId();
    const transfer = await client.createCryptoWithdrawal(withdrawal({ ref_id: ref, amount: '0.04' }));
    expect(transfer).toMatchObject({ ref_id: ref, amount: '0.04', status: 'PENDING' });
    expect(waits).toEqual([1_000]);
    expect(difference(before.held, (await eth()).held)).toBe(transfer.total);
    await expect(control.getTransfer(transfer.id)).resolves.toMatchObject({ id: transfer.id, ref_id: ref });
  });

  it('retries a withdrawal with a ref_id after a 500 too, creating one withdrawal', async () => {
    const before = await eth();
    await arm({ operation: 'createCryptoWithdrawal', status: 500, times: 2 });
    const { client, waits } = platformClient();
    const transfer = await client.createCryptoWithdrawal(withdrawal({ ref_id: refId(), amount: '0.02' }));
    expect(waits).toEqual([250, 500]);
    expect(difference(before.held, (await eth()).held)).toBe(transfer.total);
  });

  it('retries a withdrawal with a ref_id whose answer was held past the timeout, and exactly one withdrawal is held', async () => {
    // The delay holds the first attempt past the client's 2 s timeout. The retry waits (really) 4 s,
    // until well after the first attempt's 3 s delay ran out, so both attempts have been through the
    // server when the balance is read. (The sandbox drops a request whose client has gone, so the
    // retry is the one that creates it; a create whose answer is lost is the after_processing test.)
    const client = new DapClient({
      ...fullAccess(),
      retry: { sleep: () => new Promise((resolve) => setTimeout(resolve, 4_000)) },
    });
    await client.getAccount(ACCOUNT_ID); // the token, fetched before the short timeout applies
    const before = await eth();
    await arm({ operation: 'createCryptoWithdrawal', delay_ms: 3_000 });
    const ref = refId();
    const transfer = await client.createCryptoWithdrawal(withdrawal({ ref_id: ref, amount: '0.03' }), {
      timeoutMs: 2_000,
    });
    expect(transfer).toMatchObject({ ref_id: ref, amount: '0.03', status: 'PENDING' });
    expect((await control.listFaults()).faults).toEqual([]);
    expect(difference(before.held, (await eth()).held)).toBe(transfer.total);
  });

  it('does not retry a withdrawal without ref_id: one attempt, nothing held', async () => {
    const before = await eth();
    await arm({ operation: 'createCryptoWithdrawal', status: 503, retry_after: 1, times: 2 });
    const { client, waits } = platformClient();
    const error = await client.createCryptoWithdrawal(withdrawal()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(503);
    expect(waits).toEqual([]);
    expect((await control.listFaults()).faults).toMatchObject([{ operation: 'createCryptoWithdrawal', remaining: 1 }]);
    expect(await eth()).toEqual(before);
  });
});

describe('timeouts against a delayed answer', () => {
  it('throws APIConnectionTimeoutError when the answer is held longer than timeoutMs', async () => {
    const { client } = platformClient({ maxRetries: 0 });
    await client.getAccount(ACCOUNT_ID); // the token, fetched before the short timeout applies
    await arm({ operation: 'getAccount', delay_ms: 5_000 });
    const error = await client.getAccount(ACCOUNT_ID, { timeoutMs: 1_000 }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
  });

  it('retries a GET that timed out, and the next attempt, with a fresh timeout, succeeds', async () => {
    const { client, waits } = platformClient();
    await client.getAccount(ACCOUNT_ID);
    await arm({ operation: 'getAccount', delay_ms: 5_000 });
    await expect(client.getAccount(ACCOUNT_ID, { timeoutMs: 2_000 })).resolves.toMatchObject({ id: ACCOUNT_ID });
    expect(waits).toHaveLength(1);
    expect((await control.listFaults()).faults).toEqual([]);
  });
});
