/**
 * Deprecated operations, as the server announces them on each answer: RFC 9745 `Deprecation`
 * (`@<Unix seconds>`), RFC 8594 `Sunset` (an HTTP-date) and `Link: <…>; rel="deprecation"`. The
 * client warns once per operation (per client), so a caller learns what is going away, and when,
 * without a line per call.
 */
import type { Logger } from './logger.js';

/** `@1767225600` → `2026-01-01T00:00:00.000Z`; the raw value when it is not an RFC 9745 date. */
function deprecationDate(value: string): string {
  const seconds = /^@(-?\d+)$/.exec(value.trim())?.[1];
  return seconds === undefined ? value : new Date(Number(seconds) * 1000).toISOString();
}

/** `Mon, 01 Jun 2026 00:00:00 GMT` → `2026-06-01T00:00:00.000Z`; the raw value when it is not a date. */
function sunsetDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The URI of the `Link` whose relation types include `deprecation`, if any. */
function deprecationLink(value: string | null): string | undefined {
  if (value === null) return undefined;
  for (const link of value.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (match && /;\s*rel="?[^";]*\bdeprecation\b/i.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

/** Remembers which operations were reported deprecated, to warn once for each. */
export class DeprecationWarnings {
  readonly #warned = new Set<string>();

  constructor(private readonly logger: Logger) {}

  /** Warns when `headers` (an answer of `operationId`) announce its deprecation, the first time only. */
  check(call: { operationId: string; method: string; path: string }, headers: Headers): void {
    const deprecation = headers.get('deprecation');
    if (deprecation === null || this.#warned.has(call.operationId)) return;
    this.#warned.add(call.operationId);
    const sunset = headers.get('sunset');
    const link = deprecationLink(headers.get('link'));
    this.logger.warn(
      `${call.operationId} is deprecated${sunset === null ? '' : `; it may be removed from ${sunsetDate(sunset)}`}${link === undefined ? '' : ` (see ${link})`}`,
      {
        operationId: call.operationId,
        method: call.method,
        path: call.path,
        deprecation: deprecationDate(deprecation),
        ...(sunset === null ? {} : { sunset: sunsetDate(sunset) }),
        ...(link === undefined ? {} : { link }),
      },
    );
  }
}
