/**
 * `StreamClient`: the streaming WebSocket of the platform, on `ws`. It authenticates in the
 * handshake, matches each `subscribe` / `unsubscribe` / `subscription_list` to its reply (the
 * protocol has no request id: see matching.ts), delivers events as typed events and async iterators,
 * reconnects with backoff after a recoverable loss and subscribes again to what was subscribed, and
 * drops a connection whose heartbeats stop.
 */
import {
  readServerFrame,
  SERVER_DISCRIMINATORS,
  validateClientFrame,
  type ChannelReference,
  type ChannelResult,
  type ChannelType,
  type ClientMessage,
  type FrameError,
  type ServerMessages,
} from '@dap/stream-models';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type RawData } from 'ws';
import { backoffDelay, isRecoverableClose, isRecoverableHandshakeStatus, resolveBackoffOptions, type BackoffOptions, type ResolvedBackoffOptions } from './backoff.js';
import { TypedEmitter, type Listener } from './emitter.js';
import {
  StreamAbortError,
  StreamAuthenticationError,
  StreamClosedError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
  StreamHeartbeatTimeoutError,
  StreamListenerError,
  StreamPermissionError,
  StreamProtocolError,
  StreamRequestError,
  StreamServerError,
  StreamTimeoutError,
  StreamValidationError,
} from './errors.js';
import { EventIterator, type EventStream, type OverflowPolicy } from './iterator.js';
import { channelKey, PendingRequests, type PendingRequest, type RequestType } from './matching.js';
import {
  STREAM_SCOPE,
  type ChannelEvents,
  type StreamClientEvents,
  type StreamClientState,
  type StreamParams,
  type SubscriptionResult,
} from './types.js';

/** Passed to a token provider. */
export interface TokenRequest {
  /** The token the server refused in the last handshake (401/403): return a fresh one, not this. */
  readonly rejected?: string;
}

/** Returns a bearer token carrying `exchange:read_aggregated_marketdata_stream`. */
export type TokenProvider = (request: TokenRequest) => string | Promise<string>;

/**
 * A token cache keyed by scope, such as `DapClient.tokens` of `@dap/client` (the REST client): the
 * stream then shares the REST client's credentials, token cache and single refresh.
 */
export interface TokenSource {
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  /** Forgets a token the server refused, so that the next `getToken` fetches a new one. */
  invalidate?(scope: string, accessToken: string): void;
}

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

export interface CallOptions {
  /** Overrides `requestTimeoutMs` for this call. */
  timeoutMs?: number;
  signal?: AbortSignal;
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

/** A request on its way: matched to its reply (see matching.ts), then answered. */
interface Call extends PendingRequest {
  readonly text: string;
  readonly channels: readonly ChannelReference[];
  /** Whether the caller has its answer or gave up; a late reply then only updates the subscription state. */
  done: boolean;
  answer(reply: Reply): void;
  fail(error: StreamError): void;
}

type Reply =
  | { readonly kind: 'ack'; readonly results: readonly SubscriptionResult[] }
  | { readonly kind: 'list'; readonly channels: readonly ChannelReference[] }
  | { readonly kind: 'error'; readonly error: StreamServerError };

const EVENT_OF_MESSAGE = {
  marketData: 'market_data',
  topOfBook: 'market_data.top_of_book',
  executionData: 'execution_data',
  heartbeat: 'heartbeat',
} as const satisfies Partial<Record<keyof ServerMessages, ChannelType>>;

const HEARTBEAT_KEY = channelKey({ type: 'heartbeat' });
const CLOSE_WAIT_MS = 2_000;

export class StreamClient {
  readonly #url: string;
  readonly #tokenOption: StreamClientOptions['token'];
  readonly #scope: string;
  readonly #requestTimeoutMs: number;
  readonly #connectTimeoutMs: number;
  readonly #reconnect: (ResolvedBackoffOptions & { maxAttempts: number; random: () => number }) | undefined;
  readonly #heartbeatTimeoutMs: number;
  readonly #autoHeartbeat: boolean;
  readonly #validate: boolean;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #events: TypedEmitter<StreamClientEvents>;

