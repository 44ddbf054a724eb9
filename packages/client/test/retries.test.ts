/**
 * Retries, backoff and replay protection, with a scripted fetch for what a server cannot be made to
 * do on demand: HTTP-date Retry-After, jitter draws, connection resets, a 409 after a lost answer.
 * Retry-After in seconds, backoff, giving up, maxRetryAfterMs and ref_id replay against injected
 * 429/500/503 faults run against the real sandbox: packages/sandbox/test/client-faults.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FIAT_DEPOSIT } from './helpers/bodies.js';
import {
  APIConnectionError,
  APIUserAbortError,
  BadRequestError,
  ConflictError,
  InternalServerError,
} from '../src/index.js';
import { EXECUTION, TRANSFER, WITHDRAWAL, fakeClient, fakeFetch, json, problem } from './helpers/fake-fetch.js';
import { problemType } from './helpers/problem-types.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d', summary_status: 'APPROVED' };
const DEPOSIT_ADDRESS = {
  id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  profile_id: WITHDRAWAL.profile_id,
  customer_id: TRANSFER.customer_id,
  crypto_network: 'ETHEREUM',
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  conversion_target_asset: 'NO_CONVERSION',
  created_at: '2025-11-21T10:20:05.481Z',
  ref_id: 'da-1',
};
const tooMany = (retryAfter: string): Response =>
  problem(429, { title: 'Too Many Requests' }, { 'retry-after': retryAfter });
const unavailable = (): Response => problem(503, { title: 'Service Unavailable' });
const conflict = (existing: unknown): Response =>
  problem(409, { type: problemType('ref-id-conflict').type, title: 'ref_id already used', meta: { existing } });

describe('retries of reads', () => {
  it('retries a GET after a 429 whose Retry-After is an HTTP date, waiting until that date', async () => {
    const now = Date.parse('2025-11-21T10:00:00Z');
    const fake = fakeFetch({ api: [tooMany('Fri, 21 Nov 2025 10:00:05 GMT'), json(200, ACCOUNT)] });
    const { client, waits } = fakeClient(fake, { now: () => now });
    await client.getAccount(ACCOUNT.id);
    expect(waits).toEqual([5000]);
  });

  it('draws each backoff anywhere between zero and the ceiling (full jitter)', async () => {
    const draws = [0, 0.25];
    const fake = fakeFetch({ api: [unavailable(), unavailable(), json(200, ACCOUNT)] });
    const recorded: number[] = [];
    const { client } = fakeClient(fake, {
      retry: { random: () => draws.shift() ?? 0, sleep: async (ms) => void recorded.push(ms) },
    });
    await client.getAccount(ACCOUNT.id);
    expect(recorded).toEqual([0, 250]);
  });

  it('caps the backoff ceiling at 8 s however many retries', async () => {
    const fake = fakeFetch({ api: [unavailable()] });
    const waits: number[] = [];
    const { client } = fakeClient(fake, {
      maxRetries: 7,
      retry: { random: () => 0.999999, sleep: async (ms) => void waits.push(ms) },
    });
    await expect(client.getAccount(ACCOUNT.id)).rejects.toBeInstanceOf(InternalServerError);
    expect(waits).toEqual([499, 999, 1999, 3999, 7999, 7999, 7999]);
  });

  it('retries a GET after the connection is reset', async () => {
    const fake = fakeFetch({ api: ['reset', json(200, ACCOUNT)] });
    const { client, waits } = fakeClient(fake);
    await expect(client.getAccount(ACCOUNT.id)).resolves.toEqual(ACCOUNT);
    expect(fake.api).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('throws a connection error with the socket error code once retries are used up', async () => {
    const fake = fakeFetch({ api: ['reset'] });
    const { client } = fakeClient(fake, { maxRetries: 1 });
    const error = await client.getAccount(ACCOUNT.id).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toContain('ECONNRESET');
    expect(fake.api).toHaveLength(2);
  });

  it('lets one call override maxRetries', async () => {
    const fake = fakeFetch({ api: [unavailable()] });
    const { client } = fakeClient(fake);
    await expect(client.getAccount(ACCOUNT.id, { maxRetries: 0 })).rejects.toBeInstanceOf(InternalServerError);
    expect(fake.api).toHaveLength(1);
  });

  it('does not retry a 400', async () => {
    const fake = fakeFetch({
      api: [problem(400, { meta: { errors: [{ pointer: '/path/id', message: 'not a UUID' }] } })],
    });
    const { client } = fakeClient(fake);
    const error = await client.getAccount('nope').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors).toEqual([{ pointer: '/path/id', message: 'not a UUID' }]);
    expect(fake.api).toHaveLength(1);
  });

  it('retries each page of a list on its own', async () => {
    const fake = fakeFetch({
      api: [
        json(200, { items: [EXECUTION], next_page_cursor: 'c1' }),
        unavailable(),
        json(200, { items: [EXECUTION] }),
      ],
    });
    const { client } = fakeClient(fake);
    const ids: string[] = [];
    for await (const execution of client.listExecutions()) ids.push(execution.execution_id);
    expect(ids).toHaveLength(2);
    expect(fake.api.map((request) => request.url.searchParams.get('page_cursor'))).toEqual([null, 'c1', 'c1']);
  });

  it('stops waiting between retries when the caller aborts', async () => {
    const fake = fakeFetch({ api: [unavailable(), json(200, ACCOUNT)] });
    const controller = new AbortController();
    const { client } = fakeClient(fake, {
      retry: {
        sleep: (_ms, signal) => {
          controller.abort();
          return Promise.reject(signal?.reason);
        },
      },
    });
    await expect(client.getAccount(ACCOUNT.id, { signal: controller.signal })).rejects.toBeInstanceOf(
      APIUserAbortError,
    );
    expect(fake.api).toHaveLength(1);
  });
});

describe('retries of creates', () => {
  it('does not retry a withdrawal without ref_id after a connection reset either', async () => {
    const fake = fakeFetch({ api: ['reset', json(200, TRANSFER)] });
    const { client } = fakeClient(fake);
    await expect(client.createCryptoWithdrawal(WITHDRAWAL)).rejects.toBeInstanceOf(APIConnectionError);
    expect(fake.api).toHaveLength(1);
  });

  it('resolves to the existing withdrawal when a retry after a reset is answered 409', async () => {
    // The first attempt reached the server and created the withdrawal, but its answer was lost.
    const fake = fakeFetch({ api: ['reset', conflict(TRANSFER)] });
    const { client } = fakeClient(fake);
    await expect(client.createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' })).resolves.toEqual(TRANSFER);
    expect(fake.api).toHaveLength(2);
  });

  it('resolves to the existing deposit address when a retry after a 503 is answered 409', async () => {
    const fake = fakeFetch({ api: [unavailable(), conflict(DEPOSIT_ADDRESS)] });
    const { client } = fakeClient(fake);
    const address = await client.createDepositAddress({
      profile_id: WITHDRAWAL.profile_id,
      crypto_network: 'ETHEREUM',
      ref_id: 'da-1',
    });
    expect(address).toEqual(DEPOSIT_ADDRESS);
  });

  it('throws a ConflictError with the existing withdrawal when the first attempt is answered 409', async () => {
    const fake = fakeFetch({ api: [conflict(TRANSFER)] });
    const { client } = fakeClient(fake);
    const error = await client
      .createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toEqual(TRANSFER);
    expect(fake.api).toHaveLength(1);
  });

  it('throws the ConflictError when the only earlier attempts were refused with 429', async () => {
    // A 429 means the server did nothing, so the ref_id was used before this call began.
    const fake = fakeFetch({ api: [tooMany('1'), conflict(TRANSFER)] });
    const { client } = fakeClient(fake);
    await expect(client.createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(fake.api).toHaveLength(2);
  });

  it('with acceptExisting, resolves a first-attempt 409 whose existing withdrawal matches the request (a repeat after a restart)', async () => {
    // The server writes amounts its own way: "250.0" asked, "250.00" held, the same amount.
    const fake = fakeFetch({ api: [conflict(TRANSFER)] });
    const { client } = fakeClient(fake);
    const { data, requestId } = await client
      .createCryptoWithdrawal({ ...WITHDRAWAL, amount: '250.0', ref_id: 'wd-1' }, { acceptExisting: true })
      .withResponse();
    expect(data).toEqual(TRANSFER);
    expect(requestId).toBe('req-409');
    expect(fake.api).toHaveLength(1);
  });

  it('with acceptExisting, still throws the ConflictError when the existing withdrawal is another request under the same ref_id', async () => {
    const fake = fakeFetch({ api: [conflict({ ...TRANSFER, amount: '99.00' })] });
    const { client } = fakeClient(fake);
    const error = await client
      .createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' }, { acceptExisting: true })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toMatchObject({ amount: '99.00' });
  });

  it('without acceptExisting, throws the ConflictError even when the existing withdrawal matches', async () => {
    const { client } = fakeClient(fakeFetch({ api: [conflict(TRANSFER)] }));
    await expect(client.createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('never retries a sandbox fiat deposit, even with a 503', async () => {
    const fake = fakeFetch({ api: [unavailable(), json(200, {})] });
    const { client } = fakeClient(fake);
    await expect(client.createSandboxFiatDeposit(FIAT_DEPOSIT)).rejects.toBeInstanceOf(InternalServerError);
    expect(fake.api).toHaveLength(1);
  });

  it('never retries a sandbox fiat deposit, even when asked for retries on the call', async () => {
    const fake = fakeFetch({ api: ['reset', json(200, {})] });
    const { client } = fakeClient(fake);
    await expect(client.createSandboxFiatDeposit(FIAT_DEPOSIT, { maxRetries: 5 })).rejects.toBeInstanceOf(
      APIConnectionError,
    );
    expect(fake.api).toHaveLength(1);
  });
});
