/**
 * When to reconnect, and how long to wait first: exponential backoff with jitter, so that the
 * clients of a server that restarts do not all come back in the same instant.
 */

import { CLOSE_CODES } from '@dap/stream-models';

export interface BackoffOptions {
  /** Ceiling of the first attempt's wait. Default 500 ms. */
  initialDelayMs?: number;
  /** Largest ceiling. Default 30 000 ms. */
  maxDelayMs?: number;
  /** Growth of the ceiling per attempt. Default 2. */
  factor?: number;
  /**
   * Share of the ceiling that is random, 0…1: the wait is between `ceiling × (1 − jitter)` and the
   * ceiling. 1 is "full jitter", 0 none. Default 0.5 ("equal jitter": never less than half the ceiling).
   */
  jitter?: number;
}

export type ResolvedBackoffOptions = Required<BackoffOptions>;

export function resolveBackoffOptions(options: BackoffOptions = {}): ResolvedBackoffOptions {
  const resolved = {
    initialDelayMs: options.initialDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 30_000,
    factor: options.factor ?? 2,
    jitter: options.jitter ?? 0.5,
  };
  if (!(resolved.initialDelayMs >= 0)) throw new RangeError('backoff: `initialDelayMs` must be ≥ 0');
  if (!(resolved.maxDelayMs >= resolved.initialDelayMs))
    throw new RangeError('backoff: `maxDelayMs` must be ≥ `initialDelayMs`');
  if (!(resolved.factor >= 1)) throw new RangeError('backoff: `factor` must be ≥ 1');
  if (!(resolved.jitter >= 0 && resolved.jitter <= 1)) throw new RangeError('backoff: `jitter` must be within 0…1');
  return resolved;
}

/**
 * The wait before reconnect attempt `attempt` (1 for the first): the ceiling
 * `min(maxDelayMs, initialDelayMs × factor^(attempt − 1))`, less a random share of up to `jitter` of it.
 * `random` returns a number in [0, 1).
 */
export function backoffDelay(
  attempt: number,
  options: ResolvedBackoffOptions,
  random: () => number = Math.random,
): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('backoffDelay: `attempt` must be an integer ≥ 1');
  const ceiling = Math.min(options.maxDelayMs, options.initialDelayMs * options.factor ** (attempt - 1));
  return Math.round(ceiling * (1 - options.jitter * random()));
}

/**
 * The close code that does not come from the server's contract but from the way to it (RFC 6455):
 * 1006 abnormal closure (the network, or a peer that vanished: never sent, only reported).
 */
const TRANSPORT_RECOVERABLE = [1006];

/**
 * Close codes after which the client reconnects: those the contract marks `reconnect`
 * (`CLOSE_CODES`: 1001 going away, 1011 internal error, 1012 service restart, 1013 slow consumer),
 * and 1006 from the way to the server. Any other code is final: 1000 normal closure, the contract's
 * 1008 policy violation (a blind reconnect would repeat it; but see `isTokenExpiredClose`), 1009
 * frame too large (the same frame fails again), 1002 and 1007 protocol errors, 4xxx, …
 */
export const RECOVERABLE_CLOSE_CODES: ReadonlySet<number> = new Set([
  ...Object.values(CLOSE_CODES)
    .filter((close) => close.reconnect)
    .map((close) => close.code),
  ...TRANSPORT_RECOVERABLE,
]);

export function isRecoverableClose(code: number): boolean {
  return RECOVERABLE_CLOSE_CODES.has(code);
}

const { POLICY_VIOLATION } = CLOSE_CODES;

/**
 * Whether the server closed the connection because the token it was opened with expired: 1008
 * with the contract's reason `token expired` (`CLOSE_CODES.POLICY_VIOLATION.reasons.TOKEN_EXPIRED`).
 * Not a blind reconnect: the client opens the next connection with a fresh token. 1008 for any
 * other reason (the request rate, access withdrawn) stays final.
 */
export function isTokenExpiredClose(code: number, reason: string): boolean {
  return code === POLICY_VIOLATION.code && reason === POLICY_VIOLATION.reasons.TOKEN_EXPIRED;
}

/** The name the contract gives a close code (`POLICY_VIOLATION`), if it lists it. */
export function closeCodeName(code: number): string | undefined {
  return Object.entries(CLOSE_CODES).find(([, close]) => close.code === code)?.[0];
}

/**
 * Handshake statuses worth another attempt while reconnecting (a proxy or server that is not ready
 * yet): 408, 429, 500, 502, 503, 504. 401 and 403 have their own rule (one fresh token); others are final.
 */
export function isRecoverableHandshakeStatus(status: number): boolean {
  return status === 408 || status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}
