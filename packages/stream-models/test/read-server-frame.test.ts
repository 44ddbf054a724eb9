import { describe, expect, it } from 'vitest';
import { readServerFrame, validateServerFrame, type FrameError, type ServerFrameResult } from '../src/index.js';
import { exampleOf } from './support/bundle.js';

function errorsOf(result: ServerFrameResult): FrameError[] {
  if (result.ok) throw new Error(`accepted as ${result.name}`);
  return result.errors;
}
const at = (pointer: string, keyword: string) => expect.objectContaining({ pointer, keyword });

describe('readServerFrame (what a client reads: the evolution rules)', () => {
  it('accepts fields this version does not know, at every depth, and leaves them in the message', () => {
    const frame = exampleOf('marketData');
    frame['sequence'] = 42;
    frame['payload'].venue = { id: 'X', weight: 1 };
    frame['payload'].bids[0].orders = 3;
    expect(validateServerFrame(frame).ok).toBe(false);
    const read = readServerFrame(JSON.stringify(frame));
    expect(read).toMatchObject({ ok: true, name: 'marketData' });
    expect(read.ok && read.message).toEqual(frame);
  });

  it('accepts an error code this version does not list, the error codes being extensible', () => {
    const frame = { type: 'error', error: 'RATE_LIMITED', message: 'slow down' };
    expect(errorsOf(validateServerFrame(frame))).toEqual([at('/error', 'enum')]);
    const read = readServerFrame(frame);
    expect(read.ok && read.name === 'error' && read.message.error).toBe('RATE_LIMITED');
  });

  it('accepts an unknown error code in an acknowledgement entry, and still requires it when success is false', () => {
    const frame = exampleOf('subscribeResponse');
    frame['channels'][1] = { type: 'order_updates', success: false, error: 'CHANNEL_RETIRED' };
    expect(readServerFrame(frame).ok).toBe(true);
    frame['channels'][1] = { type: 'order_updates', success: false };
    expect(errorsOf(readServerFrame(frame))).toEqual([at('/channels/1/error', 'required')]);
  });

  it('refuses a value of a closed enum this version does not list (SNAPSHOT and UPDATE only)', () => {
    const frame = exampleOf('marketData');
    frame['payload'].type = 'DELTA';
    expect(errorsOf(readServerFrame(frame))).toEqual([at('/payload/type', 'enum')]);
  });

  it('refuses a wrong type, a missing required field, and an extensible enum value that is not a string', () => {
    const price = exampleOf('marketData');
    price['payload'].bids[0].price = 64010.5;
    expect(errorsOf(readServerFrame(price))).toEqual([at('/payload/bids/0/price', 'type')]);
    const missing = exampleOf('heartbeat');
    delete missing['payload'].timestamp;
    expect(errorsOf(readServerFrame(missing))).toEqual([at('/payload/timestamp', 'required')]);
    expect(errorsOf(readServerFrame({ type: 'error', error: 7, message: 'x' }))).toEqual([at('/error', 'type')]);
  });

  it('refuses a message type this version does not know: new messages come only for new requests', () => {
    expect(errorsOf(readServerFrame({ channel: 'order_updates', payload: {} }))).toEqual([
      at('/channel', 'discriminator'),
    ]);
    expect(errorsOf(readServerFrame({ type: 'unsubscribe_all', channels: [] }))).toEqual([
      at('/type', 'discriminator'),
    ]);
  });

  it('keeps checking bounds and patterns, which only a major version may loosen', () => {
    const frame = exampleOf('topOfBook');
    frame['payload'].bids = [frame['payload'].bids[0], frame['payload'].bids[0]];
    expect(errorsOf(readServerFrame(frame))).toEqual([at('/payload/bids', 'maxItems')]);
  });
});
