/** The client against the real Prism mock of the spec, over real sockets. */
import type { Account, DepositAddress, EmptyObject, Execution, MonitoringAddress, Transfer } from '@dap/api-types';
import { startMock, type RunningMock } from '@dap/mock';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { FIAT_DEPOSIT } from './helpers/bodies.js';
import {
  BadRequestError,
  DapClient,
  OPERATIONS,
  type ClientCredentialsOptions,
  type DapClientBaseOptions,
  type Fetch,
} from '../src/index.js';
import { problemType } from './helpers/problem-types.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.close();
});

/** The real fetch, with every request it sends written down (method, URL, form or JSON body). */
function recordingFetch(): { fetch: Fetch; sent: Array<{ method: string; url: URL; body: string }> } {
  const sent: Array<{ method: string; url: URL; body: string }> = [];
  return {
    sent,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({
        method: request.method,
        url: new URL(request.url),
        body: request.body ? await request.clone().text() : '',
      });
      return fetch(request);
    },
  };
}

function mockClient(options: Partial<DapClientBaseOptions & ClientCredentialsOptions> = {}): DapClient {
  return new DapClient({
    baseUrl: mock.baseUrl,
    tokenUrl: mock.tokenUrl,
    clientId: 'client-1',
    clientSecret: 'secret-1',
    ...options,
  });
}

const ACCOUNT_ID = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const PROFILE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe('DapClient against the Prism mock', () => {
  it('creates a crypto withdrawal and returns the typed transfer with its amounts as strings', async () => {
    const transfer = await mockClient().createCryptoWithdrawal({
      profile_id: PROFILE_ID,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '250.00',
      ref_id: 'wd-20251121-0001',
    });
    expectTypeOf(transfer).toEqualTypeOf<Transfer>();
    expectTypeOf(transfer.total).toEqualTypeOf<string>();
    expect(transfer).toMatchObject({ type: 'CRYPTO_WITHDRAWAL', direction: 'DEBIT', status: 'PENDING' });
    expect(transfer.amount).toBe('250.00');
    expect(transfer.total).toBe('251.25');
    expect(typeof transfer.fee).toBe('string');
  });

  it('creates a deposit address without conversion_target_asset, leaving the default to the server', async () => {
    const address = await mockClient().createDepositAddress({ profile_id: PROFILE_ID, crypto_network: 'ETHEREUM' });
    expectTypeOf(address).toEqualTypeOf<DepositAddress>();
    expect(address.address).toMatch(/^0x/);
    expect(address.compatible_crypto_networks).toContain('ETHEREUM');
  });

  it('simulates a sandbox fiat deposit and returns the empty object', async () => {
    const result = await mockClient().createSandboxFiatDeposit(FIAT_DEPOSIT);
    expectTypeOf(result).toEqualTypeOf<EmptyObject>();
    expect(result).toEqual({});
  });

  it('lists monitoring addresses as a typed first page', async () => {
    const page = await mockClient().listMonitoringAddresses({ crypto_network: 'ETHEREUM', limit: 2 });
    expectTypeOf(page.items).toEqualTypeOf<MonitoringAddress[]>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]?.crypto_network).toBe('ETHEREUM');
    expect(page.body.addresses).toBe(page.items);
  });

  it('lists executions as a typed first page carrying the next cursor', async () => {
    const page = await mockClient().listExecutions({ limit: 2 });
    expectTypeOf(page.items).toEqualTypeOf<Execution[]>();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.price).toBe('98250.50');
    expect(page.nextPageCursor).toEqual(expect.any(String));
    expect(page.hasNextPage()).toBe(true);
  });

  it('reads an account by id', async () => {
    const account = await mockClient().getAccount(ACCOUNT_ID);
    expectTypeOf(account).toEqualTypeOf<Account>();
    expect(account.id).toBe(ACCOUNT_ID);
    expect(account.summary_status).toBe('APPROVED');
  });

  it('fetches each token from the token URL as a form post asking for the operation scope', async () => {
    const recorder = recordingFetch();
    const client = mockClient({ fetch: recorder.fetch });
    await client.getAccount(ACCOUNT_ID);
    await client.getAccount(ACCOUNT_ID);
    const tokenRequests = recorder.sent.filter((request) => request.url.href === mock.tokenUrl);
    expect(tokenRequests).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests[0]?.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_id')).toBe('client-1');
    expect(form.get('scope')).toBe(OPERATIONS.getAccount.scope);
    expect(
      recorder.sent.filter((request) => request.url.pathname.endsWith(`/identity/accounts/${ACCOUNT_ID}`)),
    ).toHaveLength(2);
  });

  it('surfaces a limit above 1000 as a BadRequestError with status 400 and the failures listed', async () => {
    const error = await mockClient()
      .listExecutions({ limit: 5000 })
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(BadRequestError);
    const badRequest = error as BadRequestError;
    expect(badRequest.status).toBe(400);
    expect(badRequest.type).toBe(problemType('validation-failed').type);
    expect(badRequest.requestId).toEqual(expect.any(String));
    expect(badRequest.errors.length).toBeGreaterThan(0);
  });

  it('surfaces a withdrawal with both amount and total as a BadRequestError pointing at the body', async () => {
    const body = {
      profile_id: PROFILE_ID,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'USDC',
      crypto_network: 'ETHEREUM',
      amount: '1',
      total: '2',
    } as const;
    const error = await mockClient()
      .createCryptoWithdrawal(body)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).status).toBe(400);
    expect((error as BadRequestError).errors.map((failure) => failure.pointer)).toContain('/body');
  });

  it('follows next_page_cursor for one hop, sending it as page_cursor with the same limit', async () => {
    const recorder = recordingFetch();
    const first = await mockClient({ fetch: recorder.fetch }).listExecutions({ limit: 2 });
    const second = await first.getNextPage();
    expect(second.items.length).toBeGreaterThan(0);
    const pages = recorder.sent.filter((request) => request.url.pathname.endsWith('/executions'));
    expect(pages).toHaveLength(2);
    expect(pages[1]?.url.searchParams.get('page_cursor')).toBe(first.nextPageCursor);
    expect(pages[1]?.url.searchParams.get('limit')).toBe('2');
  });

  it('ends a for-await over the mock, whose example page always names the same next cursor', async () => {
    // Prism answers every page with the example, so the second page names the cursor that fetched
    // it; treating a cursor that does not advance as the end is what keeps this loop finite.
    const seen: string[] = [];
    for await (const execution of mockClient().listExecutions({ limit: 2 })) seen.push(execution.execution_id);
    expect(seen).toHaveLength(4);
  });

  it('gives power users the raw openapi-fetch client, already authenticated', async () => {
    const { data, response } = await mockClient().raw.GET('/identity/accounts/{id}', {
      params: { path: { id: ACCOUNT_ID } },
    });
    expect(response.status).toBe(200);
    expect(data?.id).toBe(ACCOUNT_ID);
  });
});
