// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** One documented answer: for an error status, its example body, media type and header examples. */
export interface DocumentedResponse {
  readonly contentType?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The statuses each operation documents (`responses`), with the examples of the error ones. */
export const DOCUMENTED_RESPONSES: Readonly<Record<string, Readonly<Record<string, DocumentedResponse>>>> = {
  "listWidgets": {
    "200": {},
    "400": {"contentType":"application/problem+json","body":{"status":400,"title":"Bad"},"headers":{"retry-after":"3"}},
  },
  "createWidget": {
    "200": {},
    "409": {"contentType":"application/problem+json"},
  },
  "deleteWidget": {
    "204": {},
  },
  "issueToken": {
    "200": {},
  },
};
