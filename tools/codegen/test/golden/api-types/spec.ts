// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "e236422e1d657b1b90be0a7d0a142b79e3392021adc1056b60fa105fa2d87602",
} as const;
