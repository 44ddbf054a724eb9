// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';

export interface PongReply {
  type: 'ping';
  sent_at: string;
}

/**
 * Asks the server for a pong.
 */
export interface PingRequest {
  type: PingType;
  /**
   * At most 8 characters (code points).
   */
  note?: string;
}

export type PingType = "ping";

export interface TickEvent {
  channel: TickChannel;
  payload: TickPayload;
}

export type TickChannel = "tick";

export interface TickPayload {
  /**
   * A decimal as a string; never *\/ a JSON number.
   * @example 1.50
   */
  price: string;
  side?: TickSide;
  extras?: TickExtras;
}

export type TickSide = "BUY" | "SELL";

export interface TickExtras {
  venue?: string;
  [key: string]: unknown;
}

export interface FailureMessage {
  type: FailureType;
  code: FailureCode;
}

export type FailureType = "failure";

export type FailureCode = "BAD" | "WORSE" | UnknownEnumValue;

/** Messages the client sends, by message name: those of `receive` operations (and replies to `send` operations). */
export interface ClientMessages {
  pingRequest: PingRequest;
}

/** Messages the server sends, by message name: those of `send` operations and replies to `receive` operations. */
export interface ServerMessages {
  pongReply: PongReply;
  tick: TickEvent;
  failure: FailureMessage;
}

/** Every message, by message name. */
export interface Messages extends ClientMessages, ServerMessages {}

/** Any message the client sends. */
export type ClientMessage = PingRequest;

/** Any message the server sends. */
export type ServerMessage = PongReply | TickEvent | FailureMessage;

/** The name of a message the client sends. */
export type ClientMessageName = keyof ClientMessages;

/** The name of a message the server sends. */
export type ServerMessageName = keyof ServerMessages;

/** The name of any message. */
export type MessageName = keyof Messages;
