/**
 * `Retry-After` (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds or an HTTP-date.
 * `undefined` when absent or unreadable, so the caller falls back to its own backoff. One reading
 * for both SDKs: the REST client's retries and the stream client's refused reconnects.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP-date names its weekday and month; without letters, Date.parse would accept things like "-5".
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
