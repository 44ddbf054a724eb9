// Real responses and frames of the sandbox, to mutate: a success response of every REST operation
// (a first and an empty last page of each list) and a frame of every message the server sends.
import demoData from '@dap/sandbox/demo-data.json' with { type: 'json' };
import type { StartedSandbox } from '@dap/sandbox';
import { deriveAddress } from '@dap/sandbox/internal';
import {
  SERVER_MESSAGE_NAMES,
  validateServerFrame,
  type ChannelReference,
  type ServerMessageName,
} from '@dap/stream-models';
import { WebSocket } from 'ws';
import { at, isObject, loadBundle, type Json } from './json.js';

const openapi = loadBundle('openapi.json');

export interface RestSample {
  /** Which response: the operationId, and for lists `first` or `last` page. */
  name: string;
  operationId: string;
  /** The pointer of the 200 response's schema in the bundle. */
  schemaPointer: string;
  body: Json;
}

/** The first example of a request body in the bundle: requests the spec itself shows. */
function requestExample(path: string, method: string): Json {
  const content = at(openapi, `/paths/${path.replaceAll('/', '~1')}/${method}/requestBody/content/application~1json`);
  const examples = isObject(content) && isObject(content['examples']) ? Object.values(content['examples']) : [];
  const first = examples[0];
  if (!isObject(first) || first['value'] === undefined)
    throw new Error(`specs/dist/openapi.json: no request example of ${method.toUpperCase()} ${path}`);
  return first['value'];
}

const schemaOf = (path: string, method: string) =>
  `/paths/${path.replaceAll('/', '~1')}/${method}/responses/200/content/application~1json/schema`;

