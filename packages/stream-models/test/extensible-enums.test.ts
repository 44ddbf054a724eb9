import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ERROR_CODES,
  isKnownErrorCode,
  type ChannelType,
  type ErrorCode,
  type KnownErrorCode,
  type MarketDataType,
  type UnknownEnumValue,
} from '../src/index.js';

// These run as tests but check at compile time: `pnpm lint` type-checks test/.
function assertNever(value: never): never {
  throw new Error(`unhandled ${String(value)}`);
}

/** Retries only what is worth retrying; a code a later version adds must land somewhere. */
function retryable(code: ErrorCode): boolean {
  switch (code) {
    case 'INTERNAL_SERVER_ERROR':
      return true;
    case 'UNKNOWN_ACTION':
    case 'MALFORMED_REQUEST':
    case 'NO_EFFECT_ACTION':
    case 'UNKNOWN_CHANNEL':
    case 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION':
      return false;
  }
  // @ts-expect-error: every listed code is handled, yet a code a later version adds is left (UnknownEnumValue)
  return assertNever(code);
}

function retryableWithDefault(code: ErrorCode): boolean {
  switch (code) {
    case 'INTERNAL_SERVER_ERROR':
      return true;
    default:
      return false;
  }
}

/** A closed enum (`x-extensible-enum: false`) is exhaustive without a default branch. */
function isFullBook(type: MarketDataType): boolean {
  switch (type) {
    case 'SNAPSHOT':
      return true;
    case 'UPDATE':
      return false;
  }
  return assertNever(type);
}

describe('an extensible enum (the WebSocket error codes)', () => {
  it('is typed as its listed values plus UnknownEnumValue, so a switch needs a default branch', () => {
    expectTypeOf<ErrorCode>().toEqualTypeOf<KnownErrorCode | UnknownEnumValue>();
    expectTypeOf<Exclude<ErrorCode, KnownErrorCode>>().toEqualTypeOf<UnknownEnumValue>();
    expect(retryable('INTERNAL_SERVER_ERROR')).toBe(true);
    expect(retryableWithDefault('NOT_YET_INVENTED' as ErrorCode)).toBe(false);
    expect(() => retryable('NOT_YET_INVENTED' as ErrorCode)).toThrow('unhandled NOT_YET_INVENTED');
  });

  it('lists its known values as a constant, and tells them apart with a guard', () => {
    expect(ERROR_CODES).toContain('NO_EFFECT_ACTION');
    expectTypeOf(ERROR_CODES).toEqualTypeOf<
      readonly [
        'UNKNOWN_ACTION',
        'INTERNAL_SERVER_ERROR',
        'MALFORMED_REQUEST',
        'NO_EFFECT_ACTION',
        'UNKNOWN_CHANNEL',
        'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
        'TOO_MANY_REQUESTS',
      ]
    >();
    const code = 'CHANNEL_RETIRED' as ErrorCode;
    if (isKnownErrorCode(code)) expectTypeOf(code).toEqualTypeOf<KnownErrorCode>();
    else expectTypeOf(code).toEqualTypeOf<UnknownEnumValue>();
    expect(isKnownErrorCode(code)).toBe(false);
    expect(isKnownErrorCode('UNKNOWN_CHANNEL')).toBe(true);
  });

  it('cannot be made from a string of your own without a cast', () => {
    // @ts-expect-error: a literal is not an UnknownEnumValue
    const made: UnknownEnumValue = 'CHANNEL_RETIRED';
    expect(made).toBe('CHANNEL_RETIRED');
  });
});

describe('a closed enum', () => {
  it('is its listed values only, so a switch over them is exhaustive', () => {
    expectTypeOf<MarketDataType>().toEqualTypeOf<'SNAPSHOT' | 'UPDATE'>();
    expectTypeOf<ChannelType>().toEqualTypeOf<
      'market_data' | 'market_data.top_of_book' | 'execution_data' | 'heartbeat'
    >();
    expect(isFullBook('SNAPSHOT')).toBe(true);
  });
});
