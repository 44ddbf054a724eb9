// Schema-driven fuzzing of the sandbox over real HTTP: for every operation of the bundle, valid
// requests (with realistic anchors from the demo data), invalid ones (mutations of valid ones) and
// hostile ones (NUL, lone surrogates, over-long and 60 kB strings, numbers past a double, in every
// field, parameter and token form field). Never a 5xx; every answer declared by the spec and valid
// against its schema; every rejected request leaves the ledger and the ref_id it carried as they were.
import demoData from '@dap/sandbox/demo-data.json' with { type: 'json' };
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { deriveAddress, WITHDRAWAL_FEES } from '@dap/sandbox/internal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  arbitrariesFor,
  hostileStrings,
  HUGE_NUMBER_LITERALS,
  loadBundledSpecs,
  operations,
  SchemaValidator,
  type Hints,
  type Json,
  type Operation,
  type Schema,
} from '@dap/contract-verify';
import { sourceFileOf } from './source-file.js';

// The converter and the operations come from the contract verifier, which builds its requests the same way.
const { openapi: spec } = loadBundledSpecs();
const { validArbitrary, invalidBodyArbitrary, invalidParameterValues, hostileBodyArbitrary, hostileParameterValues } =
  arbitrariesFor(spec);
const validator = new SchemaValidator(spec);

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

const ops = operations(spec);

const profiles = demoData.profiles;
const customers = [...new Set(profiles.map((p) => p.customer_id))];
const fullClient = demoData.clients[0]!;
const readerClient = demoData.clients[1]!;

let server: StartedSandbox;
let token = '';
let readOrderToken = '';
const cursors: Record<string, string[]> = { listExecutions: [], listMonitoringAddresses: [] };
let requests = 0;
const tally = new Map<string, number>();

// ------------------------------------------------------------------------------------------------
// Requests and checks

interface Request {
  label: string;
  path: Record<string, string>;
  query: [string, string][];
  body?: { text: string; contentType: string };
  authorization?: string;
}

interface Response {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

/**
 * Percent-encoding that keeps what a string holds: a lone surrogate (which encodeURIComponent
 * refuses and URLSearchParams turns into U+FFFD) is sent as the bytes of its code point (ED A0 80:
 * not UTF-8), as a hostile client would.
 */
function percentEncode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    return encodeURIComponent(unit);
  });
}

async function send(operation: Operation, request: Request): Promise<Response> {
  const base = operation.operationId === 'createToken' ? new URL(server.url).origin : server.url;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(request.path[name] ?? ''));
  const query = request.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const url = base + path + (query === '' ? '' : `?${query}`);
  const headers: Record<string, string> = {};
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  if (request.body) headers['content-type'] = request.body.contentType;
  const res = await fetch(url, {
    method: operation.method,
    headers,
    ...(request.body ? { body: request.body.text } : {}),
  });
  const text = await res.text();
  requests++;
  tally.set(`${operation.operationId} ${res.status}`, (tally.get(`${operation.operationId} ${res.status}`) ?? 0) + 1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/** `<operationId> <METHOD path> (<spec file>): <status> <pointer>: <message>`, then the request. */
function fail(
  operation: Operation,
  status: number,
  pointer: string,
  message: string,
  request: Request,
  response?: Response,
): never {
  const short = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text);
  const req = `${request.label}\n    request: path ${short(JSON.stringify(request.path))} query ${short(JSON.stringify(request.query))} body ${request.body ? `${request.body.contentType} ${short(request.body.text)}` : '-'}`;
  throw new Error(
    `${operation.operationId} ${operation.method} ${operation.path} (${sourceFileOf(operation.operationId)}): ${status} ${pointer}: ${message}\n    ${req}${response ? `\n    response: ${response.text.slice(0, 600)}` : ''}`,
  );
}

const REJECTIONS = new Set([400, 401, 403, 404, 413, 415]);

/** `valid` and `hostile` requests may be accepted or refused (a NUL in a memo is fine); `invalid` ones must be refused. */
type Expectation = 'valid' | 'invalid' | 'hostile';

