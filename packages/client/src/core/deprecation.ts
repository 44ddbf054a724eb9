/**
 * Deprecated operations, as the server announces them on each answer: RFC 9745 `Deprecation`
 * (`@<Unix seconds>`), RFC 8594 `Sunset` (an HTTP-date) and `Link: <…>; rel="deprecation"`. The
 * client warns once per operation (per client), so a caller learns what is going away, and when,
 * without a line per call. Kept small: it ships in every bundle of the client.
 */
import type { Logger } from './logger.js';

type Check = (call: { operationId: string; method: string; path: string }, headers: Headers) => void;

/** An ISO date from epoch ms; the raw header when it was not a date. */
const iso = (ms: number, raw: string) => (Number.isNaN(ms) ? raw : new Date(ms).toISOString());

/** Warns through `logger` the first time an answer of each operation carries `Deprecation`. */
export function deprecationWarnings(logger: Logger): Check {
  const warned = new Set<string>();
  return ({ operationId, method, path }, headers) => {
    const deprecation = headers.get('deprecation');
    if (deprecation === null || warned.has(operationId)) return;
    warned.add(operationId);
    const sunset = headers.get('sunset');
    const link = /<([^>]*)>[^,]*rel="?deprecation/i.exec(headers.get('link') ?? '')?.[1];
    const fields = {
      operationId,
      method,
      path,
      deprecation: iso(Number(deprecation.slice(1)) * 1000, deprecation),
      sunset: sunset && iso(Date.parse(sunset), sunset),
      link,
    };
    logger.warn(`${operationId} is deprecated, sunset ${fields.sunset}, see ${link}`, fields);
  };
}
