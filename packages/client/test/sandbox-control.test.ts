/**
 * `@dap/client/sandbox-control` against the real server runtime (@dap/server's createApiServer, with
 * stub handlers) over real sockets: the same options, tokens, retries and typed errors as DapClient.
 */
import {
  createApiServer,
  OAuthTokenError,
  problems,
  type ApiServer,
  type ControlHandlers,
  type Handlers,
  type Principal,
} from '@dap/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APIError as MainAPIError, ConflictError as MainConflictError } from '../src/index.js';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  SANDBOX_CONTROL_SPEC,
  SandboxControlClient,
  type ClientCredentialsOptions,
  type DapClientBaseOptions,
  type Fault,
} from '../src/sandbox-control.js';

const CLIENT = { id: 'control-client', secret: 'control-secret', scopes: ['sandbox:control', 'exchange:read_order'] };
const NOW = '2025-11-21T10:15:30.123Z';

/** What the server saw: every token request's scope and every control call's path and principal. */
const tokenScopes: (string | undefined)[] = [];
const calls: { path: string; auth: Principal }[] = [];
/** Tokens the server accepts, by value; a test revokes one to make the server answer 401. */
const issued = new Map<string, Principal>();
let next = 0;
/** The bodies createTenant received: undefined when the client sent none. */
const tenantBodies: unknown[] = [];
const TENANT_ID = '7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d';

const notUsed = (): never => {
  throw problems.internalError('not used by these tests');
};

/** The platform's handlers: only the token endpoint is used, for both clients. */
const handlers: Handlers = {
  createCryptoWithdrawal: notUsed,
  createDepositAddress: notUsed,
  createSandboxFiatDeposit: notUsed,
  listMonitoringAddresses: notUsed,
  listExecutions: notUsed,
  getAccount: notUsed,
  createToken({ body }) {
    tokenScopes.push(body.scope);
    if (body.client_id !== CLIENT.id || body.client_secret !== CLIENT.secret)
      throw new OAuthTokenError('invalid_client', 'Unknown client.');
    const scopes = body.scope === undefined ? CLIENT.scopes : body.scope.split(' ');
    const token = `token-${++next}`;
    issued.set(token, { subject: CLIENT.id, scopes });
    return { access_token: token, expires_in: 3600, token_type: 'bearer', scope: scopes.join(' ') };
  },
};

/** Stub controls: enough behaviour to answer each kind of outcome; the sandbox implements the real ones. */
const control: ControlHandlers = {
  getClock({ auth }) {
    calls.push({ path: '/sandbox-control/clock', auth });
    return { now: NOW };
  },
  advanceClock: ({ body }) => ({ now: new Date(Date.parse(NOW) + body.seconds * 1000).toISOString() }),
  getTransfer({ params }) {
    throw problems.notFound(`No transfer with id ${params.id}.`);
  },
  completeTransfer({ params }) {
    throw problems.transferNotPending(params.id, 'COMPLETED');
  },
  failTransfer: notUsed,
  createCryptoDeposit: notUsed,
  getBalances: notUsed,
  setBalance: ({ params, body }) => ({ asset: params.asset, available: body.available, held: '0' }),
  listFaults: () => ({ faults: [] }),
  createFault: ({ body }): Fault => ({
    id: '3c1d9e7f-2a4b-4c8d-9e0f-1a2b3c4d5e6f',
    ...body,
    after_processing: ('after_processing' in body ? body.after_processing : undefined) ?? false,
    times: body.times ?? 1,
    remaining: body.times ?? 1,
    created_at: NOW,
  }),
  clearFaults: () => undefined,
  disconnectStreams: notUsed,
  moveMarket: notUsed,
  resetSandbox: () => undefined,
  resetWholeSandbox: notUsed,
  listTenants: notUsed,
  createTenant({ body, auth }) {
    calls.push({ path: '/sandbox-control/tenants', auth });
    tenantBodies.push(body);
    return {
      id: TENANT_ID,
      name: body?.name ?? 'tenant',
      customer_id: 'customer-1',
      clients: [],
      profiles: [],
      accounts: [],
    };
  },
  deleteTenant({ params }) {
    if (params.id !== TENANT_ID) throw problems.notFound(`No tenant with id ${params.id}.`);
  },
};

