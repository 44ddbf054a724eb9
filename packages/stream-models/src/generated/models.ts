// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';

/**
 * Acknowledgement of a subscribe request; one result per requested channel.
 */
export interface SubscribeResponse {
  type: SubscribeType;
  /**
   * One result per requested channel, in request order.
   */
  channels: ChannelResult[];
}

export type SubscribeType = "subscribe";

export interface ChannelResult {
  /**
   * The channel `type` exactly as the client sent it. Not restricted to the known channel types, because an unknown type is echoed too (with `error` `UNKNOWN_CHANNEL`). At most 64 characters: a request entry whose `type` is longer cannot be echoed, so the whole request is answered with an error message (`MALFORMED_REQUEST`).
   */
  type: string;
  params?: EchoedChannelParams;
  /**
   * Whether the action succeeded for this channel.
   */
  success: boolean;
  error?: ErrorCode;
  deprecation?: ChannelDeprecation;
}

/**
 * The `params` exactly as the client sent them, so a client can match the result to its request entry. Not restricted, because invalid params are echoed too (with `error` `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`).
 */
export interface EchoedChannelParams {
  /**
   * The `market` exactly as the client sent it; at most 64 characters (a request entry whose `market` is longer is answered like one whose `type` is too long).
   */
  market?: string;
  [key: string]: unknown;
}

/**
 * WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,
 * like the REST problem types, and new ones may be added without a major version; treat an
 * unknown code as a failure of the request it answers (a default branch).
 * - `UNKNOWN_ACTION`: the request `type` is not recognized.
 * - `INTERNAL_SERVER_ERROR`: unexpected server error.
 * - `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.
 * - `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription
 *   or unsubscribing from a channel that is not subscribed.
 * - `UNKNOWN_CHANNEL`: the channel type is not recognized.
 * - `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.
 * - `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the
 *   server closes it with 1008 right after.
 */
export type ErrorCode = "UNKNOWN_ACTION" | "INTERNAL_SERVER_ERROR" | "MALFORMED_REQUEST" | "NO_EFFECT_ACTION" | "UNKNOWN_CHANNEL" | "UNKNOWN_CHANNEL_PARAMS_CONFIGURATION" | "TOO_MANY_REQUESTS" | UnknownEnumValue;

/**
 * The announcement of a deprecated channel type, sent in the successful `subscribe` result of that channel (the WebSocket's counterpart of REST's `Deprecation` and `Sunset` headers). Channel types are deprecated under `x-deprecated-enum-values` of `ChannelType`; move to `replaced_by` before `sunset`.
 */
export interface ChannelDeprecation {
  /**
   * The day the channel type was deprecated (`YYYY-MM-DD`, its `x-deprecated-at`): the date a REST answer sends as `Deprecation` (RFC 9745).
   */
  deprecated_at: string;
  /**
   * The first day the channel type may be removed (`YYYY-MM-DD`, its `x-sunset`): the date a REST answer sends as `Sunset` (RFC 8594).
   */
  sunset: string;
  /**
   * What to subscribe to instead (its `x-replaced-by`): a channel type or a sentence.
   */
  replaced_by: string;
}

/**
 * Subscribe to the listed channels.
 */
export interface SubscribeRequest {
  type: SubscribeType;
  /**
   * The channels a request applies to; at least one.
   */
  channels: ChannelReference[];
}

/**
 * A channel, identified by its type and params, as sent in requests and listed by `subscription_list`.
 */
export interface ChannelReference {
  type: ChannelType;
  params?: ChannelParams;
}

/**
 * A channel that can be subscribed to. **Closed** (`x-extensible-enum: false`): clients name
 * the channels they subscribe to and type each channel's events by it, and `subscription_list`
 * replies list channel types; a new channel type comes with a new major version.
 * - `market_data`: order-book snapshot, then incremental updates (needs `params.market`).
 * - `market_data.top_of_book`: best bid and best ask (needs `params.market`).
 * - `execution_data`: trade executions (needs `params.market`).
 * - `heartbeat`: logical liveness signal (no params).
 *
 * A deprecated channel type is listed under `x-deprecated-enum-values` with its dates and
 * replacement; subscribing to it succeeds until its sunset, and the acknowledgement carries
 * them (`deprecation` of its result).
 */
