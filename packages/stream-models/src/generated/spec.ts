// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Digital-Asset Platform Streaming API",
  version: "2.0.0",
  sha256: "5e86842cddb6341a075c23d30cc1a8ee2ef918cc125f15c89aa4f088490c5245",
} as const;
