/**
 * One attempt's signal: the caller's signal combined with the attempt's timeout, remembering which of
 * the two fired, because a timeout is retried (APIConnectionTimeoutError) and a user abort is not
 * (APIUserAbortError).
 */

export interface AttemptSignal {
  readonly signal: AbortSignal;
  /** True once the timeout (not the caller) aborted the attempt. */
  timedOut(): boolean;
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void;
}

export function attemptSignal(userSignal: AbortSignal | undefined, timeoutMs: number): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onUserAbort = (): void => controller.abort(userSignal?.reason);
  if (userSignal?.aborted) onUserAbort();
  else userSignal?.addEventListener('abort', onUserAbort, { once: true });
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs)
    : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      userSignal?.removeEventListener('abort', onUserAbort);
    },
  };
}

/**
 * Settles with `promise`, or rejects with the signal's reason as soon as it aborts — even if the
 * underlying fetch ignores its signal (a custom `fetch`, or a server that never answers).
 */
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
