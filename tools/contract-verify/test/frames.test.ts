import { describe, expect, it } from 'vitest';
import { loadBundledSpecs } from '../src/spec/document.js';
import { checkServerFrame } from '../src/ws/frames.js';

const { asyncapi } = loadBundledSpecs();
const HEARTBEAT = '#/channels/connection/messages/heartbeat/payload';
const ERROR = '#/channels/connection/messages/error/payload';
const BEAT = { channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000000000Z' } };

describe('checking the frames a deployment sends', () => {
  it('accepts a valid heartbeat and names its message', () => {
    const checked = checkServerFrame(
      asyncapi,
      JSON.stringify({ channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000000000Z' } }),
    );
    expect(checked).toMatchObject({ message: 'heartbeat', violations: [] });
  });

  it('reports a heartbeat timestamp without nanoseconds at its pointer and the pattern in the AsyncAPI document', () => {
    const checked = checkServerFrame(
      asyncapi,
      JSON.stringify({ channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000Z' } }),
    );
    expect(checked.message).toBe('heartbeat');
    expect(checked.violations).toEqual([
      {
        part: 'frame',
        pointer: '/payload/timestamp',
        schema: `${HEARTBEAT}/properties/payload/properties/timestamp/pattern`,
        message: expect.stringContaining('must match pattern'),
      },
    ]);
    expect(asyncapi.resolve(`${HEARTBEAT}/properties/payload/properties/timestamp/pattern`)).toEqual(
      expect.any(String),
    );
  });

  it('points at a missing property and at the required list that asks for it', () => {
    const checked = checkServerFrame(
      asyncapi,
      JSON.stringify({
        channel: 'market_data',
        payload: {
          market: 'BTCUSD',
          type: 'SNAPSHOT',
          time: '2025-03-14T15:09:26.535Z',
          bids: [{ price: 1, amount: '1' }],
        },
      }),
    );
    const pointers = checked.violations.map((v) => [v.pointer, v.schema]);
    expect(pointers).toContainEqual([
      '/payload/asks',
      '#/channels/connection/messages/marketData/payload/properties/payload/required',
    ]);
    expect(pointers).toContainEqual([
      '/payload/bids/0/price',
      '#/channels/connection/messages/marketData/payload/properties/payload/properties/bids/items/properties/price/type',
    ]);
  });

  it('reports text that is not JSON, and JSON that names no message the server sends', () => {
    expect(checkServerFrame(asyncapi, '{"channel":').violations).toEqual([
      expect.objectContaining({ part: 'frame', pointer: '', message: expect.stringContaining('JSON') }),
    ]);
    expect(checkServerFrame(asyncapi, '{"channel":"order_updates","payload":{}}').violations).toEqual([
      expect.objectContaining({
        pointer: '/channel',
        message: expect.stringContaining('names no message the server sends'),
      }),
    ]);
  });

  it('reports a field added to a closed payload as newer within the evolution rules, not as a violation', () => {
    const checked = checkServerFrame(
      asyncapi,
      JSON.stringify({ ...BEAT, payload: { ...BEAT.payload, region: 'eu-1' } }),
    );
    expect(checked.violations).toEqual([]);
    expect(checked.newer).toEqual([
      {
        part: 'frame',
        pointer: '/payload/region',
        schema: `${HEARTBEAT}/properties/payload/additionalProperties`,
        message: expect.stringMatching(/^field `region` added/),
      },
    ]);
    expect(asyncapi.resolve(`${HEARTBEAT}/properties/payload/additionalProperties`)).toBe(false);
  });

  it('reports a value an extensible enum does not list as newer, once, naming the value', () => {
    const checked = checkServerFrame(
      asyncapi,
      JSON.stringify({ type: 'error', error: 'RATE_LIMITED', message: 'slow down' }),
    );
    expect(checked).toMatchObject({ message: 'error', violations: [] });
    expect(checked.newer).toEqual([
      {
        part: 'frame',
        pointer: '/error',
        schema: `${ERROR}/properties/error/enum`,
        message: 'unknown value "RATE_LIMITED" of an extensible enum',
      },
    ]);
    expect(asyncapi.resolve(`${ERROR}/properties/error/x-extensible-enum`)).toBe(true);
  });

  it('still reports a value a closed enum does not list, and a wrong type beside a newer field, as violations', () => {
    const closed = checkServerFrame(
      asyncapi,
      JSON.stringify({
        channel: 'market_data',
        payload: { market: 'BTCUSD', type: 'DELTA', time: '2025-03-14T15:09:26.535Z', bids: [], asks: [] },
      }),
    );
    expect(closed.violations.map((v) => [v.pointer, v.schema])).toContainEqual([
      '/payload/type',
      '#/channels/connection/messages/marketData/payload/properties/payload/properties/type/enum',
    ]);
    expect(closed.newer).toEqual([]);
    const both = checkServerFrame(
      asyncapi,
      JSON.stringify({ type: 'error', error: 'RATE_LIMITED', message: 42, retry_in: 5 }),
    );
    expect(both.violations).toEqual([
      expect.objectContaining({ pointer: '/message', schema: `${ERROR}/properties/message/type` }),
    ]);
    expect(both.newer.map((n) => n.pointer).sort()).toEqual(['/error', '/retry_in']);
  });
});
