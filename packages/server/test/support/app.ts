import type { Account, DepositAddress, Execution, MonitoringAddress, Transfer } from '@dap/api-types';
import type { ChannelReference } from '@dap/stream-models';
import {
  createApiServer,
  OAuthTokenError,
  problems,
  type ApiServer,
  type ApiServerOptions,
  type Handlers,
  type Principal,
  type StreamConnection,
  type StreamHandlers,
} from '../../src/index.js';
import { ADMIN_SCOPE, CONTROL_SCOPE, testControlHandlers } from './control.js';

/** Every scope of the spec, by operation, and the WebSocket's. */
export const SCOPES = {
  createCryptoWithdrawal: 'transfer:write_crypto_withdrawal',
  createDepositAddress: 'transfer:write_deposit_address',
  createSandboxFiatDeposit: 'transfer:write_sandbox_fiat_deposit',
  listMonitoringAddresses: 'rewards:read_monitoring_address',
  listExecutions: 'exchange:read_order',
  getAccount: 'identity:read_account',
  stream: 'exchange:read_aggregated_marketdata_stream',
} as const;

/** Bearer tokens the test app knows. */
export const TOKENS: Record<string, Principal> = {
  'token-all': { subject: 'client-all', scopes: Object.values(SCOPES) },
  'token-none': { subject: 'client-none', scopes: [] },
  'token-read': { subject: 'client-read', scopes: [SCOPES.listExecutions, SCOPES.getAccount] },
  /** The Sandbox Control API's scope only. */
  'token-control': { subject: 'client-control', scopes: [CONTROL_SCOPE] },
  /** The operator's scope only. */
  'token-admin': { subject: 'client-admin', scopes: [ADMIN_SCOPE] },
};
export const ALL = { authorization: 'Bearer token-all' };

export const PROFILE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const BROKE_PROFILE_ID = 'broke-profile';
export const ACCOUNT_ID = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
export const CLIENT = { id: 'client-1', secret: 's3cr3t', scopes: ['exchange:read_order', 'identity:read_account'] };

export const ACCOUNT: Account = {
  id: ACCOUNT_ID,
  identity_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  description: 'Primary brokerage account',
  admin_disabled: false,
  user_disabled: false,
  metadata: { crm_id: 'C-77812' },
  members: [
    {
      identity_id: '2f3e4d5c-6b7a-4891-a0b1-c2d3e4f5a6b7',
      roles: ['TRADER'],
      id: 'e1d2c3b4-a596-4877-8a9b-0c1d2e3f4a5b',
    },
  ],
  created_at: '2025-10-02T13:45:00Z',
  summary_status: 'APPROVED',
  type: 'BROKERAGE',
};

export const EXECUTIONS: Execution[] = [
  {
    execution_id: '1204587321',
    order_id: '1c9e4b7a-2d5f-4e38-a6b0-7f3c8d2e1a94',
    executed_at: '2025-11-21T09:42:17.381Z',
    market: 'BTCUSD',
    side: 'BUY',
    amount: '0.015',
    price: '98250.50',
    commission: '2.947515',
    commission_asset: 'USD',
    rebate: '0',
    rebate_asset: 'USD',
    gross_trade_amount: '1473.7575',
  },
];

export const MONITORING_ADDRESSES: MonitoringAddress[] = [
  {
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    id: 'm-1',
    crypto_network: 'ETHEREUM',
    name: 'Treasury hot wallet',
    created_at: '2025-11-20T09:30:00Z',
  },
  {
    address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    id: 'm-2',
    crypto_network: 'SOLANA',
    created_at: '2025-11-19T14:02:11Z',
  },
];

/** What the handlers saw last, so tests can check what validation handed them. */
export const seen: { query?: unknown; body?: unknown; auth?: Principal; requestId?: string } = {};

