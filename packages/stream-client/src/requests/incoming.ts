/**
 * Where each incoming frame goes, once codec.ts has read it: an acknowledgement or a list to the
 * request it answers, an error frame to the oldest waiting request (or the `error` event), a
 * channel's message to its listeners (a `market_data` one through the book replay first, a
 * heartbeat past the watchdog). A frame that breaks the contract is an `error` event and goes no further.
 * While the client moves to a new connection, the old one's frames come through `drained`.
 */
import { CHANNEL_MESSAGES, type ChannelResult } from '@dap/stream-models';
import type { RawData } from 'ws';
import type { HeartbeatWatchdog } from '../connection/heartbeat.js';
import { StreamProtocolError, StreamServerError, StreamValidationError } from '../errors/errors.js';
import type { ClientEvents } from '../events/events.js';
import type { BookReplay } from '../order-book/replay.js';
import type { ChannelRequests } from './channel-requests.js';
import { decodeFrame, frameText, type DecodedFrame } from './codec.js';
import type { Requests } from './requests.js';

/** A frame that is a message of the contract. */
type Message = Extract<DecodedFrame, { ok: true }>;

export interface IncomingFramesOptions {
  /** Check each frame against the contract (`readServerFrame`), or only name it. */
  validate: boolean;
  requests: Requests;
  channels: ChannelRequests;
  replay: BookReplay;
  watchdog: HeartbeatWatchdog;
  events: ClientEvents;
  /** Told of every subscribe acknowledgement's results (the logger's deprecation warnings), when logging. */
  subscribed?: ((results: readonly ChannelResult[]) => void) | undefined;
}

/** The client event of each channel message: the channel type whose events it carries. */
const EVENT_OF_MESSAGE = Object.fromEntries(
  Object.entries(CHANNEL_MESSAGES).map(([channel, message]) => [message, channel]),
) as {
  readonly [C in keyof typeof CHANNEL_MESSAGES as (typeof CHANNEL_MESSAGES)[C]]: C;
};

export class IncomingFrames {
  readonly #options: IncomingFramesOptions;

  constructor(options: IncomingFramesOptions) {
    this.#options = options;
  }

  receive(data: RawData, isBinary: boolean): void {
    const frame = this.#decode(data, isBinary);
    if (frame) this.#route(frame);
  }

  /**
   * A frame of the connection the client is leaving for a new one (its token is about to expire):
   * its channel events are delivered until the new connection takes over; its replies answer
   * nothing (the calls waiting for them were sent again on the new connection).
   */
  drained(data: RawData, isBinary: boolean): void {
    const frame = this.#decode(data, isBinary);
    if (!frame) return;
    switch (frame.name) {
      case 'subscribeResponse':
      case 'unsubscribeResponse':
      case 'subscriptionListResponse':
      case 'error':
        return;
      default:
        this.#route(frame);
    }
  }

  #decode(data: RawData, isBinary: boolean): Message | undefined {
    const text = frameText(data);
    const frame = decodeFrame(text, this.#options.validate);
    if (frame.ok) return frame;
    this.#options.events.emit('error', new StreamValidationError('incoming', frame.errors, isBinary ? data : text));
    return undefined;
  }

  #route(frame: Message): void {
    const { requests, channels, replay, watchdog, events } = this.#options;
    switch (frame.name) {
      case 'subscribeResponse':
      case 'unsubscribeResponse':
        if (frame.name === 'subscribeResponse') this.#options.subscribed?.(frame.message.channels);
        channels.acknowledged(frame.message.type, frame.message.channels, frame.message);
        return;
      case 'subscriptionListResponse': {
        const call = requests.listed();
        if (call) call.answer({ kind: 'list', channels: frame.message.channels });
        else
          events.emit('error', new StreamProtocolError('A subscription_list reply matches no request', frame.message));
        return;
      }
      case 'error': {
        const error = new StreamServerError(frame.message.error, frame.message.message);
        const call = requests.oldest();
        if (call && !call.done) call.answer({ kind: 'error', error });
        else events.emit('error', error);
        return;
      }
      case 'heartbeat':
        watchdog.beat();
        events.emit('heartbeat', frame.message);
        return;
      case 'marketData':
        replay.apply(frame.message);
        events.emit('market_data', frame.message);
        return;
      default:
        events.emit(EVENT_OF_MESSAGE[frame.name], frame.message as never);
    }
  }
}
