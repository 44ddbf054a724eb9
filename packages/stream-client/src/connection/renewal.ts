/**
 * When to move to a new connection before the token of the current one expires (the contract's
 * "request a new token before the old one expires and open a new connection with it"): a tenth of
 * the time the token has left, at most a minute, before its expiry. That is no earlier than the
 * REST client's token cache (`DapClient.tokens`) stops handing the token out, so a source that
 * shares it has a fresh one by then.
 */
import type { IssuedToken } from './types.js';

/** The most the client moves ahead of a token's expiry. */
export const MAX_RENEWAL_MARGIN_MS = 60_000;
/** Longest timer Node.js keeps (about 24.8 days); a later renewal is timed in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long from `now` until the client renews a token that expires at `expiresAt`; `undefined` when
 * the expiry is unknown or already past by this machine's clock (a wrong expiry must not make the
 * client reconnect in a loop: the server's 1008 `token expired` then says when).
 */
export function renewalDelay(expiresAt: number | undefined, now: number): number | undefined {
  if (expiresAt === undefined) return undefined;
  const left = expiresAt - now;
  if (!(left > 0)) return undefined;
  return left - Math.min(MAX_RENEWAL_MARGIN_MS, left / 10);
}

/** Whether `next` outlives `current`, as far as their expiries are known: moving to it buys time. */
export function outlives(next: IssuedToken, current: IssuedToken): boolean {
  return next.expiresAt === undefined || current.expiresAt === undefined || next.expiresAt > current.expiresAt;
}

/** The timer of the current connection's renewal: one at a time. */
export class RenewalTimer {
  #timer: NodeJS.Timeout | undefined;

  /** Calls `renew` when `issued` is due for renewal, if its expiry is known; replaces any renewal planned before. */
  schedule(issued: IssuedToken, renew: () => void): void {
    this.cancel();
    const due = renewalDelay(issued.expiresAt, Date.now());
    if (due === undefined) return;
    const at = Date.now() + due;
    const wait = (): void => {
      const left = at - Date.now();
      this.#timer = left > MAX_TIMER_MS ? setTimeout(wait, MAX_TIMER_MS) : setTimeout(renew, Math.max(left, 0));
    };
    wait();
  }

  /** Calls `renew` after `delayMs` (another attempt after one failed); replaces any renewal planned before. */
  after(delayMs: number, renew: () => void): void {
    this.cancel();
    this.#timer = setTimeout(renew, delayMs);
  }

  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
