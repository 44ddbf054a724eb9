// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "ebe3fe7071a137ab95dff0decb301f1ac8e3420c925ffec6b3f2f97b0f4a8bf1",
} as const;
