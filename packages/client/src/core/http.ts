/**
 * The HTTP layer under the typed methods: the `fetch` they call and how a response becomes a result.
 * The typed methods call `fetch(url, init)` directly instead of building a `Request` first: on Node's
 * undici a `Request` is copied again inside `fetch`, which alone costs more than a tenth of a small
 * local request (see docs/benchmarks.md).
 */

/** The standard `fetch` signature: `globalThis.fetch` or any wrapper of it (proxies, instrumentation, tests). */
export type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** One answered attempt: the parsed body as `data` (2xx) or as `error` (anything else). */
export interface RawResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Reads the body: JSON for a 2xx (an empty body, such as a 204's, is `undefined`; invalid JSON throws
 * a SyntaxError), and for an error status the parsed problem document, or the text when it is not JSON.
 */
export async function readResult<T>(response: Response): Promise<RawResult<T>> {
  const text = await response.text();
  if (response.ok) return { data: (text === '' ? undefined : JSON.parse(text)) as T, response };
  return { error: jsonOrText(text), response };
}

/** The parsed JSON of `text`, or the text itself when it is not JSON (an error page, a proxy's answer). */
export function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
