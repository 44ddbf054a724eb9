// The Sandbox Control API mounted by createApiServer({ control }) with stub handlers, over real
// sockets: served at the origin under /sandbox-control/ (never under /v2), behind the same bearer-
// token and scope checks, validation and problem documents as the platform's REST operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_ROUTES, PROBLEM_TYPES, ROUTES, type ControlOperationId } from '../src/index.js';
import { call, start, type Running } from './support/app.js';
import {
  ADMIN_SCOPE,
  CONTROL_PROFILE_ID,
  CONTROL_SCOPE,
  controlSeen,
  PENDING_ID,
  PENDING_TO_FAIL_ID,
  SETTLED_ID,
  TENANT_ID,
} from './support/control.js';
import { control } from './support/spec.js';

let server: Running;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

const CONTROL = { authorization: 'Bearer token-control' };
const ADMIN = { authorization: 'Bearer token-admin' };
const ids = Object.keys(CONTROL_ROUTES) as ControlOperationId[];
/** The scope the spec gives an operation: its own `security`, or the document's. */
const scopeOf = (id: ControlOperationId): string => {
  const security =
    (control.operation(id).op as { security?: unknown }).security ?? (control.doc as { security?: unknown }).security;
  return (security as { oauth2: string[] }[])[0]?.oauth2[0] as string;
};
/** A token carrying the operation's scope, and nothing else. */
const tokenFor = (id: ControlOperationId) => (CONTROL_ROUTES[id].scope === ADMIN_SCOPE ? ADMIN : CONTROL);
/** Path parameters that name what the stub handlers hold. */
const PARAMS: Record<string, string> = { id: PENDING_ID, asset: 'USDC', market: 'BTCUSD' };
/** failTransfer gets a pending transfer of its own: completeTransfer settles the first. */
const OTHER_PENDING = { ...PARAMS, id: PENDING_TO_FAIL_ID };
const pathOf = (id: ControlOperationId, params: Record<string, string> = PARAMS) =>
  CONTROL_ROUTES[id].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
const PROFILE_PARAMS = { ...PARAMS, id: CONTROL_PROFILE_ID };
const paramsOf = (id: ControlOperationId) =>
  CONTROL_ROUTES[id].path.startsWith('/sandbox-control/profiles/')
    ? PROFILE_PARAMS
    : id === 'failTransfer'
      ? OTHER_PENDING
      : id === 'deleteTenant'
        ? { ...PARAMS, id: TENANT_ID }
        : PARAMS;

