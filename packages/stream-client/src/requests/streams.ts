/**
 * Events as async iterators: a subscription iterated with `for await`, or `stream(type, params)`.
 * Each iterator is fed by listeners attached when it starts; the channels it subscribed are
 * unsubscribed when the last iterator reading them ends; all of them end when the client closes.
 */
import type { ChannelReference, ChannelType } from '@dap/stream-models';
import { channelKey } from '../channels/matching.js';
import { requestEntries, type SubscriptionResult, type Subscriptions } from '../channels/subscriptions.js';
import type { StreamClientState } from '../connection/types.js';
import {
  asStreamError,
  StreamAbortError,
  StreamClosedError,
  StreamConnectionError,
  StreamRequestError,
  type StreamError,
} from '../errors/errors.js';
import type { ClientEvents } from '../events/events.js';
import { EventIterator, type EventStream } from '../events/iterator.js';
import type { ChannelEvents } from '../events/types.js';
import type { ChannelRequests } from './channel-requests.js';
import type { StreamOptions, SubscribeOptions } from './options.js';
import { Subscription } from './subscription.js';

export interface ChannelStreamsOptions {
  /** Where the connection stands: no iterator starts on a closed client. */
  connection: { readonly state: StreamClientState };
  channels: ChannelRequests;
  subscriptions: Subscriptions;
  events: ClientEvents;
}

export class ChannelStreams {
  readonly #connection: { readonly state: StreamClientState };
  readonly #channels: ChannelRequests;
  readonly #subscriptions: Subscriptions;
  readonly #events: ClientEvents;
  /** Open iterators per channel key, and the keys iterators subscribed (they unsubscribe when the last one ends). */
  readonly #refs = new Map<string, number>();
  readonly #owned = new Set<string>();
  readonly #iterators = new Set<EventIterator<unknown>>();

  constructor(options: ChannelStreamsOptions) {
    this.#connection = options.connection;
    this.#channels = options.channels;
    this.#subscriptions = options.subscriptions;
    this.#events = options.events;
  }

  /** Subscribes `entries`, collecting their events from now on for an iteration (see `StreamClient.subscribe`). */
  subscribe<Event>(entries: ChannelReference[], options: SubscribeOptions & StreamOptions): Subscription<Event> {
    let results: Promise<SubscriptionResult[]> | undefined;
    const events = this.#channelEvents<Event>(entries, options, () => results!);
    results = this.#channels.request('subscribe', entries, options);
    events.started();
    return new Subscription(results, events.iterator);
  }

  /** The events of one channel; the first `next()` subscribes unless it is subscribed already (see `StreamClient.stream`). */
  stream<Type extends ChannelType>(
    channel: ChannelReference,
    options: StreamOptions,
  ): EventStream<ChannelEvents[Type]> {
    const key = channelKey(channel);
    // Already subscribed: the iterator reads it, but leaves it subscribed when it ends (no results, nothing owned).
    const events = this.#channelEvents<ChannelEvents[Type]>([channel], options, () =>
      this.#subscriptions.has(key)
        ? Promise.resolve([])
        : this.#channels.request(
            'subscribe',
            [channel],
            options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs },
          ),
    );
    return events.iterator;
  }

  /** The client closed: every iteration ends, with `error` when a failure closed it. */
  end(error: StreamError | undefined): void {
    for (const iterator of [...this.#iterators]) {
      if (error) iterator.fail(error);
      else iterator.end();
    }
  }

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
          this.#events.on(type, (event: ChannelEvents[ChannelType]) => {
            const market = (event.payload as { market?: string }).market;
            if (wanted.has(channelKey(market === undefined ? { type } : { type, params: { market } })))
              iterator.push(event as Event);
          }),
        );
      }
      this.#iterators.add(iterator as EventIterator<unknown>);
      for (const key of keys) this.#refs.set(key, (this.#refs.get(key) ?? 0) + 1);
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
        const { state } = this.#connection;
        if (state === 'closing' || state === 'closed') throw new StreamClosedError('The client is closed');
        attach();
        const results = await subscribed();
        const failed = results.filter((r) => !r.success && r.error !== 'NO_EFFECT_ACTION');
        if (failed.length === results.length && failed.length > 0) throw new StreamRequestError('subscribe', failed);
        for (const result of results) if (result.success) this.#owned.add(channelKey(result.channel));
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
      const refs = (this.#refs.get(key) ?? 1) - 1;
      if (refs > 0) {
        this.#refs.set(key, refs);
        continue;
      }
      this.#refs.delete(key);
      if (this.#owned.delete(key) && this.#subscriptions.has(key)) unsubscribe.push(channel);
    }
    const { state } = this.#connection;
    if (unsubscribe.length === 0 || (state !== 'open' && state !== 'reconnecting')) return;
    this.#channels.request('unsubscribe', requestEntries(unsubscribe), {}).catch((error: unknown) => {
      if (!(error instanceof StreamClosedError || error instanceof StreamConnectionError))
        this.#events.emit('error', asStreamError(error));
    });
  }
}
