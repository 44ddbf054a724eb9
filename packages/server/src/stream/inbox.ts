import { CLOSE_CODES, CONNECTION_LIMITS } from '@dap/stream-models';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { Connection } from './connection.js';
import { dispatch, errorFrame } from './dispatcher.js';
import { RequestRate } from './request-rate.js';
import type { ChannelDeprecations, StreamHandlers } from './types.js';

/** Serialised once: the flood it answers must cost as little as possible. */
const TOO_MANY_REQUESTS = JSON.stringify(
  errorFrame('TOO_MANY_REQUESTS', 'Too many requests on this connection; closing'),
);
const BINARY = JSON.stringify(errorFrame('MALFORMED_REQUEST', 'Requests are JSON text frames, not binary'));

/** How long a client that keeps sending after the close has to read the close frame before it is dropped. */
const CLOSE_GRACE_MS = 1000;

/** In the queue, where the frame that found the bucket empty was: answered TOO_MANY_REQUESTS, then the close. */
const OVER_RATE = Symbol('over the request rate');

/**
 * The frames one client sends, answered one after the other so that acknowledgements keep request
 * order, within the contract's request rate: the frames before the one that finds the bucket empty
 * are answered, that one with TOO_MANY_REQUESTS, and the connection is closed (1008). Frames after
 * it are dropped unanswered; once a burst's worth has come, the socket is no longer read (`ws`
 * would still parse every frame of the flood) and is dropped after a grace to read the close frame.
 *
 * Frames wait in an array, not in a promise chain: V8 walks the chain of pending promises to
 * capture the async stack of every error thrown (a JSON.parse of a malformed frame), so a chain
 * as long as a flood made each frame cost time in proportion to the frames queued behind it.
 * Frames no handler answers are answered synchronously, as they arrive.
 */
export class Inbox {
  readonly #frames: ({ data: RawData; isBinary: boolean } | typeof OVER_RATE)[] = [];
  readonly #rate = new RequestRate(CONNECTION_LIMITS.requestsPerSecond, CONNECTION_LIMITS.requestBurst);
  /** A handler's answer is awaited; later frames wait in `#frames`. */
  #waiting = false;
  /** Past the request rate: nothing more is answered. */
  #over = false;
  /** Frames received past the rate or after the connection stopped being open. */
  #dropped = 0;

  constructor(
    private readonly connection: Connection,
    private readonly handlers: StreamHandlers,
    private readonly log: FastifyBaseLogger,
    private readonly deprecations: ChannelDeprecations,
  ) {}

  receive(data: RawData, isBinary: boolean): void {
    if (this.#over || !this.connection.isOpen) {
      if (++this.#dropped === CONNECTION_LIMITS.requestBurst) {
        this.connection.pause();
        setTimeout(() => this.connection.terminate(), CLOSE_GRACE_MS).unref();
      }
      return;
    }
    if (this.#rate.take()) {
      this.#frames.push({ data, isBinary });
    } else {
      this.#over = true;
      this.#frames.push(OVER_RATE);
    }
    if (!this.#waiting) this.#drain();
  }

  #drain(): void {
    for (let frame = this.#frames.shift(); frame !== undefined; frame = this.#frames.shift()) {
      if (!this.connection.isOpen) {
        this.#frames.length = 0;
        break;
      }
      // A token that expired answers nothing more, whatever the timer that closes it has done yet.
      if (this.connection.expired) {
        this.#frames.length = 0;
        this.connection.closeExpired();
        break;
      }
      if (frame === OVER_RATE) {
        this.connection.sendRaw(TOO_MANY_REQUESTS);
        this.connection.closeFor('POLICY_VIOLATION', CLOSE_CODES.POLICY_VIOLATION.reasons.TOO_MANY_REQUESTS);
        break;
      }
      const pending = this.#answer(frame.data, frame.isBinary);
      if (pending !== undefined) {
        this.#waiting = true;
        pending
          .catch((error: unknown) =>
            this.log.error({ err: error, connection: this.connection.id }, 'dispatching a frame failed'),
          )
          .finally(() => {
            this.#waiting = false;
            this.#drain();
          });
        return;
      }
    }
  }

  #answer(data: RawData, isBinary: boolean): Promise<void> | undefined {
    try {
      if (isBinary) {
        this.connection.sendRaw(BINARY);
        return undefined;
      }
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
      return dispatch(this.connection, text, this.handlers, this.log, this.deprecations);
    } catch (error) {
      this.log.error({ err: error, connection: this.connection.id }, 'dispatching a frame failed');
      return undefined;
    }
  }
}