function check(operation: Operation, request: Request, response: Response, expectation: Expectation): void {
  const { status } = response;
  if (status >= 500) fail(operation, status, '/', 'server error', request, response);
  const declared = operation.responses.get(status)?.content;
  if (!operation.responses.has(status))
    fail(
      operation,
      status,
      '/',
      `status not declared (declared: ${[...operation.responses.keys()].join(', ')})`,
      request,
      response,
    );
  if (expectation === 'invalid' && !REJECTIONS.has(status))
    fail(operation, status, '/', 'an invalid request was not rejected with 400/401/403/404/413/415', request, response);
  if (!declared) return;
  if (!response.contentType.startsWith(declared.contentType))
    fail(
      operation,
      status,
      '/header/content-type',
      `is ${JSON.stringify(response.contentType)}, the spec declares ${declared.contentType}`,
      request,
      response,
    );
  if (response.json === undefined) fail(operation, status, '/body', 'is not JSON', request, response);
  for (const issue of validator.validateAt(declared.schemaPointer, response.json)) {
    fail(operation, status, `/body${issue.pointer}`, `${issue.message} [${issue.schema}]`, request, response);
  }
  if (status >= 400 && operation.operationId !== 'createToken') {
    for (const issue of validator.validateAt('#/components/schemas/Problem', response.json)) {
      fail(
        operation,
        status,
        `/body${issue.pointer}`,
        `not a Problem: ${issue.message} [${issue.schema}]`,
        request,
        response,
      );
    }
    const problem = response.json as { status?: unknown };
    if (problem.status !== status)
      fail(
        operation,
        status,
        '/body/status',
        `is ${JSON.stringify(problem.status)}, the response status is ${status}`,
        request,
        response,
      );
  }
}

// ------------------------------------------------------------------------------------------------
// State: what a rejected create must leave as it was

/** NUL, or a UTF-16 surrogate without its other half: what no stored text can hold. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the store could hold `text` as a key at all (the spec's Identifier): else nothing can be stored under it. */
const storable = (text: string): boolean => text.length <= 128 && !NOT_TEXT.test(text);

async function snapshot(operation: Operation, request: Request): Promise<string> {
  const balances = await Promise.all(profiles.map((p) => server.sandbox.ledger.balances(p.id)));
  const pending = (await server.sandbox.store.transfers.listPending()).length;
  let refId: unknown;
  try {
    refId = request.body ? (JSON.parse(request.body.text) as { ref_id?: unknown }).ref_id : undefined;
  } catch {
    refId = undefined;
  }
  const byRef =
    typeof refId === 'string' && refId !== '' && storable(refId)
      ? await Promise.all(
          customers.map((c) =>
            operation.operationId === 'createDepositAddress'
              ? server.sandbox.store.depositAddresses.findByRefId(c, refId as string)
              : server.sandbox.store.transfers.findByRefId(c, refId as string),
          ),
        )
      : [];
  return JSON.stringify({ balances, pending, byRef });
}

const isCreate = (operation: Operation): boolean =>
  operation.method === 'POST' && operation.operationId !== 'createToken';

async function exercise(operation: Operation, request: Request, expectation: Expectation): Promise<void> {
  const before = isCreate(operation) ? await snapshot(operation, request) : '';
  const response = await send(operation, request);
  check(operation, request, response, expectation);
  if (isCreate(operation) && response.status >= 400) {
    const after = await snapshot(operation, request);
    if (after !== before)
      fail(
        operation,
        response.status,
        '/',
        `a rejected request changed the state:\n    before ${before}\n    after  ${after}`,
        request,
        response,
      );
  }
}

// ------------------------------------------------------------------------------------------------
// Realistic anchors

const bearer = (): string => `Bearer ${token}`;
const someOf = <T extends Json>(values: readonly T[], random: fc.Arbitrary<Json>): fc.Arbitrary<Json> =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: random });

const profileId = someOf(
  profiles.map((p) => p.id),
  fc.oneof(fc.uuid(), fc.string({ maxLength: 12 })),
);
const accountId = someOf(
  demoData.accounts.map((a) => a.id),
  fc.uuid(),
);
const orderId = someOf(
  demoData.orders.map((o) => o.id),
  fc.uuid(),
);
const refId = fc.oneof(
  { weight: 9, arbitrary: fc.uuid().map((u) => `fuzz-${u}`) },
  { weight: 1, arbitrary: fc.constant('fuzz-reused') },
);

const pairs = Object.entries(WITHDRAWAL_FEES).flatMap(([asset, fees]) =>
  Object.keys(fees).map((network) => ({ asset, network })),
);
/** A withdrawal that can succeed: a real profile, a supported asset/network pair, a valid address, a small amount. */
const realisticWithdrawal = fc
  .record({
    profile_id: fc.constantFrom(...profiles.map((p) => p.id)),
    pair: fc.constantFrom(...pairs),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    amount: fc.integer({ min: 1, max: 5000 }).map((n) => (n / 1000).toFixed(3)),
  })
  .map(({ profile_id, pair, seed, amount }) => ({
    profile_id,
    asset: pair.asset,
    crypto_network: pair.network,
    destination_address: deriveAddress(pair.network as Parameters<typeof deriveAddress>[0], seed),
    amount,
  }));

