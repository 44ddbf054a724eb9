/**
 * An async iterator over pushed values with a bounded buffer: the producer pushes, the consumer
 * pulls with `for await`. It starts its source on the first `next()` and stops it exactly once, when
 * the consumer breaks out (or calls `return`), when the source ends or fails, or on overflow.
 */
import { StreamBufferOverflowError } from '../errors/errors.js';

/** What an iterator does when its buffer is full: fail with `StreamBufferOverflowError`, or drop the oldest value. */
export type OverflowPolicy = 'error' | 'drop-oldest';

export interface EventIteratorOptions {
  bufferSize: number;
  overflow: OverflowPolicy;
  /** Called by the first `next()`; a rejection ends the iteration with that error. */
  start: () => Promise<void>;
  /** Called once when the iteration ends, however it ends. */
  stop: () => void;
}

/** The events of one channel, for `for await`; leaving the loop ends it (and unsubscribes, see `StreamClient.stream`). */
export interface EventStream<Value> extends AsyncIterableIterator<Value> {
  next(): Promise<IteratorResult<Value, undefined>>;
  /** Ends the iteration: what `break` calls. */
  return(): Promise<IteratorResult<Value, undefined>>;
  /** Events waiting for the consumer. */
  readonly buffered: number;
  /** Events dropped so far by `overflow: 'drop-oldest'`. */
  readonly dropped: number;
}

export class EventIterator<Value> implements EventStream<Value> {
  readonly #options: EventIteratorOptions;
  readonly #buffer: Value[] = [];
  #waiting:
    { resolve: (result: IteratorResult<Value, undefined>) => void; reject: (error: unknown) => void } | undefined;
  #started = false;
  #stopped = false;
  /** Set once the source is done: `true` for a normal end, else the error to throw after the buffer drains. */
  #end: { error?: unknown } | undefined;
  #dropped = 0;

  constructor(options: EventIteratorOptions) {
    if (!Number.isInteger(options.bufferSize) || options.bufferSize < 1)
      throw new RangeError('stream: `bufferSize` must be an integer ≥ 1');
    this.#options = options;
  }

  /** Values dropped by `overflow: 'drop-oldest'` so far. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Values waiting for the consumer. */
  get buffered(): number {
    return this.#buffer.length;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Delivers a value (or buffers it until the consumer asks). */
  push(value: Value): void {
    if (this.#end) return;
    if (this.#waiting) {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting.resolve({ value, done: false });
      return;
    }
    if (this.#buffer.length >= this.#options.bufferSize) {
      if (this.#options.overflow === 'drop-oldest') {
        this.#buffer.shift();
        this.#dropped++;
      } else {
        this.fail(new StreamBufferOverflowError(this.#options.bufferSize));
        return;
      }
    }
    this.#buffer.push(value);
  }

  /** Ends the iteration once the buffered values are consumed. */
  end(): void {
    this.#finish({});
  }

  /** Ends the iteration with `error`, thrown once the buffered values are consumed. */
  fail(error: unknown): void {
    this.#finish({ error });
  }

  async next(): Promise<IteratorResult<Value, undefined>> {
    if (!this.#started && !this.#end) {
      this.#started = true;
      try {
        await this.#options.start();
      } catch (error) {
        this.fail(error);
      }
    }
    if (this.#buffer.length > 0) return { value: this.#buffer.shift() as Value, done: false };
    if (this.#end) {
      if ('error' in this.#end) {
        const { error } = this.#end;
        this.#end = {}; // thrown once; afterwards the iterator is simply done
        throw error;
      }
      return { value: undefined, done: true };
    }
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  /** The consumer is done (`break`): stops the source and drops what is buffered. */
  async return(): Promise<IteratorResult<Value, undefined>> {
    this.#buffer.length = 0;
    this.#finish({});
    this.#end = {};
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<Value, undefined>> {
    this.#buffer.length = 0;
    this.#finish({});
    this.#end = {};
    throw error;
  }

  #finish(end: { error?: unknown }): void {
    if (this.#end) return;
    this.#end = end;
    if (!this.#stopped) {
      this.#stopped = true;
      this.#options.stop();
    }
    if (this.#waiting && this.#buffer.length === 0) {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      if ('error' in end) {
        this.#end = {};
        waiting.reject(end.error);
      } else waiting.resolve({ value: undefined, done: true });
    }
  }
}
