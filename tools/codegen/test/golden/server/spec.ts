// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "7c6a2dba73467cef63367728a47583311d85483da1d1ec3f937ee061b26774b8",
} as const;
