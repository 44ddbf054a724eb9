// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "035fc613d9969dcf75de72f16ccde303a95a76bd40476b0f2f06ac44e1ee60ec",
} as const;
