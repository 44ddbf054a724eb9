// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "3.0.0",
  sha256: "41b5a67d92bada8ba014b3274c47d16f02a0a86e5c92a42311aa21d6ebf52333",
} as const;
