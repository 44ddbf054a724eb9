/**
 * Cancellation: one attempt's signal (the caller's signal combined with the attempt's timeout), and
 * the abortable waits the client needs between attempts and for shared token requests.
 */

/**
 * One attempt's clock. When it runs out, the attempt ends: its `race` rejects and its signal, which
 * `fetch` follows, aborts, so the request is cancelled at the socket and a server that stops
 * answering cannot pile up abandoned connections. The caller's signal ends it the same way.
 * A class, not a closure bundle: one object per attempt on the hot path of every request.
 */
export class Attempt {
  readonly #controller: AbortController | undefined;
  readonly #userSignal: AbortSignal | undefined;
  readonly #timer: NodeJS.Timeout | undefined;
  #timedOut = false;
  #ended = false;
  #reason: unknown;
  // The race's reject, called straight from the abort paths: cheaper than a listener on a signal.
  #rejectRace: ((reason: unknown) => void) | undefined;
  // Made only for a call given a signal: most calls have none, and pay nothing for it.
  readonly #onUserAbort: (() => void) | undefined;

  constructor(userSignal: AbortSignal | undefined, timeoutMs: number) {
    this.#userSignal = userSignal;
    const bounded = Number.isFinite(timeoutMs);
    this.#controller = bounded ? new AbortController() : undefined;
    if (userSignal) {
      const onUserAbort = (): void => this.#end(userSignal.reason);
      this.#onUserAbort = onUserAbort;
      if (userSignal.aborted) onUserAbort();
      else userSignal.addEventListener('abort', onUserAbort, { once: true });
    }
    this.#timer = bounded ? setTimeout(() => this.#timeout(timeoutMs), timeoutMs) : undefined;
  }

  /** The signal to hand `fetch`: the attempt's own, or the caller's when the attempt has no timeout. */
  get signal(): AbortSignal | undefined {
    return this.#controller?.signal ?? this.#userSignal;
  }

  /**
   * True once the timeout (not the caller) ended the attempt: a timeout is retried
   * (APIConnectionTimeoutError), a user abort is not (APIUserAbortError).
   */
  timedOut(): boolean {
    return this.#timedOut;
  }

  /**
   * Settles with `promise`, or rejects as soon as the attempt times out or the caller aborts, even
   * when the underlying fetch ignores its signal (a custom `fetch`, or a server that never answers).
   */
  race<T>(promise: Promise<T>): Promise<T> {
    if (this.#ended) {
      promise.catch(() => {});
      return Promise.reject(this.#reason);
    }
    return new Promise<T>((resolve, reject) => {
      this.#rejectRace = reject;
      promise.then(resolve, reject);
    });
  }

  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void {
    clearTimeout(this.#timer);
    if (this.#onUserAbort) this.#userSignal?.removeEventListener('abort', this.#onUserAbort);
  }

  #timeout(timeoutMs: number): void {
    this.#timedOut = true;
    this.#end(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }

  #end(why: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#reason = why;
    this.#controller?.abort(why);
    this.#rejectRace?.(why);
  }
}

/** Starts one attempt's clock (see `Attempt`). */
export function startAttempt(userSignal: AbortSignal | undefined, timeoutMs: number): Attempt {
  return new Attempt(userSignal, timeoutMs);
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