function bodyArbitrary(operation: Operation): fc.Arbitrary<Json> {
  const schema = operation.body?.schema ?? {};
  switch (operation.operationId) {
    case 'createCryptoWithdrawal': {
      const valid = validArbitrary(schema, {
        profile_id: profileId,
        ref_id: refId,
        asset: someOf(Object.keys(WITHDRAWAL_FEES), fc.string({ maxLength: 6 })),
      });
      return fc.tuple(valid, fc.option(realisticWithdrawal, { freq: 2 })).map(([v, real]) => {
        if (!real) return v;
        const { total: _total, amount: _amount, balance_asset: _b, fee_id: _f, ...rest } = v as Record<string, Json>;
        return { ...rest, ...real };
      });
    }
    case 'createDepositAddress':
      return validArbitrary(schema, { profile_id: profileId, ref_id: refId });
    case 'createSandboxFiatDeposit':
      return validArbitrary(schema, {
        memo_id: someOf(
          profiles.map((p) => p.memo_id),
          fc.string({ maxLength: 10 }),
        ),
      });
    case 'createToken': {
      const clients = demoData.clients;
      const scope = fc.subarray([...fullClient.scopes, 'unknown:scope']).map((s) => s.join(' '));
      return fc
        .tuple(validArbitrary(schema, { scope }), fc.option(fc.constantFrom(...clients), { freq: 3 }))
        .map(([v, client]) =>
          client
            ? { ...(v as Record<string, Json>), client_id: client.client_id, client_secret: client.client_secret }
            : v,
        );
    }
    default:
      return fc.constant({});
  }
}

const QUERY_HINTS: Hints = {
  profile_id: profileId,
  account_id: accountId,
  order_id: orderId,
  address: someOf(
    demoData.monitoring_addresses.map((a) => a.address),
    fc.string({ maxLength: 44 }),
  ),
};

function parametersArbitrary(operation: Operation): fc.Arbitrary<Pick<Request, 'path' | 'query'>> {
  const params = operation.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  if (params.length === 0) return fc.constant({ path: {}, query: [] });
  const cursorPool = cursors[operation.operationId] ?? [];
  const hint = (name: string): fc.Arbitrary<Json> | undefined =>
    name === 'page_cursor' && cursorPool.length > 0
      ? // Mostly absent (undefined is left out of the query), else a real cursor, sometimes a random string.
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined as unknown as Json) },
          { weight: 2, arbitrary: someOf(cursorPool, fc.string({ maxLength: 40 })) },
        )
      : name === 'id'
        ? accountId
        : QUERY_HINTS[name];
  const model = Object.fromEntries(params.map((p) => [p.name, hint(p.name) ?? validArbitrary(p.schema)]));
  return fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) }).map((values) => {
    const path: Record<string, string> = {};
    const query: [string, string][] = [];
    for (const p of params) {
      const v = (values as Record<string, Json | undefined>)[p.name];
      if (v === undefined) continue;
      if (p.in === 'path') path[p.name] = String(v);
      else query.push([p.name, String(v)]);
    }
    return { path, query };
  });
}

