// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { TickEvent } from './models.js';

/** The OAuth2 scope the WebSocket handshake's bearer token must carry (the servers' `security`). */
export const STREAM_SCOPE = "golden:stream";

/** The path the local sandbox serves WebSocket upgrades at (the `local` server's `pathname`). */
export const LOCAL_STREAM_PATH = "/stream";

/**
 * The subprotocol a browser offers, with its token as a second one, where it cannot send
 * `Authorization` on the handshake (`x-subprotocol` of the servers' browser token scheme); the
 * only one the server answers, so the token is never echoed.
 */
export const STREAM_SUBPROTOCOL = "golden.stream";

/** The prefix of the subprotocol carrying the access token, base64url-encoded (`x-token-subprotocol-prefix`). */
export const TOKEN_PROTOCOL_PREFIX = "golden.bearer.";

/** The channel types one can subscribe to (`ChannelType`), in the spec's order. The enum is closed. */
export const CHANNEL_TYPES = ["tick"] as const;

/** The announcement of a deprecated channel type: the day of its deprecation, its sunset (`YYYY-MM-DD`) and what replaces it. */
export interface ChannelDeprecationNotice {
  readonly deprecatedAt: string;
  /** The first day the channel type may be removed. */
  readonly sunset: string;
  readonly replacedBy: string;
}

/**
 * The deprecated channel types (`x-deprecated-enum-values` of `ChannelType`), each with its
 * announcement: the server sends it in a successful subscribe's result (`deprecation`).
 */
export const CHANNEL_DEPRECATIONS: Readonly<Partial<Record<(typeof CHANNEL_TYPES)[number], ChannelDeprecationNotice>>> = {
  "tick": {
    deprecatedAt: "2026-01-01",
    sunset: "2026-06-01",
    replacedBy: "the tock channel",
  },
};

/** The server message that carries each channel type's events: the one whose `channel` names it. */
export const CHANNEL_MESSAGES = {
  "tick": "tick",
} as const;

/** The event of each channel type. */
export interface ChannelEvents {
  "tick": TickEvent;
}

/** The limits of one connection (`x-limits`), which the server enforces. */
export const CONNECTION_LIMITS = {
  /** Largest frame the server reads. (bytes) */
  maxFrameBytes: 4096,
  /** Frames a connection may send at once. (frames) */
  requestBurst: 10,
} as const;

/**
 * The close codes the server sends (`x-close-codes`), by name: the code, and whether a client
 * should reconnect (with backoff) after it rather than report the failure; and, for a code sent for
 * several causes, the close reasons that tell them apart (`reasons`, by name: the exact text).
 */
export const CLOSE_CODES = {
  /** The server shuts down. */
  GOING_AWAY: { code: 1001, reconnect: true },
  /** A frame larger than `maxFrameBytes`. */
  FRAME_TOO_LARGE: { code: 1009, reconnect: false },
} as const;

/** The name of a close code the server sends. */
export type CloseCodeName = keyof typeof CLOSE_CODES;

/**
 * The `maxLength` of every named string schema (by its title), so that what a server echoes or
 * quotes of a request stays within what the messages allow.
 */
export const STRING_MAX_LENGTHS = {
  "PingNote": 8,
} as const;
