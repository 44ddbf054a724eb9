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
 * Starts one attempt's clock. The timeout always ends the attempt (its `race` rejects). Whether it
 * also cancels the request at the socket is `cancelOnTimeout`: that takes an AbortSignal on every
 * fetch, and on Node 20 undici charges several percent of a small request for following any signal
 * (a WeakRef and a FinalizationRegistry entry each). So the client hands fetch a timeout signal only
 * once one of its requests has timed out (see performRequest); before that, fetch gets the caller's
 * signal, if any, as it is.
 */
export function startAttempt(userSignal: AbortSignal | undefined, timeoutMs: number, cancelOnTimeout: boolean): Attempt {
  const controller = cancelOnTimeout && Number.isFinite(timeoutMs) ? new AbortController() : undefined;
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
