// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The problem types the spec lists (the table in the description of its `Problem` schema), by code. */
export const PROBLEM_TYPES = {
  /** 400: The request is invalid: body, query or path parameter (details in `meta.errors`), including a forged or malformed `page_cursor` */
  "validation-failed": { type: "https://docs.example.com/problems/validation-failed", status: 400 },
  /** 401: The bearer token is missing, invalid or expired */
  "unauthorized": { type: "https://docs.example.com/problems/unauthorized", status: 401 },
  /** 403: The token does not carry the scope the endpoint requires */
  "insufficient-scope": { type: "https://docs.example.com/problems/insufficient-scope", status: 403 },
  /** 403: Business rejection: the profile balance cannot cover the withdrawal `total` */
  "insufficient-funds": { type: "https://docs.example.com/problems/insufficient-funds", status: 403 },
  /** 404: A referenced resource (profile, account, memo id) does not exist */
  "not-found": { type: "https://docs.example.com/problems/not-found", status: 404 },
  /** 409: The `ref_id` was already used; the existing resource is in `meta.existing` */
  "ref-id-conflict": { type: "https://docs.example.com/problems/ref-id-conflict", status: 409 },
  /** 413: The request body is larger than 64 KiB */
  "payload-too-large": { type: "https://docs.example.com/problems/payload-too-large", status: 413 },
  /** 415: The request body is not `application/json` */
  "unsupported-media-type": { type: "https://docs.example.com/problems/unsupported-media-type", status: 415 },
  /** 429: Too many requests; retry after `Retry-After` seconds */
  "rate-limited": { type: "https://docs.example.com/problems/rate-limited", status: 429 },
} as const;

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;