function encode(operation: Operation, value: Json): { text: string; contentType: string } {
  if (operation.body?.contentType === 'application/x-www-form-urlencoded') {
    return {
      text: new URLSearchParams(
        Object.entries(value as Record<string, Json>).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
      contentType: operation.body.contentType,
    };
  }
  return { text: JSON.stringify(value), contentType: 'application/json' };
}

function validRequest(operation: Operation): fc.Arbitrary<Request> {
  return fc.tuple(parametersArbitrary(operation), bodyArbitrary(operation)).map(([params, body]) => ({
    label: 'valid request',
    ...params,
    ...(operation.body ? { body: encode(operation, body) } : {}),
    ...(operation.operationId === 'createToken' ? {} : { authorization: bearer() }),
  }));
}

function invalidRequest(operation: Operation): fc.Arbitrary<Request> {
  const valid = validRequest(operation);
  const variants: fc.Arbitrary<Request>[] = [];
  if (operation.operationId === 'createToken') {
    const form = (entries: [string, string][]): { text: string; contentType: string } => ({
      text: new URLSearchParams(entries).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    const good: [string, string][] = [
      ['grant_type', 'client_credentials'],
      ['client_id', fullClient.client_id],
      ['client_secret', fullClient.client_secret],
    ];
    variants.push(
      fc.constantFrom('password', 'authorization_code', '', 'CLIENT_CREDENTIALS', 'refresh_token').map((g) => ({
        label: `grant_type ${g}`,
        path: {},
        query: [],
        body: form([['grant_type', g], ...good.slice(1)]),
      })),
      fc.constantFrom(0, 1, 2).map((i) => ({
        label: `drop ${good[i]![0]}`,
        path: {},
        query: [],
        body: form(good.filter((_, j) => j !== i)),
      })),
      fc.string({ minLength: 1, maxLength: 20 }).map((s) => ({
        label: 'wrong secret',
        path: {},
        query: [],
        body: form([...good.slice(0, 2), ['client_secret', `${s}x`]]),
      })),
      fc.constantFrom('nope', 'transfer:write_crypto_withdrawal x', 'identity:read_account').map((scope) => ({
        label: `scope ${scope} for the order reader`,
        path: {},
        query: [],
        body: form([
          ['grant_type', 'client_credentials'],
          ['client_id', readerClient.client_id],
          ['client_secret', readerClient.client_secret],
          ['scope', scope],
        ]),
      })),
      fc.constant({
        label: 'repeated grant_type',
        path: {},
        query: [],
        body: form([...good, ['grant_type', 'client_credentials']]),
      }),
    );
    return fc.oneof(...variants);
  }
  // Authentication and authorisation.
  variants.push(
    valid
      .chain((r) =>
        fc
          .constantFrom<[string, string | undefined]>(
            ['no token', undefined],
            ['garbage token', 'Bearer not.a.token'],
            ['not bearer', `Basic ${Buffer.from('a:b').toString('base64')}`],
            ['forged token', `Bearer ${token.slice(0, -4)}AAAA`],
          )
          .map(([label, authorization]) => ({
            ...r,
            label,
            ...(authorization === undefined ? { authorization: undefined as never } : { authorization }),
          })),
      )
      .map((r) => {
        if (r.authorization === undefined) delete (r as { authorization?: string }).authorization;
        return r;
      }),
  );
  if (!operation.security.every((s) => s === 'exchange:read_order')) {
    variants.push(
      valid.map((r) => ({ ...r, label: 'token without the scope', authorization: `Bearer ${readOrderToken}` })),
    );
  }
  // Parameters.
  for (const p of operation.parameters) {
    const bad = invalidParameterValues(p.schema);
    if (bad.length === 0) continue;
    variants.push(
      fc.tuple(valid, fc.constantFrom(...bad)).map(([r, value]) =>
        p.in === 'path'
          ? { ...r, label: `bad path ${p.name}=${value}`, path: { ...r.path, [p.name]: value } }
          : {
              ...r,
              label: `bad query ${p.name}=${value}`,
              query: [...r.query.filter(([k]) => k !== p.name), [p.name, value]],
            },
      ),
    );
  }
  if (operation.parameters.some((p) => p.name === 'page_cursor')) {
    const forged = fc.oneof(
      fc
        .constantFrom(...(cursors[operation.operationId] ?? ['x']))
        .chain((c) =>
          fc
            .nat({ max: Math.max(0, c.length - 1) })
            .map((i) => c.slice(0, i) + (c[i] === 'A' ? 'B' : 'A') + c.slice(i + 1)),
        ),
      fc.base64String({ minLength: 4, maxLength: 60 }),
      fc.constantFrom('eyJjcmVhdGVkX2F0IjoiMjAyNS0xMS0yMFQwOTozMDowMFoifQ', '', '%%%', 'null'),
    );
    variants.push(
      fc.tuple(valid, forged).map(([r, c]) => ({
        ...r,
        label: `forged page_cursor ${c}`,
        query: [...r.query.filter(([k]) => k !== 'page_cursor'), ['page_cursor', c]],
      })),
    );
  }
  // Bodies.
  if (operation.body) {
    const schema = operation.body.schema;
    const validBody = bodyArbitrary(operation);
    variants.push(
      fc
        .tuple(valid, invalidBodyArbitrary(schema, validBody))
        .map(([r, b]) => ({ ...r, label: b.kind, body: { text: b.text, contentType: b.contentType } })),
    );
    variants.push(
      fc
        .tuple(valid, invalidBodyArbitrary(schema, validBody))
        .map(([r, b]) => ({ ...r, label: b.kind, body: { text: b.text, contentType: b.contentType } })),
    );
  }
  return fc.oneof(...variants);
}

/**
 * Requests with one hostile value each: in a body field (any depth, metadata keys included), a
 * query or path parameter, or a field of the token form (with `%00`, a lone surrogate's bytes,
 * 60 kB, numbers past a double). Otherwise valid, so that the hostile value is what is tested.
 */
function hostileRequest(operation: Operation): fc.Arbitrary<Request> {
  const valid = validRequest(operation);
  const variants: fc.Arbitrary<Request>[] = [];
  if (operation.operationId === 'createToken') {
    const tokenSchema = spec.deref(operation.body?.schema ?? {});
    const fields = Object.keys((tokenSchema.properties ?? {}) as object);
    const good: Record<string, string> = {
      grant_type: 'client_credentials',
      client_id: fullClient.client_id,
      client_secret: fullClient.client_secret,
    };
    const hostile = fc.constantFrom(...fields).chain((field) => {
      const max = spec.deref(((tokenSchema.properties ?? {}) as Record<string, Schema>)[field] ?? {}).maxLength as
        number | undefined;
      return fc.constantFrom(...hostileStrings(max), ...HUGE_NUMBER_LITERALS).map((value) => ({ field, value }));
    });
    return hostile.map(({ field, value }) => ({
      label: `hostile token ${field} (${value.length} chars)`,
      path: {},
      query: [],
      body: {
        text: Object.entries({ ...good, [field]: value })
          .map(([k, v]) => `${k}=${percentEncode(v)}`)
          .join('&'),
        contentType: 'application/x-www-form-urlencoded',
      },
    }));
  }
  for (const p of operation.parameters.filter((q) => q.in === 'query' || q.in === 'path')) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...hostileParameterValues(p.schema))).map(([r, value]) =>
        p.in === 'path'
          ? { ...r, label: `hostile path ${p.name} (${value.length} chars)`, path: { ...r.path, [p.name]: value } }
          : {
              ...r,
              label: `hostile query ${p.name} (${value.length} chars)`,
              query: [...r.query.filter(([k]) => k !== p.name), [p.name, value]],
            },
      ),
    );
  }
  if (operation.body) {
    const body = hostileBodyArbitrary(operation.body.schema, bodyArbitrary(operation));
    variants.push(
      fc
        .tuple(valid, body)
        .map(([r, b]) => ({ ...r, label: b.kind, body: { text: b.text, contentType: b.contentType } })),
    );
  }
  return fc.oneof(...variants);
}

