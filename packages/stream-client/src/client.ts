/**
 * `StreamClient`: the streaming WebSocket of the platform, on `ws`. This file is the façade: what the
 * caller sees (calls, events, iterators), wired to the parts that do the work. options.ts checks the
 * options; connection/lifecycle.ts keeps the connection's life (connect, reconnect, the heartbeat
 * watchdog, close) and connection/connection.ts opens each connection; requests/incoming.ts routes
 * each frame (requests/codec.ts reads it); requests/requests.ts matches requests to their replies;
 * requests/channel-requests.ts makes the channel requests and applies their acknowledgements to
 * channels/subscriptions.ts; requests/streams.ts turns events into iterators; events/events.ts and
 * order-book/replay.ts give listeners their events, a market's SNAPSHOT first.
 */
import type { ChannelReference, ChannelType } from '@dap/stream-models';
import { deprecationWarnings } from './channels/deprecation.js';
import { requestEntries, Subscriptions, type SubscriptionResult } from './channels/subscriptions.js';
import { Connector } from './connection/connection.js';
import { ConnectionLifecycle } from './connection/lifecycle.js';
import { assertSupportedRuntime } from './connection/runtime.js';
import type { StreamClientState } from './connection/types.js';
import type { Listener } from './events/emitter.js';
import type { Logger } from '@dap/core';
import { logEvents } from './logging.js';
import { ClientEvents } from './events/events.js';
import type { EventStream } from './events/iterator.js';
import type { ChannelEvents, StreamClientEvents } from './events/types.js';
import { resolveOptions, type ConnectOptions, type StreamArgs, type StreamClientOptions } from './options.js';
import { BookReplay } from './order-book/replay.js';
import { ChannelRequests } from './requests/channel-requests.js';
import { IncomingFrames } from './requests/incoming.js';
import type { CallOptions, StreamOptions, SubscribeOptions } from './requests/options.js';
import { Requests } from './requests/requests.js';
import { ChannelStreams } from './requests/streams.js';
import type { EventOf, Subscription } from './requests/subscription.js';

export class StreamClient {
  readonly #events: ClientEvents;
  readonly #lifecycle: ConnectionLifecycle;
  readonly #subscriptions = new Subscriptions();
  readonly #channels: ChannelRequests;
  readonly #streams: ChannelStreams;
  readonly #logger: Logger | undefined;
  readonly #url: string;

  constructor(options: StreamClientOptions) {
    assertSupportedRuntime();
    const settings = resolveOptions(options);
    const replay = new BookReplay();
    const events = new ClientEvents(replay);
    // Made in a circle (the requests ask the lifecycle where the connection stands, the lifecycle
    // fails them when it is lost, its hooks call the parts made after it), used only once all are made.
    let lifecycle!: ConnectionLifecycle;
    let channels!: ChannelRequests;
    let incoming!: IncomingFrames;
    let streams!: ChannelStreams;
    const requests = new Requests({
      get state() {
        return lifecycle.state;
      },
      get socket() {
        return lifecycle.socket;
      },
      requestTimeoutMs: settings.requestTimeoutMs,
    });
    lifecycle = new ConnectionLifecycle({
      connector: new Connector(settings.connector),
      reconnect: settings.reconnect,
      heartbeatTimeoutMs: settings.heartbeatTimeoutMs,
      requests,
      events,
      hooks: {
        opened: (ws, reconnect, attempts, renewal) =>
          channels.restore({ reconnect, attempts, renewal }, (error) => lifecycle.drop(ws, error)),
        frame: (data, isBinary) => incoming.receive(data, isBinary),
        drained: (data, isBinary) => incoming.drained(data, isBinary),
        // The next connection's SNAPSHOTs start the books again; until then there is nothing to replay.
        lost: () => replay.clear(),
        finished: (error) => streams.end(error),
      },
    });
    const { watchdog } = lifecycle;
    channels = new ChannelRequests({
      requests,
      subscriptions: this.#subscriptions,
      replay,
      watchdog,
      events,
      autoHeartbeat: settings.autoHeartbeat,
    });
    incoming = new IncomingFrames({
      validate: settings.validate,
      requests,
      channels,
      replay,
      watchdog,
      events,
      subscribed: settings.logger && deprecationWarnings(settings.logger),
    });
    streams = new ChannelStreams({ connection: lifecycle, channels, subscriptions: this.#subscriptions, events });
    this.#events = events;
    this.#lifecycle = lifecycle;
    this.#logger = settings.logger;
    this.#url = settings.connector.url;
    if (settings.logger) logEvents(events, settings.logger, settings.connector.url);
    this.#channels = channels;
    this.#streams = streams;
  }

  /** `idle` → `connecting` → `open` (⇄ `reconnecting`) → `closing` → `closed`. */
  get state(): StreamClientState {
    return this.#lifecycle.state;
  }

  /** The subscriptions the server acknowledged (and that a reconnect restores), in subscription order. */
  get subscriptions(): ChannelReference[] {
    return this.#subscriptions.list();
  }

  /**
   * Listens to an event: a channel's events (`market_data`, …) or `open`, `reconnecting`,
   * `reconnected`, `close`, `error`. Returns the function that removes the listener. A `market_data`
   * listener sees each market's SNAPSHOT first, whenever it is attached (see order-book/replay.ts).
   */
  on<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    return this.#events.on(event, listener);
  }

  /** Listens to the next `event` only. Returns the function that removes the listener. */
  once<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    return this.#events.once(event, listener);
  }

