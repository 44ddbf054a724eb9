// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "7c7ccd175a8d4ae97703fb053cb9c61543683604fb86c1f24ddbf2aceb7b1520",
} as const;
