import { describe, expect, it } from 'vitest';
import { loadBundledSpecs } from '../src/spec/document.js';
import { channelPlans, requiredScopes } from '../src/ws/channels.js';

const { asyncapi } = loadBundledSpecs();

describe('what the verifier subscribes to, read from the AsyncAPI bundle through its references', () => {
  it('plans every channel type the server streams, with the params of the client messages’ examples', () => {
    expect(channelPlans(asyncapi).map((plan) => [plan.type, plan.params, plan.message, plan.messagePointer])).toEqual([
      ['market_data', { market: 'BTCUSD' }, 'marketData', '#/channels/connection/messages/marketData'],
      ['market_data.top_of_book', { market: 'ETHUSD' }, 'topOfBook', '#/channels/connection/messages/topOfBook'],
      ['execution_data', { market: 'ETHUSD' }, 'executionData', '#/channels/connection/messages/executionData'],
      ['heartbeat', undefined, 'heartbeat', '#/channels/connection/messages/heartbeat'],
    ]);
  });

  it('plans one subscription per market asked for, for the channel types whose examples name a market', () => {
    expect(channelPlans(asyncapi, ['ETHUSD', 'BTCEUR']).map((plan) => [plan.type, plan.params])).toEqual([
      ['market_data', { market: 'ETHUSD' }],
      ['market_data', { market: 'BTCEUR' }],
      ['market_data.top_of_book', { market: 'ETHUSD' }],
      ['market_data.top_of_book', { market: 'BTCEUR' }],
      ['execution_data', { market: 'ETHUSD' }],
      ['execution_data', { market: 'BTCEUR' }],
      ['heartbeat', undefined],
    ]);
  });

  it('asks for the scope of the security scheme the servers reference', () => {
    expect(requiredScopes(asyncapi)).toEqual(['exchange:read_aggregated_marketdata_stream']);
  });

  it('follows the references on the way of a pointer that goes through them, as a message validator reports it', () => {
    expect(
      asyncapi.resolve(
        '#/channels/connection/messages/heartbeat/payload/properties/payload/properties/timestamp/maxLength',
      ),
    ).toBe(64);
    expect(() => asyncapi.resolve('#/channels/connection/messages/heartbeat/payload/properties/nothing')).toThrow(
      'specs/dist/asyncapi.json: no #/channels/connection/messages/heartbeat/payload/properties/nothing',
    );
  });
});
