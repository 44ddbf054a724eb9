/**
 * `StreamClient`: the streaming WebSocket of the platform, on `ws`. This file holds the connection's
 * life (connect, reconnect with backoff and resubscription, the heartbeat watchdog, close) and what
 * the caller sees (calls, events, iterators). Its parts: connection.ts opens a connection (token,
 * handshake), codec.ts reads and checks frames, requests.ts matches requests to their replies,
 * subscriptions.ts keeps what is subscribed, replay.ts gives late listeners their SNAPSHOT.
 */
import type { ChannelReference, ChannelType, MarketDataEvent } from '@dap/stream-models';
import type { RawData, WebSocket } from 'ws';
import { backoffDelay, isRecoverableClose, isRecoverableHandshakeStatus, resolveBackoffOptions, type BackoffOptions, type ResolvedBackoffOptions } from './backoff.js';
import { decodeFrame, frameText } from './codec.js';
import { Connector } from './connection.js';
import { TypedEmitter, type Listener } from './emitter.js';
import {
  StreamAbortError,
  StreamClosedError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
  StreamHeartbeatTimeoutError,
  StreamListenerError,
  StreamProtocolError,
  StreamRequestError,
  StreamServerError,
  StreamValidationError,
} from './errors.js';
import { EventIterator, type EventStream, type OverflowPolicy } from './iterator.js';
import { channelKey } from './matching.js';
import { BookReplay, type ReplayedListener } from './replay.js';
import { asStreamError, Requests } from './requests.js';
import { Subscription, type EventOf } from './subscription.js';
import { copyChannel, isObject, resultsOf, Subscriptions } from './subscriptions.js';
import {
  STREAM_SCOPE,
  type CallOptions,
  type ChannelEvents,
  type StreamClientEvents,
  type StreamClientState,
  type StreamParams,
  type SubscriptionResult,
  type TokenProvider,
  type TokenSource,
} from './types.js';

export type { CallOptions, TokenProvider, TokenRequest, TokenSource } from './types.js';

export interface ReconnectOptions extends BackoffOptions {
  /** Failed attempts in a row after which the client gives up and closes. Default: unlimited. */
  maxAttempts?: number;
  /** Source of jitter in [0, 1). Default `Math.random`; inject it in tests. */
  random?: () => number;
}

export interface StreamClientOptions {
  /** The WebSocket URL: `wss://ws.sandbox.example.com/`, or `ws://127.0.0.1:8080/ws` for the local sandbox. */
  url: string;
  /**
   * The bearer token sent in the handshake: a provider function, a `TokenSource` (asked for
   * `scope`), or a fixed token. It is asked again for each (re)connection.
   */
  token: TokenProvider | TokenSource | string;
  /** Scope asked of a `TokenSource`. Default `exchange:read_aggregated_marketdata_stream`. */
  scope?: string;
  /** Bound on waiting for each acknowledgement (including time spent waiting for a reconnect). Default 10 000 ms. */
  requestTimeoutMs?: number;
  /** Bound on getting a token and on the handshake, for each connection attempt. Default 10 000 ms. */
  connectTimeoutMs?: number;
  /** Reconnect after a recoverable loss (default on), with these backoff settings; `false` turns it off. */
  reconnect?: boolean | ReconnectOptions;
  /**
   * While `heartbeat` is subscribed, a connection that brings no heartbeat for this long is dropped
   * and reopened. Default 15 000 ms (three times the server's default 5 s interval); 0 turns it off.
   */
  heartbeatTimeoutMs?: number;
  /** Subscribe to `heartbeat` on connecting, so that the watchdog runs. Default false. */
  autoHeartbeat?: boolean;
  /**
   * Check every incoming frame against the AsyncAPI document as the evolution rules let it grow
   * (`readServerFrame`: fields this version does not know and unknown values of extensible enums are
   * accepted and kept). Default true; `false` only parses a frame and names its message.
   */
  validate?: boolean;
  /** Extra headers of the handshake request (`User-Agent`, …). `Authorization` is always the token's. */
  headers?: Readonly<Record<string, string>>;
}

