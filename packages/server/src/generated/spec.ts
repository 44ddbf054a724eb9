// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "cf9869d73e4d63e39eb8b59246c67484da587cd8dab60ff2133b472e4d28c733",
} as const;