  #state: StreamClientState = 'idle';
  #ws: WebSocket | undefined;
  #connecting: Promise<void> | undefined;
  #closing: Promise<void> | undefined;
  /** Calls waiting for an open connection. */
  #outbox: Call[] = [];
  /** Calls sent on the current connection, waiting for their reply. */
  #pending = new PendingRequests<Call>();
  /** The acknowledged subscriptions, by channel key: what a reconnect subscribes again. */
  readonly #active = new Map<string, ChannelReference>();
  /** Whether `heartbeat` is acknowledged on the current connection (the watchdog runs only then). */
  #heartbeatLive = false;
  #watchdog: NodeJS.Timeout | undefined;
  /** Why the client itself dropped the current connection (heartbeat timeout): it reconnects whatever the close code. */
  #dropCause: StreamError | undefined;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #attempt = 0;
  /** Open iterators per channel key, and the keys iterators subscribed (they unsubscribe when the last one ends). */
  readonly #streamRefs = new Map<string, number>();
  readonly #streamOwned = new Set<string>();
  readonly #iterators = new Set<EventIterator<unknown>>();

  constructor(options: StreamClientOptions) {
    if (typeof options.url !== 'string' || options.url === '') throw new StreamError('StreamClient: `url` is required');
    if (options.token === undefined || options.token === '') throw new StreamError('StreamClient: `token` is required');
    this.#url = options.url;
    this.#tokenOption = options.token;
    this.#scope = options.scope ?? STREAM_SCOPE;
    this.#requestTimeoutMs = positive('requestTimeoutMs', options.requestTimeoutMs ?? 10_000);
    this.#connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs ?? 10_000);
    this.#heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 15_000;
    if (!(this.#heartbeatTimeoutMs >= 0)) throw new StreamError('StreamClient: `heartbeatTimeoutMs` must be ≥ 0');
    this.#autoHeartbeat = options.autoHeartbeat ?? false;
    this.#validate = options.validate ?? true;
    this.#headers = options.headers ?? {};
    const reconnect = options.reconnect ?? true;
    if (reconnect !== false) {
      const settings = reconnect === true ? {} : reconnect;
      const maxAttempts = settings.maxAttempts ?? Infinity;
      if (!(maxAttempts >= 1)) throw new StreamError('StreamClient: `reconnect.maxAttempts` must be ≥ 1');
      this.#reconnect = { ...resolveBackoffOptions(settings), maxAttempts, random: settings.random ?? Math.random };
    }
    this.#events = new TypedEmitter<StreamClientEvents>((event, error) => {
      // A throwing `error` listener is not reported to itself.
      if (event !== 'error') this.#events.emit('error', new StreamListenerError(String(event), error));
    });
  }

  /** `idle` → `connecting` → `open` (⇄ `reconnecting`) → `closing` → `closed`. */
  get state(): StreamClientState {
    return this.#state;
  }

