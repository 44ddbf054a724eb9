// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type {
  ClientMessageName,
  ServerMessageName,
  ErrorMessage,
  ExecutionDataEvent,
  HeartbeatEvent,
  MarketDataEvent,
  SubscribeRequest,
  SubscribeResponse,
  SubscriptionListRequest,
  SubscriptionListResponse,
  TopOfBookEvent,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from './models.js';
import { validators } from './validators.js';

/** How frames name their message: discriminating property → its value → message name. */
export type Discriminators<Name extends string> = Readonly<Record<string, Readonly<Record<string, Name>>>>;

/** The messages the client sends, in operation order. */
export const CLIENT_MESSAGE_NAMES: readonly ClientMessageName[] = ["subscribeRequest", "unsubscribeRequest", "subscriptionListRequest"];

/** The messages the server sends, in operation order. */
export const SERVER_MESSAGE_NAMES: readonly ServerMessageName[] = ["subscribeResponse", "unsubscribeResponse", "subscriptionListResponse", "marketData", "topOfBook", "executionData", "heartbeat", "error"];

/** How a client frame names its message. */
export const CLIENT_DISCRIMINATORS: Discriminators<ClientMessageName> = {
  type: {
    subscribe: "subscribeRequest",
    unsubscribe: "unsubscribeRequest",
    subscription_list: "subscriptionListRequest",
  },
};

/** How a server frame names its message. */
export const SERVER_DISCRIMINATORS: Discriminators<ServerMessageName> = {
  type: {
    subscribe: "subscribeResponse",
    unsubscribe: "unsubscribeResponse",
    subscription_list: "subscriptionListResponse",
    error: "error",
  },
  channel: {
    market_data: "marketData",
    "market_data.top_of_book": "topOfBook",
    execution_data: "executionData",
    heartbeat: "heartbeat",
  },
};

/** Whether `value` is a valid `subscribeRequest` message (type `subscribe`). */
export function isSubscribeRequest(value: unknown): value is SubscribeRequest {
  return validators.subscribeRequest(value);
}

/** Whether `value` is a valid `unsubscribeRequest` message (type `unsubscribe`). */
export function isUnsubscribeRequest(value: unknown): value is UnsubscribeRequest {
  return validators.unsubscribeRequest(value);
}

/** Whether `value` is a valid `subscriptionListRequest` message (type `subscription_list`). */
export function isSubscriptionListRequest(value: unknown): value is SubscriptionListRequest {
  return validators.subscriptionListRequest(value);
}

/** Whether `value` is a valid `subscribeResponse` message (type `subscribe`). */
export function isSubscribeResponse(value: unknown): value is SubscribeResponse {
  return validators.subscribeResponse(value);
}

/** Whether `value` is a valid `unsubscribeResponse` message (type `unsubscribe`). */
export function isUnsubscribeResponse(value: unknown): value is UnsubscribeResponse {
  return validators.unsubscribeResponse(value);
}

/** Whether `value` is a valid `subscriptionListResponse` message (type `subscription_list`). */
export function isSubscriptionListResponse(value: unknown): value is SubscriptionListResponse {
  return validators.subscriptionListResponse(value);
}

/** Whether `value` is a valid `marketData` message (channel `market_data`). */
export function isMarketDataEvent(value: unknown): value is MarketDataEvent {
  return validators.marketData(value);
}

/** Whether `value` is a valid `topOfBook` message (channel `market_data.top_of_book`). */
export function isTopOfBookEvent(value: unknown): value is TopOfBookEvent {
  return validators.topOfBook(value);
}

/** Whether `value` is a valid `executionData` message (channel `execution_data`). */
export function isExecutionDataEvent(value: unknown): value is ExecutionDataEvent {
  return validators.executionData(value);
}

/** Whether `value` is a valid `heartbeat` message (channel `heartbeat`). */
export function isHeartbeatEvent(value: unknown): value is HeartbeatEvent {
  return validators.heartbeat(value);
}

/** Whether `value` is a valid `error` message (type `error`). */
export function isErrorMessage(value: unknown): value is ErrorMessage {
  return validators.error(value);
}