export interface SubscribeOptions extends CallOptions {
  /**
   * Reject with `StreamRequestError` when any channel fails, instead of resolving with every result.
   * Default false.
   */
  throwOnError?: boolean;
}

export interface StreamOptions {
  /** Events held while the consumer is busy. Default 1000. */
  bufferSize?: number;
  /**
   * When the buffer is full: `'error'` ends the iteration with `StreamBufferOverflowError` (default;
   * right for `market_data`, where a lost update corrupts the book), `'drop-oldest'` drops the oldest event.
   */
  overflow?: OverflowPolicy;
  /** Bound on the subscription's acknowledgement. Default `requestTimeoutMs`. */
  timeoutMs?: number;
  /** Aborting ends the iteration with `StreamAbortError`. */
  signal?: AbortSignal;
}

const EVENT_OF_MESSAGE = {
  marketData: 'market_data',
  topOfBook: 'market_data.top_of_book',
  executionData: 'execution_data',
  heartbeat: 'heartbeat',
} as const;

const HEARTBEAT_KEY = channelKey({ type: 'heartbeat' });
const CLOSE_WAIT_MS = 2_000;

export class StreamClient {
  readonly #reconnect: (ResolvedBackoffOptions & { maxAttempts: number; random: () => number }) | undefined;
  readonly #heartbeatTimeoutMs: number;
  readonly #autoHeartbeat: boolean;
  readonly #validate: boolean;
  readonly #events: TypedEmitter<StreamClientEvents>;
  readonly #connector: Connector;
  readonly #requests: Requests;
  readonly #subscriptions = new Subscriptions();
  readonly #replay = new BookReplay();
  /** The `market_data` listeners as the emitter holds them, by the function the caller gave. */
  readonly #replayed = new Map<Listener<MarketDataEvent>, ReplayedListener>();

  #state: StreamClientState = 'idle';
  #ws: WebSocket | undefined;
  #connecting: Promise<void> | undefined;
  #closing: Promise<void> | undefined;
  /** Whether `heartbeat` is acknowledged on the current connection (the watchdog runs only then). */
  #heartbeatLive = false;
  #watchdog: NodeJS.Timeout | undefined;
  /** Why the client itself dropped the current connection (heartbeat timeout): it reconnects whatever the close code. */
  #dropCause: StreamError | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #attempt = 0;
  /** Open iterators per channel key, and the keys iterators subscribed (they unsubscribe when the last one ends). */
  readonly #iteratorRefs = new Map<string, number>();
  readonly #iteratorOwned = new Set<string>();
  readonly #iterators = new Set<EventIterator<unknown>>();