// ------------------------------------------------------------------------------------------------

describe('fuzzing the sandbox with requests derived from the spec', () => {
  beforeAll(async () => {
    server = await startSandbox({ rateLimit: false, settleAfterSeconds: 3_600 });
    const issue = async (clientId: string, secret: string): Promise<string> => {
      const res = await fetch(server.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };
    token = await issue(fullClient.client_id, fullClient.client_secret);
    readOrderToken = await issue(readerClient.client_id, readerClient.client_secret);
    for (const [id, path] of [
      ['listExecutions', '/executions'],
      ['listMonitoringAddresses', '/rewards/monitor/address'],
    ] as const) {
      for (const limit of [1, 7, 100]) {
        const res = await fetch(`${server.url}${path}?limit=${limit}`, { headers: { authorization: bearer() } });
        const page = (await res.json()) as { next_page_cursor?: string };
        if (page.next_page_cursor) cursors[id]!.push(page.next_page_cursor);
      }
    }
  });

  afterAll(async () => {
    await server?.stop();
    const byStatus = [...tally.entries()]
      .sort()
      .map(([k, n]) => `${k}: ${n}`)
      .join('\n  ');
    console.log(`fuzz: ${requests} requests (seed ${SEED}, ${RUNS} runs per property)\n  ${byStatus}`);
  });

  for (const operation of ops) {
    const name = `${operation.operationId} ${operation.method} ${operation.path}`;

    it(`answers valid ${name} requests with a declared status and a body valid against the spec, never 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(validRequest(operation), (request) => exercise(operation, request, 'valid')),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it(`rejects invalid ${name} requests with a 4xx problem and no state change`, async () => {
      await fc.assert(
        fc.asyncProperty(invalidRequest(operation), (request) => exercise(operation, request, 'invalid')),
        { seed: SEED, numRuns: RUNS },
      );
    });

    it(`answers hostile ${name} requests (NUL, lone surrogates, huge strings and numbers in every field) without a 5xx, and changes nothing when it refuses them`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(operation), (request) => exercise(operation, request, 'hostile')),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});
