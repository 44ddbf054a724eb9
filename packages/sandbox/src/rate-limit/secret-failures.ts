import { REST_LIMITS } from '@dap/server';

/**
 * The limit of failed client secrets at the token endpoint (the spec's `failedSecretsPerMinute`),
 * counted per client id, whatever the address: a wrong secret opens a window of a minute for its
 * client id when none is open, and counts in it. Once the window holds the limit, every request of
 * that client id (the right secret too) is refused until it closes; the next failure after that
 * opens the next window. A window is fixed, not sliding: it closes a minute after the failure that
 * opened it, whatever came after, so a client is never locked for longer than that. A success
 * leaves the count as it is (resetting it would give a guesser a fresh allowance each time the
 * owner fetches a token).
 *
 * Unknown client ids are counted like known ones: answering them otherwise after ten failures would
 * tell which client ids exist. So a window can exist for any string a caller sends; it is forgotten
 * once closed, and how many can be open at once is bounded by the failed token requests the server
 * takes in a minute (the rate limit per address bounds each caller's share).
 *
 * Who keeps the windows depends on the database, as for `RateLimiter` (`secretFailuresFor`): in this
 * process's memory on the embedded store (one process by construction), in the `secret_failures`
 * table on a PostgreSQL server, so that instances share them. Both are timed by the caller's clock
 * (`nowMs`: the token service's, the real clock, which tests replace), which instances agree on to
 * well within a minute.
 */
export interface SecretFailures {
  /**
   * Counts a failed secret of `clientId` at `nowMs` (epoch ms). Returns 0 when it is within the
   * limit (the failure is answered as one), else the seconds until its window closes: the limit was
   * reached before it, and the request is refused.
   */
  fail(clientId: string, nowMs: number): number | Promise<number>;
  /** 0 when `clientId` may authenticate at `nowMs`, else the seconds until its full window closes. */
  lockedFor(clientId: string, nowMs: number): number | Promise<number>;
}

/** Failed secrets one client id may have in a window: the spec's. */
export const FAILED_SECRETS_PER_WINDOW = REST_LIMITS.failedSecretsPerMinute;
/** A window's length: the minute of `failedSecretsPerMinute`. */
export const FAILED_SECRET_WINDOW_MS = 60_000;

interface Window {
  /** Failed secrets counted in it. */
  failures: number;
  /** When it closes (epoch ms). */
  endsAtMs: number;
}

/** The windows in this process's memory: the embedded store's `SecretFailures`. */
export class SecretFailureWindows implements SecretFailures {
  /** By client id, in the order the windows opened, so that they also close in this order. */
  readonly #windows = new Map<string, Window>();

  fail(clientId: string, nowMs: number): number {
    this.#sweep(nowMs);
    let window = this.#windows.get(clientId);
    if (!window || window.endsAtMs <= nowMs) {
      // Deleted first, so that the new window goes to the end of the map: the order of opening.
      this.#windows.delete(clientId);
      this.#windows.set(clientId, (window = { failures: 0, endsAtMs: nowMs + FAILED_SECRET_WINDOW_MS }));
    }
    window.failures += 1;
    return window.failures > FAILED_SECRETS_PER_WINDOW ? (window.endsAtMs - nowMs) / 1000 : 0;
  }

  lockedFor(clientId: string, nowMs: number): number {
    const window = this.#windows.get(clientId);
    return window && window.endsAtMs > nowMs && window.failures >= FAILED_SECRETS_PER_WINDOW
      ? (window.endsAtMs - nowMs) / 1000
      : 0;
  }

  /** Windows kept (open ones, and closed ones not swept yet). */
  get size(): number {
    return this.#windows.size;
  }

  /**
   * Forgets the windows that have closed. They are the first ones of the map (windows last equally
   * long and are kept in the order they opened), so the sweep stops at the first open one: each
   * window is looked at about once, however many there are.
   */
  #sweep(nowMs: number): void {
    for (const [clientId, window] of this.#windows) {
      if (window.endsAtMs > nowMs) return;
      this.#windows.delete(clientId);
    }
  }
}