  constructor(options: StreamClientOptions) {
    if (typeof options.url !== 'string' || options.url === '') throw new StreamError('StreamClient: `url` is required');
    if (options.token === undefined || options.token === '') throw new StreamError('StreamClient: `token` is required');
    const requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs ?? 10_000);
    const connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs ?? 10_000);
    this.#heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 15_000;
    if (!(this.#heartbeatTimeoutMs >= 0)) throw new StreamError('StreamClient: `heartbeatTimeoutMs` must be ≥ 0');
    this.#autoHeartbeat = options.autoHeartbeat ?? false;
    this.#validate = options.validate ?? true;
    const reconnect = options.reconnect ?? true;
    if (reconnect !== false) {
      const settings = reconnect === true ? {} : reconnect;
      const maxAttempts = settings.maxAttempts ?? Infinity;
      if (!(maxAttempts >= 1)) throw new StreamError('StreamClient: `reconnect.maxAttempts` must be ≥ 1');
      this.#reconnect = { ...resolveBackoffOptions(settings), maxAttempts, random: settings.random ?? Math.random };
    }
    this.#connector = new Connector({ url: options.url, token: options.token, scope: options.scope ?? STREAM_SCOPE, connectTimeoutMs, headers: options.headers ?? {} });
    const client = this;
    this.#requests = new Requests({
      get state() {
        return client.#state;
      },
      get socket() {
        return client.#ws;
      },
      requestTimeoutMs,
    });
    this.#events = new TypedEmitter<StreamClientEvents>((event, error) => this.#listenerFailed(event, error));
  }

  /** `idle` → `connecting` → `open` (⇄ `reconnecting`) → `closing` → `closed`. */
  get state(): StreamClientState {
    return this.#state;
  }

  /** The subscriptions the server acknowledged (and that a reconnect restores), in subscription order. */
  get subscriptions(): ChannelReference[] {
    return this.#subscriptions.list();
  }

  /**
   * Listens to an event: a channel's events (`market_data`, …) or `open`, `reconnecting`,
   * `reconnected`, `close`, `error`. Returns the function that removes the listener. A `market_data`
   * listener sees each market's SNAPSHOT first, whenever it is attached (see replay.ts).
   */
  on<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    if (event !== 'market_data') return this.#events.on(event, listener);
    const given = listener as Listener<MarketDataEvent>;
    if (!this.#replayed.has(given)) {
      const replayed = this.#replay.replayed(given);
      this.#replayed.set(given, replayed);
      this.#events.on('market_data', replayed);
      // After the caller's synchronous code: a listener attached right after `await subscribe()` is primed before the next frame.
      queueMicrotask(() => {
        if (this.#replayed.get(given) !== replayed) return;
        try {
          replayed.prime();
        } catch (error) {
          this.#listenerFailed('market_data', error);
        }
      });
    }
    return () => this.off(event, listener);
  }

  /** Listens to the next `event` only. Returns the function that removes the listener. */
  once<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    const off = this.on(event, (value) => {
      off();
      listener(value);
    });
    return off;
  }

  off<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): void {
    if (event !== 'market_data') {
      this.#events.off(event, listener);
      return;
    }
    const replayed = this.#replayed.get(listener as Listener<MarketDataEvent>);
    if (!replayed) return;
    this.#replayed.delete(listener as Listener<MarketDataEvent>);
    this.#events.off('market_data', replayed);
  }

  /**
   * Opens the connection: gets a token, and sends it in the handshake. A 401 or 403 is tried once
   * more with a fresh token; then it rejects with `StreamAuthenticationError` / `StreamPermissionError`.
   * Other failures reject with `StreamConnectionError` or `StreamHandshakeError`; the first connection
   * is not retried (reconnecting is for connections that were open). After a failure `connect()` may
   * be called again.
   */
  connect(): Promise<void> {
    if (this.#state === 'open' || this.#state === 'reconnecting') return Promise.resolve();
    if (this.#state === 'closing' || this.#state === 'closed') return Promise.reject(new StreamClosedError('The client is closed'));
    this.#connecting ??= (async () => {
      this.#state = 'connecting';
      let ws: WebSocket;
      try {
        ws = await this.#connector.open();
      } catch (error) {
        if (this.#state === 'connecting') {
          this.#state = 'idle';
          this.#requests.failWaiting(asStreamError(error));
        }
        throw error;
      } finally {
        this.#connecting = undefined;
      }
      if (this.#state !== 'connecting') {
        // close() was called meanwhile.
        ws.terminate();
        throw new StreamClosedError('The client was closed while connecting');
      }
      this.#opened(ws, false);
    })();
    return this.#connecting;
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
  subscribe<const Channels extends readonly ChannelReference[]>(channels: Channels, options: SubscribeOptions & StreamOptions = {}): Subscription<EventOf<Channels>> {
    const entries = requestEntries(channels);
    let results: Promise<SubscriptionResult[]> | undefined;
    const events = this.#channelEvents<EventOf<Channels>>(entries, options, () => results!);
    results = this.#subscription('subscribe', entries, options);
    events.started();
    return new Subscription(results, events.iterator);
  }

  /** Removes subscriptions; answered like `subscribe` (`NO_EFFECT_ACTION` for a channel that was not subscribed). */
  unsubscribe(channels: readonly ChannelReference[], options: SubscribeOptions = {}): Promise<SubscriptionResult[]> {
    return this.#subscription('unsubscribe', requestEntries(channels), options);
  }

  /** The subscriptions the server holds for this connection. */
  subscriptionList(options: CallOptions = {}): Promise<ChannelReference[]> {
    return this.#requests.call<ChannelReference[]>('subscription_list', { type: 'subscription_list' }, [], options, (reply) => {
      // As the server sent them: fields this version does not know stay on each entry.
      if (reply.kind === 'list') return [...reply.channels];
      throw reply.kind === 'error' ? reply.error : new StreamProtocolError('Unexpected reply to subscription_list', reply);
    });
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
    const key = channelKey(channel);
    // Already subscribed: the iterator reads it, but leaves it subscribed when it ends (no results, nothing owned).
    const events = this.#channelEvents<ChannelEvents[Type]>([channel], options, () =>
      this.#subscriptions.has(key) ? Promise.resolve([]) : this.#subscription('subscribe', [channel], options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    );
    return events.iterator;
  }

  /**
   * Closes the connection (1000 normal closure by default) and the client for good: no reconnect,
   * calls still waiting reject with `StreamClosedError`, iterators end.
   */
  close(code = 1000, reason = ''): Promise<void> {
    if (this.#state === 'closed') return Promise.resolve();
    this.#closing ??= (async () => {
      this.#state = 'closing';
      clearTimeout(this.#reconnectTimer);
      this.#disarmWatchdog();
      const closed = new StreamClosedError('The client was closed');
      this.#requests.failWaiting(closed);
      this.#requests.failSent(closed);
      const ws = this.#ws;
      if (ws && ws.readyState !== ws.CLOSED) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => ws.terminate(), CLOSE_WAIT_MS);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close(code, reason);
        });
      }
      this.#ws = undefined;
      this.#finish(code, reason, undefined);
    })();
    return this.#closing;
  }

  // ---------------------------------------------------------------- iterators

  /**
   * An iterator of the events of `channels`, fed by listeners attached when it starts: at once when
   * `started()` is called (subscribe), else on the first `next()` (stream). `subscribed` gives the
   * subscription's results; the channels it subscribed are unsubscribed when the iteration ends and
   * no other iterator of them is open.
   */
  #channelEvents<Event>(
    channels: readonly ChannelReference[],
    options: StreamOptions,
    subscribed: () => Promise<SubscriptionResult[]>,
  ): { iterator: EventIterator<Event>; started(): void } {
    const keys = channels.map(channelKey);
    const wanted = new Set(keys);
    const offs: Array<() => void> = [];
    let onAbort: (() => void) | undefined;
    let attached = false;
    const attach = () => {
      if (attached) return;
      attached = true;
      for (const type of new Set(channels.map((c) => c.type))) {
        offs.push(
          this.on(type, (event: ChannelEvents[ChannelType]) => {
            const market = (event.payload as { market?: string }).market;
            if (wanted.has(channelKey(market === undefined ? { type } : { type, params: { market } }))) iterator.push(event as Event);
          }),
        );
      }
      this.#iterators.add(iterator as EventIterator<unknown>);
      for (const key of keys) this.#iteratorRefs.set(key, (this.#iteratorRefs.get(key) ?? 0) + 1);
      if (options.signal) {
        onAbort = () => iterator.fail(new StreamAbortError('The stream was aborted'));
        options.signal.addEventListener('abort', onAbort, { once: true });
      }
    };
    const iterator: EventIterator<Event> = new EventIterator<Event>({
      bufferSize: options.bufferSize ?? 1000,
      overflow: options.overflow ?? 'error',
      start: async () => {
        if (options.signal?.aborted) throw new StreamAbortError('The stream was aborted');
        if (this.#state === 'closing' || this.#state === 'closed') throw new StreamClosedError('The client is closed');
        attach();
        const results = await subscribed();
        const failed = results.filter((r) => !r.success && r.error !== 'NO_EFFECT_ACTION');
        if (failed.length === results.length && failed.length > 0) throw new StreamRequestError('subscribe', failed);
        for (const result of results) if (result.success) this.#iteratorOwned.add(channelKey(result.channel));
      },
      stop: () => {
        if (!attached) return; // never started
        for (const off of offs) off();
        if (onAbort) options.signal?.removeEventListener('abort', onAbort);
        this.#iterators.delete(iterator as EventIterator<unknown>);
        this.#release(channels);
      },
    });
    return { iterator, started: attach };
  }

  /** An iterator of `channels` ended: unsubscribes those iterators subscribed and no open iterator still reads. */
  #release(channels: readonly ChannelReference[]): void {
    const unsubscribe: ChannelReference[] = [];
    for (const channel of channels) {
      const key = channelKey(channel);
      const refs = (this.#iteratorRefs.get(key) ?? 1) - 1;
      if (refs > 0) {
        this.#iteratorRefs.set(key, refs);
        continue;
      }
      this.#iteratorRefs.delete(key);
      if (this.#iteratorOwned.delete(key) && this.#subscriptions.has(key)) unsubscribe.push(channel);
    }
    if (unsubscribe.length === 0 || (this.#state !== 'open' && this.#state !== 'reconnecting')) return;
    this.unsubscribe(unsubscribe).catch((error: unknown) => {
      if (!(error instanceof StreamClosedError || error instanceof StreamConnectionError)) this.#events.emit('error', asStreamError(error));
    });
  }

  // ---------------------------------------------------------------- requests

  #subscription(action: 'subscribe' | 'unsubscribe', entries: ChannelReference[], options: SubscribeOptions): Promise<SubscriptionResult[]> {
    return this.#requests.call<SubscriptionResult[]>(action, { type: action, channels: entries }, entries, options, (reply) => {
      if (reply.kind === 'error') throw reply.error;
      if (reply.kind !== 'ack') throw new StreamProtocolError(`Unexpected reply to ${action}`, reply);
      if (options.throwOnError && reply.results.some((result) => !result.success)) throw new StreamRequestError(action, reply.results);
      return [...reply.results];
    });
  }

  // ---------------------------------------------------------------- connections

  /** A connection is open: wire it, restore the subscriptions (after a reconnect), send what waited. */
  #opened(ws: WebSocket, reconnect: boolean): void {
    this.#ws = ws;
    this.#heartbeatLive = false;
    ws.on('message', (data, isBinary) => this.#onFrame(data, isBinary));
    ws.on('error', () => {}); // the close that follows reports it
    ws.on('close', (code, reason) => this.#onClose(ws, code, reason.toString('utf8')));
    const attempts = this.#attempt;
    this.#attempt = 0;
    this.#state = 'open';

    const restore = this.#subscriptions.list();
    if (this.#autoHeartbeat && !this.#subscriptions.has(HEARTBEAT_KEY)) restore.push({ type: 'heartbeat' });
    if (restore.length > 0) {
      // Sent first: the state is open, so it goes out before what waited in the outbox.
      this.#subscription('subscribe', restore, {}).then(
        (results) => {
          const failed = results.filter((result) => !result.success && result.error !== 'NO_EFFECT_ACTION');
          for (const { channel } of failed) this.#dropSubscription(channel);
          if (failed.length > 0) this.#events.emit('error', new StreamRequestError('subscribe', failed));
          if (reconnect) this.#events.emit('reconnected', { attempts, resubscribed: results });
        },
        (error: unknown) => {
          // No acknowledgement: this connection is not usable. Drop it and try again.
          if (ws === this.#ws && !(error instanceof StreamClosedError || error instanceof StreamConnectionError)) {
            this.#drop(ws, asStreamError(error));
          }
        },
      );
    } else if (reconnect) {
      queueMicrotask(() => this.#events.emit('reconnected', { attempts, resubscribed: [] }));
    }
    this.#requests.flush(ws);
    this.#events.emit('open', { reconnect });
  }

  #onClose(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.#ws) return;
    this.#ws = undefined;
    this.#heartbeatLive = false;
    this.#disarmWatchdog();
    // The next connection's SNAPSHOTs start the books again; until then there is nothing to replay.
    this.#replay.clear();
    const cause = this.#dropCause;
    this.#dropCause = undefined;
    if (this.#state === 'closing' || this.#state === 'closed') return; // close() finishes
    const lost = new StreamConnectionError(`The connection closed (${code}${reason ? ` ${reason}` : ''})`, { code, reason, cause });
    this.#requests.failSent(lost);
    if (this.#reconnect && (cause !== undefined || isRecoverableClose(code))) {
      this.#scheduleReconnect({ code, reason, ...(cause ? { error: cause } : {}) });
    } else {
      this.#terminate(cause ?? lost, code, reason);
    }
  }

  #scheduleReconnect(why: { code?: number; reason?: string; error?: StreamError }): void {
    const settings = this.#reconnect;
    if (!settings) return;
    this.#attempt++;
    if (this.#attempt > settings.maxAttempts) {
      this.#terminate(why.error ?? new StreamConnectionError(`Gave up reconnecting after ${settings.maxAttempts} attempt(s)`), 1006, '');
      return;
    }
    this.#state = 'reconnecting';
    const delayMs = backoffDelay(this.#attempt, settings, settings.random);
    this.#events.emit('reconnecting', { attempt: this.#attempt, delayMs, ...why });
    this.#reconnectTimer = setTimeout(() => void this.#reconnectNow(), delayMs);
  }

  async #reconnectNow(): Promise<void> {
    if (this.#state !== 'reconnecting') return;
    let ws: WebSocket;
    try {
      ws = await this.#connector.open();
    } catch (error) {
      if (this.#state !== 'reconnecting') return;
      const failure = asStreamError(error);
      const recoverable = !(failure instanceof StreamHandshakeError) || isRecoverableHandshakeStatus(failure.status);
      if (recoverable) this.#scheduleReconnect({ error: failure });
      else this.#terminate(failure, 1006, '');
      return;
    }
    if (this.#state !== 'reconnecting') {
      ws.terminate();
      return;
    }
    this.#opened(ws, true);
  }

  /** Drops a connection the client no longer trusts; the close that follows reconnects. */
  #drop(ws: WebSocket, cause: StreamError): void {
    if (ws !== this.#ws) return;
    this.#dropCause = cause;
    ws.terminate();
  }

  /** A failure the client does not recover from: everything waiting fails with it, and the client closes. */
  #terminate(error: StreamError, code: number, reason: string): void {
    clearTimeout(this.#reconnectTimer);
    this.#requests.failWaiting(error);
    this.#requests.failSent(error);
    this.#events.emit('error', error);
    this.#finish(code, reason, error);
  }

  #finish(code: number, reason: string, error: StreamError | undefined): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#disarmWatchdog();
    for (const iterator of [...this.#iterators]) {
      if (error) iterator.fail(error);
      else iterator.end();
    }
    this.#events.emit('close', { code, reason, ...(error ? { error } : {}) });
  }

  // ---------------------------------------------------------------- incoming frames

  #onFrame(data: RawData, isBinary: boolean): void {
    const text = frameText(data);
    const frame = decodeFrame(text, this.#validate);
    if (!frame.ok) {
      this.#events.emit('error', new StreamValidationError('incoming', frame.errors, isBinary ? data : text));
      return;
    }
    switch (frame.name) {
      case 'subscribeResponse':
      case 'unsubscribeResponse':
        this.#onAcknowledgement(frame.message.type, frame.message.channels, frame.message);
        return;
      case 'subscriptionListResponse': {
        const call = this.#requests.listed();
        if (call) call.answer({ kind: 'list', channels: frame.message.channels });
        else this.#events.emit('error', new StreamProtocolError('A subscription_list reply matches no request', frame.message));
        return;
      }
      case 'error': {
        const error = new StreamServerError(frame.message.error, frame.message.message);
        const call = this.#requests.oldest();
        if (call && !call.done) call.answer({ kind: 'error', error });
        else this.#events.emit('error', error);
        return;
      }
      case 'heartbeat':
        if (this.#heartbeatLive) this.#armWatchdog();
        this.#events.emit('heartbeat', frame.message);
        return;
      case 'marketData':
        this.#replay.apply(frame.message);
        this.#events.emit('market_data', frame.message);
        return;
      default:
        this.#events.emit(EVENT_OF_MESSAGE[frame.name], frame.message as never);
    }
  }

  #onAcknowledgement(type: 'subscribe' | 'unsubscribe', echoed: Parameters<typeof resultsOf>[1], frame: unknown): void {
    const call = this.#requests.acknowledged(type, echoed);
    if (!call) {
      this.#events.emit('error', new StreamProtocolError(`A ${type} acknowledgement matches no request`, frame));
      return;
    }
    const results = resultsOf(call.channels, echoed);
    // The subscription state follows every acknowledgement, even one whose caller gave up.
    const { added, removed } = this.#subscriptions.apply(type, results);
    if (added.includes(HEARTBEAT_KEY)) {
      this.#heartbeatLive = true;
      this.#armWatchdog();
    }
    if (removed.includes(HEARTBEAT_KEY)) {
      this.#heartbeatLive = false;
      this.#disarmWatchdog();
    }
    for (const result of results) if (type === 'unsubscribe' && removed.includes(channelKey(result.channel))) this.#forgetBook(result.channel);
    call.answer({ kind: 'ack', results });
  }

  /** A subscription the server no longer holds (a resubscription refused it). */
  #dropSubscription(channel: ChannelReference): void {
    this.#subscriptions.delete(channelKey(channel));
    this.#forgetBook(channel);
  }

  #forgetBook(channel: ChannelReference): void {
    const market = (channel.params as { market?: unknown } | undefined)?.market;
    if (channel.type === 'market_data' && typeof market === 'string') this.#replay.forget(market);
  }

  /** A listener threw: reported as an `error` event (one thrown by an `error` listener is dropped). */
  #listenerFailed(event: keyof StreamClientEvents, error: unknown): void {
    if (event !== 'error') this.#events.emit('error', new StreamListenerError(String(event), error));
  }

  // ---------------------------------------------------------------- heartbeat watchdog

  #armWatchdog(): void {
    if (this.#heartbeatTimeoutMs === 0) return;
    clearTimeout(this.#watchdog);
    const ws = this.#ws;
    if (!ws) return;
    this.#watchdog = setTimeout(() => this.#drop(ws, new StreamHeartbeatTimeoutError(this.#heartbeatTimeoutMs)), this.#heartbeatTimeoutMs);
  }

  #disarmWatchdog(): void {
    clearTimeout(this.#watchdog);
    this.#watchdog = undefined;
  }
}

/** `stream(type, params, options)`: the market channels need `{ market }`; `heartbeat` takes none. */
export type StreamArgs<Type extends ChannelType> = StreamParams<Type> extends undefined
  ? [params?: undefined, options?: StreamOptions]
  : [params: StreamParams<Type>, options?: StreamOptions];

/** Copies of the entries, so that a caller changing its objects later cannot change what is matched; anything that is not a channel reference is left for the validator to refuse. */
function requestEntries(channels: readonly ChannelReference[]): ChannelReference[] {
  return (Array.isArray(channels) ? channels.map((channel: unknown) => (isObject(channel) ? copyChannel(channel as ChannelReference) : channel)) : channels) as ChannelReference[];
}

function positive(name: string, value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new StreamError(`StreamClient: \`${name}\` must be a positive number of milliseconds`);
  return value;
}
