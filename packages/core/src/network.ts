/**
 * What a failed connection says about itself, read from its cause chain: Node's `fetch` reports
 * "fetch failed" and keeps the socket's error (`ECONNREFUSED`, with the address and port it tried)
 * in `cause`, or several of them in an `AggregateError` when it tried several addresses.
 */

/** The system error code and the address it failed at: `ECONNREFUSED 127.0.0.1:9999`; `undefined` when the chain has no code. */
export function networkCause(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current);) {
    seen.add(current);
    const { code, address, port, errors, cause } = current as {
      code?: unknown;
      address?: unknown;
      port?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) {
      const at = typeof address === 'string' ? (typeof port === 'number' ? `${address}:${port}` : address) : undefined;
      if (at !== undefined) return `${code} ${at}`;
      const inner = Array.isArray(errors) ? errors.map(networkCause).find((text) => text !== undefined) : undefined;
      return inner ?? code;
    }
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}