let server: ApiServer;
let options: DapClientBaseOptions & ClientCredentialsOptions;
beforeAll(async () => {
  server = createApiServer({ handlers, control, verifyToken: (token) => issued.get(token) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  // The platform client's options: the control client calls the origin of baseUrl.
  options = {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    tokenUrl: `http://127.0.0.1:${port}/oauth2/token`,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    maxRetries: 0,
  };
});
afterAll(() => server.close());
beforeEach(() => {
  tokenScopes.length = 0;
  calls.length = 0;
  tenantBodies.length = 0;
});

describe('SandboxControlClient', () => {
  it('speaks the Sandbox Control API of the bundled spec', () => {
    expect(SANDBOX_CONTROL_SPEC.title).toBe('Digital-Asset Platform Sandbox Control API');
  });

  it('calls the control operations at the origin of the platform baseUrl, with a token requested for sandbox:control', async () => {
    const client = new SandboxControlClient(options);
    const { data, response } = await client.getClock().withResponse();
    expect(data).toEqual({ now: NOW });
    expect(new URL(response.url).pathname).toBe('/sandbox-control/clock');
    expect(tokenScopes).toEqual(['sandbox:control']);
    expect(calls.map((c) => c.auth.scopes)).toEqual([['sandbox:control']]);
  });

  it('reuses its token across calls and sends bodies and path parameters as the spec names them', async () => {
    const client = new SandboxControlClient(options);
    expect(await client.advanceClock({ seconds: 2 })).toEqual({ now: '2025-11-21T10:15:32.123Z' });
    expect(await client.setBalance('0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', 'USDC', { available: '10000.00' })).toEqual({
      asset: 'USDC',
      available: '10000.00',
      held: '0',
    });
    expect(tokenScopes).toEqual(['sandbox:control']);
  });

  it('asks for a sandbox:admin token for the tenant operations and sends no body to createTenant when given none', async () => {
    const client = new SandboxControlClient({ ...options, scopes: ['sandbox:admin'] });
    expect(await client.createTenant()).toMatchObject({ id: TENANT_ID, name: 'tenant' });
    expect(await client.createTenant({ name: 'checkout-suite' })).toMatchObject({ name: 'checkout-suite' });
    expect(tenantBodies).toEqual([undefined, { name: 'checkout-suite' }]);
    expect(calls.map((c) => c.auth.scopes)).toEqual([['sandbox:admin'], ['sandbox:admin']]);
    expect(tokenScopes).toEqual(['sandbox:admin']);
    expect(await client.deleteTenant(TENANT_ID)).toBeUndefined();
    expect(await client.deleteTenant('4b0f6a2e-0000-4000-8000-000000000000').catch((e: unknown) => e)).toBeInstanceOf(
      NotFoundError,
    );
  });

  it('resolves a 201 to its body and a 204 to undefined', async () => {
    const client = new SandboxControlClient(options);
    const { data: fault, response } = await client
      .createFault({ operation: 'createCryptoWithdrawal', status: 503, retry_after: 2 })
      .withResponse();
    expect(response.status).toBe(201);
    expect(fault).toMatchObject({ operation: 'createCryptoWithdrawal', status: 503, times: 1, remaining: 1 });
    expect(await client.clearFaults()).toBeUndefined();
    expect(await client.resetSandbox()).toBeUndefined();
  });

  it('fetches a new token and sends the call once more when the server refuses its token with 401', async () => {
    const client = new SandboxControlClient(options);
    await client.getClock();
    issued.clear();
    expect(await client.getClock()).toEqual({ now: NOW });
    expect(tokenScopes).toEqual(['sandbox:control', 'sandbox:control']);
  });

  it('throws AuthenticationError when a fresh token is refused too', async () => {
    const client = new SandboxControlClient(options);
    await client.getClock();
    const verify = issued.get.bind(issued);
    issued.get = () => undefined;
    try {
      const error = await client.getClock().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error).toMatchObject({ status: 401, code: 'authentication', problemType: 'unauthorized' });
    } finally {
      issued.get = verify;
    }
  });

  it('throws PermissionDeniedError naming insufficient-scope when its token lacks sandbox:control', async () => {
    const client = new SandboxControlClient({ ...options, scopes: ['exchange:read_order'] });
    const error = await client.getClock().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).isProblem('insufficient-scope')).toBe(true);
    expect(tokenScopes).toEqual(['exchange:read_order']);
  });

  it('throws the typed errors of @dap/client: NotFoundError, BadRequestError with the failures, ConflictError for a settled transfer', async () => {
    const client = new SandboxControlClient(options);
    const missing = await client.getTransfer('no-such-transfer').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);

    const invalid = await client.advanceClock({ seconds: 0 }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(BadRequestError);
    expect((invalid as BadRequestError).errors).toEqual([{ pointer: '/body/seconds', message: expect.any(String) }]);

    const settled = await client.completeTransfer('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60').catch((e: unknown) => e);
    expect(settled).toBeInstanceOf(ConflictError);
    expect(settled).toMatchObject({ problemType: 'transfer-not-pending', status: 409, meta: { status: 'COMPLETED' } });
    expect((settled as ConflictError).type).toMatch(/\/problems\/transfer-not-pending$/);
    // The same classes as the main entry's: one hierarchy, whichever entry a caller imports.
    expect(settled).toBeInstanceOf(MainConflictError);
    expect(settled).toBeInstanceOf(MainAPIError);
  });
});
