// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "21048793e5d717fc993cfae0785f1b2ed2c18cda948299c12e3bfe9b123ba17e",
} as const;
