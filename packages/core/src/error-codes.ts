/**
 * The catalogue of error codes: every `code` an error of the DAP SDKs carries, one per error class,
 * with the class and package that throw it and when. Codes are stable: a code is never renamed or
 * reused for another failure; a new failure gets a new code (and class). This is the one place they
 * are written; the classes declare their code against it (`DapErrorCode`), and each SDK's tests hold
 * its exported classes to it.
 */

/** What the catalogue says of a code. */
export interface DapErrorCodeInfo {
  /** The package whose errors carry the code. */
  readonly package: '@dap/core' | '@dap/client' | '@dap/stream-client';
  /** The class whose instances carry it (subclasses have codes of their own). */
  readonly error: string;
  /** When it happens, and what to do about it. */
  readonly description: string;
}

export const DAP_ERROR_CODES = {
  // ---------------------------------------------------------------- the root (@dap/core, thrown by @dap/client)
  dap_error: {
    package: '@dap/core',
    error: 'DapError',
    description:
      'A failure no more specific class describes: invalid client options, a response body that is not JSON, a token response without `access_token`.',
  },

  // ---------------------------------------------------------------- REST (@dap/client)
  api_error: {
    package: '@dap/client',
    error: 'APIError',
    description: 'The server answered with a non-2xx status that has no class of its own (`status` says which).',
  },
  bad_request: {
    package: '@dap/client',
    error: 'BadRequestError',
    description:
      '400: the request failed validation; `errors` lists each failure with its JSON pointer. Fix the request; do not retry it as is.',
  },
  authentication: {
    package: '@dap/client',
    error: 'AuthenticationError',
    description:
      '401: the token is missing, invalid or expired, or the token endpoint refused the client credentials (`oauthError`).',
  },
  permission_denied: {
    package: '@dap/client',
    error: 'PermissionDeniedError',
    description:
      '403: the token lacks the operation’s scope, or a business rule refused the request (`type` names the problem).',
  },
  not_found: {
    package: '@dap/client',
    error: 'NotFoundError',
    description: '404: a resource named by the request does not exist.',
  },
  conflict: {
    package: '@dap/client',
    error: 'ConflictError',
    description: '409: the `ref_id` was already used; `existing` is the resource created with it.',
  },
  rate_limited: {
    package: '@dap/client',
    error: 'RateLimitError',
    description: '429: too many requests; wait `retryAfter` seconds (the client retries on its own first).',
  },
  server_error: {
    package: '@dap/client',
    error: 'InternalServerError',
    description: '5xx: the server failed (the client retries on its own first).',
  },
  connection: {
    package: '@dap/client',
    error: 'APIConnectionError',
    description:
      'No response arrived: DNS failure, refused or reset connection, TLS error. The message names the method, the URL and the cause code with its address; `tokenRequest` says whether it was the token request.',
  },
  timeout: {
    package: '@dap/client',
    error: 'APIConnectionTimeoutError',
    description: 'No response arrived within the request’s `timeoutMs`.',
  },
  aborted: {
    package: '@dap/client',
    error: 'APIUserAbortError',
    description: 'The caller’s `AbortSignal` aborted the request; never retried.',
  },

  // ---------------------------------------------------------------- WebSocket (@dap/stream-client)
  stream_error: {
    package: '@dap/stream-client',
    error: 'StreamError',
    description:
      'A stream failure no more specific class describes: invalid client options, a token provider that returned no token, an unexpected failure it caught.',
  },
  stream_handshake: {
    package: '@dap/stream-client',
    error: 'StreamHandshakeError',
    description:
      'The server refused the WebSocket handshake with an HTTP status other than 401 and 403 (`status`, `body`, `requestId`).',
  },
  stream_authentication: {
    package: '@dap/stream-client',
    error: 'StreamAuthenticationError',
    description:
      'The handshake was refused with 401 (no, a malformed, unknown or expired token), also after one fresh token.',
  },
  stream_permission_denied: {
    package: '@dap/stream-client',
    error: 'StreamPermissionError',
    description:
      'The handshake was refused with 403: the token lacks the stream’s scope, or the client is not allowed.',
  },
  stream_connection: {
    package: '@dap/stream-client',
    error: 'StreamConnectionError',
    description:
      'The connection could not be opened (`url`; the message names the cause code with its address), or it closed while a call waited for its reply (`closeCode`, `reason`).',
  },
  stream_closed: {
    package: '@dap/stream-client',
    error: 'StreamClosedError',
    description:
      'The client is closed (by `close()` or after a failure it does not recover from) and accepts no more calls.',
  },
  stream_timeout: {
    package: '@dap/stream-client',
    error: 'StreamTimeoutError',
    description: 'A call got no reply within its timeout, or no token or handshake came within `connectTimeoutMs`.',
  },
  stream_aborted: {
    package: '@dap/stream-client',
    error: 'StreamAbortError',
    description: 'The caller’s `AbortSignal` aborted `connect()`, a call or an iteration.',
  },
  stream_request_failed: {
    package: '@dap/stream-client',
    error: 'StreamRequestError',
    description: 'A subscribe or unsubscribe failed for some channel (`results`, and the protocol codes in `codes`).',
  },
  stream_server_error: {
    package: '@dap/stream-client',
    error: 'StreamServerError',
    description: 'The server answered with an error frame; `serverCode` is its protocol code (`UNKNOWN_ACTION`, …).',
  },
  stream_validation: {
    package: '@dap/stream-client',
    error: 'StreamValidationError',
    description:
      'A frame broke the AsyncAPI contract: one the server sent (dropped), or one the client was asked to send (not sent).',
  },
  stream_protocol: {
    package: '@dap/stream-client',
    error: 'StreamProtocolError',
    description: 'A valid frame the client cannot place, such as an acknowledgement that matches no request.',
  },
  stream_buffer_overflow: {
    package: '@dap/stream-client',
    error: 'StreamBufferOverflowError',
    description:
      "An async iterator’s buffer filled up (the consumer is slower than the stream) with `overflow: 'error'`.",
  },
  stream_heartbeat_timeout: {
    package: '@dap/stream-client',
    error: 'StreamHeartbeatTimeoutError',
    description: 'No heartbeat arrived within `heartbeatTimeoutMs`; the connection is dropped and reopened.',
  },
  stream_listener: {
    package: '@dap/stream-client',
    error: 'StreamListenerError',
    description: 'An event listener threw; the other listeners and the client carry on (`cause` is what it threw).',
  },
} as const satisfies Readonly<Record<string, DapErrorCodeInfo>>;

/** Every code of the catalogue: `error.code` of any `DapError`. */
export type DapErrorCode = keyof typeof DAP_ERROR_CODES;