/** Handlers for every operation over plain in-memory data: the framework is under test, not a platform. */
export function testHandlers(): Handlers {
  const withdrawals = new Map<string, Transfer>();
  let next = 1;
  return {
    createCryptoWithdrawal({ body, auth, requestId }) {
      Object.assign(seen, { body, auth, requestId });
      if (body.profile_id === BROKE_PROFILE_ID)
        throw problems.insufficientFunds('The balance cannot cover the withdrawal total.');
      if (body.profile_id !== PROFILE_ID) throw problems.notFound(`No profile with id ${body.profile_id}.`);
      const existing = body.ref_id === undefined ? undefined : withdrawals.get(body.ref_id);
      if (existing) throw problems.refIdConflict(existing);
      const value = 'amount' in body ? body.amount : body.total;
      const transfer: Transfer = {
        id: `wd-${next++}`,
        customer_id: 'customer-1',
        profile_id: body.profile_id,
        amount: value,
        total: value,
        fee: '0',
        asset: body.asset,
        direction: 'DEBIT',
        type: 'CRYPTO_WITHDRAWAL',
        status: 'PENDING',
        created_at: '2025-11-21T10:15:30.123Z',
        updated_at: '2025-11-21T10:15:30.123Z',
        destination_address: body.destination_address,
        crypto_network: body.crypto_network,
        auto_conversion: {},
        secondary_status: { reason: 'AWAITING_SIGNATURE', details: { signers: 2 } },
        ...(body.ref_id !== undefined ? { ref_id: body.ref_id } : {}),
        ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
      };
      if (body.ref_id !== undefined) withdrawals.set(body.ref_id, transfer);
      return transfer;
    },
    async createDepositAddress({ body }) {
      Object.assign(seen, { body });
      const address: DepositAddress = {
        id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
        profile_id: body.profile_id,
        customer_id: 'customer-1',
        crypto_network: body.crypto_network,
        address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        // The spec's default (NO_CONVERSION) is filled in by validation; `?? 'USD'` would show if it were not.
        conversion_target_asset: body.conversion_target_asset ?? 'USD',
        created_at: '2025-11-21T10:20:05.481Z',
        compatible_crypto_networks: [body.crypto_network],
      };
      return address;
    },
    createSandboxFiatDeposit({ body }) {
      if (body.memo_id === 'UNKNOWN') throw problems.notFound('No profile has memo id UNKNOWN.');
      return {};
    },
    listMonitoringAddresses({ query }) {
      Object.assign(seen, { query });
      if (query.page_cursor !== undefined && query.page_cursor !== 'page-2') {
        throw problems.validationFailed([
          { pointer: '/query/page_cursor', message: 'is not a cursor this server issued' },
        ]);
      }
      const addresses =
        query.page_cursor === 'page-2' ? MONITORING_ADDRESSES.slice(1) : MONITORING_ADDRESSES.slice(0, 1);
      return query.page_cursor === 'page-2' ? { addresses } : { addresses, next_page_cursor: 'page-2' };
    },
    listExecutions({ query, auth }) {
      Object.assign(seen, { query, auth });
      if (query.profile_id === 'rate-limited') throw problems.rateLimited(7);
      if (query.profile_id === 'boom') throw new Error('database password is hunter2');
      return { items: EXECUTIONS };
    },
    getAccount({ params }) {
      if (params.id !== ACCOUNT_ID) throw problems.notFound(`No account with id ${params.id}.`);
      return ACCOUNT;
    },
    createToken({ body }) {
      Object.assign(seen, { body });
      if (body.client_id !== CLIENT.id || body.client_secret !== CLIENT.secret)
        throw new OAuthTokenError('invalid_client', 'Unknown client or wrong secret.');
      const requested = body.scope === undefined ? CLIENT.scopes : body.scope.split(' ').filter(Boolean);
      const refused = requested.filter((scope) => !CLIENT.scopes.includes(scope));
      if (refused.length > 0)
        throw new OAuthTokenError('invalid_scope', `The client may not request ${refused.join(', ')}.`);
      return { access_token: 'issued-token', expires_in: 3600, token_type: 'bearer', scope: requested.join(' ') };
    },
  };
}

/** Stream handlers over an in-memory subscription map; BTCUSD and ETHUSD are the known markets. */
export function testStreamHandlers(
  events: string[] = [],
): StreamHandlers & { subscriptions: Map<StreamConnection, ChannelReference[]> } {
  const subscriptions = new Map<StreamConnection, ChannelReference[]>();
  const key = (c: ChannelReference) => `${c.type}:${c.params?.market ?? ''}`;
  return {
    subscriptions,
    subscribe(connection, channel) {
      if (channel.params?.market === 'EXPLODE') throw new Error('market data feed is down');
      if (channel.params?.market !== undefined && !['BTCUSD', 'ETHUSD'].includes(channel.params.market))
        return 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION';
      const list = subscriptions.get(connection) ?? [];
      if (list.some((c) => key(c) === key(channel))) return 'NO_EFFECT_ACTION';
      subscriptions.set(connection, [...list, channel]);
      events.push(`subscribe ${key(channel)}`);
      return 'ok';
    },
    async unsubscribe(connection, channel) {
      const list = subscriptions.get(connection) ?? [];
      if (!list.some((c) => key(c) === key(channel))) return 'NO_EFFECT_ACTION';
      subscriptions.set(
        connection,
        list.filter((c) => key(c) !== key(channel)),
      );
      return 'ok';
    },
    subscriptionList(connection) {
      return subscriptions.get(connection) ?? [];
    },
    onSubscribed(connection, channel) {
      events.push(`subscribed ${key(channel)}`);
      if (channel.type === 'heartbeat')
        connection.send({ channel: 'heartbeat', payload: { timestamp: '2025-11-21T10:15:30.123456789Z' } });
    },
    onOpen(connection) {
      events.push(`open ${connection.principal.subject}`);
    },
    onClose(connection, code) {
      subscriptions.delete(connection);
      events.push(`close ${code}`);
    },
  };
}

export interface Running {
  app: ApiServer;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `ws://127.0.0.1:<port>/ws` */
  wsUrl: string;
  close(): Promise<void>;
}

/** The test app listening on a free port of 127.0.0.1. */
export async function start(
  options: { [K in keyof ApiServerOptions]?: ApiServerOptions[K] | undefined } = {},
): Promise<Running> {
  // `stream: undefined` means a server without stream handlers; leaving it out means the test ones. The same for `control`.
  const stream = 'stream' in options ? options.stream : testStreamHandlers();
  const control = 'control' in options ? options.control : testControlHandlers();
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<ApiServerOptions>;
  const app = createApiServer({
    handlers: testHandlers(),
    verifyToken: (token) => TOKENS[token],
    ...defined,
    ...(stream ? { stream } : {}),
    ...(control ? { control } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  const origin = `http://127.0.0.1:${address.port}`;
  return { app, origin, wsUrl: `ws://127.0.0.1:${address.port}/ws`, close: () => app.close() };
}

/** fetch, with the body parsed as JSON when there is one. */
export async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A JSON POST with the all-scopes token. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = ALL) {
  return call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
