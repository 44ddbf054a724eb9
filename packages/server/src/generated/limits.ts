// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The limits of a request and of a client's request rate (`x-limits`), which the server enforces. */
export const REST_LIMITS = {
  /** Largest request body the server reads (64 KiB). A larger one is answered 413 `payload-too-large`. (bytes) */
  maxBodyBytes: 65536,
  /** Largest request line and headers together (16 KiB). Larger ones are answered 431 `headers-too-large`. (bytes) */
  maxHeaderBytes: 16384,
  /** Time from the first byte of a request to the end of its headers. Past it, the request is answered 408 `request-timeout` and the connection closed. (seconds) */
  headersTimeoutSeconds: 60,
  /** Time from the first byte of a request to the end of its body. Past it, the request is answered 408 `request-timeout` and the connection closed. (seconds) */
  requestTimeoutSeconds: 300,
  /** Sustained request rate of one client (its bucket refills at this rate), counted per client id for requests with a valid token, WebSocket handshakes included, and per IP address otherwise (the token endpoint included). (requests per second) */
  requestsPerSecond: 50,
  /** Requests a client may send at once (the bucket's size; an idle client's bucket is full). A request past it is answered 429 `rate-limited` with `Retry-After`. (requests) */
  requestBurst: 100,
  /** Wrong client secrets the token endpoint takes for one `client_id`, whatever the addresses they come from, in a minute: a fixed window opened by the first wrong secret when none is open for that `client_id` (an unknown one is counted alike). Once that many have failed, every token request of that `client_id`, the right secret included, is answered 429 `rate-limited` with `Retry-After` until the window closes; the next failure after it opens the next window. A token granted meanwhile does not reset the count. (failed secrets per minute) */
  failedSecretsPerMinute: 10,
} as const;

/** The name of a request limit. */
export type RestLimitName = keyof typeof REST_LIMITS;

/**
 * The request ids the server echoes from a client's `X-Request-Id` (the schema of the
 * `RequestId` response header); any other gets a server-made UUID.
 */
export const REQUEST_ID = {
  pattern: new RegExp("^[A-Za-z0-9._:-]+$"),
  minLength: 1,
  maxLength: 128,
} as const;
