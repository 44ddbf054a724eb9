// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "5435852b109be13186cf342d91a9fcf38593e74537c5a6b43728e8cb2cbc7ab6",
} as const;
