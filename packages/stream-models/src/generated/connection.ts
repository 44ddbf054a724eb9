// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { ExecutionDataEvent, HeartbeatEvent, MarketDataEvent, TopOfBookEvent } from './models.js';

/** The OAuth2 scope the WebSocket handshake's bearer token must carry (the servers' `security`). */
export const STREAM_SCOPE = "exchange:read_aggregated_marketdata_stream";

/** The channel types one can subscribe to (`ChannelType`), in the spec's order. The enum is closed. */
export const CHANNEL_TYPES = ["market_data","market_data.top_of_book","execution_data","heartbeat"] as const;

/** The server message that carries each channel type's events: the one whose `channel` names it. */
export const CHANNEL_MESSAGES = {
  "market_data": "marketData",
  "market_data.top_of_book": "topOfBook",
  "execution_data": "executionData",
  "heartbeat": "heartbeat",
} as const;

/** The event of each channel type. */
export interface ChannelEvents {
  "market_data": MarketDataEvent;
  "market_data.top_of_book": TopOfBookEvent;
  "execution_data": ExecutionDataEvent;
  "heartbeat": HeartbeatEvent;
}

/**
 * The `maxLength` of every named string schema (by its title), so that what a server echoes or
 * quotes of a request stays within what the messages allow.
 */
export const STRING_MAX_LENGTHS = {
  "DateTime": 64,
  "Decimal": 64,
  "EchoedChannelType": 64,
  "EchoedMarket": 64,
  "ErrorMessageText": 1024,
  "MarketSymbol": 20,
  "TimestampMillis": 64,
  "TimestampNanos": 64,
} as const;
