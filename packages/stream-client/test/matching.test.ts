import { describe, expect, it } from 'vitest';
import { channelKey, PendingRequests, type PendingRequest } from '../src/index.js';

interface Request extends PendingRequest {
  readonly id: string;
}

const btc = { type: 'market_data', params: { market: 'BTCUSD' } };
const eth = { type: 'market_data', params: { market: 'ETHUSD' } };
const heartbeat = { type: 'heartbeat' };

function request(id: string, type: Request['type'], channels: { type: string; params?: object }[] = []): Request {
  return { id, type, keys: channels.map(channelKey) };
}

describe('channelKey', () => {
  it('identifies a channel by its type and params, whatever the order of the params', () => {
    expect(channelKey({ type: 'x', params: { a: '1', b: '2' } })).toBe(
      channelKey({ type: 'x', params: { b: '2', a: '1' } }),
    );
    expect(channelKey(btc)).not.toBe(channelKey(eth));
    expect(channelKey(btc)).not.toBe(channelKey({ type: 'execution_data', params: { market: 'BTCUSD' } }));
  });

  it('takes absent params and empty params for the same channel', () => {
    expect(channelKey(heartbeat)).toBe(channelKey({ type: 'heartbeat', params: {} }));
  });
});

describe('PendingRequests', () => {
  it('answers an acknowledgement with the request whose entries it echoes, in order, not simply the oldest', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('a', 'subscribe', [btc, heartbeat]));
    pending.add(request('b', 'subscribe', [eth]));
    expect(pending.takeAcknowledged('subscribe', [{ ...eth, success: true }] as never)?.id).toBe('b');
    // Same channels in another order are another request.
    expect(pending.takeAcknowledged('subscribe', [heartbeat, btc])).toBeUndefined();
    expect(pending.takeAcknowledged('subscribe', [btc, heartbeat])?.id).toBe('a');
    expect(pending.size).toBe(0);
  });

  it('answers concurrent identical requests first in, first out', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('first', 'subscribe', [btc]));
    pending.add(request('second', 'subscribe', [btc]));
    expect(pending.takeAcknowledged('subscribe', [btc])?.id).toBe('first');
    expect(pending.takeAcknowledged('subscribe', [btc])?.id).toBe('second');
  });

  it('matches by message type: an unsubscribe acknowledgement never answers a subscribe', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('sub', 'subscribe', [btc]));
    pending.add(request('unsub', 'unsubscribe', [btc]));
    expect(pending.takeAcknowledged('unsubscribe', [btc])?.id).toBe('unsub');
    expect(pending.takeAcknowledged('unsubscribe', [btc])).toBeUndefined();
    expect(pending.takeAcknowledged('subscribe', [btc])?.id).toBe('sub');
  });

  it('matches echoed params exactly: another market or extra params is another request', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('btc', 'subscribe', [btc]));
    expect(
      pending.takeAcknowledged('subscribe', [{ type: 'market_data', params: { market: 'BTCUSD', depth: 1 } }]),
    ).toBeUndefined();
    expect(
      pending.takeAcknowledged('subscribe', [{ type: 'market_data', params: { market: 'btcusd' } }]),
    ).toBeUndefined();
    expect(pending.takeAcknowledged('subscribe', [{ type: 'market_data' }])).toBeUndefined();
    expect(pending.size).toBe(1);
  });

  it('answers a subscription_list reply with the oldest subscription_list, skipping other requests', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('sub', 'subscribe', [btc]));
    pending.add(request('list1', 'subscription_list'));
    pending.add(request('list2', 'subscription_list'));
    expect(pending.takeList()?.id).toBe('list1');
    expect(pending.takeList()?.id).toBe('list2');
    expect(pending.takeList()).toBeUndefined();
  });

  it('gives an error frame to the oldest waiting request of any type', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('list', 'subscription_list'));
    pending.add(request('sub', 'subscribe', [btc]));
    expect(pending.takeOldest()?.id).toBe('list');
    expect(pending.takeOldest()?.id).toBe('sub');
    expect(pending.takeOldest()).toBeUndefined();
  });

  it('hands back every waiting request, oldest first, when the connection closes', () => {
    const pending = new PendingRequests<Request>();
    pending.add(request('1', 'subscribe', [btc]));
    pending.add(request('2', 'subscription_list'));
    expect(pending.takeAll().map((r) => r.id)).toEqual(['1', '2']);
    expect(pending.size).toBe(0);
  });
});
