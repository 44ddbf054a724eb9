/**
 * Cancellation: one attempt's signal (the caller's signal combined with the attempt's timeout), and
 * the abortable waits the client needs between attempts and for shared token requests.
 */

export interface Attempt {
  /** The signal to hand `fetch`: see `startAttempt` for when there is none. */
  readonly signal: AbortSignal | undefined;
  /**
   * True once the timeout (not the caller) ended the attempt: a timeout is retried
   * (APIConnectionTimeoutError), a user abort is not (APIUserAbortError).
   */
  timedOut(): boolean;
  /**
   * Settles with `promise`, or rejects as soon as the attempt times out or the caller aborts, even
   * when the underlying fetch ignores its signal (a custom `fetch`, or a server that never answers).
   */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void;
}

/**
 * Starts one attempt's clock. When it runs out, the attempt ends: its `race` rejects and its signal,
 * which `fetch` follows, aborts, so the request is cancelled at the socket and a server that stops
 * answering cannot pile up abandoned connections. The caller's signal ends it the same way.
 */
export function startAttempt(userSignal: AbortSignal | undefined, timeoutMs: number): Attempt {
  const controller = Number.isFinite(timeoutMs) ? new AbortController() : undefined;
  let timedOut = false;
  let ended = false;
  let reason: unknown;
  // The race's reject, called straight from the abort paths: cheaper than a listener on a signal.
  let rejectRace: ((reason: unknown) => void) | undefined;
  const end = (why: unknown): void => {
    if (ended) return;
    ended = true;
    reason = why;
    controller?.abort(why);
    rejectRace?.(why);
  };
  const onUserAbort = (): void => end(userSignal?.reason);
  if (userSignal?.aborted) onUserAbort();
  else userSignal?.addEventListener('abort', onUserAbort, { once: true });
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        end(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs)
    : undefined;
  return {
    signal: controller?.signal ?? userSignal,
    timedOut: () => timedOut,
    race<T>(promise: Promise<T>): Promise<T> {
      if (ended) {
        promise.catch(() => {});
        return Promise.reject(reason);
      }
      return new Promise<T>((resolve, reject) => {
        rejectRace = reject;
        promise.then(resolve, reject);
      });
    },
    dispose() {
      clearTimeout(timer);
      userSignal?.removeEventListener('abort', onUserAbort);
    },
  };
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
