// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "66e98280cbe3f6cc45d974c8e3e0656a90b676234d759de546d02c059f03c898",
} as const;
