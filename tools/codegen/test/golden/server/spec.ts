// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "e9867a2d708a541c126e2db3ec12165c53e66c5891ade646973a6d2221dd5aeb",
} as const;
