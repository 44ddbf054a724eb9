/**
 * Requests on their way: each call is checked against the contract, sent now or queued until a
 * connection is open, matched to its reply (see channels/matching.ts: the protocol has no request id), and
 * settled with what its reply means, or with a timeout, an abort or the loss of the connection.
 */
import type { ChannelReference, ClientMessage } from '@dap/stream-models';
import { WebSocket } from 'ws';
import {
  channelKey,
  PendingRequests,
  type ChannelEntry,
  type PendingRequest,
  type RequestType,
} from '../channels/matching.js';
import type { SubscriptionResult } from '../channels/subscriptions.js';
import type { StreamClientState } from '../connection/types.js';
import {
  asStreamError,
  StreamAbortError,
  StreamClosedError,
  StreamConnectionError,
  StreamError,
  StreamTimeoutError,
  type StreamServerError,
} from '../errors/errors.js';
import { encodeRequest } from './codec.js';
import type { CallOptions } from './options.js';

/** What answered a request. */
export type Reply =
  | { readonly kind: 'ack'; readonly results: readonly SubscriptionResult[] }
  | { readonly kind: 'list'; readonly channels: readonly ChannelReference[] }
  | { readonly kind: 'error'; readonly error: StreamServerError };

/** A request on its way: matched to its reply, then answered. */
export interface Call extends PendingRequest {
  readonly text: string;
  readonly channels: readonly ChannelReference[];
  /** Whether the caller has its answer or gave up; a late reply then only updates the subscription state. */
  done: boolean;
  answer(reply: Reply): void;
  fail(error: StreamError): void;
}

/** What the requests need of the client: where the connection stands, and the default timeout. */
export interface RequestHost {
  readonly state: StreamClientState;
  /** The open connection, if any. */
  readonly socket: WebSocket | undefined;
  readonly requestTimeoutMs: number;
}

export class Requests {
  readonly #host: RequestHost;
  /** Calls waiting for an open connection. */
  #outbox: Call[] = [];
  /** Calls sent on the current connection, waiting for their reply. */
  readonly #pending = new PendingRequests<Call>();

  constructor(host: RequestHost) {
    this.#host = host;
  }

  /**
   * Sends a request (now, or once a connection is open) and settles with what `interpret` makes of
   * its reply, or with the timeout, the abort or the loss of the connection.
   */
  call<T>(
    type: RequestType,
    message: ClientMessage,
    channels: readonly ChannelReference[],
    options: CallOptions,
    interpret: (reply: Reply) => T,
  ): Promise<T> {
    const { state } = this.#host;
    if (state === 'closing' || state === 'closed') return Promise.reject(new StreamClosedError('The client is closed'));
    if (state === 'idle') return Promise.reject(new StreamConnectionError('Not connected: call connect() first'));
    const encoded = encodeRequest(message);
    if (!encoded.ok) return Promise.reject(encoded.error);
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new StreamAbortError(`${type} was aborted`));
    const timeoutMs = options.timeoutMs ?? this.#host.requestTimeoutMs;
    if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs))
      return Promise.reject(new StreamError('`timeoutMs` must be a positive number of milliseconds'));

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
        text: encoded.text,
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
      const timer = setTimeout(
        () => call.fail(new StreamTimeoutError(`No reply to ${type} within ${timeoutMs} ms`, timeoutMs)),
        timeoutMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#dispatch(call);
    });
  }

  /** Sends what waited for a connection on the one just opened. */
  flush(ws: WebSocket): void {
    for (const call of this.#outbox.splice(0)) this.#transmit(ws, call);
  }

  /** Fails the calls still waiting for a connection. */
  failWaiting(error: StreamError): void {
    for (const call of this.#outbox.splice(0)) call.fail(error);
  }

  /** Fails the calls sent on a connection that is gone: no reply will come. */
  failSent(error: StreamError): void {
    for (const call of this.#pending.takeAll()) call.fail(error);
  }

  /**
   * The client is leaving the connection these calls were sent on for a new one (its token is about
   * to expire): each one still waiting goes first in the outbox, to be sent again on the new
   * connection. The old one's replies are not read, so none can answer them twice; a call whose
   * caller gave up is dropped (its reply would change nothing the new connection holds).
   */
  resendSent(): void {
    this.#outbox.unshift(...this.#pending.takeAll().filter((call) => !call.done));
  }

  /** The call an acknowledgement of `type` echoing `channels` answers, if one waits. */
  acknowledged(type: 'subscribe' | 'unsubscribe', channels: readonly ChannelEntry[]): Call | undefined {
    return this.#pending.takeAcknowledged(type, channels);
  }

  /** The oldest waiting `subscription_list`, if any. */
  listed(): Call | undefined {
    return this.#pending.takeList();
  }

  /** The oldest waiting call of any type: the one an error frame answers. */
  oldest(): Call | undefined {
    return this.#pending.takeOldest();
  }

  /** Sends now when a connection is open, else queues until one is. */
  #dispatch(call: Call): void {
    const ws = this.#host.socket;
    if (this.#host.state === 'open' && ws && ws.readyState === WebSocket.OPEN) this.#transmit(ws, call);
    else this.#outbox.push(call);
  }

  #transmit(ws: WebSocket, call: Call): void {
    this.#pending.add(call);
    // A failed write means the connection is going down; its close settles the call.
    ws.send(call.text, () => {});
  }
}