/** A request to a control operation: its spec example as the body, when it takes one. */
function request(
  id: ControlOperationId,
  headers: Record<string, string> = tokenFor(id),
  options: { body?: unknown; path?: string } = {},
) {
  const route = CONTROL_ROUTES[id];
  const body = options.body ?? (route.requestContentType === null ? undefined : control.exampleRequest(id));
  return call(`${server.origin}${options.path ?? pathOf(id, paramsOf(id))}`, {
    method: route.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

describe('the Sandbox Control API on createApiServer', () => {
  it("serves every operation of the spec at its path from the origin, with its scope: sandbox:control, or sandbox:admin for the operator's", () => {
    expect(ids.map((id) => `${CONTROL_ROUTES[id].method} ${CONTROL_ROUTES[id].path}`).sort()).toEqual(
      Object.entries(control.doc.paths)
        .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
        .sort(),
    );
    expect(new Set(ids.map(scopeOf))).toEqual(new Set([CONTROL_SCOPE, ADMIN_SCOPE]));
    for (const id of ids) {
      expect(CONTROL_ROUTES[id], id).toMatchObject({ base: 'origin', scope: scopeOf(id) });
      expect(CONTROL_ROUTES[id].path.startsWith('/sandbox-control/'), id).toBe(true);
    }
  });

  it.each(ids)('answers %s with a token carrying its scope, with a body its spec holds valid', async (id) => {
    const { status, body, headers } = await request(id);
    const success = Object.keys(control.operation(id).op.responses).find((code) => code.startsWith('2'));
    expect(status, JSON.stringify(body)).toBe(Number(success));
    expect(headers.get('x-request-id')).toBeTruthy();
    expect(control.responseErrors(id, status, body)).toEqual([]);
    if (status === 204) expect(body).toBeUndefined();
  });

  it.each(ids)(
    'answers %s without a token with 401 unauthorized, a problem document with a Bearer challenge',
    async (id) => {
      const { status, headers, body } = await request(id, {});
      expect(status).toBe(401);
      expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(headers.get('www-authenticate')).toBe('Bearer realm="dap"');
      expect(body).toMatchObject({ type: PROBLEM_TYPES['unauthorized'].type, status: 401 });
      expect(control.responseErrors(id, 401, body)).toEqual([]);
    },
  );

  it.each(ids)('answers %s with a token without its scope with 403 insufficient-scope naming it', async (id) => {
    // token-read carries platform scopes only: what a platform token is worth here; and a tenant's
    // sandbox:control is worth nothing on the operator's operations, nor sandbox:admin on a tenant's.
    const other = tokenFor(id) === ADMIN ? CONTROL : ADMIN;
    for (const headers of [{ authorization: 'Bearer token-read' }, other]) {
      const { status, headers: answered, body } = await request(id, headers);
      expect(status).toBe(403);
      expect(answered.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="${scopeOf(id)}"`);
      expect(body).toMatchObject({ type: PROBLEM_TYPES['insufficient-scope'].type, status: 403 });
      expect(control.responseErrors(id, 403, body)).toEqual([]);
    }
  });

  it('lets a sandbox:control token call no platform operation', async () => {
    const { status, body } = await call(`${server.origin}/v2${ROUTES.listExecutions.path}`, { headers: CONTROL });
    expect(status).toBe(403);
    expect(body.type).toBe(PROBLEM_TYPES['insufficient-scope'].type);
  });

  it.each(ids)('never serves %s under /v2: the path there is a 404 problem', async (id) => {
    const { status, headers, body } = await request(id, CONTROL, { path: `/v2${pathOf(id, paramsOf(id))}` });
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ type: PROBLEM_TYPES['not-found'].type, status: 404 });
  });

  it('answers a method a control path does not take with 405 and the methods it does', async () => {
    const { status, headers, body } = await call(`${server.origin}/sandbox-control/faults`, {
      method: 'PUT',
      headers: CONTROL,
    });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, POST, DELETE, HEAD');
    expect(body.type).toBe(PROBLEM_TYPES['method-not-allowed'].type);
  });

  it.each<[string, ControlOperationId, unknown, string]>([
    ['a clock advanced by zero seconds', 'advanceClock', { seconds: 0 }, '/body/seconds'],
    ['a clock advanced by a string of seconds', 'advanceClock', { seconds: '60' }, '/body/seconds'],
    [
      'a fault for an operation no API has',
      'createFault',
      { operation: 'deleteEverything', status: 500 },
      '/body/operation',
    ],
    ['a fault with neither status nor delay', 'createFault', { operation: 'getAccount', times: 2 }, '/body'],
    [
      'a fault with a status the controls do not produce',
      'createFault',
      { operation: 'getAccount', status: 404 },
      '/body/status',
    ],
    [
      'a fault with retry_after and no status (a delay alone takes none)',
      'createFault',
      { operation: 'getAccount', delay_ms: 10, retry_after: 1 },
      '/body/retry_after',
    ],
    [
      'a fault with after_processing and no status',
      'createFault',
      { operation: 'getAccount', delay_ms: 10, after_processing: true },
      '/body/after_processing',
    ],
    [
      'a fault with a status, a delay and a negative retry_after (the status branch explains it)',
      'createFault',
      { operation: 'getAccount', status: 503, delay_ms: 10, retry_after: -1 },
      '/body/retry_after',
    ],
    [
      'a deposit naming its address both ways',
      'createCryptoDeposit',
      { deposit_address_id: PENDING_ID, address: '0xabc', crypto_network: 'ETHEREUM', amount: '1' },
      '/body',
    ],
    [
      'a deposit whose amount is a JSON number',
      'createCryptoDeposit',
      { deposit_address_id: PENDING_ID, amount: 1 },
      '/body',
    ],
    ['a balance whose amount is negative', 'setBalance', { available: '-5' }, '/body/available'],
    ['a market move in exponent notation', 'moveMarket', { by: '1e3' }, '/body/by'],
    ['a disconnect with a close code the platform does not send', 'disconnectStreams', { code: 1000 }, '/body/code'],
    ['a failure without its reason', 'failTransfer', {}, '/body/reason'],
    ['a body field the operation does not know', 'advanceClock', { seconds: 1, minutes: 1 }, '/body/minutes'],
  ])('answers %s with 400 validation-failed at its pointer', async (_what, id, body, pointer) => {
    const { status, body: problem } = await request(id, tokenFor(id), { body });
    expect(status).toBe(400);
    expect(problem.type).toBe(PROBLEM_TYPES['validation-failed'].type);
    expect(problem.meta.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    expect(control.responseErrors(id, 400, problem)).toEqual([]);
  });

  it('answers a market symbol outside its pattern with 400 validation-failed at /path/market', async () => {
    const { status, body } = await request('moveMarket', ADMIN, { path: '/sandbox-control/markets/btc-usd/move' });
    expect(status).toBe(400);
    expect(body.meta.errors).toEqual([{ pointer: '/path/market', message: expect.any(String) }]);
  });

  it('answers a body that is not JSON with 415 unsupported-media-type', async () => {
    const { status, body } = await call(`${server.origin}/sandbox-control/clock/advance`, {
      method: 'POST',
      headers: { ...CONTROL, 'content-type': 'text/plain' },
      body: 'seconds=1',
    });
    expect(status).toBe(415);
    expect(body.type).toBe(PROBLEM_TYPES['unsupported-media-type'].type);
  });

  it('takes an operation whose body is optional without one, handing the handler none, and checks one that is sent', async () => {
    expect(CONTROL_ROUTES.createTenant.requestBodyRequired).toBe(false);
    const none = await call(`${server.origin}${CONTROL_ROUTES.createTenant.path}`, { method: 'POST', headers: ADMIN });
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    expect(controlSeen.body).toBeUndefined();
    const wrong = await request('createTenant', ADMIN, { body: { name: 5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta.errors).toEqual([{ pointer: '/body/name', message: expect.any(String) }]);
    const named = await request('createTenant', ADMIN, { body: { name: 'suite A' } });
    expect(named.status).toBe(201);
    expect(controlSeen.body).toEqual({ name: 'suite A' });
  });

  it('refuses an operation whose body is required without one, with 400 at /body', async () => {
    expect(CONTROL_ROUTES.advanceClock.requestBodyRequired).toBe(true);
    const none = await call(`${server.origin}${CONTROL_ROUTES.advanceClock.path}`, {
      method: 'POST',
      headers: CONTROL,
    });
    expect(none.status).toBe(400);
    expect(none.body.type).toBe(PROBLEM_TYPES['validation-failed'].type);
  });

  it('hands the handlers the validated body as sent: a default inside a union (FaultRequest’s times) is the handler’s to apply', async () => {
    // Validators fill no default under oneOf (ajv's useDefaults skips it, as JSON Schema leaves it
    // open), so the handler applies FaultTimes' documented default.
    const { status, body } = await request('createFault', CONTROL, { body: { operation: 'stream', delay_ms: 1500 } });
    expect(status).toBe(201);
    expect(controlSeen.body).toEqual({ operation: 'stream', delay_ms: 1500 });
    expect(body).toMatchObject({ operation: 'stream', delay_ms: 1500, times: 1, remaining: 1 });
  });

  it('answers what a handler throws as that problem: 404 for an unknown transfer, 409 transfer-not-pending for a settled one', async () => {
    const unknown = await request('getTransfer', CONTROL, { path: '/sandbox-control/transfers/no-such-transfer' });
    expect(unknown.status).toBe(404);
    expect(control.responseErrors('getTransfer', 404, unknown.body)).toEqual([]);
    const settled = await request('completeTransfer', CONTROL, {
      path: `/sandbox-control/transfers/${SETTLED_ID}/complete`,
    });
    expect(settled.status).toBe(409);
    expect(settled.body).toMatchObject({
      type: PROBLEM_TYPES['transfer-not-pending'].type,
      status: 409,
      meta: { status: 'COMPLETED' },
    });
    expect(control.responseErrors('completeTransfer', 409, settled.body)).toEqual([]);
  });
});

describe('a server created without control handlers', () => {
  let bare: Running;
  beforeAll(async () => {
    bare = await start({ control: undefined });
  });
  afterAll(() => bare.close());

  it('answers the control paths with a 404 problem, token or not', async () => {
    for (const headers of [CONTROL, {}]) {
      const { status, body } = await call(`${bare.origin}/sandbox-control/clock`, { headers });
      expect(status).toBe(404);
      expect(body.type).toBe(PROBLEM_TYPES['not-found'].type);
    }
  });
});
