/**
 * What `subscribe` returns: the acknowledgement's results when awaited, and the subscribed channels'
 * events when iterated (`for await (const event of client.subscribe([...]))`). The events are
 * collected from the moment `subscribe` is called, before the request is even sent, so iterating it
 * cannot miss the first message of a channel (a market's SNAPSHOT). A subscription that is only
 * awaited stops collecting once it has been answered and not iterated by the next turn of the event
 * loop.
 */
import type { ChannelReference } from '@dap/stream-models';
import type { SubscriptionResult } from '../channels/subscriptions.js';
import type { EventIterator, EventStream } from '../events/iterator.js';
import type { ChannelEvents } from '../events/types.js';

/** The events of the channels of a subscribe call. */
export type EventOf<Channels extends readonly ChannelReference[]> = ChannelEvents[Channels[number]['type']];

export class Subscription<Event> implements PromiseLike<SubscriptionResult[]>, AsyncIterable<Event> {
  readonly #results: Promise<SubscriptionResult[]>;
  readonly #events: EventIterator<Event>;
  #iterated = false;

  /** @internal `StreamClient.subscribe` makes them. */
  constructor(results: Promise<SubscriptionResult[]>, events: EventIterator<Event>) {
    this.#results = results;
    this.#events = events;
    const abandonUnlessIterated = () =>
      setImmediate(() => {
        if (!this.#iterated) void this.#events.return();
      });
    results.then(abandonUnlessIterated, abandonUnlessIterated);
  }

  /** Whether the events are being iterated (then leaving the loop may unsubscribe, see `StreamClient.subscribe`). */
  get iterated(): boolean {
    return this.#iterated;
  }

  then<Fulfilled = SubscriptionResult[], Rejected = never>(
    onfulfilled?: ((results: SubscriptionResult[]) => Fulfilled | PromiseLike<Fulfilled>) | null,
    onrejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Fulfilled | Rejected> {
    return this.#results.then(onfulfilled, onrejected);
  }

  catch<Rejected = never>(
    onrejected?: ((reason: unknown) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<SubscriptionResult[] | Rejected> {
    return this.#results.catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<SubscriptionResult[]> {
    return this.#results.finally(onfinally);
  }

  /** The events of the subscribed channels, from the first; the same iterator each time. */
  [Symbol.asyncIterator](): EventStream<Event> {
    this.#iterated = true;
    return this.#events;
  }
}
