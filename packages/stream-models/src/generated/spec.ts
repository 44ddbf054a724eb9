// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Digital-Asset Platform Streaming API",
  version: "2.0.0",
  sha256: "eba4805d22279d1ea1b1aa7ec6c28e3ec66086561931cb6d30856c01fd65c14e",
} as const;
