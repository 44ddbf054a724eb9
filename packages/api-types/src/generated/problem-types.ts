// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { ConflictProblem, InsufficientFundsProblem, ValidationProblem } from './openapi.js';

/**
 * The docs base URL every type URI below is under (the spec's `externalDocs.url`): a type URI is
 * this base and the type's page, `problems/<code>`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = "https://docs.example.com/";

/**
 * The problem types the spec lists (`x-problem-types` of its `Problem` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES: {
  /** 400: The request is invalid: a body field, query or path parameter or header does not match the operation's schema, the body is missing or not valid JSON, or a `page_cursor` is forged or malformed. `meta.errors` lists every failure. */
  readonly "validation-failed": { readonly type: "https://docs.example.com/problems/validation-failed"; readonly status: 400; readonly title: "Validation failed" };
  /** 401: The request carries no bearer token, or its token is invalid or expired. The response's `WWW-Authenticate: Bearer …` challenge says which (`error="invalid_token"` when a token was sent). */
  readonly "unauthorized": { readonly type: "https://docs.example.com/problems/unauthorized"; readonly status: 401; readonly title: "Unauthorized" };
  /** 403: The token is valid but does not carry the OAuth2 scope the operation requires. The response's `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` names that scope. The WebSocket handshake without `exchange:read_aggregated_marketdata_stream` is refused the same way. */
  readonly "insufficient-scope": { readonly type: "https://docs.example.com/problems/insufficient-scope"; readonly status: 403; readonly title: "Insufficient scope" };
  /** 403: The profile's balance of the asset cannot cover a crypto withdrawal's `total` (the amount plus the fee). Nothing is created and nothing is debited. */
  readonly "insufficient-funds": { readonly type: "https://docs.example.com/problems/insufficient-funds"; readonly status: 403; readonly title: "Insufficient funds" };
  /** 404: A resource the request names does not exist: the profile of a create, the account of an account retrieval, the memo id of a sandbox fiat deposit. Also the answer for a path that no operation has. */
  readonly "not-found": { readonly type: "https://docs.example.com/problems/not-found"; readonly status: 404; readonly title: "Not found" };
  /** 409: A create carried a `ref_id` that was already used for a resource of the same kind (a withdrawal, a deposit address). Nothing new is created; the resource created first with that `ref_id` is in `meta.existing`. */
  readonly "ref-id-conflict": { readonly type: "https://docs.example.com/problems/ref-id-conflict"; readonly status: 409; readonly title: "ref_id already used" };
  /** 409: A sandbox control (the Sandbox Control API's `completeTransfer` or `failTransfer`) was asked to settle a transfer that is not `PENDING`: it has completed or failed already. Nothing was changed; `meta.status` is the transfer's status. */
  readonly "transfer-not-pending": { readonly type: "https://docs.example.com/problems/transfer-not-pending"; readonly status: 409; readonly title: "Transfer not pending" };
  /** 409: A sandbox control (the Sandbox Control API's `createFault`) was asked to arm a fault while the tenant holds as many armed faults as it may. Nothing was armed. */
  readonly "fault-limit-reached": { readonly type: "https://docs.example.com/problems/fault-limit-reached"; readonly status: 409; readonly title: "Fault limit reached" };
  /** 400: The request could not be read as HTTP/1.1, so it never reached an operation: a malformed request line or header, a `Content-Length` that is not a number or contradicts `Transfer-Encoding`, a broken chunked body, or a body the server could not read to its end. The server answers and closes the connection. Nothing was processed. */
  readonly "malformed-request": { readonly type: "https://docs.example.com/problems/malformed-request"; readonly status: 400; readonly title: "Malformed request" };
  /** 405: The path exists but takes another method: `GET` on a create, `DELETE` anywhere, `CONNECT`. The `Allow` header lists the methods the path accepts. Nothing was processed. */
  readonly "method-not-allowed": { readonly type: "https://docs.example.com/problems/method-not-allowed"; readonly status: 405; readonly title: "Method not allowed" };
  /** 408: The request was not received in time: its headers did not arrive within `headersTimeoutSeconds`, or the whole request within `requestTimeoutSeconds` (see "Request limits" in the API description), of the connection starting to send it. The server closes the connection. Nothing was processed. */
  readonly "request-timeout": { readonly type: "https://docs.example.com/problems/request-timeout"; readonly status: 408; readonly title: "Request timeout" };
  /** 413: The request body is larger than the limit, `maxBodyBytes` (see "Request limits" in the API description). Nothing was processed. */
  readonly "payload-too-large": { readonly type: "https://docs.example.com/problems/payload-too-large"; readonly status: 413; readonly title: "Payload too large" };
  /** 415: The request body is not in the media type the operation takes, `application/json` (judged by its `Content-Type`). Nothing was processed. */
  readonly "unsupported-media-type": { readonly type: "https://docs.example.com/problems/unsupported-media-type"; readonly status: 415; readonly title: "Unsupported media type" };
  /** 417: The request carries an `Expect` header the server does not meet: only `100-continue` is supported. Nothing was processed. */
  readonly "expectation-failed": { readonly type: "https://docs.example.com/problems/expectation-failed"; readonly status: 417; readonly title: "Expectation failed" };
  /** 426: A plain HTTP request reached the WebSocket endpoint, which only answers WebSocket upgrades (`Upgrade: websocket`). The `Upgrade` header of the answer names the protocol. */
  readonly "upgrade-required": { readonly type: "https://docs.example.com/problems/upgrade-required"; readonly status: 426; readonly title: "Upgrade required" };
  /** 429: The client sent more requests than its rate limit (`requestsPerSecond` with bursts of `requestBurst`, see "Request limits" in the API description) allows, or, at the token endpoint, its `client_id` has had `failedSecretsPerMinute` wrong secrets within the minute and is refused, whatever secret it sends, until that minute is over. The request was not processed; `Retry-After` says how many seconds to wait. */
  readonly "rate-limited": { readonly type: "https://docs.example.com/problems/rate-limited"; readonly status: 429; readonly title: "Too many requests" };
  /** 431: The request line and headers together are larger than the limit, `maxHeaderBytes` (see "Request limits" in the API description): a very long URL, query string, cookie or `Authorization` header. The server answers and closes the connection. Nothing was processed. */
  readonly "headers-too-large": { readonly type: "https://docs.example.com/problems/headers-too-large"; readonly status: 431; readonly title: "Request header fields too large" };
  /** 500: Something failed on the platform's side. The problem says no more than that; `detail` never carries internals. */
  readonly "internal-error": { readonly type: "https://docs.example.com/problems/internal-error"; readonly status: 500; readonly title: "Internal server error" };
  /** 503: The server is shutting down and takes no new requests; requests already received are completed. The connection is closed after the answer. */
  readonly "service-unavailable": { readonly type: "https://docs.example.com/problems/service-unavailable"; readonly status: 503; readonly title: "Service unavailable" };
} = /* @__PURE__ */ problemTypes({
  "validation-failed": 400,
  "unauthorized": 401,
  "insufficient-scope": 403,
  "insufficient-funds": 403,
  "not-found": 404,
  "ref-id-conflict": [409, "ref_id already used"],
  "transfer-not-pending": 409,
  "fault-limit-reached": 409,
  "malformed-request": 400,
  "method-not-allowed": 405,
  "request-timeout": 408,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "expectation-failed": 417,
  "upgrade-required": 426,
  "rate-limited": [429, "Too many requests"],
  "headers-too-large": [431, "Request header fields too large"],
  "internal-error": [500, "Internal server error"],
  "service-unavailable": 503,
});

/**
 * PROBLEM_TYPES from its table: by code, the status, or the status and the title when the title is
 * not the code in words (`not-found` → `Not found`). The type URI is `problems/<code>` under the base.
 */
function problemTypes<T>(table: Record<string, number | [number, string]>): T {
  const types: Record<string, { type: string; status: number; title: string }> = {};
  for (const [code, entry] of Object.entries(table)) {
    const [status, title = code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ')] =
      typeof entry === 'number' ? [entry] : entry;
    types[code] = { type: `${PROBLEM_TYPES_BASE}problems/${code}`, status, title };
  }
  return types as T;
}

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
