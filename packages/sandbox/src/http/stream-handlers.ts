import type { ChannelOutcome, StreamConnection, StreamHandlers } from '@dap/server';
import type { ChannelReference } from '@dap/stream-models';
import type { ChannelKey, MarketFeed } from '../market/simulator.js';

export interface StreamHandlerOptions {
  /** Told about each dropped frame and each slow-consumer close (for logs and tests). */
  onBackpressure?: (event: {
    connection: StreamConnection;
    channel: ChannelReference;
    action: 'dropped' | 'closed';
  }) => void;
  /** Told of each connection that opens and closes: the registry the sandbox control disconnects from. */
  connections?: { add(connection: StreamConnection): void; delete(connection: StreamConnection): void };
}

interface Subscription {
  readonly channel: ChannelReference;
  /** Removes the listener from the event source; undefined until `onSubscribed` has started the stream. */
  stop?: () => void;
}

const keyOf = (channel: ChannelReference): string => `${channel.type}\u0000${channel.params?.market ?? ''}`;

const sourceKeyOf = (channel: ChannelReference): ChannelKey =>
  channel.type === 'heartbeat'
    ? { channel: 'heartbeat' }
    : { channel: channel.type, market: channel.params?.market ?? '' };

/**
 * The WebSocket handlers on the market simulator. The dispatcher has checked each entry's shape;
 * here: an unknown market is UNKNOWN_CHANNEL_PARAMS_CONFIGURATION, a channel already subscribed
 * (same type and params) or not subscribed (unsubscribe) is NO_EFFECT_ACTION.
 *
 * `subscribe` only records the subscription (so a duplicate in the same request is refused and
 * `subscription_list` shows it); the stream starts in `onSubscribed`, which the dispatcher calls
 * after sending the acknowledgement: for `market_data` the SNAPSHOT is sent and the listener added
 * in the same synchronous turn, so no UPDATE falls between them, and the first data frame always
 * follows the ack. Each frame is one string shared by every subscriber (`sendRaw`).
 */
export function createStreamHandlers(markets: MarketFeed, options: StreamHandlerOptions = {}): StreamHandlers {
  const { onBackpressure, connections } = options;
  /** Each connection's subscriptions, in the order they were made. */
  const byConnection = new Map<string, Map<string, Subscription>>();

  const knownMarket = (channel: ChannelReference) =>
    channel.type === 'heartbeat' || markets.has(channel.params?.market ?? '');

  const stopAll = (connection: StreamConnection) => {
    const subscriptions = byConnection.get(connection.id);
    byConnection.delete(connection.id);
    for (const subscription of subscriptions?.values() ?? []) subscription.stop?.();
  };

  /**
   * Past the contract's `maxQueuedBytes` (the connection is `congested`), frames of
   * `market_data.top_of_book`, `execution_data` and `heartbeat` are dropped for that connection:
   * each is complete on its own, the next one makes up for it. A `market_data` UPDATE cannot be
   * dropped without corrupting the subscriber's book, and the contract sends one SNAPSHOT only, so
   * that connection is closed with 1013 (slow consumer) instead: reconnect, subscribe again, and a
   * fresh SNAPSHOT follows.
   */
  const listenerFor = (connection: StreamConnection, channel: ChannelReference) => (frame: string) => {
    if (!connection.congested) {
      connection.sendRaw(frame);
      return;
    }
    if (channel.type === 'market_data') {
      stopAll(connection);
      onBackpressure?.({ connection, channel, action: 'closed' });
      connection.closeFor('SLOW_CONSUMER', 'slow consumer: order-book updates fell behind; reconnect');
    } else {
      onBackpressure?.({ connection, channel, action: 'dropped' });
    }
  };

  return {
    subscribe(connection, channel): ChannelOutcome {
      if (!knownMarket(channel)) return 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION';
      // A frame still queued when its connection closed: nothing to stream to (and nobody to ack).
      if (!connection.isOpen) return 'NO_EFFECT_ACTION';
      let subscriptions = byConnection.get(connection.id);
      if (!subscriptions) byConnection.set(connection.id, (subscriptions = new Map()));
      const key = keyOf(channel);
      if (subscriptions.has(key)) return 'NO_EFFECT_ACTION';
      subscriptions.set(key, { channel });
      return 'ok';
    },

    onSubscribed(connection, channel) {
      const subscription = byConnection.get(connection.id)?.get(keyOf(channel));
      // Gone already (the connection closed, or the request was answered after an unsubscribe).
      if (!subscription || subscription.stop || !connection.isOpen) return;
      const market = channel.params?.market ?? '';
      // One synchronous turn: the first frame, then the listener; updates only come from tick().
      if (channel.type === 'market_data') connection.sendRaw(markets.snapshot(market));
      else if (channel.type === 'market_data.top_of_book') connection.sendRaw(markets.topOfBook(market));
      subscription.stop = markets.subscribe(sourceKeyOf(channel), listenerFor(connection, channel));
    },

    unsubscribe(connection, channel): ChannelOutcome {
      if (!knownMarket(channel)) return 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION';
      const subscriptions = byConnection.get(connection.id);
      const key = keyOf(channel);
      const subscription = subscriptions?.get(key);
      if (!subscriptions || !subscription) return 'NO_EFFECT_ACTION';
      subscription.stop?.();
      subscriptions.delete(key);
      return 'ok';
    },

    subscriptionList(connection) {
      return [...(byConnection.get(connection.id)?.values() ?? [])].map(({ channel }) => channel);
    },

    onOpen(connection) {
      connections?.add(connection);
    },

    onClose(connection) {
      connections?.delete(connection);
      stopAll(connection);
    },
  };
}
