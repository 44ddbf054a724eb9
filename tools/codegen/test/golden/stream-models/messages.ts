// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type {
  ClientMessageName,
  ServerMessageName,
  FailureMessage,
  PingRequest,
  PongReply,
  TickEvent,
} from './models.js';
import { validators } from './validators.js';

/** How frames name their message: discriminating property → its value → message name. */
export type Discriminators<Name extends string> = Readonly<Record<string, Readonly<Record<string, Name>>>>;

/** The messages the client sends, in operation order. */
export const CLIENT_MESSAGE_NAMES: readonly ClientMessageName[] = ["pingRequest"];

/** The messages the server sends, in operation order. */
export const SERVER_MESSAGE_NAMES: readonly ServerMessageName[] = ["pongReply", "tick", "failure"];

/** How a client frame names its message. */
export const CLIENT_DISCRIMINATORS: Discriminators<ClientMessageName> = {
  type: {
    ping: "pingRequest",
  },
};

/** How a server frame names its message. */
export const SERVER_DISCRIMINATORS: Discriminators<ServerMessageName> = {
  type: {
    ping: "pongReply",
    failure: "failure",
  },
  channel: {
    tick: "tick",
  },
};

/** Whether `value` is a valid `pingRequest` message (type `ping`). */
export function isPingRequest(value: unknown): value is PingRequest {
  return validators.pingRequest(value);
}

/** Whether `value` is a valid `pongReply` message (type `ping`). */
export function isPongReply(value: unknown): value is PongReply {
  return validators.pongReply(value);
}

/** Whether `value` is a valid `tick` message (channel `tick`). */
export function isTickEvent(value: unknown): value is TickEvent {
  return validators.tick(value);
}

/** Whether `value` is a valid `failure` message (type `failure`). */
export function isFailureMessage(value: unknown): value is FailureMessage {
  return validators.failure(value);
}
