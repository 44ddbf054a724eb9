/**
 * Matching replies to requests. The protocol has no request id: an acknowledgement of `subscribe` or
 * `unsubscribe` echoes each requested channel (`type` and `params`, in request order), a
 * `subscription_list` reply echoes nothing, and an error frame names no request at all. So requests
 * wait in send order, and a reply takes:
 *
 * - an acknowledgement: the oldest waiting request of its `type` whose channel entries equal the
 *   echoed ones (same count, same order, each with the same `type` and `params`);
 * - a `subscription_list` reply: the oldest waiting `subscription_list`;
 * - an error frame: the oldest waiting request of any type (the server answers a connection's frames
 *   one after the other, so the first unanswered request is the one being answered).
 *
 * Concurrent identical requests are thus answered first-in, first-out. A request whose caller gave up
 * (timeout, abort) keeps its place until its reply arrives, so a late reply cannot be mistaken for
 * the answer to a newer identical request.
 */

/** The request types of the protocol. */
export type RequestType = 'subscribe' | 'unsubscribe' | 'subscription_list';

/** A channel entry as sent or echoed. */
export interface ChannelEntry {
  readonly type: string;
  readonly params?: object | undefined;
}

/**
 * The identity of a channel entry: its `type` and `params`, whatever the order of the params' keys;
 * absent `params` and `{}` are the same channel (`heartbeat`).
 */
export function channelKey(entry: ChannelEntry): string {
  const params = Object.entries(entry.params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([entry.type, params]);
}

/** A request waiting for its reply. */
export interface PendingRequest {
  readonly type: RequestType;
  /** `channelKey` of each channel entry sent, in order (empty for `subscription_list`). */
  readonly keys: readonly string[];
}

export class PendingRequests<Request extends PendingRequest> {
  readonly #waiting: Request[] = [];

  get size(): number {
    return this.#waiting.length;
  }

  /** Adds a request that has just been sent. */
  add(request: Request): void {
    this.#waiting.push(request);
  }

  /** Takes the request an acknowledgement of `type` echoing `channels` answers, if any waits. */
  takeAcknowledged(type: 'subscribe' | 'unsubscribe', channels: readonly ChannelEntry[]): Request | undefined {
    const keys = channels.map(channelKey);
    return this.#take(
      (request) =>
        request.type === type && request.keys.length === keys.length && request.keys.every((key, i) => key === keys[i]),
    );
  }

  /** Takes the oldest waiting `subscription_list`, if any. */
  takeList(): Request | undefined {
    return this.#take((request) => request.type === 'subscription_list');
  }

  /** Takes the oldest waiting request of any type (the one an error frame answers), if any. */
  takeOldest(): Request | undefined {
    return this.#take(() => true);
  }

  /** Takes every waiting request, oldest first (the connection closed: no reply will come). */
  takeAll(): Request[] {
    return this.#waiting.splice(0);
  }

  #take(matches: (request: Request) => boolean): Request | undefined {
    const index = this.#waiting.findIndex(matches);
    return index === -1 ? undefined : this.#waiting.splice(index, 1)[0];
  }
}