  /** The subscriptions the server acknowledged (and that a reconnect restores), in subscription order. */
  get subscriptions(): ChannelReference[] {
    return [...this.#active.values()].map(copyChannel);
  }

  /** Listens to an event: a channel's events (`market_data`, …) or `open`, `reconnecting`, `reconnected`, `close`, `error`. Returns the function that removes the listener. */
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
   */
  connect(): Promise<void> {
    if (this.#state === 'open' || this.#state === 'reconnecting') return Promise.resolve();
    if (this.#state === 'closing' || this.#state === 'closed') return Promise.reject(new StreamClosedError('The client is closed'));
    this.#connecting ??= (async () => {
      this.#state = 'connecting';
      let ws: WebSocket;
      try {
        ws = await this.#establish();
      } catch (error) {
        if (this.#state === 'connecting') {
          this.#state = 'idle';
          this.#failOutbox(asStreamError(error));
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
   * Subscribes to channels in one request, resolved by the acknowledgement that echoes exactly these
   * entries. Resolves with one result per channel, in order (`{ channel, success, error? }`); with
   * `throwOnError`, rejects with `StreamRequestError` (the codes of the failures) when any failed.
   * A server error frame in reply rejects with `StreamServerError`; a request the contract refuses
   * is not sent and rejects with `StreamValidationError`.
   */
  subscribe(channels: readonly ChannelReference[], options: SubscribeOptions = {}): Promise<SubscriptionResult[]> {
    return this.#subscription('subscribe', channels, options);
  }

  /** Removes subscriptions; answered like `subscribe` (`NO_EFFECT_ACTION` for a channel that was not subscribed). */
  unsubscribe(channels: readonly ChannelReference[], options: SubscribeOptions = {}): Promise<SubscriptionResult[]> {
    return this.#subscription('unsubscribe', channels, options);
  }

  /** The subscriptions the server holds for this connection. */
  subscriptionList(options: CallOptions = {}): Promise<ChannelReference[]> {
    return this.#call<ChannelReference[]>('subscription_list', { type: 'subscription_list' }, [], options, (reply) => {
      // As the server sent them: fields this version does not know stay on each entry.
      if (reply.kind === 'list') return [...reply.channels];
      throw reply.kind === 'error' ? reply.error : new StreamProtocolError('Unexpected reply to subscription_list', reply);
    });
  }

  /**
   * The events of one channel as an async iterator: `for await (const e of client.stream('market_data', { market: 'BTCUSD' }))`.
   * The first `next()` subscribes (unless the channel is subscribed already); leaving the loop
   * unsubscribes, when the iterator subscribed and no other iterator of the channel is open. Events
   * wait in a bounded buffer (`bufferSize`, `overflow`). The iteration ends when the client closes,
   * and fails with the error that closed it.
   */
  stream<Type extends ChannelType>(type: Type, ...args: StreamArgs<Type>): EventStream<ChannelEvents[Type]> {
    const [params, options = {}] = args as [{ market: string } | undefined, StreamOptions | undefined];
    const channel: ChannelReference = params === undefined ? { type } : { type, params: { market: params.market } };
    const key = channelKey(channel);
    const market = params?.market;
    let off: (() => void) | undefined;
    let onAbort: (() => void) | undefined;
    const iterator: EventIterator<ChannelEvents[Type]> = new EventIterator<ChannelEvents[Type]>({
      bufferSize: options.bufferSize ?? 1000,
      overflow: options.overflow ?? 'error',
      start: async () => {
        if (options.signal?.aborted) throw new StreamAbortError('The stream was aborted');
        if (this.#state === 'closing' || this.#state === 'closed') throw new StreamClosedError('The client is closed');
        off = this.#events.on(type, ((event: ChannelEvents[Type]) => {
          if (market === undefined || (event.payload as { market?: string }).market === market) iterator.push(event);
        }) as Listener<StreamClientEvents[Type]>);
        this.#iterators.add(iterator as EventIterator<unknown>);
        this.#streamRefs.set(key, (this.#streamRefs.get(key) ?? 0) + 1);
        if (options.signal) {
          onAbort = () => iterator.fail(new StreamAbortError('The stream was aborted'));
          options.signal.addEventListener('abort', onAbort, { once: true });
        }
        if (this.#active.has(key)) return;
        const callOptions: CallOptions = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
        const [result] = await this.subscribe([channel], callOptions);
        if (result && !result.success && result.error !== 'NO_EFFECT_ACTION') throw new StreamRequestError('subscribe', [result]);
        if (result?.success) this.#streamOwned.add(key);
      },
      stop: () => {
        if (off === undefined) return; // never started
        off();
        if (onAbort) options.signal?.removeEventListener('abort', onAbort);
        this.#iterators.delete(iterator as EventIterator<unknown>);
        const refs = (this.#streamRefs.get(key) ?? 1) - 1;
        if (refs > 0) {
          this.#streamRefs.set(key, refs);
          return;
        }
        this.#streamRefs.delete(key);
        if (!this.#streamOwned.delete(key) || !this.#active.has(key)) return;
        if (this.#state !== 'open' && this.#state !== 'reconnecting') return;
        this.unsubscribe([channel]).catch((error: unknown) => {
          if (!(error instanceof StreamClosedError || error instanceof StreamConnectionError)) this.#events.emit('error', asStreamError(error));
        });
      },
    });
    return iterator;
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
      this.#failOutbox(closed);
      for (const call of this.#pending.takeAll()) call.fail(closed);
      const ws = this.#ws;
      if (ws && ws.readyState !== WebSocket.CLOSED) {
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

  // ---------------------------------------------------------------- requests

  #subscription(action: 'subscribe' | 'unsubscribe', channels: readonly ChannelReference[], options: SubscribeOptions): Promise<SubscriptionResult[]> {
    // Copies, so that a caller changing its objects later cannot change what is matched; anything
    // that is not a channel reference is left for the validator to refuse.
    const entries = (Array.isArray(channels) ? channels.map((channel: unknown) => (isObject(channel) ? copyChannel(channel as ChannelReference) : channel)) : channels) as ChannelReference[];
    return this.#call<SubscriptionResult[]>(action, { type: action, channels: entries }, entries, options, (reply) => {
      if (reply.kind === 'error') throw reply.error;
      if (reply.kind !== 'ack') throw new StreamProtocolError(`Unexpected reply to ${action}`, reply);
      if (options.throwOnError && reply.results.some((result) => !result.success)) throw new StreamRequestError(action, reply.results);
      return [...reply.results];
    });
  }

  /**
   * Sends a request (now, or once a connection is open) and settles with what `interpret` makes of
   * its reply, or with the timeout, the abort or the loss of the connection.
   */
  #call<T>(
    type: RequestType,
    message: ClientMessage,
    channels: readonly ChannelReference[],
    options: CallOptions,
    interpret: (reply: Reply) => T,
  ): Promise<T> {
    if (this.#state === 'closing' || this.#state === 'closed') return Promise.reject(new StreamClosedError('The client is closed'));
    if (this.#state === 'idle') return Promise.reject(new StreamConnectionError('Not connected: call connect() first'));
    const checked = validateClientFrame(message);
    if (!checked.ok) return Promise.reject(new StreamValidationError('outgoing', checked.errors, message));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new StreamAbortError(`${type} was aborted`));
    const timeoutMs = options.timeoutMs ?? this.#requestTimeoutMs;
    if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) return Promise.reject(new StreamError('`timeoutMs` must be a positive number of milliseconds'));

    return new Promise<T>((resolve, reject) => {
      const settle = (): boolean => {
        if (call.done) return false;
        call.done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.#outbox = this.#outbox.filter((waiting) => waiting !== call);
        return true;
      };
      const call: Call = {
        type,
        keys: channels.map(channelKey),
        text: JSON.stringify(message),
        channels,
        done: false,
        answer: (reply) => {
          if (!settle()) return;
          try {
            resolve(interpret(reply));
          } catch (error) {
            reject(asStreamError(error));
          }
        },
        fail: (error) => {
          if (settle()) reject(error);
        },
      };
      const onAbort = () => call.fail(new StreamAbortError(`${type} was aborted`));
      const timer = setTimeout(() => call.fail(new StreamTimeoutError(`No reply to ${type} within ${timeoutMs} ms`, timeoutMs)), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#dispatch(call);
    });
  }

  /** Sends now when a connection is open, else queues until one is. */
  #dispatch(call: Call): void {
    const ws = this.#ws;
    if (this.#state === 'open' && ws && ws.readyState === WebSocket.OPEN) this.#transmit(ws, call);
    else this.#outbox.push(call);
  }

  #transmit(ws: WebSocket, call: Call): void {
    this.#pending.add(call);
    // A failed write means the connection is going down; its close settles the call.
    ws.send(call.text, () => {});
  }

  #failOutbox(error: StreamError): void {
    for (const call of this.#outbox.splice(0)) call.fail(error);
  }

  // ---------------------------------------------------------------- connections

  async #token(rejected: string | undefined): Promise<string> {
    const source = this.#tokenOption;
    if (typeof source === 'string') return source;
    if (typeof source === 'function') return source(rejected === undefined ? {} : { rejected });
    if (rejected !== undefined) source.invalidate?.(this.#scope, rejected);
    return source.getToken(this.#scope, AbortSignal.timeout(this.#connectTimeoutMs));
  }

  /** Gets a token and completes a handshake; on 401/403 once more with a fresh token. */
  async #establish(): Promise<WebSocket> {
    const token = await this.#tokenWithin(undefined);
    try {
      return await this.#handshake(token);
    } catch (error) {
      if (!(error instanceof StreamAuthenticationError || error instanceof StreamPermissionError)) throw error;
      return await this.#handshake(await this.#tokenWithin(token));
    }
  }

  async #tokenWithin(rejected: string | undefined): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const token = await Promise.race([
        this.#token(rejected),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new StreamTimeoutError(`No token within ${this.#connectTimeoutMs} ms`, this.#connectTimeoutMs)), this.#connectTimeoutMs);
        }),
      ]);
      if (typeof token !== 'string' || token === '') throw new StreamError('The token provider returned no token');
      return token;
    } catch (error) {
      if (error instanceof StreamError) throw error;
      throw new StreamConnectionError('Could not get a token for the stream', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** One handshake: resolves with the open socket, or rejects with why it did not open. */
  #handshake(token: string): Promise<WebSocket> {
    return new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(this.#url, {
        headers: { ...this.#headers, Authorization: `Bearer ${token}` },
        handshakeTimeout: this.#connectTimeoutMs,
      });
      let refusal: Promise<StreamHandshakeError> | undefined;
      const cleanup = () => {
        ws.off('open', onOpen);
        ws.off('unexpected-response', onResponse);
        ws.off('close', onClose);
      };
      const onOpen = () => {
        cleanup();
        ws.off('error', onError);
        resolve(ws);
      };
      // The server refused the upgrade with an HTTP status: read the (problem) body, then drop the socket.
      const onResponse = (_request: unknown, response: IncomingMessage) => {
        refusal = readRefusal(response);
        void refusal.finally(() => ws.terminate());
      };
      let failure: unknown;
      const onError = (error: unknown) => {
        failure ??= error;
      };
      const onClose = () => {
        cleanup();
        ws.off('error', onError);
        ws.on('error', () => {}); // a late socket error must not crash the process
        if (refusal) {
          refusal.then(reject, reject);
          return;
        }
        const message = failure instanceof Error ? failure.message : 'the connection closed during the handshake';
        reject(new StreamConnectionError(`Could not open the stream: ${message}`, { cause: failure }));
      };
      ws.on('open', onOpen);
      ws.on('unexpected-response', onResponse);
      ws.on('error', onError);
      ws.on('close', onClose);
    });
  }

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

