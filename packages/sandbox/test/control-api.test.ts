// The Sandbox Control API as a partner meets it: over HTTP on the sandbox's origin, through the
// generated SandboxControlClient (and raw requests where the client cannot send what is tested).
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DapClient,
  NotFoundError,
  type DapClientOptions,
} from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { main } from './support/sandbox.js';
import { startTestServer, tokenOf } from './support/server.js';

let server: StartedSandbox;
let control: SandboxControlClient;
let operator: SandboxControlClient;
let platform: DapClient;

// The control API is not behind the contract proxy (it is the platform spec's): the server's own origin.
const optionsFor = (credentials: StartedSandbox['clients']['full']): DapClientOptions => ({
  baseUrl: `${server.origin}/v2`,
  tokenUrl: `${server.origin}/oauth2/token`,
  clientId: credentials.clientId,
  clientSecret: credentials.clientSecret,
  maxRetries: 0,
  timeoutMs: 10_000,
});

beforeAll(async () => {
  // Settlements an hour away: only the controls settle them.
  server = await startTestServer({ settleAfterSeconds: 3_600 });
  control = new SandboxControlClient(optionsFor(server.clients.full));
  operator = new SandboxControlClient(optionsFor(server.clients.operator));
  platform = new DapClient(optionsFor(server.clients.full));
});
afterAll(() => server?.stop());

const withdrawal = () =>
  platform.createCryptoWithdrawal({
    profile_id: main.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '10.00',
  });

/** A raw request on the sandbox's origin, for what the typed client cannot send. */
async function raw(method: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json().catch(() => undefined)) as
      { type?: string; meta?: { errors?: { pointer: string }[] } } | undefined,
  };
}

