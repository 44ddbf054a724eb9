// Generated from test/fixtures/server-openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "1ec73dc04d1d187daefcd6c855da0322c34e3cfe7d5563b597f2a13fc774949a",
} as const;
