// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { ConflictProblem, InsufficientFundsProblem, ValidationProblem } from './openapi.js';

/**
 * The problem types the spec lists (`x-problem-types` of its `Problem` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
  /** 400: The request is invalid: a body field, query or path parameter or header does not match the operation's schema, the body is missing or not valid JSON, or a `page_cursor` is forged or malformed. `meta.errors` lists every failure. */
  "validation-failed": { type: "https://docs.example.com/problems/validation-failed", status: 400, title: "Validation failed" },
  /** 401: The request carries no bearer token, or its token is invalid or expired. The response's `WWW-Authenticate: Bearer …` challenge says which (`error="invalid_token"` when a token was sent). */
  "unauthorized": { type: "https://docs.example.com/problems/unauthorized", status: 401, title: "Unauthorized" },
  /** 403: The token is valid but does not carry the OAuth2 scope the operation requires. The response's `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` names that scope. The WebSocket handshake without `exchange:read_aggregated_marketdata_stream` is refused the same way. */
  "insufficient-scope": { type: "https://docs.example.com/problems/insufficient-scope", status: 403, title: "Insufficient scope" },
  /** 403: The profile's balance of the asset cannot cover a crypto withdrawal's `total` (the amount plus the fee). Nothing is created and nothing is debited. */
  "insufficient-funds": { type: "https://docs.example.com/problems/insufficient-funds", status: 403, title: "Insufficient funds" },
  /** 404: A resource the request names does not exist: the profile of a create, the account of an account retrieval, the memo id of a sandbox fiat deposit. Also the answer for a path that no operation has. */
  "not-found": { type: "https://docs.example.com/problems/not-found", status: 404, title: "Not found" },
  /** 409: A create carried a `ref_id` that was already used for a resource of the same kind (a withdrawal, a deposit address). Nothing new is created; the resource created first with that `ref_id` is in `meta.existing`. */
  "ref-id-conflict": { type: "https://docs.example.com/problems/ref-id-conflict", status: 409, title: "ref_id already used" },
  /** 409: A sandbox control (the Sandbox Control API's `completeTransfer` or `failTransfer`) was asked to settle a transfer that is not `PENDING`: it has completed or failed already. Nothing was changed; `meta.status` is the transfer's status. */
  "transfer-not-pending": { type: "https://docs.example.com/problems/transfer-not-pending", status: 409, title: "Transfer not pending" },
  /** 409: A sandbox control (the Sandbox Control API's `createFault`) was asked to arm a fault while the tenant holds as many armed faults as it may. Nothing was armed. */
  "fault-limit-reached": { type: "https://docs.example.com/problems/fault-limit-reached", status: 409, title: "Fault limit reached" },
  /** 400: The request could not be read as HTTP/1.1, so it never reached an operation: a malformed request line or header, a `Content-Length` that is not a number or contradicts `Transfer-Encoding`, a broken chunked body, or a body the server could not read to its end. The server answers and closes the connection. Nothing was processed. */
  "malformed-request": { type: "https://docs.example.com/problems/malformed-request", status: 400, title: "Malformed request" },
  /** 405: The path exists but takes another method: `GET` on a create, `DELETE` anywhere, `CONNECT`. The `Allow` header lists the methods the path accepts. Nothing was processed. */
  "method-not-allowed": { type: "https://docs.example.com/problems/method-not-allowed", status: 405, title: "Method not allowed" },
  /** 408: The request was not received in time: its headers did not arrive within `headersTimeoutSeconds`, or the whole request within `requestTimeoutSeconds` (see "Request limits" in the API description), of the connection starting to send it. The server closes the connection. Nothing was processed. */
  "request-timeout": { type: "https://docs.example.com/problems/request-timeout", status: 408, title: "Request timeout" },
  /** 413: The request body is larger than the limit, `maxBodyBytes` (see "Request limits" in the API description). Nothing was processed. */
  "payload-too-large": { type: "https://docs.example.com/problems/payload-too-large", status: 413, title: "Payload too large" },
  /** 415: The request body is not in the media type the operation takes, `application/json` (judged by its `Content-Type`). Nothing was processed. */
  "unsupported-media-type": { type: "https://docs.example.com/problems/unsupported-media-type", status: 415, title: "Unsupported media type" },
  /** 417: The request carries an `Expect` header the server does not meet: only `100-continue` is supported. Nothing was processed. */
  "expectation-failed": { type: "https://docs.example.com/problems/expectation-failed", status: 417, title: "Expectation failed" },
  /** 426: A plain HTTP request reached the WebSocket endpoint, which only answers WebSocket upgrades (`Upgrade: websocket`). The `Upgrade` header of the answer names the protocol. */
  "upgrade-required": { type: "https://docs.example.com/problems/upgrade-required", status: 426, title: "Upgrade required" },
  /** 429: The client sent more requests than its rate limit (`requestsPerSecond` with bursts of `requestBurst`, see "Request limits" in the API description) allows, or, at the token endpoint, its `client_id` has had `failedSecretsPerMinute` wrong secrets within the minute and is refused, whatever secret it sends, until that minute is over. The request was not processed; `Retry-After` says how many seconds to wait. */
  "rate-limited": { type: "https://docs.example.com/problems/rate-limited", status: 429, title: "Too many requests" },
  /** 431: The request line and headers together are larger than the limit, `maxHeaderBytes` (see "Request limits" in the API description): a very long URL, query string, cookie or `Authorization` header. The server answers and closes the connection. Nothing was processed. */
  "headers-too-large": { type: "https://docs.example.com/problems/headers-too-large", status: 431, title: "Request header fields too large" },
  /** 500: Something failed on the platform's side. The problem says no more than that; `detail` never carries internals. */
  "internal-error": { type: "https://docs.example.com/problems/internal-error", status: 500, title: "Internal server error" },
  /** 503: The server is shutting down and takes no new requests; requests already received are completed. The connection is closed after the answer. */
  "service-unavailable": { type: "https://docs.example.com/problems/service-unavailable", status: 503, title: "Service unavailable" },
} as const;

/**
 * The docs base URL every type URI above is under (the spec's `externalDocs.url`): a type URI is
 * this base and the type's page, `problems/<code>`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = "https://docs.example.com/";

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

/** The machine-readable extras of a problem whose type has no schema of its own. */
export interface ProblemExtras {
  [key: string]: unknown;
}

/**
 * The `meta` of each problem type, as its problem schema (`schema` in the catalogue) describes it.
 * A server of another version may leave fields out or add some: read it as a hint, not a promise.
 */
export interface ProblemMeta {
  "validation-failed": NonNullable<ValidationProblem['meta']>;
  "unauthorized": ProblemExtras;
  "insufficient-scope": ProblemExtras;
  "insufficient-funds": NonNullable<InsufficientFundsProblem['meta']>;
  "not-found": ProblemExtras;
  "ref-id-conflict": NonNullable<ConflictProblem['meta']>;
  "transfer-not-pending": ProblemExtras;
  "fault-limit-reached": ProblemExtras;
  "malformed-request": ProblemExtras;
  "method-not-allowed": ProblemExtras;
  "request-timeout": ProblemExtras;
  "payload-too-large": ProblemExtras;
  "unsupported-media-type": ProblemExtras;
  "expectation-failed": ProblemExtras;
  "upgrade-required": ProblemExtras;
  "rate-limited": ProblemExtras;
  "headers-too-large": ProblemExtras;
  "internal-error": ProblemExtras;
  "service-unavailable": ProblemExtras;
}