export async function restSamples(server: StartedSandbox): Promise<RestSample[]> {
  const { clientId, clientSecret } = server.clients.full;
  const tokenResponse = await fetch(server.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  const token = (await tokenResponse.json()) as Json;
  const bearer = `Bearer ${isObject(token) ? String(token['access_token']) : ''}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: bearer, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`the sandbox answered ${method} ${path} with ${response.status}: ${text}`);
    return JSON.parse(text) as Json;
  };
  const nobody = deriveAddress('ETHEREUM', 'nobody-monitors-this');
  const sample = (name: string, operationId: string, path: string, method: string, body: Json): RestSample => ({
    name,
    operationId,
    schemaPointer: schemaOf(path, method),
    body,
  });
  return [
    sample('createToken', 'createToken', '/oauth2/token', 'post', token),
    sample(
      'createCryptoWithdrawal',
      'createCryptoWithdrawal',
      '/transfer/crypto-withdrawals',
      'post',
      await call('POST', '/transfer/crypto-withdrawals', requestExample('/transfer/crypto-withdrawals', 'post')),
    ),
    sample(
      'createDepositAddress',
      'createDepositAddress',
      '/transfer/deposit-addresses',
      'post',
      await call('POST', '/transfer/deposit-addresses', requestExample('/transfer/deposit-addresses', 'post')),
    ),
    sample(
      'createSandboxFiatDeposit',
      'createSandboxFiatDeposit',
      '/sandbox/fiat-deposits',
      'post',
      await call('POST', '/sandbox/fiat-deposits', requestExample('/sandbox/fiat-deposits', 'post')),
    ),
    sample(
      'listMonitoringAddresses first',
      'listMonitoringAddresses',
      '/rewards/monitor/address',
      'get',
      await call('GET', '/rewards/monitor/address?limit=3'),
    ),
    sample(
      'listMonitoringAddresses last',
      'listMonitoringAddresses',
      '/rewards/monitor/address',
      'get',
      await call('GET', `/rewards/monitor/address?address=${nobody}`),
    ),
    sample('listExecutions first', 'listExecutions', '/executions', 'get', await call('GET', '/executions?limit=3')),
    sample(
      'listExecutions last',
      'listExecutions',
      '/executions',
      'get',
      await call('GET', '/executions?profile_id=nobody'),
    ),
    sample(
      'getAccount',
      'getAccount',
      '/identity/accounts/{id}',
      'get',
      await call('GET', `/identity/accounts/${demoData.accounts[0]!.id}`),
    ),
  ];
}

export interface FrameSample {
  /** The message, and for `market_data` which of SNAPSHOT and UPDATE. */
  label: string;
  name: ServerMessageName;
  frame: Json;
  /** For an acknowledgement: the channels of the request it answers. */
  request?: ChannelReference[];
}

const SUBSCRIBE: ChannelReference[] = [
  { type: 'market_data', params: { market: 'BTCUSD' } },
  { type: 'market_data.top_of_book', params: { market: 'BTCUSD' } },
  { type: 'execution_data', params: { market: 'BTCUSD' } },
  { type: 'heartbeat' },
  { type: 'execution_data', params: { market: 'NOSUCH' } }, // refused: an entry with `error`
];
const UNSUBSCRIBE: ChannelReference[] = [
  { type: 'market_data', params: { market: 'BTCUSD' } },
  { type: 'market_data', params: { market: 'ETHUSD' } }, // not subscribed: NO_EFFECT_ACTION
];

/**
 * A frame of every message the server sends, from one real connection: a subscribe that partly
 * fails, the events that follow (a SNAPSHOT and an UPDATE), the subscription list, an unsubscribe
 * that partly fails, and the error frame answering text that is not JSON.
 */
export async function frameSamples(server: StartedSandbox, timeoutMs = 20_000): Promise<FrameSample[]> {
  const { clientId, clientSecret } = server.clients.full;
  const tokenResponse = await fetch(server.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const socket = new WebSocket(server.wsUrl, { headers: { authorization: `Bearer ${token}` } });
  const samples = new Map<string, FrameSample>();
  const waiters: Array<{ done: () => boolean; resolve: () => void }> = [];
  let refused: string | undefined;
  socket.on('message', (data) => {
    const text = data.toString();
    const result = validateServerFrame(text);
    if (!result.ok) {
      refused ??= text;
      for (const waiter of waiters) waiter.resolve();
      return;
    }
    const frame = JSON.parse(text) as Json;
    const label =
      result.name === 'marketData' && isObject(frame) && isObject(frame['payload'])
        ? `marketData ${String(frame['payload']['type'])}`
        : result.name;
    const request =
      result.name === 'subscribeResponse' ? SUBSCRIBE : result.name === 'unsubscribeResponse' ? UNSUBSCRIBE : undefined;
    if (!samples.has(label)) samples.set(label, { label, name: result.name, frame, ...(request ? { request } : {}) });
    for (const waiter of waiters.filter((w) => w.done())) waiter.resolve();
  });
  const seen = async (...labels: string[]) => {
    await new Promise<void>((resolve, reject) => {
      const done = () => refused !== undefined || labels.every((l) => samples.has(l));
      if (done()) return resolve();
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${labels.filter((l) => !samples.has(l)).join(', ')} frame from the sandbox within ${timeoutMs} ms`,
            ),
          ),
        timeoutMs,
      );
      waiters.push({ done, resolve: () => (clearTimeout(timer), resolve()) });
    });
    if (refused !== undefined) throw new Error(`the sandbox sent a frame its own spec refuses: ${refused}`);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', channels: SUBSCRIBE }));
    await seen(
      'subscribeResponse',
      'marketData SNAPSHOT',
      'marketData UPDATE',
      'topOfBook',
      'executionData',
      'heartbeat',
    );
    socket.send(JSON.stringify({ type: 'subscription_list' }));
    await seen('subscriptionListResponse');
    socket.send(JSON.stringify({ type: 'unsubscribe', channels: UNSUBSCRIBE }));
    await seen('unsubscribeResponse');
    socket.send('{not json');
    await seen('error');
  } finally {
    socket.terminate();
  }
  const list = [...samples.values()];
  const missing = SERVER_MESSAGE_NAMES.filter((name) => !list.some((s) => s.name === name));
  if (missing.length > 0) throw new Error(`no frame of ${missing.join(', ')} from the sandbox`);
  return list;
}