  off<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): void {
    this.#events.off(event, listener);
  }

  /**
   * Opens the connection: gets a token, and sends it in the handshake. A 401 or 403 is tried once
   * more with a fresh token; then it rejects with `StreamAuthenticationError` / `StreamPermissionError`.
   * Other failures reject with `StreamConnectionError` or `StreamHandshakeError`; the first connection
   * is not retried (reconnecting is for connections that were open). After a failure `connect()` may
   * be called again.
   *
   * `signal` gives up: the call rejects with `StreamAbortError` (at once when the signal has already
   * aborted), and the attempt's socket is closed (unless another `connect()` still waits on it).
   */
  connect(options: ConnectOptions = {}): Promise<void> {
    if (this.#lifecycle.state === 'idle') this.#logger?.debug('stream connecting', { url: this.#url });
    return this.#lifecycle.connect(options.signal);
  }

  /**
   * Subscribes to channels in one request. Await it for one result per channel, in order
   * (`{ channel, success, error? }`), resolved by the acknowledgement that echoes exactly these
   * entries; with `throwOnError` it rejects with `StreamRequestError` when any channel failed. A
   * server error frame in reply rejects with `StreamServerError`; a request the contract refuses is
   * not sent and rejects with `StreamValidationError`.
   *
   * Or iterate it for the channels' events: `for await (const event of client.subscribe([...]))`.
   * The events are collected from this call on, so the iteration starts with each market's SNAPSHOT;
   * it fails with `StreamRequestError` when every channel failed, and leaving the loop unsubscribes
   * what this call subscribed (unless another iterator of the channel is open). Start iterating
   * right away or right after awaiting it: a subscription not iterated by then stops collecting.
   */
  subscribe<const Channels extends readonly ChannelReference[]>(
    channels: Channels,
    options: SubscribeOptions & StreamOptions = {},
  ): Subscription<EventOf<Channels>> {
    return this.#streams.subscribe<EventOf<Channels>>(requestEntries(channels), options);
  }

  /** Removes subscriptions; answered like `subscribe` (`NO_EFFECT_ACTION` for a channel that was not subscribed). */
  unsubscribe(channels: readonly ChannelReference[], options: SubscribeOptions = {}): Promise<SubscriptionResult[]> {
    return this.#channels.request('unsubscribe', requestEntries(channels), options);
  }

  /** The subscriptions the server holds for this connection. */
  subscriptionList(options: CallOptions = {}): Promise<ChannelReference[]> {
    return this.#channels.list(options);
  }

  /**
   * The events of one channel as an async iterator: `for await (const e of client.stream('market_data', { market: 'BTCUSD' }))`.
   * The first `next()` subscribes (unless the channel is subscribed already); leaving the loop
   * unsubscribes, when the iterator subscribed and no other iterator of the channel is open. A
   * `market_data` iteration starts with the market's SNAPSHOT. Events wait in a bounded buffer
   * (`bufferSize`, `overflow`). The iteration ends when the client closes, and fails with the error
   * that closed it.
   */
  stream<Type extends ChannelType>(type: Type, ...args: StreamArgs<Type>): EventStream<ChannelEvents[Type]> {
    const [params, options = {}] = args as [{ market: string } | undefined, StreamOptions | undefined];
    const channel: ChannelReference = params === undefined ? { type } : { type, params: { market: params.market } };
    return this.#streams.stream<Type>(channel, options);
  }

  /**
   * Closes the connection (1000 normal closure by default) and the client for good: no reconnect,
   * calls still waiting reject with `StreamClosedError`, iterators end.
   */
  close(code = 1000, reason = ''): Promise<void> {
    return this.#lifecycle.close(code, reason);
  }
}