export type ChannelType = "market_data" | "market_data.top_of_book" | "execution_data" | "heartbeat";

/**
 * Parameters of a channel subscription. `market_data`, `market_data.top_of_book` and
 * `execution_data` need `market`; `heartbeat` takes no params (omit `params` or send `{}`).
 * Missing or invalid params are not a schema-level rule: the server reports them per entry with
 * `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`. The interface document does not show the params of
 * `market_data.top_of_book` and `heartbeat`; this is a decision of this contract.
 */
export interface ChannelParams {
  /**
   * Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.
   * @example BTCUSD
   */
  market?: string;
}

/**
 * Acknowledgement of an unsubscribe request; one result per requested channel.
 */
export interface UnsubscribeResponse {
  type: UnsubscribeType;
  /**
   * One result per requested channel, in request order.
   */
  channels: ChannelResult[];
}

export type UnsubscribeType = "unsubscribe";

/**
 * Remove the listed subscriptions.
 */
export interface UnsubscribeRequest {
  type: UnsubscribeType;
  /**
   * The channels a request applies to; at least one.
   */
  channels: ChannelReference[];
}

/**
 * The subscriptions active on this connection (no `success` field); empty when none.
 */
export interface SubscriptionListResponse {
  type: SubscriptionListType;
  /**
   * Channel references.
   */
  channels: ChannelReference[];
}

export type SubscriptionListType = "subscription_list";

/**
 * Ask for the subscriptions active on this connection.
 */
export interface SubscriptionListRequest {
  type: SubscriptionListType;
}

/**
 * Event of the `market_data` channel.
 */
export interface MarketDataEvent {
  channel: MarketDataChannel;
  payload: MarketDataPayload;
}

export type MarketDataChannel = "market_data";

/**
 * Order-book snapshot or update for one market.
 */
export interface MarketDataPayload {
  /**
   * Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.
   * @example BTCUSD
   */
  market: string;
  type: MarketDataType;
  /**
   * RFC 3339 date-time with millisecond precision (exactly three fractional digits); at most 64 characters.
   * @example 2025-03-14T15:09:26.535Z
   */
  time: string;
  /**
   * Price levels of one side of the book; bids best (highest) price first, asks best (lowest) price first.
   */
  bids: PriceLevel[];
  /**
   * Price levels of one side of the book; bids best (highest) price first, asks best (lowest) price first.
   */
  asks: PriceLevel[];
}

/**
 * **Closed** (`x-extensible-enum: false`): a consumer replaces or patches its book by this
 * value, so a new one comes with a new major version.
 * - `SNAPSHOT`: the full book; sent once, first, after subscribing.
 * - `UPDATE`: changed levels only; a level with `amount` `"0"` is removed.
 */
export type MarketDataType = "SNAPSHOT" | "UPDATE";

/**
 * One price level of the order book: the total amount available at a price. In a `market_data` `UPDATE`, an `amount` of `"0"` removes the level.
 */
export interface PriceLevel {
  /**
   * Non-negative decimal number as a string, never a JSON number; at most 64 characters.
   * @example 64010.50, 0
   */
  price: string;
  /**
   * Non-negative decimal number as a string, never a JSON number; at most 64 characters.
   * @example 64010.50, 0
   */
  amount: string;
}

/**
 * Event of the `market_data.top_of_book` channel.
 */
export interface TopOfBookEvent {
  channel: TopOfBookChannel;
  payload: TopOfBookPayload;
}

export type TopOfBookChannel = "market_data.top_of_book";

/**
 * Best bid and best ask of one market.
 */
