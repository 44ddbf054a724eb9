import type {
  ChannelDeprecationNotice,
  ChannelReference,
  CloseCodeName,
  ErrorCode,
  ServerMessage,
} from '@dap/stream-models';
import type { Principal } from '../types.js';

/** One open WebSocket connection, as stream handlers see it. */
export interface StreamConnection {
  /** Unique id of the connection (a UUID), for logs and subscription maps. */
  readonly id: string;
  /** Who opened it: the principal of the handshake's bearer token. */
  readonly principal: Principal;
  /** Whether the socket is open (sends to a closed connection are dropped). */
  readonly isOpen: boolean;
  /** Bytes queued but not yet sent: a slow consumer shows here first. */
  readonly bufferedAmount: number;
  /**
   * More than the contract's `maxQueuedBytes` is queued: a send now closes the connection with
   * 1013 (slow consumer) instead. Check it before an event that may be dropped (the next one makes
   * up for it) to drop it rather than lose the connection.
   */
  readonly congested: boolean;
  /**
   * Serialises one message and sends it; false when the connection is no longer open, or when it is
   * congested, which closes it with 1013 (slow consumer).
   */
  send(message: ServerMessage): boolean;
  /**
   * Sends text serialised beforehand: for fan-out, serialise an event once and send the same string
   * to every subscriber. The text must be a valid server message; nothing checks it here. False, and
   * a close with 1013, as for `send`.
   */
  sendRaw(text: string): boolean;
  /** Closes the connection (1000 normal closure by default). */
  close(code?: number, reason?: string): void;
  /** Closes the connection with the contract's close code of that name (`CLOSE_CODES`), unless it is closing already. */
  closeFor(name: CloseCodeName, reason: string): void;
  /** Drops the connection at once, without a close handshake (a peer that must not be waited for). */
  terminate(): void;
  /** Stops reading the peer's frames (backpressure on a client that sends faster than it is answered). */
  pause(): void;
  /** Reads the peer's frames again after `pause`. */
  resume(): void;
}

/**
 * The deprecated channel types, each with its announcement: by default the spec's
 * (`CHANNEL_DEPRECATIONS` of @dap/stream-models). A successful subscribe to one of them is
 * acknowledged with its `deprecation`.
 */
export type ChannelDeprecations = Readonly<Partial<Record<string, ChannelDeprecationNotice>>>;

/** The result of subscribing or unsubscribing one channel: `ok`, or the error code of the failure. */
export type ChannelOutcome = 'ok' | ErrorCode;

/**
 * What the server does with valid requests; the dispatcher has already checked each channel entry
 * (known type, `params` as the channel type needs them), so handlers see only well-formed channels.
 * A handler that throws makes that entry fail with INTERNAL_SERVER_ERROR (and is logged).
 */
export interface StreamHandlers {
  /** Adds a subscription: `ok`, `NO_EFFECT_ACTION` when already subscribed, `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION` for an unknown market, … */
  subscribe(connection: StreamConnection, channel: ChannelReference): ChannelOutcome | Promise<ChannelOutcome>;
  /** Removes a subscription: `ok`, or `NO_EFFECT_ACTION` when it was not subscribed. */
  unsubscribe(connection: StreamConnection, channel: ChannelReference): ChannelOutcome | Promise<ChannelOutcome>;
  /** The subscriptions active on the connection. */
  subscriptionList(connection: StreamConnection): readonly ChannelReference[] | Promise<readonly ChannelReference[]>;
  /**
   * Called for each channel subscribed successfully, after the acknowledgement was sent: where the
   * first data goes (a `market_data` SNAPSHOT must follow the ack, not precede it).
   */
  onSubscribed?(connection: StreamConnection, channel: ChannelReference): void | Promise<void>;
  /** Called when a connection is open (after the handshake). */
  onOpen?(connection: StreamConnection): void | Promise<void>;
  /** Called when a connection has closed, with the close code: drop its subscriptions here. */
  onClose?(connection: StreamConnection, code: number): void | Promise<void>;
}

/** The open connections, and closing them all (at shutdown). */
export interface StreamHub {
  /** The open connections. */
  readonly connections: ReadonlySet<StreamConnection>;
  /**
   * Closes every connection (1001 going away by default) and waits until they have closed, at most
   * `timeoutMs`; those still open then are terminated. `app.close()` calls it too.
   */
  closeAll(code?: number, reason?: string, timeoutMs?: number): Promise<void>;
  /**
   * Closes the open connections `matches` picks (by principal, say: a client whose access was
   * withdrawn) with `code` and `reason`, and says how many; the close handshakes complete on their
   * own. Those closing already are not counted.
   */
  closeWhere(matches: (connection: StreamConnection) => boolean, code: number, reason: string): number;
}
