/**
 * Time for the whole sandbox: one place to read "now", so tests can pin it. Wire formats:
 * RFC 3339 in UTC with millisecond (`…:26.535Z`) or nanosecond (`…:26.535123456Z`) fractions.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  nowMs(): number;
  /** Nanoseconds since the epoch. */
  nowNanos(): bigint;
}

/**
 * The real clock, or one driven by `now`. The real clock's nanoseconds come from the monotonic
 * high-resolution timer anchored to the wall clock once, so they never go backwards; a given `now`
 * has millisecond resolution and its nanoseconds end in `000000`.
 */
export function createClock(now?: () => Date): Clock {
  if (now) {
    return {
      nowMs: () => now().getTime(),
      nowNanos: () => BigInt(now().getTime()) * 1_000_000n,
    };
  }
  const anchorWall = BigInt(Date.now()) * 1_000_000n;
  const anchorMono = process.hrtime.bigint();
  return {
    nowMs: () => Date.now(),
    nowNanos: () => anchorWall + (process.hrtime.bigint() - anchorMono),
  };
}

/**
 * The sandbox's clock: another clock (the real one) plus an offset that the sandbox-control clock
 * moves forward (time travel) and a reset sets back to 0. The offset's truth is the store
 * (`ClockControl`); this keeps the value in force, because every timestamp reads it synchronously.
 */
export class OffsetClock implements Clock {
  #offsetMs = 0;

  constructor(readonly base: Clock) {}

  /** How far the clock runs ahead of `base`, whole milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  setOffset(offsetMs: number): void {
    if (!Number.isSafeInteger(offsetMs))
      throw new RangeError(`A clock offset is a whole number of milliseconds, got ${offsetMs}`);
    this.#offsetMs = offsetMs;
  }

  nowMs(): number {
    return this.base.nowMs() + this.#offsetMs;
  }

  nowNanos(): bigint {
    return this.base.nowNanos() + BigInt(this.#offsetMs) * 1_000_000n;
  }
}

/** RFC 3339 UTC with exactly three fraction digits. */
export function isoMillis(ms: number): string {
  return new Date(ms).toISOString();
}

/** RFC 3339 UTC with exactly nine fraction digits. */
export function isoNanos(nanos: bigint): string {
  const ms = nanos / 1_000_000n;
  const fraction = (nanos % 1_000_000_000n).toString().padStart(9, '0');
  return `${new Date(Number(ms)).toISOString().slice(0, 19)}.${fraction}Z`;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * An RFC 3339 date-time as epoch milliseconds, or undefined when it is not one. Fractions finer
 * than a millisecond are rounded up (`ceil`) or down (`floor`), so that a bound compares exactly
 * with millisecond timestamps: `t >= ceil(begin)` is `t >= begin`, `t <= floor(end)` is `t <= end`.
 */
export function parseRfc3339(text: string, rounding: 'ceil' | 'floor' = 'floor'): number | undefined {
  const match = RFC3339.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = '', zone] = match;
  const base = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone === 'z' ? 'Z' : zone}`);
  if (Number.isNaN(base)) return undefined;
  // Date.parse rolls over impossible dates (2025-02-30); refuse those.
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (probe.getUTCMonth() !== Number(month) - 1 || probe.getUTCDate() !== Number(day)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const millis = Number((fraction + '000').slice(0, 3));
  const finer = /[1-9]/.test(fraction.slice(3));
  return base + millis + (finer && rounding === 'ceil' ? 1 : 0);
}
