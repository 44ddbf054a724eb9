// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The limits of a request and of a client's request rate (`x-limits`), which the server enforces. */
export const REST_LIMITS = {
  /** Largest body. (bytes) */
  maxBodyBytes: 4096,
  /** Sustained rate *\/ of one client. (requests per second) */
  requestsPerSecond: 5,
} as const;

/** The name of a request limit. */
export type RestLimitName = keyof typeof REST_LIMITS;

/**
 * The request ids the server echoes from a client's `X-Request-Id` (the schema of the
 * `RequestId` response header); any other gets a server-made UUID.
 */
export const REQUEST_ID = {
  pattern: new RegExp("^[a-z0-9-]+$"),
  minLength: 1,
  maxLength: 64,
} as const;
