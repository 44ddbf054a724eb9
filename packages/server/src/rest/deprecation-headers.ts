import type { RouteDeprecation } from '../route-definition.js';

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The headers that tell a caller its operation is going away: `Deprecation` (RFC 9745, a structured
 * date: `@` and Unix seconds), `Sunset` (RFC 8594, an HTTP-date) and, when the spec names the docs,
 * `Link: <…>; rel="deprecation"`.
 */
export function deprecationHeaders(deprecation: RouteDeprecation): Record<string, string> {
  return {
    deprecation: `@${midnight(deprecation.deprecatedAt) / 1000}`,
    sunset: new Date(midnight(deprecation.sunset)).toUTCString(),
    ...(deprecation.link ? { link: `<${deprecation.link}>; rel="deprecation"; type="text/html"` } : {}),
  };
}