describe('access to the Sandbox Control API', () => {
  it('answers no token with 401 and a token without sandbox:control with 403, both problem documents', async () => {
    const none = await raw('GET', '/sandbox-control/clock');
    expect(none.status).toBe(401);
    expect(none.type).toMatch(/^application\/problem\+json/);
    const reader = await raw('GET', '/sandbox-control/clock', {
      token: await tokenOf(server, server.clients.readOrder),
    });
    expect(reader.status).toBe(403);
    expect(reader.body?.type).toMatch(/problems\/insufficient-scope$/);
    // Its client cannot even get a token for the scope: the token endpoint refuses it (invalid_scope).
    await expect(new SandboxControlClient(optionsFor(server.clients.readOrder)).getClock()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it('gives the full-access demo client the scope when its token asks for none, and serves nothing under /v2', async () => {
    const token = await tokenOf(server, server.clients.full);
    expect((await raw('GET', '/sandbox-control/clock', { token })).status).toBe(200);
    expect((await raw('GET', '/v2/sandbox-control/clock', { token })).status).toBe(404);
    await expect(control.getClock()).resolves.toEqual({ now: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});

describe('the schema checks every control request before the sandbox sees it', () => {
  it('refuses what the spec refuses with 400 at the pointer, changing nothing', async () => {
    const token = await tokenOf(server, server.clients.full);
    const operatorToken = await tokenOf(server, server.clients.operator);
    const transfer = await withdrawal();
    // The sandbox's clock runs with real time; an advance that got through would move it by seconds or a year.
    const offset = async () => Date.parse((await control.getClock()).now) - Date.now();
    // The markets are the operator's: its token is the one a move's body is checked for.
    const cases: [string, string, unknown, string, string?][] = [
      ['POST', '/sandbox-control/clock/advance', { seconds: 0 }, '/body/seconds'],
      ['POST', '/sandbox-control/clock/advance', { seconds: 1.5 }, '/body/seconds'],
      ['POST', '/sandbox-control/clock/advance', { seconds: 31_536_001 }, '/body/seconds'],
      ['POST', `/sandbox-control/transfers/${transfer.id}/fail`, { reason: '' }, '/body/reason'],
      ['POST', `/sandbox-control/transfers/${transfer.id}/fail`, { reason: 'x'.repeat(257) }, '/body/reason'],
      ['PUT', `/sandbox-control/profiles/${main.id}/balances/BTC`, { available: '-1' }, '/body/available'],
      ['PUT', `/sandbox-control/profiles/${main.id}/balances/BTC`, { available: '1e3' }, '/body/available'],
      ['POST', '/sandbox-control/streams/disconnect', { code: 1000 }, '/body/code'],
      // An empty path parameter is refused by the schema (minLength), not looked up.
      ['PUT', '/sandbox-control/profiles//balances/BTC', { available: '1' }, '/path/id'],
      ['POST', '/sandbox-control/transfers//complete', undefined, '/path/id'],
      ['POST', '/sandbox-control/markets/BTCUSD/move', { by: 'abc' }, '/body/by', operatorToken],
      ['POST', '/sandbox-control/faults', { operation: 'noSuchOperation', status: 503 }, '/body/operation'],
      ['POST', '/sandbox-control/faults', { operation: 'listExecutions', status: 404 }, '/body/status'],
      ['POST', '/sandbox-control/faults', { operation: 'listExecutions', delay_ms: 120_001 }, '/body/delay_ms'],
      ['POST', '/sandbox-control/faults', { operation: 'listExecutions', status: 500, times: 0 }, '/body/times'],
      [
        'POST',
        '/sandbox-control/faults',
        { operation: 'stream', status: 503, after_processing: true },
        '/body/after_processing',
      ],
    ];
    for (const [method, path, body, pointer, caller = token] of cases) {
      const answer = await raw(method, path, { token: caller, body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(
        answer.body?.meta?.errors?.map((error) => error.pointer),
        `${path} ${JSON.stringify(body)}`,
      ).toContain(pointer);
    }
    for (const body of [
      { operation: 'listExecutions' },
      { operation: 'listExecutions', delay_ms: 10, retry_after: 1 },
      { operation: 'listExecutions', delay_ms: 10, after_processing: true },
    ]) {
      expect((await raw('POST', '/sandbox-control/faults', { token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(Math.abs(await offset())).toBeLessThan(30_000);
    expect((await control.getTransfer(transfer.id)).status).toBe('PENDING');
    expect(await control.listFaults()).toEqual({ faults: [] });
  });
});

describe('steering the sandbox through the generated client', () => {
  it('settles a withdrawal by advancing the clock, and answers 409 transfer-not-pending to completing it again', async () => {
    const transfer = await withdrawal();
    await control.advanceClock({ seconds: 3_600 });
    expect(await control.getTransfer(transfer.id)).toMatchObject({ id: transfer.id, status: 'COMPLETED' });
    const again = await control.completeTransfer(transfer.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ConflictError);
    expect((again as ConflictError).problemType).toBe('transfer-not-pending');
  });

  it('fails a withdrawal with its reason and gives the held amount plus fee back', async () => {
    const usdc = async () => (await control.getBalances(main.id)).balances.find((balance) => balance.asset === 'USDC');
    const before = await usdc();
    const transfer = await withdrawal();
    expect((await usdc())?.held).not.toBe(before?.held);
    const failed = await control.failTransfer(transfer.id, { reason: 'Rejected by the destination network.' });
    expect(failed).toMatchObject({
      status: 'FAILED',
      status_details: { reason: 'Rejected by the destination network.' },
    });
    expect(await usdc()).toEqual(before);
  });

  it('answers 404 for a transfer, profile or market it does not know', async () => {
    await expect(control.getTransfer('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
    await expect(control.getBalances('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
    await expect(operator.moveMarket('DOGEUSD', { by: '1' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('arms a fault the next request of the operation meets, as the platform client sees it', async () => {
    const fault = await control.createFault({ operation: 'getAccount', status: 503, retry_after: 1 });
    expect(fault).toMatchObject({ operation: 'getAccount', status: 503, times: 1, remaining: 1 });
    expect(await control.listFaults()).toEqual({ faults: [fault] });
    const account = main.id; // any id: the fault answers before the operation runs
    const error = await platform.getAccount(account).catch((caught: unknown) => caught);
    expect((error as { status?: number }).status).toBe(503);
    expect(await control.listFaults()).toEqual({ faults: [] });
    await control.clearFaults();
  });

  it('refuses a business rule the schema cannot state with 400 (a move of 0)', async () => {
    await expect(operator.moveMarket('BTCUSD', { by: '0' })).rejects.toBeInstanceOf(BadRequestError);
  });
});
