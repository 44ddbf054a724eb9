// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "ae09c89dbcc42716ef27e9b0d69a2f46f6e48fd8812bd84e09682f4c931855d7",
} as const;
