/**
 * The first connection's attempt, shared by every `connect()` called while it runs, each of which
 * may give up with its own `AbortSignal`: the call rejects with `StreamAbortError`, and once no call
 * waits on it any more the attempt itself (token, handshake) is aborted first, closing its socket.
 * A call without a signal waits to the end, and so keeps the attempt going.
 */
import { connectAborted } from './connection.js';

export class ConnectAttempt {
  readonly #controller = new AbortController();
  #waiting = 0;

  /** Aborts the attempt: handed to `Connector.open`. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** What one `connect()` call returns: `attempt`, or its abort. */
  wait(attempt: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
    this.#waiting++;
    if (!signal) return attempt;
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const aborted = connectAborted(signal);
        if (--this.#waiting > 0) return reject(aborted);
        // The last one waiting: the attempt ends (its socket closed, the client idle again), then the call rejects.
        this.#controller.abort(signal.reason);
        void attempt.then(
          () => reject(aborted),
          () => reject(aborted),
        );
      };
      signal.addEventListener('abort', onAbort, { once: true });
      void attempt.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
