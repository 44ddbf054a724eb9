/**
 * The subscriptions the server acknowledged on this client, by channel key: what a reconnect
 * subscribes again. Every acknowledgement updates them, even one whose caller gave up.
 */
import type { ChannelReference, ChannelResult, ErrorCode } from '@dap/stream-models';
import { channelKey } from './matching.js';

/**
 * The outcome of one requested channel of a `subscribe` or `unsubscribe`: the channel as it was
 * requested, `success`, and on failure the protocol `error` code.
 */
export type SubscriptionResult =
  | { readonly channel: ChannelReference; readonly success: true }
  | { readonly channel: ChannelReference; readonly success: false; readonly error: ErrorCode };

export class Subscriptions {
  readonly #active = new Map<string, ChannelReference>();

  has(key: string): boolean {
    return this.#active.has(key);
  }

  /** The acknowledged subscriptions, in subscription order (copies). */
  list(): ChannelReference[] {
    return [...this.#active.values()].map(copyChannel);
  }

  delete(key: string): void {
    this.#active.delete(key);
  }

  /**
   * Applies an acknowledgement of `type` to the state; returns the keys whose subscription changed.
   * `NO_EFFECT_ACTION` counts as done: subscribed after `subscribe`, unsubscribed after `unsubscribe`.
   */
  apply(
    type: 'subscribe' | 'unsubscribe',
    results: readonly SubscriptionResult[],
  ): { added: string[]; removed: string[] } {
    const added: string[] = [];
    const removed: string[] = [];
    for (const result of results) {
      if (!(result.success || result.error === 'NO_EFFECT_ACTION')) continue;
      const key = channelKey(result.channel);
      if (type === 'subscribe') {
        if (!this.#active.has(key)) {
          this.#active.set(key, copyChannel(result.channel));
          added.push(key);
        }
      } else if (this.#active.delete(key)) {
        removed.push(key);
      }
    }
    return { added, removed };
  }
}

/** The result of each requested channel, read from the echo of the acknowledgement (same order). */
export function resultsOf(
  channels: readonly ChannelReference[],
  echoed: readonly ChannelResult[],
): SubscriptionResult[] {
  return channels.map((channel, i): SubscriptionResult => {
    const result = echoed[i];
    return result?.success
      ? { channel, success: true }
      : { channel, success: false, error: result?.error ?? 'INTERNAL_SERVER_ERROR' };
  });
}

/** Copies of the entries, so that a caller changing its objects later cannot change what is matched; anything that is not a channel reference is left for the validator to refuse. */
export function requestEntries(channels: readonly ChannelReference[]): ChannelReference[] {
  return (
    Array.isArray(channels)
      ? channels.map((channel: unknown) => (isObject(channel) ? copyChannel(channel as ChannelReference) : channel))
      : channels
  ) as ChannelReference[];
}

/** A copy, so that a caller changing its objects later cannot change what is matched or restored. */
export function copyChannel(channel: ChannelReference): ChannelReference {
  return channel.params === undefined
    ? { type: channel.type }
    : { type: channel.type, params: isObject(channel.params) ? { ...channel.params } : channel.params };
}

export function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