export interface TopOfBookPayload {
  /**
   * Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.
   * @example BTCUSD
   */
  market: string;
  type: TopOfBookType;
  /**
   * RFC 3339 date-time with nanosecond precision (exactly nine fractional digits); at most 64 characters.
   * @example 2025-03-14T15:09:26.535123456Z
   */
  timestamp: string;
  /**
   * The best level of one side of the book; empty when that side is empty.
   */
  bids: PriceLevel[];
  /**
   * The best level of one side of the book; empty when that side is empty.
   */
  asks: PriceLevel[];
}

export type TopOfBookType = "TOP_OF_BOOK";

/**
 * Event of the `execution_data` channel.
 */
export interface ExecutionDataEvent {
  channel: ExecutionDataChannel;
  payload: ExecutionDataPayload;
}

export type ExecutionDataChannel = "execution_data";

/**
 * One trade execution.
 */
export interface ExecutionDataPayload {
  /**
   * Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.
   * @example BTCUSD
   */
  market: string;
  /**
   * Non-negative decimal number as a string, never a JSON number; at most 64 characters.
   * @example 64010.50, 0
   */
  price: string;
  /**
   * Non-negative decimal number as a string, never a JSON number; at most 64 characters.
   * @example 64010.50, 0
   */
  amount: string;
  /**
   * RFC 3339 date-time; the precision is not fixed; at most 64 characters.
   * @example 2025-03-14T15:09:27.004Z
   */
  executed_at: string;
}

/**
 * Event of the `heartbeat` channel.
 */
export interface HeartbeatEvent {
  channel: HeartbeatChannel;
  payload: HeartbeatPayload;
}

export type HeartbeatChannel = "heartbeat";

/**
 * Heartbeat content.
 */
export interface HeartbeatPayload {
  /**
   * RFC 3339 date-time with nanosecond precision (exactly nine fractional digits); at most 64 characters.
   * @example 2025-03-14T15:09:26.535123456Z
   */
  timestamp: string;
}

/**
 * Reply to a frame that cannot be tied to a request (malformed JSON, unknown `type`), or to the frame that exceeds the connection's request rate.
 */
export interface ErrorMessage {
  type: ErrorType;
  error: ErrorCode;
  /**
   * Human-readable explanation, at most 1024 characters (what it quotes of the request is cut short). Not stable; rely on `error`.
   */
  message: string;
}

export type ErrorType = "error";

/** Messages the client sends, by message name: those of `receive` operations (and replies to `send` operations). */
export interface ClientMessages {
  subscribeRequest: SubscribeRequest;
  unsubscribeRequest: UnsubscribeRequest;
  subscriptionListRequest: SubscriptionListRequest;
}

/** Messages the server sends, by message name: those of `send` operations and replies to `receive` operations. */
export interface ServerMessages {
  subscribeResponse: SubscribeResponse;
  unsubscribeResponse: UnsubscribeResponse;
  subscriptionListResponse: SubscriptionListResponse;
  marketData: MarketDataEvent;
  topOfBook: TopOfBookEvent;
  executionData: ExecutionDataEvent;
  heartbeat: HeartbeatEvent;
  error: ErrorMessage;
}

/** Every message, by message name. */
export interface Messages extends ClientMessages, ServerMessages {}

/** Any message the client sends. */
export type ClientMessage = SubscribeRequest | UnsubscribeRequest | SubscriptionListRequest;

/** Any message the server sends. */
export type ServerMessage = SubscribeResponse | UnsubscribeResponse | SubscriptionListResponse | MarketDataEvent | TopOfBookEvent | ExecutionDataEvent | HeartbeatEvent | ErrorMessage;

/** The name of a message the client sends. */
export type ClientMessageName = keyof ClientMessages;

/** The name of a message the server sends. */
export type ServerMessageName = keyof ServerMessages;

/** The name of any message. */
export type MessageName = keyof Messages;
