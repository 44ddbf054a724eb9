// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "733043ffd680d882aadb8de22949b7dfd9583f95007dd7c69ad538bcff9656b5",
} as const;
