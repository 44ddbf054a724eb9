// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Digital-Asset Platform Streaming API",
  version: "2.0.0",
  sha256: "447349b65db0e45ee2dd88929fa86415d3afd6a2a6df6061dba7c7723600d89c",
} as const;
