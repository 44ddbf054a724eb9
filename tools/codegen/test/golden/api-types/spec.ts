// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "243da582c26832ac56b8819a66f2530b3c4ca7956ff6ea6714d12330710fedb3",
} as const;
