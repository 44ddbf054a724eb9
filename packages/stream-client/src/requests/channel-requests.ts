/**
 * The channel requests of the protocol (`subscribe`, `unsubscribe`, `subscription_list`) and what
 * their acknowledgements change: the subscriptions a reconnect restores, the heartbeat watchdog
 * (it runs while `heartbeat` is subscribed), the books kept for replay (forgotten when their market
 * is unsubscribed). Every acknowledgement counts, even one whose caller gave up.
 */
import type { ChannelReference, ChannelResult } from '@dap/stream-models';
import { channelKey } from '../channels/matching.js';
import { resultsOf, type SubscriptionResult, type Subscriptions } from '../channels/subscriptions.js';
import type { HeartbeatWatchdog } from '../connection/heartbeat.js';
import {
  asStreamError,
  StreamClosedError,
  StreamConnectionError,
  StreamProtocolError,
  StreamRequestError,
  type StreamError,
} from '../errors/errors.js';
import type { ClientEvents } from '../events/events.js';
import type { BookReplay } from '../order-book/replay.js';
import type { CallOptions, SubscribeOptions } from './options.js';
import type { Requests } from './requests.js';

export interface ChannelRequestsOptions {
  requests: Requests;
  subscriptions: Subscriptions;
  replay: BookReplay;
  watchdog: HeartbeatWatchdog;
  events: ClientEvents;
  /** Subscribe `heartbeat` on every connection, so that the watchdog runs. */
  autoHeartbeat: boolean;
}

const HEARTBEAT_KEY = channelKey({ type: 'heartbeat' });

export class ChannelRequests {
  readonly #requests: Requests;
  readonly #subscriptions: Subscriptions;
  readonly #replay: BookReplay;
  readonly #watchdog: HeartbeatWatchdog;
  readonly #events: ClientEvents;
  readonly #autoHeartbeat: boolean;

  constructor(options: ChannelRequestsOptions) {
    this.#requests = options.requests;
    this.#subscriptions = options.subscriptions;
    this.#replay = options.replay;
    this.#watchdog = options.watchdog;
    this.#events = options.events;
    this.#autoHeartbeat = options.autoHeartbeat;
  }

  /** A `subscribe` or `unsubscribe` of `entries`, settled with one result per entry (see `StreamClient.subscribe`). */
  request(
    action: 'subscribe' | 'unsubscribe',
    entries: ChannelReference[],
    options: SubscribeOptions,
  ): Promise<SubscriptionResult[]> {
    return this.#requests.call<SubscriptionResult[]>(
      action,
      { type: action, channels: entries },
      entries,
      options,
      (reply) => {
        if (reply.kind === 'error') throw reply.error;
        if (reply.kind !== 'ack') throw new StreamProtocolError(`Unexpected reply to ${action}`, reply);
        if (options.throwOnError && reply.results.some((result) => !result.success))
          throw new StreamRequestError(action, reply.results);
        return [...reply.results];
      },
    );
  }

  /** The subscriptions the server holds for this connection. */
  list(options: CallOptions): Promise<ChannelReference[]> {
    return this.#requests.call<ChannelReference[]>(
      'subscription_list',
      { type: 'subscription_list' },
      [],
      options,
      (reply) => {
        // As the server sent them: fields this version does not know stay on each entry.
        if (reply.kind === 'list') return [...reply.channels];
        throw reply.kind === 'error'
          ? reply.error
          : new StreamProtocolError('Unexpected reply to subscription_list', reply);
      },
    );
  }

  /** An acknowledgement arrived: it answers the oldest matching request, and changes what is subscribed. */
  acknowledged(type: 'subscribe' | 'unsubscribe', echoed: readonly ChannelResult[], frame: unknown): void {
    const call = this.#requests.acknowledged(type, echoed);
    if (!call) {
      this.#events.emit('error', new StreamProtocolError(`A ${type} acknowledgement matches no request`, frame));
      return;
    }
    const results = resultsOf(call.channels, echoed);
    const { added, removed } = this.#subscriptions.apply(type, results);
    if (added.includes(HEARTBEAT_KEY)) this.#watchdog.start();
    if (removed.includes(HEARTBEAT_KEY)) this.#watchdog.stop();
    for (const result of results)
      if (type === 'unsubscribe' && removed.includes(channelKey(result.channel))) this.#forgetBook(result.channel);
    call.answer({ kind: 'ack', results });
  }

  /**
   * A connection is open: subscribes again what was subscribed (and `heartbeat` with `autoHeartbeat`),
   * drops what the server now refuses, and tells `reconnected` listeners (`renewal`: the connection
   * replaces one whose token is about to expire). Without an acknowledgement the connection is
   * unusable: `unusable` drops it, and the client tries again. Returns whether it sent a request.
   */
  restore(
    { reconnect, attempts, renewal }: { reconnect: boolean; attempts: number; renewal: boolean },
    unusable: (error: StreamError) => void,
  ): boolean {
    const restore = this.#subscriptions.list();
    if (this.#autoHeartbeat && !this.#subscriptions.has(HEARTBEAT_KEY)) restore.push({ type: 'heartbeat' });
    const reconnected = (resubscribed: SubscriptionResult[]) =>
      this.#events.emit('reconnected', { attempts, resubscribed, ...(renewal ? { renewal } : {}) });
    if (restore.length > 0) {
      this.request('subscribe', restore, {}).then(
        (results) => {
          const failed = results.filter((result) => !result.success && result.error !== 'NO_EFFECT_ACTION');
          for (const { channel } of failed) this.#drop(channel);
          if (failed.length > 0) this.#events.emit('error', new StreamRequestError('subscribe', failed));
          if (reconnect) reconnected(results);
        },
        (error: unknown) => {
          if (!(error instanceof StreamClosedError || error instanceof StreamConnectionError))
            unusable(asStreamError(error));
        },
      );
      return true;
    }
    if (reconnect) queueMicrotask(() => reconnected([]));
    return false;
  }

  /** A subscription the server no longer holds (a resubscription refused it). */
  #drop(channel: ChannelReference): void {
    this.#subscriptions.delete(channelKey(channel));
    this.#forgetBook(channel);
  }

  #forgetBook(channel: ChannelReference): void {
    const market = (channel.params as { market?: unknown } | undefined)?.market;
    if (channel.type === 'market_data' && typeof market === 'string') this.#replay.forget(market);
  }
}
