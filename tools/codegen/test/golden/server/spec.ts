// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "86a3baf9ab9a4b80c77237018249dea4124be10f179385cd593e21fb480fd7f7",
} as const;
