import { describe, expectTypeOf, it } from 'vitest';
import {
  isMarketDataEvent,
  validateClientFrame,
  validateServerFrame,
  type ChannelResult,
  type ClientMessage,
  type ClientMessageName,
  type EchoedChannelParams,
  type ErrorCode,
  type ExecutionDataPayload,
  type MarketDataEvent,
  type MessageName,
  type PriceLevel,
  type ServerMessage,
  type SubscribeRequest,
  type SubscriptionListRequest,
  type UnsubscribeRequest,
} from '../src/index.js';
import { exampleOf } from './support/bundle.js';

// These run as tests but check at compile time: `pnpm lint` type-checks test/.
describe('the models', () => {
  it('type order-book prices as decimal strings', () => {
    expectTypeOf<MarketDataEvent['payload']['bids'][0]['price']>().toEqualTypeOf<string>();
    const event = exampleOf('marketData') as MarketDataEvent;
    expectTypeOf(event.payload.bids[0]).toEqualTypeOf<PriceLevel | undefined>();
    expectTypeOf(event.payload.bids[0]?.price).toEqualTypeOf<string | undefined>();
  });

  it('keep the property names of the wire', () => {
    expectTypeOf<ExecutionDataPayload>().toHaveProperty('executed_at');
    expectTypeOf<MarketDataEvent>().toHaveProperty('channel');
    expectTypeOf<MarketDataEvent['payload']>().toHaveProperty('type');
    // @ts-expect-error Modelina's camelCase name is not used
    expectTypeOf<ExecutionDataPayload>().toHaveProperty('executedAt');
    // @ts-expect-error Modelina's renamed `type` is not used
    expectTypeOf<SubscribeRequest>().toHaveProperty('reservedType');
  });

  it('are closed objects except the echoed params', () => {
    // @ts-expect-error no stray additionalProperties field
    expectTypeOf<PriceLevel>().toHaveProperty('additionalProperties');
    expectTypeOf<EchoedChannelParams['anything']>().toEqualTypeOf<unknown>();
    expectTypeOf<ChannelResult['error']>().toEqualTypeOf<ErrorCode | undefined>();
  });

  it('unite the messages each side sends', () => {
    expectTypeOf<ClientMessage>().toEqualTypeOf<SubscribeRequest | UnsubscribeRequest | SubscriptionListRequest>();
    expectTypeOf<ClientMessageName>().toEqualTypeOf<
      'subscribeRequest' | 'unsubscribeRequest' | 'subscriptionListRequest'
    >();
    expectTypeOf<MarketDataEvent>().toExtend<ServerMessage>();
    expectTypeOf<'marketData' | 'error' | 'subscribeRequest'>().toExtend<MessageName>();
  });
});

describe('the validators', () => {
  it('narrow a valid frame to its message type by its name', () => {
    const result = validateServerFrame(exampleOf('marketData'));
    if (result.ok && result.name === 'marketData') {
      expectTypeOf(result.message).toEqualTypeOf<MarketDataEvent>();
      expectTypeOf(result.message.payload.asks[0]?.amount).toEqualTypeOf<string | undefined>();
    }
    const request = validateClientFrame('{"type":"subscription_list"}');
    if (request.ok) expectTypeOf(request.message).toEqualTypeOf<ClientMessage>();
    else expectTypeOf(request.errors[0]?.pointer).toEqualTypeOf<string | undefined>();
  });

  it('narrow with the type guards', () => {
    const value: unknown = exampleOf('marketData');
    if (isMarketDataEvent(value)) expectTypeOf(value.payload.bids).toEqualTypeOf<PriceLevel[]>();
  });
});
