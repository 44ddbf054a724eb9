/**
 * The request rate of one connection: a token bucket of `burst` tokens (full when the connection
 * opens) that refills at `perSecond`. Every frame the client sends spends one.
 */
export class RequestRate {
  #tokens: number;
  #at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  /** Spends a token; false when the bucket is empty (and nothing is spent). */
  take(): boolean {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
