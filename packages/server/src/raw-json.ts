/**
 * A response body that is already JSON: the bytes of a `T`, sent as they are. A handler returns one
 * (`rawJson(bytes)`) when it holds the serialised body anyway (assembled from parts serialised
 * once, or cached), so that no serialiser runs and no string is encoded per request.
 *
 * `T` records what the bytes claim to be, so a handler cannot hand over the JSON of another type
 * without a cast. The server does not parse them again: the sandbox's tests and the contract tests
 * (Prism's validating proxy) check what is actually sent. Structural on purpose (no class), so that
 * two copies of this package in one install still agree on it.
 */
export interface RawJson<T> {
  /** UTF-8 JSON text. */
  readonly rawJson: Buffer;
  /** Phantom: what the bytes claim to be (never set). */
  readonly rawJsonOf?: T;
}

/** The JSON text `bytes` (UTF-8) as the response body, claiming to be a `T`. */
export function rawJson<T>(bytes: Buffer): RawJson<T> {
  return { rawJson: bytes };
}

/** Whether a handler's result is a RawJson (no body of the spec holds a Buffer). */
export function isRawJson(value: unknown): value is RawJson<unknown> {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as { rawJson?: unknown }).rawJson);
}