    const restore = [...this.#active.values()].map(copyChannel);
    if (this.#autoHeartbeat && !this.#active.has(HEARTBEAT_KEY)) restore.push({ type: 'heartbeat' });
    if (restore.length > 0) {
      const resubscription = this.#subscription('subscribe', restore, {});
      resubscription.then(
        (results) => {
          const failed = results.filter((result) => !result.success && result.error !== 'NO_EFFECT_ACTION');
          for (const { channel } of failed) this.#active.delete(channelKey(channel));
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
      // The resubscription was queued by #subscription (state is open, so it went out first).
    } else if (reconnect) {
      queueMicrotask(() => this.#events.emit('reconnected', { attempts, resubscribed: [] }));
    }
    for (const call of this.#outbox.splice(0)) this.#transmit(ws, call);
    this.#events.emit('open', { reconnect });
  }

  #onClose(ws: WebSocket, code: number, reason: string): void {
    if (ws !== this.#ws) return;
    this.#ws = undefined;
    this.#heartbeatLive = false;
    this.#disarmWatchdog();
    const cause = this.#dropCause;
    this.#dropCause = undefined;
    if (this.#state === 'closing' || this.#state === 'closed') return; // close() finishes
    const lost = new StreamConnectionError(`The connection closed (${code}${reason ? ` ${reason}` : ''})`, { code, reason, cause });
    for (const call of this.#pending.takeAll()) call.fail(lost);
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
      ws = await this.#establish();
    } catch (error) {
      if (this.#state !== 'reconnecting') return;
      const failure = asStreamError(error);
      const recoverable =
        !(failure instanceof StreamHandshakeError) || isRecoverableHandshakeStatus(failure.status);
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
    this.#failOutbox(error);
    for (const call of this.#pending.takeAll()) call.fail(error);
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
    const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
    // The tolerant reader: a server of a later minor version may send more than this version knows.
    const frame = this.#validate ? readServerFrame(text) : nameFrame(text);
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
        const call = this.#pending.takeList();
        if (call) call.answer({ kind: 'list', channels: frame.message.channels });
        else this.#events.emit('error', new StreamProtocolError('A subscription_list reply matches no request', frame.message));
        return;
      }
      case 'error': {
        const error = new StreamServerError(frame.message.error, frame.message.message);
        const call = this.#pending.takeOldest();
        if (call && !call.done) call.answer({ kind: 'error', error });
        else this.#events.emit('error', error);
        return;
      }
      case 'heartbeat':
        if (this.#heartbeatLive) this.#armWatchdog();
        this.#events.emit('heartbeat', frame.message);
        return;
      default:
        this.#events.emit(EVENT_OF_MESSAGE[frame.name], frame.message as never);
    }
  }

  #onAcknowledgement(type: 'subscribe' | 'unsubscribe', echoed: readonly ChannelResult[], frame: unknown): void {
    const call = this.#pending.takeAcknowledged(type, echoed);
    if (!call) {
      this.#events.emit('error', new StreamProtocolError(`A ${type} acknowledgement matches no request`, frame));
      return;
    }
    const results = call.channels.map((channel, i): SubscriptionResult => {
      const result = echoed[i];
      return result?.success ? { channel, success: true } : { channel, success: false, error: result?.error ?? 'INTERNAL_SERVER_ERROR' };
    });
    // The subscription state follows every acknowledgement, even one whose caller gave up.
    for (const result of results) {
      const key = channelKey(result.channel);
      const held = result.success || result.error === 'NO_EFFECT_ACTION';
      if (!held) continue;
      if (type === 'subscribe') {
        if (!this.#active.has(key)) this.#active.set(key, copyChannel(result.channel));
        if (key === HEARTBEAT_KEY) {
          this.#heartbeatLive = true;
          this.#armWatchdog();
        }
      } else {
        this.#active.delete(key);
        if (key === HEARTBEAT_KEY) {
          this.#heartbeatLive = false;
          this.#disarmWatchdog();
        }
      }
    }
    call.answer({ kind: 'ack', results });
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

function copyChannel(channel: ChannelReference): ChannelReference {
  return channel.params === undefined ? { type: channel.type } : { type: channel.type, params: isObject(channel.params) ? { ...channel.params } : channel.params };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positive(name: string, value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new StreamError(`StreamClient: \`${name}\` must be a positive number of milliseconds`);
  return value;
}

function asStreamError(error: unknown): StreamError {
  return error instanceof StreamError ? error : new StreamError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** The server's refusal of the upgrade, with its body (JSON when it parses, else text; at most 64 KiB read). */
async function readRefusal(response: IncomingMessage): Promise<StreamHandshakeError> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > 65_536) break;
      chunks.push(buffer);
    }
  } catch {
    // A body cut short is still a refusal with a status.
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return StreamHandshakeError.from(response.statusCode ?? 0, body, response.headers);
}

type NamedFrame =
  | { [Name in keyof ServerMessages]: { ok: true; name: Name; message: ServerMessages[Name] } }[keyof ServerMessages]
  | { ok: false; errors: FrameError[] };

/** With validation off: parses a frame and names its message by its discriminator, checking nothing else. */
function nameFrame(text: string): NamedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ pointer: '', keyword: 'json', message: `must be JSON text (${(error as Error).message})` }] };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [property, names] of Object.entries(SERVER_DISCRIMINATORS)) {
      const tag = (value as Record<string, unknown>)[property];
      if (typeof tag === 'string' && Object.hasOwn(names, tag)) return { ok: true, name: names[tag], message: value } as NamedFrame;
    }
  }
  return { ok: false, errors: [{ pointer: '', keyword: 'discriminator', message: "must have a known 'type' or 'channel'" }] };
}
