import { describe, expect, it } from 'vitest';
import {
  isErrorMessage,
  isHeartbeatEvent,
  isMarketDataEvent,
  isSubscribeRequest,
  validateClientFrame,
  validateMessage,
  validateServerFrame,
  type FrameError,
} from '../src/index.js';
import { exampleOf } from './support/bundle.js';

/** The errors of a refused frame, or a failure naming the message it was taken for. */
function errorsOf(
  result: ReturnType<typeof validateServerFrame> | ReturnType<typeof validateClientFrame>,
): FrameError[] {
  if (result.ok) throw new Error(`accepted as ${result.name}`);
  return result.errors;
}
const at = (pointer: string, keyword: string) => expect.objectContaining({ pointer, keyword });

describe('validateServerFrame', () => {
  it('refuses a price sent as a JSON number, pointing at the price', () => {
    const frame = exampleOf('marketData');
    frame['payload'].bids[0].price = 64010.5;
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/payload/bids/0/price', 'type')]);
  });

  it('refuses an event of an unknown channel, pointing at the channel', () => {
    const frame = { channel: 'order_updates', payload: {} };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/channel', 'discriminator')]);
  });

  it('refuses a millisecond timestamp where nanoseconds are due', () => {
    const frame = exampleOf('topOfBook');
    frame['payload'].timestamp = '2025-03-14T15:09:26.535Z';
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/payload/timestamp', 'pattern')]);
  });

  it('refuses a nanosecond timestamp where milliseconds are due', () => {
    const frame = exampleOf('marketData');
    frame['payload'].time = '2025-03-14T15:09:26.535123456Z';
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/payload/time', 'pattern')]);
  });

  it('refuses a well-shaped timestamp of a day that does not exist', () => {
    const frame = exampleOf('heartbeat');
    frame['payload'].timestamp = '2025-02-30T15:09:30.000000000Z';
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/payload/timestamp', 'format')]);
  });

  it('refuses an error message with an unknown error code, pointing at the code', () => {
    const frame = { type: 'error', error: 'I_AM_A_TEAPOT', message: 'no' };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/error', 'enum')]);
  });

  it('refuses an acknowledgement entry with an unknown error code', () => {
    const frame = exampleOf('subscribeResponse');
    frame['channels'][1] = { type: 'order_updates', success: false, error: 'NOPE' };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/channels/1/error', 'enum')]);
  });

  it('refuses a failed acknowledgement entry without an error code, pointing at the missing code', () => {
    const frame = { type: 'unsubscribe', channels: [{ type: 'heartbeat', success: false }] };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/channels/0/error', 'required')]);
  });

  it('refuses a successful acknowledgement entry with an error code', () => {
    const frame = { type: 'subscribe', channels: [{ type: 'heartbeat', success: true, error: 'NO_EFFECT_ACTION' }] };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/channels/0/error', 'false schema')]);
  });

  it('refuses a property the schema does not declare, pointing at the property', () => {
    const frame = exampleOf('executionData');
    frame['payload'].executedAt = frame['payload'].executed_at;
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/payload/executedAt', 'additionalProperties')]);
  });

  it('refuses raw text that is not JSON', () => {
    expect(errorsOf(validateServerFrame('{"channel":"heartbeat",'))).toEqual([at('', 'json')]);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(errorsOf(validateServerFrame(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual([at('', 'json')]);
  });

  it.each([[null], [42], ['"text"'], [[{ channel: 'heartbeat' }]]])('refuses %j, which is not an object', (frame) => {
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('', 'type')]);
  });

  it('refuses an object that names no message', () => {
    expect(errorsOf(validateServerFrame({ payload: {} }))).toEqual([at('', 'discriminator')]);
  });

  it('refuses a frame the client sends', () => {
    expect(errorsOf(validateServerFrame(exampleOf('subscriptionListRequest')))).toEqual([at('/channels', 'required')]);
  });
});

describe('validateClientFrame', () => {
  it('refuses a subscription to an unknown channel type, pointing at the entry type', () => {
    const frame = { type: 'subscribe', channels: [{ type: 'order_updates', params: { market: 'BTCUSD' } }] };
    expect(errorsOf(validateClientFrame(frame))).toEqual([at('/channels/0/type', 'enum')]);
  });

  it('refuses an unknown request type, pointing at the type', () => {
    expect(errorsOf(validateClientFrame({ type: 'subscribe_all' }))).toEqual([at('/type', 'discriminator')]);
  });

  it('refuses a subscribe request without channels', () => {
    expect(errorsOf(validateClientFrame({ type: 'subscribe', channels: [] }))).toEqual([at('/channels', 'minItems')]);
  });

  it('refuses a lower-case market symbol', () => {
    const frame = exampleOf('unsubscribeRequest');
    frame['channels'][0].params.market = 'btcusd';
    expect(errorsOf(validateClientFrame(frame))).toEqual([at('/channels/0/params/market', 'pattern')]);
  });

  it('refuses an event, which only the server sends', () => {
    expect(errorsOf(validateClientFrame(exampleOf('heartbeat')))).toEqual([at('', 'discriminator')]);
  });

  it('refuses raw text that is not JSON', () => {
    expect(errorsOf(validateClientFrame('subscribe please'))).toEqual([at('', 'json')]);
  });
});

describe('validateMessage', () => {
  it('checks a frame against the named message only', () => {
    const result = validateMessage('heartbeat', exampleOf('marketData'));
    expect(result.ok).toBe(false);
  });
});

describe('the type guards', () => {
  it('accept their own message and refuse others and broken ones', () => {
    const event = exampleOf('marketData');
    expect(isMarketDataEvent(event)).toBe(true);
    expect(isHeartbeatEvent(event)).toBe(false);
    expect(isErrorMessage(exampleOf('error'))).toBe(true);
    expect(isSubscribeRequest(exampleOf('subscribeRequest'))).toBe(true);
    event['payload'].asks[0].amount = 1;
    expect(isMarketDataEvent(event)).toBe(false);
  });
});
