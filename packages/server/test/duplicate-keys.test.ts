// A key repeated in one object of a request: JSON.parse keeps the last value, other parsers the
// first, so the server refuses the request instead, a REST body with a 400 validation problem at
// the repeated member, a WebSocket frame with MALFORMED_REQUEST, and nothing is done either way.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@dap/test-support/ws';
import { PROBLEM_TYPES } from '../src/index.js';
import { countMembers, duplicateMemberIn } from '../src/json-members.js';
import { PROFILE_ID, postJson, seen, start, testStreamHandlers, type Running } from './support/app.js';
import { schemaErrors } from './support/spec.js';

let server: Running;
const events: string[] = [];
beforeAll(async () => {
  server = await start({ stream: testStreamHandlers(events) });
});
afterAll(() => server.close());

const withdrawal = `"profile_id":"${PROFILE_ID}","destination_address":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","asset":"ETH","crypto_network":"ETHEREUM"`;
const withdraw = (text: string) => postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, text);

/** The errors of a 400 validation-failed problem valid against the spec; the handler was not called. */
async function refused(text: string) {
  delete seen.body;
  const { status, headers, body } = await withdraw(text);
  expect(status, text).toBe(400);
  expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(body.type).toBe(PROBLEM_TYPES['validation-failed'].type);
  expect(schemaErrors('ValidationProblem', body)).toEqual([]);
  expect(seen.body, 'the handler ran').toBeUndefined();
  return { errors: body.meta.errors as { pointer: string; message: string }[], detail: body.detail as string };
}

describe('a REST body that repeats a key', () => {
  it('is answered 400 validation-failed at the repeated member, with a message naming the key, and the handler never runs', async () => {
    const { errors, detail } = await refused(`{${withdrawal},"amount":"0.1","amount":"1000"}`);
    expect(errors).toEqual([{ pointer: '/body/amount', message: expect.stringContaining('"amount"') }]);
    expect(detail).toContain('"amount"');
  });

  it('is refused whatever the depth, with the pointer of the nested member', async () => {
    const { errors } = await refused(`{${withdrawal},"amount":"0.1","metadata":{"a/b":"1","note":"x","a/b":"2"}}`);
    expect(errors.map((error) => error.pointer)).toEqual(['/body/metadata/a~1b']);
  });

  it('counts a key spelt with escapes as the same key, as every parser reads it', async () => {
    const { errors } = await refused(`{${withdrawal},"amount":"0.1","\\u0061mount":"2"}`);
    expect(errors.map((error) => error.pointer)).toEqual(['/body/amount']);
  });

  it('takes the same key in different objects, and strings that look like members', async () => {
    const body = `{${withdrawal},"amount":"0.1","memo":"\\"amount\\": \\"1\\"","metadata":{"amount":"x","asset":"y"}}`;
    delete seen.body;
    expect((await withdraw(body)).status).toBe(200);
    expect(seen.body).toMatchObject({ amount: '0.1', memo: '"amount": "1"', metadata: { amount: 'x' } });
  });
});

describe('a WebSocket frame that repeats a key', () => {
  const clients: Client[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
  });

  it('is answered MALFORMED_REQUEST naming the key, and subscribes nothing', async () => {
    const client = await Client.open(server.wsUrl, 'token-all');
    clients.push(client);
    const frames = [
      '{"type":"subscribe","type":"unsubscribe","channels":[{"type":"heartbeat"}]}',
      '{"type":"subscribe","channels":[{"type":"market_data","params":{"market":"BTCUSD","market":"ETHUSD"}}]}',
    ];
    for (const frame of frames) {
      const answer = await client.request(frame);
      expect(answer, frame).toMatchObject({ type: 'error', error: 'MALFORMED_REQUEST' });
      expect(answer.message).toMatch(/"(type|market)"/);
    }
    expect(await client.request({ type: 'subscription_list' })).toEqual({ type: 'subscription_list', channels: [] });
  });
});

describe('the duplicate check', () => {
  it('finds the repeated member of any object, and none where each object names its keys once', () => {
    const find = (text: string) => duplicateMemberIn(text, countMembers(JSON.parse(text)));
    expect(find('{"a":1,"b":[{"c":1},{"c":2,"d":{"e":1,"e":2}}]}')).toEqual({ path: ['b', 1, 'd', 'e'], key: 'e' });
    expect(find('[{"a":1},{"a":1}]')).toBeUndefined();
    expect(find('{"a":"\\":\\":","b" : {"a" :1}}')).toBeUndefined();
    expect(find('{ "x" : 1 ,\n "x"\t: 2 }')).toEqual({ path: ['x'], key: 'x' });
  });
});
